import type { Database } from 'better-sqlite3';
import { preparedOnce } from '../../store/prepared-once.ts';
import { HallError } from '../wire/hall-errors.ts';
import { carriedSettingsSchema, type CarriedSettings, type HallSettingName } from '../wire/hall-buckets.ts';

/** The hall's name when `hall start --name` never gave one. */
export const UNNAMED_HALL = 'Challenge Station hall';

/**
 * The hall's settings in the hub's store (`hub_meta`): its id, made once with the store, and what
 * `hall start` was last given (`name`, `listen`), each a text by key; and every value of the
 * settings it carried to its stations (`carried_settings`).
 */
export class HubSettingsStore {
  readonly #prepare: Database['prepare'];

  constructor(db: Database) {
    this.#prepare = preparedOnce(db);
  }

  /** A value of the hall's settings, or null. */
  get(key: string): string | null {
    return (
      this.#prepare<[string], { value: string }>('SELECT value FROM hub_meta WHERE key = ?').get(key)
        ?.value ?? null
    );
  }

  /** Sets one of the hall's settings. */
  set(key: string, value: string): void {
    this.#prepare(
      'INSERT INTO hub_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ).run(key, value);
  }

  /** The hall's id, made once with the store. */
  hallId(): string {
    const id = this.get('hall_id');
    if (id === null) throw new HallError('hub-store', 'The hub store has no hall id: it is damaged.');
    return id;
  }

  /** The settings the hall sets for every station (`hall set`), as carried to them. */
  hallSettings(): CarriedSettings {
    const text = this.get('hall_settings');
    return text === null ? {} : carriedSettingsSchema.parse(JSON.parse(text));
  }

  /** Sets one of the settings the hall sets for every station, with who set it when. */
  setHallSetting(change: CarriedSettings): CarriedSettings {
    const next = carriedSettingsSchema.parse({ ...this.hallSettings(), ...change });
    // Kept before it can be carried: a station's entry applying it must never find it missing.
    for (const name of Object.keys(change) as HallSettingName[]) {
      const set = next[name];
      if (set === undefined) continue;
      this.#prepare('INSERT OR IGNORE INTO carried_settings (name, value, by, at) VALUES (?, ?, ?, ?)').run(
        name,
        JSON.stringify(set.value),
        set.by,
        set.at,
      );
    }
    this.set('hall_settings', JSON.stringify(next));
    return next;
  }

  /** Every value the hub carried for setting `name` as set by `by`, oldest first. */
  carriedValues(name: HallSettingName, by: string): unknown[] {
    return this.#prepare<[string, string], { value: string }>(
      'SELECT value FROM carried_settings WHERE name = ? AND by = ? ORDER BY id',
    )
      .all(name, by)
      .map((row) => JSON.parse(row.value) as unknown);
  }

  /** The hall's name, as `hall start --name` last set it. */
  hallName(): string {
    return this.get('name') ?? UNNAMED_HALL;
  }
}
