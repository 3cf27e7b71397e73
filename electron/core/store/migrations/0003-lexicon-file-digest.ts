import type { Database } from 'better-sqlite3';

/**
 * Each lexicon records the SHA-256 of its compiled file's bytes, written at import and checked at
 * every load (about a millisecond) instead of fingerprinting all its words again. Lexicons imported
 * before this have none (NULL) until their first load has re-derived their words and recorded it.
 */
export function up(db: Database): void {
  db.exec('ALTER TABLE lexicons ADD COLUMN file_digest TEXT');
}
