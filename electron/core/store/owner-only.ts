import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Everything the station keeps in its data folder is its owner's alone (docs/SECURITY.md): the log
// names players and rulings, the PIN and recovery hashes can be guessed at offline by whoever reads
// them, and nobody else on the machine has a reason to read any of it. Windows ignores these modes.

/** The mode of a folder the station makes: read, write and enter by its owner only. */
export const OWNER_ONLY_FOLDER = 0o700;

/** The mode of a file the station writes into its data folder: read and write by its owner only. */
export const OWNER_ONLY_FILE = 0o600;

/**
 * Makes a folder (and any missing parents) that only its owner may list or enter. A folder already
 * there is tightened to owner-only ({@link tightenToOwnerOnly}): one made before this rule kept the
 * mode the umask gave it, typically 755.
 */
export function makeOwnerOnlyFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_FOLDER });
  tightenToOwnerOnly(dir);
}

/**
 * Takes the group's and other users' permissions off an existing folder or file (755 becomes 700,
 * 644 becomes 600) when it belongs to the user the station runs as; one that belongs to someone else
 * (a station run as root on a user's folder) is left as it is. POSIX only: Windows has no such modes.
 * A missing path is skipped, and so is a file system that refuses the change (mounted read-only, an
 * immutable file): the station still opens there, as before this rule.
 */
export function tightenToOwnerOnly(path: string): void {
  if (process.platform === 'win32') return;
  const uid = process.getuid?.();
  const stats = statSync(path, { throwIfNoEntry: false });
  if (uid === undefined || stats === undefined || stats.uid !== uid || (stats.mode & 0o077) === 0) return;
  try {
    chmodSync(path, stats.mode & 0o700);
  } catch (error) {
    if (!CHMOD_REFUSED.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}

/** A file system that will not change the mode, or a file gone since it was looked at (a WAL checkpointed away). */
const CHMOD_REFUSED = new Set(['EROFS', 'EPERM', 'ENOENT']);

/**
 * Tightens an existing folder and the files directly in it (never through a symbolic link) to
 * owner-only, as {@link tightenToOwnerOnly}: the lexicons of a station made before this rule. A
 * missing folder is skipped.
 */
export function tightenFolderToOwnerOnly(dir: string): void {
  if (process.platform === 'win32' || statSync(dir, { throwIfNoEntry: false }) === undefined) return;
  tightenToOwnerOnly(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) tightenToOwnerOnly(join(dir, entry.name));
  }
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
