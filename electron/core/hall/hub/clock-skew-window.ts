// A station's clock against the hub's, from the time each state message says it was sent.

/** How many of a station's last state messages its skew is judged from. */
export const SKEW_WINDOW = 5;

/**
 * Each station's clock skew (its clock minus the hub's, in ms), judged from its last few state
 * messages. A message's transit on a hall's network is taken as nothing; but one that waited (in the
 * station's client while its connection was down, in a socket's buffer) makes the station look
 * behind by the wait, never ahead. So the skew is the one nearest zero of the last SKEW_WINDOW: one
 * message that came promptly among them is enough, and a late one cannot make a sound clock look
 * wrong. Kept in the hub's memory only; the store keeps what it last judged.
 */
export class ClockSkewWindow {
  readonly #seen = new Map<string, number[]>();

  /**
   * Notes a state sent at `sentAt` (the station's clock) and heard at `heardAt` (the hub's); answers
   * the skew judged now. A `sentAt` that does not read adds nothing; null before any that did.
   */
  note(token: string, sentAt: string, heardAt: Date): number | null {
    const sent = Date.parse(sentAt);
    const seen = this.#seen.get(token) ?? [];
    const last = Number.isFinite(sent) ? [...seen, sent - heardAt.getTime()].slice(-SKEW_WINDOW) : seen;
    if (last.length === 0) return null;
    this.#seen.set(token, last);
    return last.reduce((nearest, skew) => (Math.abs(skew) < Math.abs(nearest) ? skew : nearest));
  }
}
