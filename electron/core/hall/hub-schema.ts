import type { Database } from 'better-sqlite3';

/**
 * The hub store's schema version, kept in `user_version`; a newer file is refused. 2: `stations`
 * keeps each station's reported health; 3: the hall's designated lexicon and its history
 * (`designations`, moved out of the hall view's settings) and each station's presence (see
 * {@link upgradeHubSchema}).
 */
export const HUB_SCHEMA_VERSION = 3;

/**
 * The hub's tables. `entries` holds each station's verified chain from entry 1 with no gap; `held`
 * what arrived ahead of a gap, waiting for the missing entries; `quarantine` every entry refused
 * (kept as evidence, never merged); `faults` what the director must be told, kept until acknowledged.
 * `stations` is one row per invitation with the last state the station reported (for the hall view).
 */
export function createHubSchema(db: Database): void {
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
      health TEXT,
      reported_seq INTEGER,
      reported_hash TEXT,
      acknowledged INTEGER,
      last_seen TEXT,
      instance TEXT,
      machine TEXT,
      verified_seq INTEGER NOT NULL DEFAULT 0,
      verified_hash TEXT,
      last_entry_at TEXT,
      presence TEXT
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
    CREATE TABLE IF NOT EXISTS designations (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      alphabet TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      word_count INTEGER,
      by TEXT NOT NULL,
      at TEXT NOT NULL
    );
  `);
}

/**
 * Brings a store made at schema `from` (before {@link HUB_SCHEMA_VERSION}) up to it, in the caller's
 * transaction: version 1 had no `health` column, 2 no `presence` column and kept the designated
 * lexicon (without its history) in the hall view's settings, from where it is carried over. A new
 * store (0) is made whole by createHubSchema.
 */
export function upgradeHubSchema(db: Database, from: number): void {
  createHubSchema(db);
  if (from === 0) return;
  if (from === 1) addColumnIfMissing(db, 'stations', 'health');
  if (from <= 2) {
    addColumnIfMissing(db, 'stations', 'presence');
    const settings = db
      .prepare<[], { n: number }>(
        "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'hall_view_settings'",
      )
      .get();
    if ((settings?.n ?? 0) > 0) {
      const row = db
        .prepare<[], { value: string }>("SELECT value FROM hall_view_settings WHERE key = 'designated'")
        .get();
      const old = row === undefined ? null : (JSON.parse(row.value) as Record<string, unknown>);
      if (old !== null && typeof old.fingerprint === 'string' && typeof old.name === 'string') {
        db.prepare(
          'INSERT INTO designations (name, alphabet, fingerprint, word_count, by, at) VALUES (?, ?, ?, NULL, ?, ?)',
        ).run(
          old.name,
          typeof old.alphabet === 'string' ? old.alphabet : 'english',
          old.fingerprint,
          typeof old.by === 'string' ? old.by : '?',
          typeof old.at === 'string' ? old.at : '',
        );
      }
      db.exec("DELETE FROM hall_view_settings WHERE key = 'designated'");
    }
  }
}

// A nullable TEXT column added to a table made by an earlier version.
function addColumnIfMissing(db: Database, table: string, name: string): void {
  const columns = db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all();
  if (!columns.some((column) => column.name === name))
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} TEXT`);
}
