import type { EventRecorder } from '../log/log-recorder.ts';
import type { RunInTransaction } from '../store/transaction.ts';
import { StationRequestError } from '../errors.ts';
import { stationConfigSchema, type StationConfig } from './station-config.ts';
import { stationNameSchema } from './station-name.ts';
import type { StationSettings } from './station-settings.ts';

/** The station's name and the director's settings: read, checked whole when changed, and logged. */
export class StationProfile {
  readonly #settings: StationSettings;
  readonly #events: EventRecorder;
  readonly #transaction: RunInTransaction;

  constructor(settings: StationSettings, events: EventRecorder, transaction: RunInTransaction) {
    this.#settings = settings;
    this.#events = events;
    this.#transaction = transaction;
  }

  /** The kiosk's name for this station. */
  name(): string {
    return this.#settings.stationName();
  }

  /** Whether the station was ever named: its set-up form then starts with the name it has. */
  named(): boolean {
    return this.#settings.isNamed();
  }

  /** Renames the station. */
  rename(name: string): void {
    const parsed = stationNameSchema.safeParse(name);
    if (!parsed.success) throw new StationRequestError(parsed.error.issues[0]?.message ?? 'Bad name.');
    if (parsed.data === this.name()) return;
    this.#transaction(() => {
      this.#settings.setStationName(parsed.data);
      this.#events.recordEvent('station-renamed', parsed.data);
    });
  }

  /** The director's settings for the station. */
  config(): StationConfig {
    return this.#settings.config();
  }

  /** Changes some of the director's settings; the change is checked whole and logged. */
  updateConfig(change: Partial<StationConfig>, by: string | null = null): StationConfig {
    const current = this.config();
    const parsed = stationConfigSchema.safeParse({ ...current, ...change });
    if (!parsed.success) {
      throw new StationRequestError(parsed.error.issues[0]?.message ?? 'Those settings are not valid.');
    }
    const changed = Object.keys(change).filter(
      (key) =>
        JSON.stringify(current[key as keyof StationConfig]) !==
        JSON.stringify(parsed.data[key as keyof StationConfig]),
    );
    if (changed.length === 0) return current;
    this.#transaction(() => {
      this.#settings.setConfig(parsed.data);
      const summary = changed
        .map((key) => `${key} = ${JSON.stringify(parsed.data[key as keyof StationConfig])}`)
        .join(', ');
      this.#events.recordEvent('settings-changed', summary, by);
    });
    return parsed.data;
  }
}
