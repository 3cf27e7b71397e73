// The hub carries the hall's designated list to every station: when the director designates one
// of the hub's own lists (hall lexicon import), the hub packs it from its shelf into the hall's
// lists bucket, then names it in the settings bucket, which every joined station watches (a station
// offline then, or joined later, reads it when it connects). The list goes first: a station never
// reads a designation whose list is not there whole. A list only stations offer cannot be carried:
// the hub says so, and each station keeps its own.
import { listObjectName, type CarriedDesignation } from '../../core/hall/wire/hall-buckets.ts';
import { HubPairingsStore } from '../../core/hall/hub/hub-pairings-store.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import { roundsSaid } from '../../core/hall/hub/pairings-follow.ts';
import type { HubShelfAccess } from '../../core/hall/hub/hub-lexicon-shelf.ts';
import type { HubStore } from '../../core/hall/hub/hub-store.ts';
import { shortFingerprint } from '../../core/lexicon/fingerprint.ts';
import type { HallBucketsPort } from './buckets-port.ts';

/** Carries the designated list into the hall's buckets, as the director changes it. */
export class HubListCarrier {
  readonly #store: Pick<HubStore, 'designations' | 'settings'>;
  readonly #shelf: HubShelfAccess;
  readonly #port: HallBucketsPort;
  readonly #onEvent: (line: string) => void;
  /** The designation last carried (its fingerprint and time), so each is carried once. */
  #carried: string | null = null;
  /** The designation last said to be uncarriable, so it is said once. */
  #missing: string | null = null;
  #opened = false;
  /** The hall's settings last carried, as written. */
  #carriedSettings: string | null = null;
  /** The pairings last carried, as written; '' once deleted, null before the first look. */
  #carriedPairings: string | null = null;
  /** The carry in flight: a second call waits for it, so the same change is not carried (and said) twice. */
  #inFlight: Promise<void> = Promise.resolve();

  constructor(
    store: Pick<HubStore, 'designations' | 'settings'>,
    shelf: HubShelfAccess,
    port: HallBucketsPort,
    onEvent: (line: string) => void,
  ) {
    this.#store = store;
    this.#shelf = shelf;
    this.#port = port;
    this.#onEvent = onEvent;
  }

  // The hall's settings (`hall set`), whenever they changed since last carried.
  async #carrySettings(): Promise<void> {
    const settings = this.#store.settings.hallSettings();
    if (Object.keys(settings).length === 0) return;
    const text = JSON.stringify(settings);
    if (text === this.#carriedSettings) return;
    await this.prepare();
    await this.#port.putSettings(new TextEncoder().encode(text));
    this.#carriedSettings = text;
    this.#onEvent(`hub: carrying the hall's settings to every station (${Object.keys(settings).join(', ')})`);
  }

  // The tournament's pairings (`hall pairings`), whenever they changed since last carried: a hub
  // started again carries them once more; pairings no longer held are deleted from the bucket.
  async #carryPairings(): Promise<void> {
    const pairings = new HubPairingsStore(this.#store.settings).pairings();
    const text = pairings === null ? '' : JSON.stringify(pairings);
    if (text === this.#carriedPairings || (text === '' && this.#carriedPairings === null)) return;
    await this.prepare();
    if (pairings === null) await this.#port.deletePairings();
    else await this.#port.putPairings(new TextEncoder().encode(text));
    this.#carriedPairings = text;
    this.#onEvent(
      pairings === null
        ? 'hub: the stations hold no pairings from the hall any more'
        : `hub: carrying the pairings of ${visibleText(pairings.file)} to every station (${roundsSaid(pairings)})`,
    );
  }

  /** Makes the hall's buckets if they are not there yet, so stations can watch before any designation. */
  async prepare(): Promise<void> {
    if (this.#opened) return;
    await this.#port.open();
    this.#opened = true;
  }

  /**
   * Carries the current designation if it changed since the last one carried; the hub's runner
   * calls it every second (a designation is made by `hall designate` or the hall view). Throws
   * when the buckets cannot be written; the next call tries again. Calls made while one is running
   * run after it, never beside it.
   */
  carry(): Promise<void> {
    const next = this.#inFlight.then(() => this.#carryOnce());
    this.#inFlight = next.catch(() => undefined);
    return next;
  }

  async #carryOnce(): Promise<void> {
    await this.#carrySettings();
    await this.#carryPairings();
    const designation = this.#store.designations.current();
    if (designation === null) return;
    const key = `${designation.fingerprint} ${designation.at}`;
    if (key === this.#carried) return;
    const label = `${designation.name} (${shortFingerprint(designation.fingerprint)})`;
    const packed = this.#shelf((shelf) => shelf.pack(designation.fingerprint));
    if (packed === null) {
      if (this.#missing !== key)
        this.#onEvent(
          `hub: the hall's list ${label} is not one of the hub's (hall lexicon import): each station keeps its own`,
        );
      this.#missing = key;
      return;
    }
    await this.prepare();
    const name = listObjectName(designation.fingerprint);
    if (!(await this.#port.hasList(name))) await this.#port.putList(name, packed);
    const carried: CarriedDesignation = {
      name: designation.name,
      alphabet: designation.alphabet,
      fingerprint: designation.fingerprint,
      wordCount: designation.wordCount,
      by: designation.by,
      at: designation.at,
    };
    await this.#port.putDesignation(new TextEncoder().encode(JSON.stringify(carried)));
    this.#carried = key;
    this.#onEvent(`hub: carrying the hall's list ${label} to every station`);
  }
}
