import type { Database, Statement } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';

/** Key-value settings of a station, kept in the station database. */
export class StationSettings {
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

  /** The station's id: generated once, on first open, and recorded in every log entry. */
  stationId(): string {
    this.#insertIfAbsent.run('station_id', randomUUID());
    return this.#read('station_id') ?? '';
  }

  /** The fingerprint of the lexicon the station judges with, or null for the built-in demo. */
  activeLexicon(): string | null {
    return this.#read('active_lexicon');
  }

  /** Makes a lexicon the station's active one. */
  setActiveLexicon(fingerprint: string): void {
    this.#set.run('active_lexicon', fingerprint);
  }

  /** Makes `fingerprint` active only when no lexicon is (the first import). */
  setActiveLexiconIfNone(fingerprint: string): void {
    this.#insertIfAbsent.run('active_lexicon', fingerprint);
  }

  /** The name shown on the kiosk, e.g. "Station 3". */
  stationName(): string {
    return this.#read('station_name') ?? 'Challenge Station';
  }

  /** Names the station. */
  setStationName(name: string): void {
    this.#set.run('station_name', name);
  }

  /** Fingerprints of the lexicons players may choose from; empty means the active one only. */
  offeredLexicons(): string[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.#read('offered_lexicons') ?? '[]');
    } catch {
      return []; // an unreadable offer falls back to the active lexicon, as no offer does
    }
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  }

  /** Sets the lexicons players may choose from, in the order the kiosk lists them. */
  setOfferedLexicons(fingerprints: readonly string[]): void {
    this.#set.run('offered_lexicons', JSON.stringify(fingerprints));
  }

  /** A setting kept as text, or null when it was never set. */
  read(key: string): string | null {
    return this.#read(key);
  }

  /** Sets a setting kept as text. */
  write(key: string, value: string): void {
    this.#set.run(key, value);
  }

  /** Writes and commits a heartbeat: proves the database accepts writes again after a fault. */
  touch(): void {
    this.#set.run('last_write_check', new Date().toISOString());
  }

  #read(key: string): string | null {
    return this.#get.get(key)?.value ?? null;
  }
}
