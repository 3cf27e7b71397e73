// What the station's hall commands (`hall join|leave|show|sync`) share: the link they open, the
// membership they change, the timeout they take, and how they end after a failed connection.
import { InvalidArgumentError } from 'commander';
import { systemClock } from '../../core/clock.ts';
import { HallError } from '../../core/hall/wire/hall-errors.ts';
import type { HallMembershipParts } from '../../core/hall/station/station-hall-membership.ts';
import type { Station } from '../../core/station/station.ts';
import { assembleStationLink, type StationLink } from '../../hall/station/station-link-assembly.ts';

/** `--timeout`'s value: seconds, more than none and a day at most. */
export function seconds(value: string): number {
  const parsed = Number(value);
  if (!(parsed > 0 && parsed <= 86_400)) throw new InvalidArgumentError('expected a number of seconds.');
  return parsed;
}

/** The commands' lines beside their output: the hall's events, said on stderr. */
export function sayOnStderr(line: string): void {
  process.stderr.write(`${line}\n`);
}

/**
 * Runs `run` on the station's link in `dataDir` (station-link-assembly.ts), closed after; its
 * events said on stderr. A station that never joined has none: a not-joined error, saying how.
 */
export async function withStationLink<T>(
  dataDir: string,
  run: (link: StationLink) => T | Promise<T>,
): Promise<T> {
  const link = assembleStationLink({ dataDir, onEvent: sayOnStderr, clock: systemClock });
  if (link === null)
    throw new HallError(
      'not-joined',
      `The station in ${dataDir} has not joined a hall: run \`hall join FILE\` first.`,
    );
  try {
    return await run(link);
  } finally {
    link.close();
  }
}

/**
 * nats.js leaves a TCP connection open when a server took it and never answered within the connect
 * timeout (a hub laptop hung, a wrong port): that socket would keep a command that has said all it
 * had to say from exiting, for as long as the server holds it. After a failed connection the command
 * exits all the same, with its own code, once it is done (the timer does not keep it alive).
 */
export function exitOnceDone(): void {
  setTimeout(() => process.exit(), 200).unref();
}

/** Joining and leaving are logged, the same path as the console's (station-hall-membership.ts). */
export function membership(station: Station): HallMembershipParts {
  const { dataDir, recorder, transaction } = station;
  return { dataDir, recorder, transaction, now: systemClock };
}
