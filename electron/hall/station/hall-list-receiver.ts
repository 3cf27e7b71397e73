// The hall's designated list, received: the station watches its hall's settings bucket, fetches the
// list the hub designated from the hall's lists bucket when it does not hold it, installs it through
// its lexicon shelf (checked whole first: lexicon-package.ts) and offers it first. A transfer that
// fails or is refused is fetched again; the latest designation always wins; the list the station
// judged on before stays until the new one is installed, so a station never judges on a partly
// written list, and one that cannot take the new list (a full disk) keeps judging and says why.
import { setTimeout as delay } from 'node:timers/promises';
import {
  carriedDesignationSchema,
  DESIGNATION_KEY,
  listObjectName,
  PAIRINGS_KEY,
  SETTINGS_KEY,
  type CarriedDesignation,
} from '../../core/hall/wire/hall-buckets.ts';
import type { HallSettingsReceiver } from './hall-settings-receiver.ts';
import type { HallPairingsReceiver } from './hall-pairings-receiver.ts';
import { shortFingerprint } from '../../core/lexicon/fingerprint.ts';
import type { Station } from '../../core/station/station.ts';
import { HallSettingsMissing, type HallListPort } from './list-port.ts';
import type { HallStationList } from '../../common/hall-view-shapes.ts';

/**
 * Where the station stands with the hall's designated list: the shape its state message carries
 * and its card at the hub shows (a receiving list's `percent` is whole, rounded down: 100 once all
 * has come).
 */
export type HallListState = HallStationList;

/** How the receiver waits and says what it did. */
export interface ListReceiverOptions {
  readonly onEvent?: (line: string) => void;
  /** The first wait before a failed transfer is tried again, doubled up to a minute (default 2 s). */
  readonly retryMs?: number;
  /** How it waits (tests step it). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** The hall's settings (`hall set`), applied as they arrive from the same bucket. */
  readonly settings?: HallSettingsReceiver;
  /** The tournament's pairings (`hall pairings`), held as they arrive from the same bucket. */
  readonly pairings?: HallPairingsReceiver;
}

const MAX_RETRY_MS = 60_000;

/** Receives the hall's designated list into one station. */
export class HallListReceiver {
  readonly #station: Pick<Station, 'importer' | 'lexicons'>;
  readonly #port: HallListPort;
  readonly #onEvent: (line: string) => void;
  readonly #retryMs: number;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #settings: HallSettingsReceiver | null;
  readonly #pairings: HallPairingsReceiver | null;
  #latest: CarriedDesignation | null = null;
  #state: HallListState = { state: 'none' };
  #running: Promise<void> | null = null;
  #stopWatching: (() => void) | null = null;
  #stopped = false;
  readonly #waiters = new Set<() => void>();

  constructor(
    station: Pick<Station, 'importer' | 'lexicons'>,
    port: HallListPort,
    options: ListReceiverOptions = {},
  ) {
    this.#station = station;
    this.#port = port;
    this.#onEvent = options.onEvent ?? (() => undefined);
    this.#retryMs = options.retryMs ?? 2_000;
    this.#sleep = options.sleep ?? ((ms) => delay(ms));
    this.#settings = options.settings ?? null;
    this.#pairings = options.pairings ?? null;
  }

