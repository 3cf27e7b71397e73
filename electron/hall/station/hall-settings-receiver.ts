// The hall's settings (`hall set` at the hub: the round, the kiosk's language, the challenge rule,
// table entry), received: each applied once, as the hall changes it, through the station's own
// settings (checked and logged there as `settings-changed`, by "hall: INITIALS"). A director's
// change at the station stands until the hall sets that setting again; the hub sees it in the
// station's entries (each carries its round and rule).
import {
  carriedSettingsSchema,
  type CarriedSettings,
  type HallSettingName,
} from '../../core/hall/wire/hall-buckets.ts';
import type { StationLinkStore } from '../../core/hall/station/station-link-store.ts';
import { HALL_SETTING_CONFIG_KEYS, HALL_SETTING_NAMES } from '../../core/hall/wire/hall-settings-standing.ts';
import type { Station } from '../../core/station/station.ts';

/** One of the hall's settings as a station applied it: what the hall set, and who set it. */
export interface SettingApplied {
  readonly name: HallSettingName;
  readonly value: unknown;
  readonly by: string;
}

/** Applies the hall's settings to one station as they arrive. */
export class HallSettingsReceiver {
  readonly #station: Pick<Station, 'profile'>;
  readonly #link: Pick<StationLinkStore, 'settingAppliedAt' | 'markSettingApplied'>;
  readonly #onEvent: (line: string) => void;
  readonly #onApplied: (applied: SettingApplied) => void;

  /** `onApplied` hears each setting applied, for `hall join --new-station` to say. */
  constructor(
    station: Pick<Station, 'profile'>,
    link: Pick<StationLinkStore, 'settingAppliedAt' | 'markSettingApplied'>,
    onEvent: (line: string) => void = () => undefined,
    onApplied: (applied: SettingApplied) => void = () => undefined,
  ) {
    this.#station = station;
    this.#link = link;
    this.#onEvent = onEvent;
    this.#onApplied = onApplied;
  }

  /**
   * Takes the settings bucket's value: each setting the hall set since the station last applied
   * it is applied now. Returns the names applied; a value the hub cannot have written changes
   * nothing, and is said.
   */
  receive(value: Uint8Array | null): HallSettingName[] {
    if (value === null || value.byteLength === 0) return [];
    let settings: CarriedSettings;
    try {
      settings = carriedSettingsSchema.parse(JSON.parse(new TextDecoder().decode(value)));
    } catch {
      this.#onEvent("hall: the hall's settings cannot be read; the station keeps its own");
      return [];
    }
    const applied: HallSettingName[] = [];
    for (const name of HALL_SETTING_NAMES) {
      const set = settings[name];
      if (set === undefined || this.#link.settingAppliedAt(name) === set.at) continue;
      try {
        this.#station.profile.updateConfig(
          { [HALL_SETTING_CONFIG_KEYS[name]]: set.value },
          `hall: ${set.by}`,
        );
        this.#link.markSettingApplied(name, set.at, set.value, set.by);
        applied.push(name);
        this.#onApplied({ name, value: set.value, by: set.by });
      } catch (error) {
        this.#onEvent(`hall: the hall's ${name} not applied (${(error as Error).message})`);
      }
    }
    if (applied.length > 0) this.#onEvent(`hall: applied the hall's ${applied.join(', ')}`);
    return applied;
  }
}
