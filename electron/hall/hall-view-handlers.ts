import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { paperForm } from '../common/noted-head-format.ts';
import { APP_VERSION } from '../core/app-version.ts';
import { mergeWarnings } from '../core/export/log-merge.ts';
import { currentAlerts, DEFAULT_SILENCE_SECONDS } from '../core/hall/hall-alerts.ts';
import { HallFeed } from '../core/hall/hall-feed.ts';
import { decodeEntry } from '../core/hall/hall-messages.ts';
import { HallViewStore } from '../core/hall/hall-view-store.ts';
import { exportHall } from '../core/hall/hub-export.ts';
import { designateLexicon, offeredInHall } from '../core/hall/hub-designation.ts';
import { hallStatus, type StationStatus } from '../core/hall/hub-status.ts';
import type { HubStore } from '../core/hall/hub-store.ts';
import type {
  HallDesignation,
  HallEntryDetail,
  HallExportResult,
  HallLexicon,
  HallSnapshot,
  HallStationCard,
  HallViewRequest,
} from '../ipc/hall-view-contract.ts';
import { hallName } from './hub-settings.ts';

/** How many feed items one snapshot carries: the page asks again at once for the rest. */
const ITEMS_PER_SNAPSHOT = 10_000;

/** Why a request that fitted the contract was still refused, in words for the director. */
export class HallViewRefusal extends Error {}

/** What the hall view may ask the hub, each channel one method; the server validated the payload. */
export class HallViewHandlers {
  readonly #store: HubStore;
  readonly #view: HallViewStore;
  readonly #feed = new HallFeed();
  readonly #hubDir: string;
  readonly #silenceSeconds: number;
  readonly #now: () => Date;

  constructor(
    hubDir: string,
    store: HubStore,
    options: { readonly silenceSeconds?: number; readonly now?: () => Date } = {},
  ) {
    this.#hubDir = hubDir;
    this.#store = store;
    this.#view = new HallViewStore(hubDir);
    this.#silenceSeconds = options.silenceSeconds ?? DEFAULT_SILENCE_SECONDS;
    this.#now = options.now ?? (() => new Date());
  }

  /** Reads new entries and raises or clears alerts; the server runs it on a timer and per snapshot. */
  tick(): { rows: StationStatus[]; more: boolean } {
    const now = this.#now();
    const rows = hallStatus(this.#store, now);
    const more = this.#feed.refresh(this.#view, this.#store.stations());
    this.#view.sync(
      currentAlerts(rows, {
        designated: this.#store.designation(),
        hubVersion: APP_VERSION,
        silenceSeconds: this.#silenceSeconds,
        now,
      }),
      now,
    );
    return { rows, more };
  }

