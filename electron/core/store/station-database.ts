import Database from 'better-sqlite3';
import { migrate, type MigratedFile } from './migration-runner.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { prepareOwnerOnlyDatabase } from './owner-only.ts';

export { DatabaseTooNewError } from './migration-runner.ts';

/** The station's database as the migration runner knows it. */
const STATION_DATABASE: MigratedFile = { what: "station's database", migrations: MIGRATIONS };

/**
 * Opens (creating if needed) the station database with the settings durability depends on, and
 * brings its schema up to date. Pragmas are set on every open: better-sqlite3 reopens with
 * synchronous=NORMAL, which in WAL mode can lose the last commits on power loss.
 */
export function openStationDatabase(
  path: string,
  options: { readonly?: boolean; mustExist?: boolean } = {},
): Database.Database {
  const readonly = options.readonly ?? false;
  if (!readonly && !(options.mustExist ?? false)) prepareOwnerOnlyDatabase(path);
  const db = new Database(path, {
    readonly: options.readonly ?? false,
    fileMustExist: (options.readonly ?? false) || (options.mustExist ?? false),
  });
  try {
    db.pragma('busy_timeout = 5000');
    if (options.readonly !== true) db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    migrate(db, STATION_DATABASE, { readonly });
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
