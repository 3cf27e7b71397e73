import type { Database } from 'better-sqlite3';

/**
 * When the station last applied each of the hall's settings (`hall set`), by the time the hall set
 * it: a setting is applied once, as the hall changes it, so a director's own change at the
 * station stands until the hall sets that setting again.
 */
export function up(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS hall_settings_applied (
    name TEXT PRIMARY KEY,
    set_at TEXT NOT NULL
  ) STRICT, WITHOUT ROWID`);
}
