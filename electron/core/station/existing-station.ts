import { statSync } from 'node:fs';
import { join } from 'node:path';

/** A command that only reads was pointed at a folder that holds no station. */
export class NoStationError extends Error {
  override readonly name = 'NoStationError';
}

/**
 * Throws {@link NoStationError} unless the data folder holds a station database. An empty file is no
 * station either: SQLite would take it as a new database and the station would set itself up in it.
 */
export function assertStationExists(dataDir: string): void {
  const stats = statSync(join(dataDir, 'station.sqlite'), { throwIfNoEntry: false });
  if (stats === undefined || !stats.isFile() || stats.size === 0) {
    throw new NoStationError(
      `No station in ${dataDir}: it holds no station.sqlite. Check --data-dir (or CHALLENGE_STATION_DATA_DIR); nothing was created there.`,
    );
  }
}
