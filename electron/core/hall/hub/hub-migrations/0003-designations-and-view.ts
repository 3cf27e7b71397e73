import type { Database } from 'better-sqlite3';
import { addColumnIfMissing } from '../../../store/migration-runner.ts';

/**
 * The hall's designated lexicon with its history (`designations`), which the ingest checks every
 * entry against, carried over from the hall view's settings where version 2 kept the last one only;
 * and each station's presence (running, or used on demand). This step made the hall view's alerts
 * too, until the view had migrations of its own (view/hall-view-migrations/), which keep a table
 * made here as it is.
 */
export function up(db: Database): void {
  addColumnIfMissing(db, 'stations', 'presence');
  db.exec(`
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
  const settings = db
    .prepare<[], { n: number }>(
      "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'hall_view_settings'",
    )
    .get();
  if ((settings?.n ?? 0) === 0) return;
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
