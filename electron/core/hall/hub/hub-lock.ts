import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HallError } from '../wire/hall-errors.ts';

/** The hub's hold on its folder, let go by `close()` or by the process ending. */
export interface HubFolderLock {
  close(): void;
}

/**
 * Locks the hub's folder for this process: an exclusive SQLite lock on `HUB/hub.lock` (the file
 * holds nothing else), held until closed and dropped by the system when the process ends, however
 * it ends (kill -9 included). A second hub on the same folder is refused instead of fighting the
 * first over nats-server, and a nats-server found running on the folder's configuration while the
 * lock is held belongs to no running hub.
 */
export function lockHubFolder(hubDir: string): HubFolderLock {
  let db: Database.Database | null = null;
  try {
    db = new Database(join(hubDir, 'hub.lock'));
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
    const held = db;
    return { close: () => held.close() };
  } catch (error) {
    db?.close();
    const busy = (error as { code?: unknown }).code === 'SQLITE_BUSY';
    throw new HallError(
      'hub-store',
      busy
        ? `Another hub is running on ${hubDir}: stop it first (Ctrl+C where it runs).`
        : `The hub's data folder ${hubDir} cannot be locked (${(error as Error).message}).`,
    );
  }
}

/**
 * Whether a hub runs on `hubDir` now: its lock is held by another process. A command that only
 * writes the store (`hall set`, `hall designate`) says from this whether its change is carried now
 * or when the hub starts. A folder no hub ever ran on has no lock file, and none is made.
 */
export function hubIsRunning(hubDir: string): boolean {
  const file = join(hubDir, 'hub.lock');
  if (!existsSync(file)) return false;
  let db: Database.Database | null = null;
  try {
    // No wait: a running hub holds the lock for as long as it runs.
    db = new Database(file, { fileMustExist: true, timeout: 0 });
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
    return false;
  } catch (error) {
    return (error as { code?: unknown }).code === 'SQLITE_BUSY';
  } finally {
    db?.close();
  }
}
