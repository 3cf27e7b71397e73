import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

// Everything the station keeps in its data folder is its owner's alone (docs/SECURITY.md): the log
// names players and rulings, the PIN and recovery hashes can be guessed at offline by whoever reads
// them, and nobody else on the machine has a reason to read any of it. Windows ignores these modes.

/** The mode of a folder the station makes: read, write and enter by its owner only. */
export const OWNER_ONLY_FOLDER = 0o700;

/** The mode of a file the station writes into its data folder: read and write by its owner only. */
export const OWNER_ONLY_FILE = 0o600;

/** Makes a folder (and any missing parents) that only its owner may list or enter. */
export function makeOwnerOnlyFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_FOLDER });
}

/**
 * Makes an SQLite database file owner-only before SQLite opens it, creating it empty if absent (an
 * empty file is an empty database). SQLite gives its WAL and shared-memory files the database
 * file's mode, so they follow; those of a station made before this rule are tightened too.
 */
export function prepareOwnerOnlyDatabase(path: string): void {
  // 'wx' never opens an existing database: closing any descriptor of it would drop the POSIX locks
  // SQLite holds on it for this process (another Station open on the same folder).
  ignoring('EEXIST', () => closeSync(openSync(path, 'wx', OWNER_ONLY_FILE)));
  for (const suffix of ['', '-wal', '-shm']) {
    ignoring('ENOENT', () => chmodSync(`${path}${suffix}`, OWNER_ONLY_FILE));
  }
}

function ignoring(code: string, action: () => void): void {
  try {
    action();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== code) throw error;
  }
}
