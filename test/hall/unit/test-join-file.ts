// A station's join file for the hall's unit tests: a hall on an address nothing listens on.
import {
  JOIN_FORMAT,
  JOIN_FORMAT_VERSION,
  type JoinFile,
} from '../../../electron/core/hall/wire/join-file.ts';

export const TEST_JOIN: JoinFile = {
  format: JOIN_FORMAT,
  formatVersion: JOIN_FORMAT_VERSION,
  hallId: 'nationals27',
  hallName: 'Nationals 2027',
  stationName: 'Station 3',
  token: 'station3token',
  servers: ['tls://10.0.0.1:4222'],
  ca: null,
  auth: { kind: 'nkey', seed: `SU${'A'.repeat(56)}` },
  invitedAt: '2027-03-01T08:00:00.000Z',
};
