import { randomBytes } from 'node:crypto';
import type { HallFeedItem } from '../../../common/hall-view-shapes.ts';
import { decodeEntry } from '../wire/hall-messages.ts';
import type { HallViewStore } from './hall-view-store.ts';
import type { HubStation } from '../hub/hub-store.ts';
import { visibleText } from '../wire/visible-text.ts';
import { visibleGame } from './visible-game.ts';
import { hubTimeOf } from '../../export/hub-time.ts';

/** How many entries one refresh reads per station, so one poll stays short with a big backlog. */
const READ_PER_STATION = 5_000;

/**
 * The challenges feed, kept in the hub's memory and grown from each station's verified chain as
 * it grows: the page holds a copy and asks only for what is new. Rulings and checks are not items
 * but second opinions counted on the entry they refer to. Each item names its station by its
 * invitation and the list it was judged on by name and fingerprint; every text the station sent
 * (the words, the list's name) is made visible (visible-text.ts), so a right-to-left override in a
 * word cannot make it read as another.
 */
export class HallFeed {
  /** This feed's id: a page holding another one's items starts again. */
  readonly id = randomBytes(8).toString('hex');
  readonly #items: HallFeedItem[] = [];
  readonly #read = new Map<string, number>();
  readonly #opinions = new Map<string, number[]>();
  readonly #lastJudged = new Map<string, HallFeedItem>();

  /** Reads what the stations' chains gained since the last refresh; true while more is waiting. */
  refresh(store: HallViewStore, stations: readonly HubStation[]): boolean {
    let more = false;
    for (const station of stations) {
      const after = this.#read.get(station.token) ?? 0;
      const rows = store.recordsAfter(station.token, after, READ_PER_STATION);
      if (rows.length === READ_PER_STATION) more = true;
      for (const row of rows) {
        this.#read.set(station.token, row.seq);
        const entry = decodeEntry(row.record);
        if (entry === null) continue;
        if (entry.kind === 'adjudication') {
          const item: HallFeedItem = {
            token: station.token,
            station: visibleText(station.name),
            seq: entry.seq,
            time: entry.time,
            receivedAt: row.receivedAt,
            hubTime: hubTimeOf(entry.time, row.clockSkewMs),
            round: entry.round,
            table: entry.table,
            words: entry.words.map(visibleText),
            verdict: entry.verdict,
            lexicon: { name: visibleText(entry.lexiconName), fingerprint: entry.lexiconFingerprint },
            opinions: 0,
            game: visibleGame(entry),
          };
          this.#items.push(item);
          this.#lastJudged.set(station.token, item);
        } else if ((entry.kind === 'ruling' || entry.kind === 'check') && entry.refersTo !== null) {
          const key = `${station.token}:${entry.refersTo}`;
          this.#opinions.set(key, [...(this.#opinions.get(key) ?? []), entry.seq]);
        }
      }
    }
    return more;
  }

  /** The items from `since` on (at most `limit`), and every entry's count of second opinions. */
  since(
    since: number,
    limit: number,
  ): { items: HallFeedItem[]; next: number; more: boolean; opinions: Record<string, number> } {
    const start = Math.min(since, this.#items.length);
    const items = this.#items.slice(start, start + limit).map((item) => {
      const count = this.#opinions.get(`${item.token}:${item.seq}`)?.length ?? 0;
      return count === 0 ? item : { ...item, opinions: count };
    });
    // Every count, each time: rulings and checks are few, and a page's older items need them too.
    const opinions: Record<string, number> = {};
    for (const [key, seqs] of this.#opinions) opinions[key] = seqs.length;
    const next = start + items.length;
    return { items, next, more: next < this.#items.length, opinions };
  }

  /** The seqs of the rulings and checks that refer to a station's entry. */
  opinionsOf(token: string, seq: number): readonly number[] {
    return this.#opinions.get(`${token}:${seq}`) ?? [];
  }

  /** The last challenge a station judged, or null. */
  lastJudged(token: string): HallFeedItem | null {
    return this.#lastJudged.get(token) ?? null;
  }
}
