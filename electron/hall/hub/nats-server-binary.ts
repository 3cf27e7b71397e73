import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { HallError } from '../../core/hall/wire/hall-errors.ts';

/** Where Debian puts nats-server (/usr/sbin is not on every user's PATH), searched after PATH. */
const SYSTEM_DIRS = ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin'];

/**
 * The nats-server executable: `CHALLENGE_STATION_NATS_SERVER` when set, else the first on PATH or
 * in the system folders. Throws a HallError saying how to install it when there is none.
 */
export function findNatsServer(env: NodeJS.ProcessEnv = process.env): string {
  const override = env['CHALLENGE_STATION_NATS_SERVER'];
  const candidates =
    override !== undefined && override !== ''
      ? [override]
      : [...(env['PATH'] ?? '').split(delimiter).filter((dir) => dir !== ''), ...SYSTEM_DIRS].map((dir) =>
          join(dir, 'nats-server'),
        );
  for (const path of candidates) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // Not here.
    }
  }
  throw new HallError(
    'no-nats-server',
    'The hub needs nats-server (NATS with JetStream), which is not installed here. On Debian or Ubuntu: ' +
      '`sudo apt-get install nats-server`; elsewhere see https://docs.nats.io/running-a-nats-service/introduction/installation. ' +
      'Or use an existing NATS deployment with `hall start --nats URL --creds FILE`.',
  );
}
