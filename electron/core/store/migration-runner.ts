// The one way any SQLite file of the project changes shape (Signal's rule): numbered, forward-only
// migrations, each applied in the same write transaction as the version it brings, and a
// file from a newer version refused with one clear message, whichever file it is.
import type { Database } from 'better-sqlite3';

/** A migration: brings a database from `user_version` N (its index) to N + 1. */
export type Migration = (db: Database) => void;

/** The database was written by a newer Challenge Station; opening it could damage it. */
export class DatabaseTooNewError extends Error {
  override readonly name = 'DatabaseTooNewError';
}

/**
 * Where a set of tables keeps its schema version. A file's own tables keep it in SQLite's
 * `user_version`; a second set of tables in the same file (the hall view's in the hub's store) keeps
 * its own elsewhere, so each steps on its own numbers.
 */
export interface SchemaVersion {
  read(db: Database): number;
  write(db: Database, version: number): void;
}

/** SQLite's `user_version`: the file's own schema version. */
export const USER_VERSION: SchemaVersion = {
  read: (db) => db.pragma('user_version', { simple: true }) as number,
  write: (db, version) => db.pragma(`user_version = ${version}`),
};

/** What a file is, for the refusal: e.g. "station's database", "hub's store". */
export interface MigratedFile {
  readonly what: string;
  readonly migrations: readonly Migration[];
  /** Where its version is kept; {@link USER_VERSION} when absent. */
  readonly version?: SchemaVersion;
}

/**
 * Brings `db` up to the last of `file.migrations` in one immediate transaction (reading the version
 * again under the write lock: another process may have migrated meanwhile); a read-only open only
 * checks. Throws {@link DatabaseTooNewError} for a file of a newer version.
 */
export function migrate(
  db: Database,
  file: MigratedFile,
  options: { readonly readonly?: boolean } = {},
): void {
  if (checkedVersion(db, file) === file.migrations.length) return;
  if (options.readonly === true)
    throw new Error(`The ${file.what} needs an upgrade, which a read-only open cannot do.`);
  db.transaction(() => {
    const version = checkedVersion(db, file);
    file.migrations.slice(version).forEach((migration, offset) => {
      migration(db);
      (file.version ?? USER_VERSION).write(db, version + offset + 1);
    });
  }).immediate();
}

/** The file's schema version; throws for a file of a newer version than this app knows. */
export function checkedVersion(db: Database, file: MigratedFile): number {
  const version = (file.version ?? USER_VERSION).read(db);
  if (version > file.migrations.length) {
    throw new DatabaseTooNewError(
      `This ${file.what} is from a newer version of Challenge Station (schema ${version}, this app knows ${file.migrations.length}); update the app.`,
    );
  }
  return version;
}

/** Adds a nullable TEXT column to a table made by an earlier version, unless it is there. */
export function addColumnIfMissing(db: Database, table: string, name: string): void {
  const columns = db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all();
  if (!columns.some((column) => column.name === name))
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} TEXT`);
}
