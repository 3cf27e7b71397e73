// Two stations recording the same table in the same round at once: two pairs of players at one
// table, or a typo in a table number. The hub sees it as its entries arrive: an adjudication from
// one station naming the same division, round and table as another station's within ten minutes
// of it, by the hub's own receipt times. Both entries are kept (each is its station's true
// record); one alert is raised for the game, however many entries follow. The recent games are
// held in memory, bounded by the window: a hub started again looks from then on.

/** How close in time two stations' entries of one game must come to be "at once". */
export const SAME_TABLE_WINDOW_MS = 10 * 60 * 1_000;

/** One game, as an entry records it. */
export interface GameAt {
  readonly division: string;
  readonly round: number;
  readonly table: string;
}

/** Who recorded it: a station (by its invitation token and name) and its entry. */
export interface Recorder {
  readonly token: string;
  readonly name: string;
  readonly seq: number;
}

interface Seen extends Recorder {
  readonly at: number;
}

/** The games recorded in the last window, by game. */
export class SameTableWatch {
  readonly #window: number;
  readonly #recent = new Map<string, Seen[]>();
  #sincePrune = 0;

  constructor(windowMs = SAME_TABLE_WINDOW_MS) {
    this.#window = windowMs;
  }

  /** Notes one entry of `game`; returns another station's entry of it within the window, or null. */
  see(game: GameAt, who: Recorder, at: Date): Recorder | null {
    const now = at.getTime();
    this.#pruneNow(now);
    const key = JSON.stringify([game.division, game.round, game.table]);
    const recent = (this.#recent.get(key) ?? []).filter((seen) => Math.abs(now - seen.at) <= this.#window);
    const other = recent.find((seen) => seen.token !== who.token) ?? null;
    recent.push({ ...who, at: now });
    this.#recent.set(key, recent);
    return other === null ? null : { token: other.token, name: other.name, seq: other.seq };
  }

  /** Games seen held now (for the bound's test). */
  size(): number {
    return this.#recent.size;
  }

  // Every so often, the games past the window are let go, so memory follows the window, not the event.
  #pruneNow(now: number): void {
    this.#sincePrune += 1;
    if (this.#sincePrune < 256) return;
    this.#sincePrune = 0;
    for (const [key, seen] of this.#recent) {
      const kept = seen.filter((each) => now - each.at <= this.#window);
      if (kept.length === 0) this.#recent.delete(key);
      else this.#recent.set(key, kept);
    }
  }
}
