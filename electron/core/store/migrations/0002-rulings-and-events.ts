import type { Database } from 'better-sqlite3';

/**
 * Rulings, checks and console events join the log: the verdict may be null (events judge nothing)
 * and five columns are added. SQLite cannot relax NOT NULL in place, so the table is rebuilt with
 * every row copied unchanged; DROP TABLE removes the append-only triggers before it deletes, so
 * they do not fire, and they are recreated on the new table.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE log_entries_v2 (
      seq INTEGER PRIMARY KEY,
      time TEXT NOT NULL,
      station_id TEXT NOT NULL,
      app_version TEXT NOT NULL,
      kind TEXT NOT NULL,
      lexicon_name TEXT NOT NULL,
      lexicon_fingerprint TEXT NOT NULL,
      words TEXT NOT NULL,
      word_results TEXT NOT NULL,
      verdict TEXT,
      source TEXT NOT NULL,
      round INTEGER,
      table_number INTEGER,
      details TEXT,
      challenge_rule TEXT,
      refers_to INTEGER,
      ruling TEXT,
      judge TEXT,
      action TEXT,
      prev_hash TEXT NOT NULL,
      hash TEXT NOT NULL UNIQUE
    ) STRICT;

    INSERT INTO log_entries_v2 (seq, time, station_id, app_version, kind, lexicon_name,
      lexicon_fingerprint, words, word_results, verdict, source, round, table_number, details,
      prev_hash, hash)
    SELECT seq, time, station_id, app_version, kind, lexicon_name, lexicon_fingerprint, words,
      word_results, verdict, source, round, table_number, details, prev_hash, hash
    FROM log_entries;

    DROP TABLE log_entries;
    ALTER TABLE log_entries_v2 RENAME TO log_entries;

    CREATE TRIGGER log_entries_no_update BEFORE UPDATE ON log_entries
    BEGIN SELECT RAISE(ABORT, 'the challenge log is append-only'); END;

    CREATE TRIGGER log_entries_no_delete BEFORE DELETE ON log_entries
    BEGIN SELECT RAISE(ABORT, 'the challenge log is append-only'); END;

    CREATE INDEX log_entries_kind ON log_entries (kind, station_id, seq);
    CREATE INDEX log_entries_refers_to ON log_entries (refers_to) WHERE refers_to IS NOT NULL;
  `);
}
