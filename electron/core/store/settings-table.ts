import type { Database, Statement } from 'better-sqlite3';

/**
 * The settings table: text values under keys. Only the typed stores built on it
 * (StationSettings, DirectorSecrets, both in station/) know which keys exist and what their values mean.
 */
export class SettingsTable {
  readonly #get: Statement<[string], { value: string }>;
  readonly #set: Statement<[string, string]>;
  readonly #insertIfAbsent: Statement<[string, string]>;

  constructor(db: Database) {
    this.#get = db.prepare('SELECT value FROM settings WHERE key = ?');
    this.#set = db.prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
    this.#insertIfAbsent = db.prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING',
    );
  }

  /** The value under a key, or null when it was never set. */
  read(key: string): string | null {
    return this.#get.get(key)?.value ?? null;
  }

  /** Sets a key's value. */
  write(key: string, value: string): void {
    this.#set.run(key, value);
  }

  /** Sets a key's value only when it has none. */
  writeIfAbsent(key: string, value: string): void {
    this.#insertIfAbsent.run(key, value);
  }
}
