import type { Database } from 'better-sqlite3';

/**
 * The station's one link to a hall: the join file it joined with (its credentials among them) and
 * the cursor, the last entry the hub's stream acknowledged. A file made before it had a version
 * (user_version 0) already holds this table, as it was.
 */
export function up(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS hall_link (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    join_file TEXT NOT NULL,
    joined_at TEXT NOT NULL,
    acked_seq INTEGER NOT NULL DEFAULT 0,
    acked_hash TEXT
  )`);
}
