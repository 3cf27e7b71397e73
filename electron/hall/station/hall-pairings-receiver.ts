// The tournament's pairings the hall carries (`hall pairings` at the hub), received: the settings
// bucket's pairings key, parsed with the carried pairings' schema and held in the station's one
// pairings slot, as from the hall (station.pairings). A value the hub cannot have written — not
// JSON, not of the schema, larger than any event's — changes nothing and is said, as the hall's
// other refused values are; a deleted key clears the pairings the hall carried.
import { carriedPairingsSchema, type CarriedPairings } from '../../core/game/carried-pairings.ts';
import type { Station } from '../../core/station/station.ts';

/** The largest pairings value taken: the schema's bounds allow more, no event TSH runs comes near. */
export const MAX_PAIRINGS_BYTES = 4 * 1024 * 1024;

/** Holds the hall's pairings at one station as they arrive. */
export class HallPairingsReceiver {
  readonly #station: Pick<Station, 'pairings'>;
  readonly #hubName: string;
  readonly #onEvent: (line: string) => void;
  /** The value last taken, as received, so an unchanged value is not held (and said) again. */
  #last: string | null = null;

  /** `hubName` is the hall's name for itself, recorded as where the pairings came from. */
  constructor(
    station: Pick<Station, 'pairings'>,
    hubName: string,
    onEvent: (line: string) => void = () => undefined,
  ) {
    this.#station = station;
    this.#hubName = hubName;
    this.#onEvent = onEvent;
  }

  /** Takes the pairings key's value (null: deleted or never carried); true when the station's pairings changed. */
  receive(value: Uint8Array | null): boolean {
    if (value === null || value.byteLength === 0) {
      if (this.#last === null) return false;
      this.#last = null;
      if (this.#station.pairings.read()?.from !== 'hall') return false;
      this.#station.pairings.clear();
      this.#onEvent('hall: the hall carries no pairings any more; the station holds none');
      return true;
    }
    if (value.byteLength > MAX_PAIRINGS_BYTES) {
      this.#onEvent(
        `hall: the hall's pairings cannot be read (${value.byteLength} bytes, more than ${MAX_PAIRINGS_BYTES}); the station keeps what it holds`,
      );
      return false;
    }
    const text = new TextDecoder().decode(value);
    if (text === this.#last) return false;
    let pairings: CarriedPairings;
    try {
      pairings = carriedPairingsSchema.parse(JSON.parse(text));
    } catch {
      this.#onEvent("hall: the hall's pairings cannot be read; the station keeps what it holds");
      return false;
    }
    this.#station.pairings.hold({ from: 'hall', where: this.#hubName, pairings });
    this.#last = text;
    const rounds = pairings.divisions
      .map(
        (division) => `${division.name} round ${division.currentRound ?? division.latestPairedRound ?? '–'}`,
      )
      .join(', ');
    this.#onEvent(`hall: holding the hall's pairings of ${pairings.file} (${rounds})`);
    return true;
  }
}
