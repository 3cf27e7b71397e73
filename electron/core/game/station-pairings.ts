// A stand-alone station's own pairings: TSH's files read from a path the director gives (a USB
// stick), held in the station's pairings slot and logged as an event, and cleared again. The CLI
// (`station pairings`) and the console's Station page both go through here. A station joined to a
// hall refuses: its hall carries its pairings, and a file read here would be replaced unseen.
import { basename, resolve } from 'node:path';
import { StationRequestError } from '../errors.ts';
import { joinedHall } from '../hall/station/station-hall-membership.ts';
import type { Station } from '../station/station.ts';
import { carriedPairingsFrom } from './carried-pairings.ts';
import type { HeldPairingsRecord } from './held-pairings.ts';
import { readPairingsFile } from './pairings-file.ts';

/** A station joined to a hall takes its pairings from the hall alone. */
export class PairingsFromHallError extends StationRequestError {
  constructor(hallName: string) {
    super(
      `This station has joined the hall "${hallName}", whose hub carries its pairings: read them at the hub (hall pairings FILE).`,
    );
  }
}

function refuseIfJoined(station: Station): void {
  const hall = joinedHall(station.dataDir);
  if (hall !== null) throw new PairingsFromHallError(hall.hallName);
}

/**
 * Reads the pairings at `path` (a `tourney.js`, or a `config.tsh` with its `.t` files beside it),
 * holds them in place of what was held, and logs it. A file that cannot be read throws before
 * anything is held, so a bad read never replaces good pairings.
 */
export function readStationPairings(
  station: Station,
  path: string,
  now: () => Date = () => new Date(),
): HeldPairingsRecord {
  refuseIfJoined(station);
  const where = resolve(path);
  const event = readPairingsFile(where);
  // The round a director set is carried too, so a table in it is found while it is set.
  const pairings = carriedPairingsFrom(
    event,
    { file: basename(where), readAt: now().toISOString() },
    station.profile.config().round,
  );
  const record: HeldPairingsRecord = { from: 'file', where, pairings };
  station.transaction(() => {
    station.pairings.hold(record);
    station.recorder.recordEvent('pairings-read', where);
  });
  return record;
}

/** Holds no pairings any more, logged; false (and nothing logged) when none were held. */
export function clearStationPairings(station: Station): boolean {
  refuseIfJoined(station);
  const held = station.pairings.read();
  if (held === null) return false;
  station.transaction(() => {
    station.pairings.clear();
    station.recorder.recordEvent('pairings-cleared', held.where);
  });
  return true;
}
