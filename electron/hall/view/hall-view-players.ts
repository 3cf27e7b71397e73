// `hall:players`: the per-player report from every station's verified entries, as the page's player
// page shows it. The entries it needs (challenges that recorded a game, and rulings) are read from
// each station's chain as it grows, like the feed, and kept in the hub's memory; every text a
// station sent (names, words, tables, divisions) is made visible here (visible-player-report.ts).
import type { PlayerReport } from '../../common/player-report-shapes.ts';
import type { HubStation } from '../../core/hall/hub/hub-records.ts';
import type { HallViewStore } from '../../core/hall/view/hall-view-store.ts';
import { decodeEntry } from '../../core/hall/wire/hall-messages.ts';
import { playerReport, type ReportedEntry } from '../../core/report/player-report.ts';
import { visiblePlayerReport } from '../../core/report/visible-player-report.ts';

/** How many entries one read takes per station, so one request stays short with a big backlog. */
const READ_PER_STATION = 5_000;

/** The entries the player report reads, grown from each station's chain. */
export class HallPlayerEntries {
  readonly #entries: ReportedEntry[] = [];
  readonly #read = new Map<string, number>();
  #withoutGame = 0;

  /** The report over every entry read so far, after reading what the chains gained. */
  report(store: HallViewStore, stations: readonly HubStation[]): PlayerReport {
    for (const station of stations) this.#readStation(store, station.token);
    return visiblePlayerReport({ ...playerReport(this.#entries), withoutGame: this.#withoutGame });
  }

  #readStation(store: HallViewStore, token: string): void {
    for (;;) {
      const rows = store.recordsAfter(token, this.#read.get(token) ?? 0, READ_PER_STATION);
      for (const row of rows) {
        this.#read.set(token, row.seq);
        const entry = decodeEntry(row.record);
        if (entry?.kind === 'adjudication' && (entry.gameDivision ?? null) === null) this.#withoutGame += 1;
        // Only what the report reads: a game's challenge, or a ruling that may refer to one.
        else if (entry !== null && ((entry.gameDivision ?? null) !== null || entry.kind === 'ruling'))
          this.#entries.push(entry);
      }
      if (rows.length < READ_PER_STATION) return;
    }
  }
}
