/** The hall view looks at the stations every second (hall-view-server.ts), and at each page's call. */
export const LOOK_EVERY_MS = 1_000;

/** A look this long after the one before ends a hold: the hub was not running its looks. */
export const HELD_AFTER_MS = 2_000;

/** The holds remembered; an older one matters only to a station silent since before it. */
const HOLDS_KEPT = 1_000;

/**
 * When the hub was listening, for its silence alerts. A station's silence counts only that time
 * since it was last heard:
 * - nothing before the hub's first look (its hall view starts with it): a hub started again after
 *   a while would otherwise call every station silent at once, before any could be heard again;
 * - nothing while the hub was held (a machine too busy to run its looks, a laptop suspended): the
 *   state messages sent meanwhile wait to be read behind the look that ends the hold, or went with
 *   a connection that must be made again, so that time says nothing of a station.
 * A station that is silent is still called so, later by the time the hub was held.
 */
export class HubListening {
  #start: number;
  #lastLook: number;
  #holds: { readonly from: number; readonly to: number }[] = [];

  /** Listening from `start`, the hub's first look. */
  constructor(start: Date) {
    this.#start = start.getTime();
    this.#lastLook = this.#start;
  }

  /**
   * Notes a look at `now`. One long after the one before ends a hold, from a second after that one
   * (when the next look was due). A clock set forward is a hold too; one set back starts the count
   * again from `now`: what was heard before it cannot be placed in time, and an alert already open
   * stays open until its station is heard (hall-alerts.ts), so nothing is called cleared by it.
   */
  look(now: Date): void {
    const at = now.getTime();
    if (at < this.#lastLook) {
      this.#start = at;
      this.#holds = [];
    } else if (at - this.#lastLook > HELD_AFTER_MS) {
      this.#holds.push({ from: this.#lastLook + LOOK_EVERY_MS, to: at });
      if (this.#holds.length > HOLDS_KEPT) this.#holds.shift();
    }
    this.#lastLook = at;
  }

  /** The seconds the hub listened from `since` until `now`. */
  secondsListened(since: Date, now: Date): number {
    const from = Math.max(since.getTime(), this.#start);
    const to = now.getTime();
    let listened = to - from;
    for (const hold of this.#holds)
      listened -= Math.max(0, Math.min(hold.to, to) - Math.max(hold.from, from));
    return Math.max(0, listened) / 1000;
  }
}
