import type { Database } from 'better-sqlite3';

/** The challenge log (append-only, hash-chained), station settings and the lexicon registry. */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE log_entries (
      seq INTEGER PRIMARY KEY,
      time TEXT NOT NULL,
      station_id TEXT NOT NULL,
      app_version TEXT NOT NULL,
      kind TEXT NOT NULL,
      lexicon_name TEXT NOT NULL,
      lexicon_fingerprint TEXT NOT NULL,
      words TEXT NOT NULL,
      word_results TEXT NOT NULL,
      verdict TEXT NOT NULL,
      source TEXT NOT NULL,
      round INTEGER,
      table_number INTEGER,
      details TEXT,
      prev_hash TEXT NOT NULL,
      hash TEXT NOT NULL UNIQUE
    ) STRICT;

    CREATE TRIGGER log_entries_no_update BEFORE UPDATE ON log_entries
    BEGIN SELECT RAISE(ABORT, 'the challenge log is append-only'); END;

    CREATE TRIGGER log_entries_no_delete BEFORE DELETE ON log_entries
    BEGIN SELECT RAISE(ABORT, 'the challenge log is append-only'); END;

    CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    ) STRICT;

    CREATE TABLE lexicons (
      fingerprint TEXT PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE,
      word_count INTEGER NOT NULL,
      imported_at TEXT NOT NULL,
      has_definitions INTEGER NOT NULL,
      demo INTEGER NOT NULL DEFAULT 0
    ) STRICT;
  `);
}
