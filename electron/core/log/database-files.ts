import type { Database } from 'better-sqlite3';
import { statSync } from 'node:fs';

// Device and inode: the same for a file however it is reached, different for a new file at the path.
function fileIdentity(path: string): string {
  const stats = statSync(path, { throwIfNoEntry: false, bigint: true });
  return stats === undefined ? 'missing' : `${stats.dev}:${stats.ino}`;
}

interface WatchedFile {
  readonly path: string;
  readonly identity: string;
}

/**
 * The files an open station database lives in — the database and, in WAL mode, its `-wal` (where
 * commits go first) and `-shm` (the index of the WAL) — as they were when the station opened them.
 * SQLite goes on writing to files that were deleted or moved away, and what it writes there is lost
 * with them at the next crash; these identities let the station notice and stop.
 */
export class DatabaseFiles {
  readonly #db: Database;
  readonly #main: WatchedFile;
  readonly #wal: readonly WatchedFile[];

  constructor(db: Database, path: string) {
    this.#db = db;
    this.#main = { path, identity: fileIdentity(path) };
    // A read opens the WAL and its index, so they exist before their identities are taken.
    db.pragma('schema_version');
    const wal = db.pragma('journal_mode', { simple: true }) === 'wal';
    this.#wal = wal
      ? [`${path}-wal`, `${path}-shm`].map((file) => ({ path: file, identity: fileIdentity(file) }))
      : [];
  }

  /** Null while every file is the one opened, else which is not, in words for the director. */
  problem(): string | null {
    for (const file of [this.#main, ...this.#wal]) {
      if (fileIdentity(file.path) !== file.identity) {
        return `The station database file ${file.path} was deleted or replaced while the station was running.`;
      }
    }
    return null;
  }

  /**
   * After the WAL or its index was deleted: copies every commit the connection still holds (it keeps
   * the deleted WAL open) into the database file, so verdicts already given survive a crash. Only
   * while the database file is still ours and no new WAL or index has appeared in their place: then
   * another process has opened the database since, and our copy of its index is stale. Returns
   * whether the commits were saved.
   */
  saveCommits(): boolean {
    if (this.#wal.length === 0 || fileIdentity(this.#main.path) !== this.#main.identity) return false;
    if (this.#wal.some((file) => !['missing', file.identity].includes(fileIdentity(file.path)))) return false;
    try {
      const [result] = this.#db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      return result?.busy === 0;
    } catch {
      return false;
    }
  }
}
