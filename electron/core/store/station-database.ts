import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations/index.ts';
import { prepareOwnerOnlyDatabase } from './owner-only.ts';

/** The database was written by a newer Challenge Station; opening it could damage the log. */
export class DatabaseTooNewError extends Error {
  override readonly name = 'DatabaseTooNewError';
}

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
    migrate(db, options.readonly ?? false);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function migrate(db: Database.Database, readonly: boolean): void {
  if (checkedVersion(db) === MIGRATIONS.length) return;
  if (readonly) throw new Error('The station database needs an upgrade, which a read-only open cannot do.');
  db.transaction(() => {
    // Read again under the write lock: another process may have migrated in the meantime.
    const version = checkedVersion(db);
    MIGRATIONS.slice(version).forEach((migration, offset) => {
      migration(db);
      db.pragma(`user_version = ${version + offset + 1}`);
    });
  }).immediate();
}

function checkedVersion(db: Database.Database): number {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > MIGRATIONS.length) {
    throw new DatabaseTooNewError(
      `This station's database is from a newer version of Challenge Station (schema ${version}, this app knows ${MIGRATIONS.length}); update the app.`,
    );
  }
  return version;
}
