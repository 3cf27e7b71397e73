import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { LexiconSettings } from '../lexicon/lexicon-settings.ts';
import type { SettingsTable } from '../store/settings-table.ts';
import { parseStoredConfig, type StationConfig } from './station-config.ts';

const KEYS = {
  stationId: 'station_id',
  stationName: 'station_name',
  activeLexicon: 'active_lexicon',
  offeredLexicons: 'offered_lexicons',
  pinnedLexicons: 'pinned_lexicons',
  config: 'config',
} as const;

const pinnedSchema = z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/u));

/** The station's own settings, each under its key with its type; the PIN hashes are kept apart. */
export class StationSettings implements LexiconSettings {
  readonly #table: SettingsTable;

  constructor(table: SettingsTable) {
    this.#table = table;
  }

  /** The station's id: generated once, on first open, and recorded in every log entry. */
  stationId(): string {
    this.#table.writeIfAbsent(KEYS.stationId, randomUUID());
    return this.#table.read(KEYS.stationId) ?? '';
  }

  /** The fingerprint of the lexicon the station judges with, or null for the built-in demo. */
  activeLexicon(): string | null {
    return this.#table.read(KEYS.activeLexicon);
  }

  /** Makes a lexicon the station's active one. */
  setActiveLexicon(fingerprint: string): void {
    this.#table.write(KEYS.activeLexicon, fingerprint);
  }

  /** Makes `fingerprint` active only when no lexicon is (the first import). */
  setActiveLexiconIfNone(fingerprint: string): void {
    this.#table.writeIfAbsent(KEYS.activeLexicon, fingerprint);
  }

  /** The name shown on the kiosk, e.g. "Station 3". */
  stationName(): string {
    return this.#table.read(KEYS.stationName) ?? 'Challenge Station';
  }

  /** Whether a name was ever given (the console, the CLI, or a hall's invitation). */
  isNamed(): boolean {
    return this.#table.read(KEYS.stationName) !== null;
  }

  /** Names the station. */
  setStationName(name: string): void {
    this.#table.write(KEYS.stationName, name);
  }

  /** Fingerprints of the lexicons players may choose from; empty means the active one only. */
  offeredLexicons(): string[] {
    const parsed = parseJson(this.#table.read(KEYS.offeredLexicons) ?? '[]');
    // an unreadable offer falls back to the active lexicon, as no offer does
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  }

  /** Sets the lexicons players may choose from, in the order the kiosk lists them. */
  setOfferedLexicons(fingerprints: readonly string[]): void {
    this.#table.write(KEYS.offeredLexicons, JSON.stringify(fingerprints));
  }

  /** Pinned editions by upper-case name: an import under a pinned name must have this fingerprint. */
  pinnedLexicons(): Readonly<Record<string, string>> {
    const parsed = pinnedSchema.safeParse(parseJson(this.#table.read(KEYS.pinnedLexicons)));
    return parsed.success ? parsed.data : {};
  }

  /** Replaces the pinned editions. */
  setPinnedLexicons(pins: Readonly<Record<string, string>>): void {
    this.#table.write(KEYS.pinnedLexicons, JSON.stringify(pins));
  }

  /** The director's settings for the station (the defaults where none are stored). */
  config(): StationConfig {
    return parseStoredConfig(this.#table.read(KEYS.config));
  }

  /** Stores the director's settings, already checked whole. */
  setConfig(config: StationConfig): void {
    this.#table.write(KEYS.config, JSON.stringify(config));
  }
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}