  /** `hall:snapshot`: the stations, the alerts and the feed items the page does not hold yet. */
  snapshot(request: HallViewRequest<'hall:snapshot'>): HallSnapshot {
    const { rows } = this.tick();
    const since = request.feed === this.#feed.id ? request.since : 0;
    const part = this.#feed.since(since, ITEMS_PER_SNAPSHOT);
    const lexicons = new Map<string, HallLexicon>();
    for (const row of rows)
      for (const { name, alphabet, fingerprint } of row.lexicons)
        lexicons.set(fingerprint, { name, alphabet, fingerprint });
    return {
      hallName: hallName(this.#store),
      hubVersion: APP_VERSION,
      now: this.#now().toISOString(),
      silenceSeconds: this.#silenceSeconds,
      feed: this.#feed.id,
      ...part,
      stations: rows.map((row) => this.#card(row)),
      alerts: this.#view.alerts(),
      designated: this.#store.designation(),
      lexicons: [...lexicons.values()].sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  #card(row: StationStatus): HallStationCard {
    const last = this.#feed.lastJudged(row.token);
    return {
      token: row.token,
      name: row.name,
      state: row.state,
      lastSeen: row.lastSeen,
      appVersion: row.appVersion,
      lexicons: row.lexicons.map(({ name, alphabet, fingerprint }) => ({ name, alphabet, fingerprint })),
      lastJudged: last === null ? null : { round: last.round, table: last.table, time: last.time },
      entries: row.entries,
      behind: row.behind,
      held: row.held,
      chain: row.chain,
      problem: row.problem,
      health: row.health,
      faults: row.faults.length,
    };
  }

  /** `hall:entry`: one entry with each word's result, its place in the chain and its second opinions. */
  entry(request: HallViewRequest<'hall:entry'>): HallEntryDetail {
    const station = this.#store.station(request.token);
    const record = this.#view.record(request.token, request.seq);
    const entry = record === null ? null : decodeEntry(record);
    if (station === null || entry === null) throw new HallViewRefusal('The hub holds no such entry.');
    const opinions = this.#feed.opinionsOf(request.token, request.seq).flatMap((seq) => {
      const text = this.#view.record(request.token, seq);
      const opinion = text === null ? null : decodeEntry(text);
      return opinion === null
        ? []
        : [
            {
              seq,
              time: opinion.time,
              kind: opinion.kind,
              ruling: opinion.ruling,
              judge: opinion.judge,
              details: opinion.details,
            },
          ];
    });
    return {
      station: station.name,
      seq: entry.seq,
      hash: entry.hash,
      prevHash: entry.prevHash,
      time: entry.time,
      round: entry.round,
      table: entry.table,
      lexiconName: entry.lexiconName,
      challengeRule: entry.challengeRule,
      words: entry.words.map((word, index) => ({
        word,
        valid: request.reveal ? (entry.wordResults[index] ?? false) : null,
      })),
      verdict: entry.verdict,
      opinions,
    };
  }

  /** `hall:acknowledge`: records the director's initials and the time on one alert. */
  acknowledge(request: HallViewRequest<'hall:acknowledge'>): { acknowledged: true } {
    if (!this.#view.acknowledge(request.alertId, request.initials, this.#now()))
      throw new HallViewRefusal('That alert is already acknowledged or does not exist.');
    return { acknowledged: true };
  }

  /** `hall:designate`: the hall's lexicon, chosen among those the stations offer, with initials. */
  designate(request: HallViewRequest<'hall:designate'>): { designated: HallDesignation } {
    const offered = offeredInHall(this.#store.stations()).find(
      ({ lexicon }) => lexicon.fingerprint === request.fingerprint,
    );
    if (offered === undefined) throw new HallViewRefusal('No station offers that lexicon.');
    const { designation } = designateLexicon(this.#store, offered.lexicon, request.initials, this.#now());
    this.tick();
    return { designated: designation };
  }

  /** `hall:export`: the files `hall export` writes, into a new folder under the hub's `exports/`. */
  exportLog(): HallExportResult {
    const now = this.#now();
    const dir = join(this.#hubDir, 'exports', now.toISOString().replace(/[:.]/gu, '-'));
    const { result, files } = exportHall(this.#store, dir, () => now);
    const rows = hallStatus(this.#store, now);
    return {
      dir,
      files,
      entries: result.entries.length,
      stations: result.stations.map((station) => ({
        name: station.stationName,
        entries: station.entryCount,
        head: station.head === null ? 'none' : paperForm(station.head),
      })),
      mergedHead: mergedHead(result.entries),
      behind: [
        ...rows
          .filter((row) => row.behind > 0 || row.held > 0)
          .map((row) => `${row.name} is ${row.behind} entries ahead of the hub: run \`hall sync\` there.`),
        ...mergeWarnings(result),
      ],
      openAlerts: this.#view.alerts().filter((alert) => alert.acknowledgedAt === null).length,
      conflicts: result.conflicts.length,
    };
  }

  /** Closes the view's own database connection. */
  close(): void {
    this.#view.close();
  }
}

/**
 * The merged file's head: the entry count and SHA-256 over the merged entries' hashes in the merged
 * order, so `hall export` and the page's export of the same entries note the same head on paper.
 */
export function mergedHead(entries: readonly { readonly hash: string }[]): string {
  const digest = createHash('sha256');
  for (const entry of entries) digest.update(`${entry.hash}\n`);
  return paperForm({ seq: entries.length, hash: digest.digest('hex') });
}
