import type { Database } from 'better-sqlite3';
import { newToken } from '../hub-records.ts';

/**
 * The hub's tables as its first version made them, and the hall's id. `entries` holds each
 * station's verified chain from entry 1 with no gap; `held` what arrived ahead of a gap, waiting
 * for the missing entries; `quarantine` every entry refused (kept as evidence, never merged);
 * `faults` what the director must be told, kept until acknowledged. `stations` is one row per
 * invitation with the last state the station reported.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS hub_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS stations (
      token TEXT PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE,
      public_key TEXT,
      invited_at TEXT NOT NULL,
      revoked_at TEXT,
      station_id TEXT,
      station_name TEXT,
      app_version TEXT,
      lexicons TEXT NOT NULL DEFAULT '[]',
      problem TEXT,
      reported_seq INTEGER,
      reported_hash TEXT,
      acknowledged INTEGER,
      last_seen TEXT,
      instance TEXT,
      machine TEXT,
      verified_seq INTEGER NOT NULL DEFAULT 0,
      verified_hash TEXT,
      last_entry_at TEXT
    );
    CREATE TABLE IF NOT EXISTS entries (
      token TEXT NOT NULL,
      seq INTEGER NOT NULL,
      station_id TEXT NOT NULL,
      time TEXT NOT NULL,
      hash TEXT NOT NULL,
      record TEXT NOT NULL,
      received_at TEXT NOT NULL,
      PRIMARY KEY (token, seq)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS held (
      token TEXT NOT NULL,
      seq INTEGER NOT NULL,
      hash TEXT NOT NULL,
      record TEXT NOT NULL,
      received_at TEXT NOT NULL,
      PRIMARY KEY (token, seq)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS quarantine (
      id INTEGER PRIMARY KEY,
      token TEXT,
      seq INTEGER,
      hash TEXT,
      kind TEXT NOT NULL,
      reason TEXT NOT NULL,
      body TEXT NOT NULL,
      received_at TEXT NOT NULL,
      UNIQUE (token, seq, hash, kind)
    );
    CREATE TABLE IF NOT EXISTS faults (
      id INTEGER PRIMARY KEY,
      token TEXT,
      kind TEXT NOT NULL,
      detail_key TEXT NOT NULL,
      message TEXT NOT NULL,
      raised_at TEXT NOT NULL,
      acknowledged_at TEXT,
      acknowledged_by TEXT,
      UNIQUE (token, kind, detail_key)
    );
  `);
  db.prepare('INSERT OR IGNORE INTO hub_meta (key, value) VALUES (?, ?)').run('hall_id', newToken());
}
