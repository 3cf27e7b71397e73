// A join file names the hall its hub's certificate is checked for (format 2); one without the name
// (format 1, and every file written before) is read as before. Joining the same invitation again
// keeps the station's cursor; another hall's or invitation's starts it again.
import { describe, expect, it } from 'vitest';
import {
  hallTlsName,
  JOIN_FORMAT_VERSION,
  joinFormatVersion,
  parseJoinFile,
  type JoinFile,
} from '../../../electron/core/hall/wire/join-file.ts';
import { StationLinkStore } from '../../../electron/core/hall/station/station-link-store.ts';
import { useTempDirs } from '../../support/temp-dir.ts';
import { TEST_JOIN } from '../../hall/unit/test-join-file.ts';

const tempDir = useTempDirs();

const named: JoinFile = {
  ...TEST_JOIN,
  formatVersion: JOIN_FORMAT_VERSION,
  tlsName: hallTlsName(TEST_JOIN.hallId),
};
const text = (value: unknown): string => JSON.stringify(value);

describe('the hall named in a join file', () => {
  it("names the hall by its id under a domain that never resolves, for any hall id's shape", () => {
    expect(hallTlsName('nationals27')).toBe('nationals27.hall.challenge-station.invalid');
    for (const hallId of ['abcd', 'z'.repeat(32), '0000'])
      expect(parseJoinFile(text({ ...named, hallId, tlsName: hallTlsName(hallId) })).tlsName).toBe(
        hallTlsName(hallId),
      );
  });

  it('reads a file of format 2 with the name, and one of format 1 without it as before', () => {
    expect(parseJoinFile(text(named))).toEqual(named);
    const old: JoinFile = { ...named };
    delete old.tlsName;
    expect(parseJoinFile(text({ ...old, formatVersion: 1 }))).toEqual({ ...old, formatVersion: 1 });
    expect(joinFormatVersion(named.tlsName)).toBe(2);
    expect(joinFormatVersion(undefined)).toBe(1);
  });

  it('refuses a name that is not a hall id under the hall domain, and a newer format', () => {
    for (const tlsName of [
      'localhost',
      'nationals27.example.com',
      'NATIONALS27.hall.challenge-station.invalid',
    ])
      expect(() => parseJoinFile(text({ ...named, tlsName }))).toThrow(/field "tlsName" is not valid/u);
    expect(() => parseJoinFile(text({ ...named, formatVersion: 3 }))).toThrow(/newer Challenge Station/u);
  });
});

describe('joining again', () => {
  const joinedAt = new Date('2027-03-01T09:00:00.000Z');
  const head = { seq: 41, hash: 'a'.repeat(64) };

  function cursorAfter(again: JoinFile): number | null {
    const link = new StationLinkStore(tempDir());
    try {
      link.join(named, joinedAt);
      link.advanceCursor(head);
      link.join(again, joinedAt);
      return link.acknowledged()?.seq ?? null;
    } finally {
      link.close();
    }
  }

  it("keeps the cursor for the same hall and invitation, whatever the hub's addresses and key", () => {
    const renewed = {
      ...named,
      servers: ['tls://10.0.0.9:4222'],
      auth: { kind: 'nkey' as const, seed: `SU${'B'.repeat(56)}` },
    };
    expect(cursorAfter(renewed)).toBe(41);
  });

  it("starts again from the first entry for another hall's file or another invitation", () => {
    expect(cursorAfter({ ...named, hallId: 'otherhall', tlsName: hallTlsName('otherhall') })).toBeNull();
    expect(cursorAfter({ ...named, token: 'othertoken' })).toBeNull();
  });
});
