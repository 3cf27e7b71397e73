import type { Database } from 'better-sqlite3';

/**
 * Each adjudication the hub judged again with its own copy of the list (hub-rejudge.ts): whether
 * the station's per-word results agree with the hub's, the hub's own results, or that the hub does
 * not hold the list. One row per entry, so a replay of the stream counts nothing twice.
 */
export function up(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS judged_again (
    token TEXT NOT NULL,
    seq INTEGER NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('agrees', 'differs', 'not-judged')),
    hub_results TEXT,
    PRIMARY KEY (token, seq)
  ) STRICT, WITHOUT ROWID`);
}