  // Watches the designation, and the hall's settings and pairings when there are receivers for them; one stop for all.
  async #watchAll(): Promise<() => void> {
    const stops = [
      await this.#port.watch(DESIGNATION_KEY, (value) => {
        this.#designated(value);
      }),
    ];
    const settings = this.#settings;
    if (settings !== null)
      stops.push(
        await this.#port.watch(SETTINGS_KEY, (value) => {
          settings.receive(value);
        }),
      );
    const pairings = this.#pairings;
    if (pairings !== null)
      stops.push(
        await this.#port.watch(PAIRINGS_KEY, (value) => {
          pairings.receive(value);
        }),
      );
    return () => {
      for (const stop of stops) stop();
    };
  }

  /**
   * Watches the hall's designation if the hall has settings to watch, trying once (`hall sync`):
   * false when its hub has carried none yet. Other failures are thrown.
   */
  async startOnce(): Promise<boolean> {
    try {
      this.#stopWatching = await this.#watchAll();
      return true;
    } catch (error) {
      if (error instanceof HallSettingsMissing) return false;
      throw error;
    }
  }

  /**
   * Starts watching the hall's designation; the current one is handled at once. Until the hall's
   * settings can be read (a hub that has not made them yet), it tries again, waiting longer each
   * time; resolves once it watches, or when stopped first.
   */
  async start(): Promise<void> {
    let wait = this.#retryMs;
    let said = false;
    while (!this.#isStopped()) {
      try {
        const stop = await this.#watchAll();
        if (this.#isStopped()) stop();
        else this.#stopWatching = stop;
        return;
      } catch (error) {
        if (!said)
          this.#onEvent(
            `hall: the hall's settings cannot be read yet (${(error as Error).message}); trying again`,
          );
        said = true;
        await this.#sleep(wait);
        wait = Math.min(wait * 2, MAX_RETRY_MS);
      }
    }
  }

  /** Stops watching; a transfer under way ends without installing. */
  stop(): void {
    this.#stopped = true;
    this.#stopWatching?.();
    this.#changed();
  }

  /** Where the station stands with the designated list. */
  state(): HallListState {
    return this.#state;
  }

  /**
   * Resolves once the station holds the hall's latest designated list (or the hall designated none),
   * with the state; or, at `timeoutMs`, with the state as it stands then (receiving, or refused).
   */
  async settled(timeoutMs: number): Promise<HallListState> {
    const done = () =>
      this.#latest === null
        ? this.#state.state === 'none'
        : this.#state.state === 'received' && this.#state.fingerprint === this.#latest.fingerprint;
    if (done()) return this.#state;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      const check = () => {
        if (!done() && !this.#stopped) return;
        this.#waiters.delete(check);
        resolve();
      };
      this.#waiters.add(check);
      timer = setTimeout(() => {
        this.#waiters.delete(check);
        resolve();
      }, timeoutMs);
    });
    clearTimeout(timer);
    return this.#state;
  }

  #designated(value: Uint8Array | null): void {
    if (value === null || value.byteLength === 0) {
      this.#latest = null;
      this.#set({ state: 'none' });
      return;
    }
    let parsed: CarriedDesignation;
    try {
      parsed = carriedDesignationSchema.parse(JSON.parse(new TextDecoder().decode(value)));
    } catch {
      // Only the hub writes the bucket; a value it cannot have written is said so, and changes nothing.
      this.#onEvent('hall: the hall’s designated list cannot be read; the station keeps its lists');
      return;
    }
    this.#latest = parsed;
    if (this.#running !== null) return;
    this.#running = this.#receive().finally(() => {
      this.#running = null;
    });
  }

  // One transfer at a time; whichever designation is the latest when one ends is the next.
  async #receive(): Promise<void> {
    let wait = this.#retryMs;
    for (;;) {
      const wanted = this.#latest;
      if (wanted === null || this.#stopped) return;
      const ok = await this.#receiveOne(wanted);
      if (this.#isStopped()) return;
      if (ok && sameDesignation(this.#latest, wanted)) return;
      if (ok) {
        wait = this.#retryMs;
        continue;
      }
      await this.#sleep(wait);
      wait = Math.min(wait * 2, MAX_RETRY_MS);
    }
  }

  async #receiveOne(wanted: CarriedDesignation): Promise<boolean> {
    const { name, fingerprint } = wanted;
    const label = `${name} (${shortFingerprint(fingerprint)})`;
    try {
      if (this.#station.lexicons.find(fingerprint) === null) {
        // A list refused before stays shown as refused, with why, while it is fetched again.
        const refusedBefore = this.#state.state === 'refused' && this.#state.fingerprint === fingerprint;
        if (!refusedBefore) this.#set({ state: 'receiving', name, fingerprint, percent: 0 });
        const bytes = await this.#port.fetchList(listObjectName(fingerprint), (received, total) => {
          this.#progress(fingerprint, received, total);
        });
        // Stopped while it came (the station quits): nothing is installed.
        if (this.#isStopped()) return false;
        this.#station.importer.installReceived(bytes, wanted);
        this.#onEvent(`hall: received the hall's list ${label}, designated by ${wanted.by}`);
      }
      this.#station.lexicons.offerFirst(fingerprint);
      this.#set({ state: 'received', name, fingerprint });
      return true;
    } catch (error) {
      // Stopped meanwhile (the station quits, its hall process gone): nothing was refused.
      if (this.#isStopped()) return false;
      const reason = refusalReason(error);
      this.#set({ state: 'refused', name, fingerprint, reason });
      this.#onEvent(`hall: the hall's list ${label} not installed (${reason}); trying again`);
      return false;
    }
  }

  // The transfer's progress, shown while the list is shown as receiving (not while one refused
  // before is fetched again); the state changes only when the whole percent does.
  #progress(fingerprint: string, received: number, total: number): void {
    const state = this.#state;
    if (state.state !== 'receiving' || state.fingerprint !== fingerprint || this.#stopped) return;
    const percent = percentOf(received, total);
    if (percent !== state.percent) this.#set({ ...state, percent });
  }

  // A method, so a check after an await reads the field again.
  #isStopped(): boolean {
    return this.#stopped;
  }

  #set(state: HallListState): void {
    this.#state = state;
    this.#changed();
  }

  #changed(): void {
    for (const waiter of [...this.#waiters]) waiter();
  }
}

/** `received` of `total` bytes as a whole percent, 0 to 100, rounded down (an empty object has all). */
export function percentOf(received: number, total: number): number {
  if (!(total > 0)) return 100;
  const percent = Math.floor((Math.max(0, received) * 100) / total);
  return Math.min(100, Math.max(0, percent));
}

/** Why a list was not installed, as the station's card says it: a full disk named as one. */
function refusalReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'SQLITE_FULL'
    ? `the station's disk is full: there is no room for the list (${message})`
    : message;
}

// The same designation, given again (a watch repeats the current value): nothing more to do.
function sameDesignation(a: CarriedDesignation | null, b: CarriedDesignation): boolean {
  return a !== null && a.fingerprint === b.fingerprint && a.at === b.at;
}
