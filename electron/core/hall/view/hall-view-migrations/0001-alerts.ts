import type { Database } from 'better-sqlite3';

/**
 * Every alert the hall view raised, with when its cause went and who acknowledged it when. The hub
 * store's schema 3 made this table in files from before the view had migrations of its own, and the
 * view before that made it itself: a file that has it keeps it, rows and all.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS hall_view_alerts (
      id INTEGER PRIMARY KEY,
      key TEXT NOT NULL,
      kind TEXT NOT NULL,
      station TEXT NOT NULL,
      text TEXT NOT NULL,
      raised_at TEXT NOT NULL,
      cleared_at TEXT,
      acknowledged_at TEXT,
      acknowledged_by TEXT
    );
    CREATE UNIQUE INDEX IF NOT EXISTS hall_view_alerts_open ON hall_view_alerts (key) WHERE cleared_at IS NULL;
  `);
}
