import type { Database } from 'better-sqlite3';
import { Station, type StationOptions } from '../../electron/core/station/station.ts';
import { openStationDatabase } from '../../electron/core/store/station-database.ts';

/** A station and its own database connection. */
export interface StationWithConnection {
  readonly station: Station;
  /** The very connection the station writes through: pragmas set on it (a page limit) reach its writes. */
  readonly db: Database;
}

/** Opens a station keeping its connection, for tests that inject faults through it or inspect it raw. */
export function openStationWithConnection(options: StationOptions): StationWithConnection {
  let db: Database | undefined;
  const station = new Station({
    ...options,
    openDatabase: (path) => {
      db = openStationDatabase(path);
      return db;
    },
  });
  if (db === undefined) throw new Error('unreachable: the station opened no database');
  return { station, db };
}
