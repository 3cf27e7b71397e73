import { existsSync, rmSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { systemClock, type Clock } from '../../core/clock.ts';
import { paperForm } from '../../common/noted-head-format.ts';
import { APP_VERSION } from '../../core/app-version.ts';
import { mergeWarnings } from '../../core/export/log-merge.ts';
import { mergedHead } from '../../core/export/merged-head.ts';
import { currentAlerts, DEFAULT_SILENCE_SECONDS, healedAlertKeys } from '../../core/hall/hall-alerts.ts';
import {
  callsItself,
  looksAlike,
  notUpToDateNotes,
  shownHallReport,
  shownLexicon,
  unusualCharacterList,
} from '../../core/hall/hall-display.ts';
import type { CarriedSettings } from '../../core/hall/hall-buckets.ts';
import { HallFeed } from '../../core/hall/hall-feed.ts';
import { HubListening } from '../../core/hall/hub-listening.ts';
import { decodeEntry } from '../../core/hall/hall-messages.ts';
import { HallViewStore } from '../../core/hall/hall-view-store.ts';
import type { StationStatus } from '../../core/hall/hub-status.ts';
import { visibleText } from '../../core/hall/visible-text.ts';
import { StationRequestError } from '../../core/errors.ts';
import type {
  HallDesignation,
  HallEntryDetail,
  HallExportResult,
  HallOfferedLexicon,
  HallSettingsView,
  HallSnapshot,
  HallStationCard,
  HallViewRequest,
} from '../../ipc/hall-view-contract.ts';
import type { HallViewPort } from './hall-view-port.ts';

/** How many feed items one snapshot carries: the page asks again at once for the rest. */
const ITEMS_PER_SNAPSHOT = 10_000;

/** Why a request that fitted the contract was still refused, in words for the director. */
export class HallViewRefusal extends Error {}

/** What the hall view may ask the hub, each channel one method; the server validated the payload. */
export class HallViewHandlers {
  readonly #hub: HallViewPort;
  readonly #view: HallViewStore;
  readonly #feed = new HallFeed();
  readonly #hubDir: string;
  readonly #silenceSeconds: number;
  readonly #now: Clock;
  readonly #listening: HubListening;

  constructor(
    hubDir: string,
    hub: HallViewPort,
    options: { readonly silenceSeconds?: number; readonly now?: Clock } = {},
  ) {
    this.#hubDir = hubDir;
    this.#hub = hub;
    this.#view = new HallViewStore(hubDir);
    this.#silenceSeconds = options.silenceSeconds ?? DEFAULT_SILENCE_SECONDS;
    this.#now = options.now ?? systemClock;
    this.#listening = new HubListening(this.#now());
  }

  /**
   * Raises or clears alerts from the stations' status; the server runs it every second, whether a
   * page is open or not, so an alert's time is the hall's. It reads no entries: the feed is read
   * only when a page asks for it (snapshot), so a hub with no page open spends nothing on it while a
   * backlog catches up. Each call is a look the hub's silence alerts count from (hub-listening.ts).
   */
  watch(): StationStatus[] {
    const now = this.#now();
    this.#listening.look(now);
    const rows = this.#hub.status(now);
    const designated = this.#hub.designation();
    this.#view.sync(
      currentAlerts(rows, {
        designated,
        hubVersion: APP_VERSION,
        silenceSeconds: this.#silenceSeconds,
        secondsListened: (since) => this.#listening.secondsListened(since, now),
        openSince: this.#view.openSince(),
        hallFaults: this.#hub.hallFaults(),
        hallName: this.#hub.hallName(),
      }),
      now,
      healedAlertKeys(rows, designated),
    );
    return rows;
  }

  /**
   * `hall:snapshot`: the stations, the alerts and the feed items the page does not hold yet. Every
   * text a station sent is made visible here, on the hub (visible-text.ts): the page shows what it
   * gets as text.
   */
  snapshot(request: HallViewRequest<'hall:snapshot'>): HallSnapshot {
    const rows = this.watch();
    // The stations' new entries, a bounded part of each: while more wait, the page asks again at once.
    const unread = this.#feed.refresh(this.#view, this.#hub.stations());
    const since = request.feed === this.#feed.id ? request.since : 0;
    const part = this.#feed.since(since, ITEMS_PER_SNAPSHOT);
    const designated = this.#hub.designation();
    return {
      hallName: visibleText(this.#hub.hallName()),
      hubVersion: APP_VERSION,
      now: this.#now().toISOString(),
      silenceSeconds: this.#silenceSeconds,
      feed: this.#feed.id,
      ...part,
      more: part.more || unread,
      stations: rows.map((row) => this.#card(row)),
      alerts: this.#view
        .alerts()
        .map((alert) => ({ ...alert, station: visibleText(alert.station), text: visibleText(alert.text) })),
      designated: designated === null ? null : shownDesignation(designated),
      designations: this.#hub.designations().map(shownDesignation),
      lexicons: this.#offered(),
      settings: shownSettings(this.#hub.hallSettings()),
    };
  }

  // Every list the stations offer, for the director's picker: by name and fingerprint, who offers
  // it, and what could mislead (another list of the same name, or of a name that reads alike).
  #offered(): HallOfferedLexicon[] {
    const offered = this.#hub.offered();
    return offered
      .map(({ lexicon, stations, atHub }): HallOfferedLexicon => {
        const others = offered
          .map((other) => other.lexicon)
          .filter((other) => other.fingerprint !== lexicon.fingerprint);
        const sameName = others.find((other) => other.name === lexicon.name);
        const alike = others.find((other) => looksAlike(lexicon.name, other.name));
        return {
          name: visibleText(lexicon.name),
          alphabet: lexicon.alphabet,
          fingerprint: lexicon.fingerprint,
          wordCount: lexicon.wordCount,
          // The hub is named by the page, in its language: not among the stations' names.
          atHub,
          stations: (atHub ? stations.slice(1) : stations).map(visibleText),
          caution:
            sameName !== undefined
              ? { code: 'same-name', other: shownLexicon(sameName) }
              : alike !== undefined
                ? {
                    code: 'look-alike',
                    other: shownLexicon(alike),
                    unusual: unusualCharacterList(lexicon.name),
                  }
                : null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.fingerprint.localeCompare(b.fingerprint));
  }

  #card(row: StationStatus): HallStationCard {
    const last = this.#feed.lastJudged(row.token);
    const own = callsItself({ name: row.name, stationName: row.stationName });
    return {
      token: row.token,
      name: visibleText(row.name),
      callsItself: own === null ? null : visibleText(own),
      state: row.state,
      presence: row.presence,
      lastSeen: row.lastSeen,
      inTouch: row.inTouch,
      upToDate: row.upToDate,
      appVersion: row.appVersion === null ? null : visibleText(row.appVersion),
      lexicons: row.lexicons.map(({ name, alphabet, fingerprint }) => ({
        name: visibleText(name),
        alphabet,
        fingerprint,
      })),
      lastJudged: last === null ? null : { round: last.round, table: last.table, time: last.time },
      entries: row.entries,
      behind: row.behind,
      held: row.held,
      chain: row.chain,
      problem: row.problem === null ? null : visibleText(row.problem),
      health:
        row.health === null
          ? null
          : {
              verifiedThrough: row.health.verifiedThrough,
              writeRefused: row.health.writeRefused === null ? null : visibleText(row.health.writeRefused),
              fileGuard: row.health.fileGuard === null ? null : visibleText(row.health.fileGuard),
              lexiconsRefused: row.health.lexiconsRefused.map(({ name, fingerprint, reason }) => ({
                name: visibleText(name),
                fingerprint,
                reason: visibleText(reason),
              })),
            },
      hall: row.hall === null ? null : shownHallReport(row.hall),
      faults: row.faults.length,
    };
  }

  /** `hall:entry`: one entry with each word's result, its place in the chain and its second opinions. */
  entry(request: HallViewRequest<'hall:entry'>): HallEntryDetail {
    const station = this.#hub.station(request.token);
    const record = this.#view.record(request.token, request.seq);
    const entry = record === null ? null : decodeEntry(record);
    if (station === null || entry === null) throw new HallViewRefusal('The hub holds no such entry.');
    const hub = this.#hub.hubResults(request.token, request.seq);
    const shown = (text: string | null) => (text === null ? null : visibleText(text));
    const opinions = this.#feed.opinionsOf(request.token, request.seq).flatMap((seq) => {
      const text = this.#view.record(request.token, seq);
      const opinion = text === null ? null : decodeEntry(text);
      return opinion === null
        ? []
        : [
            {
              seq,
              time: opinion.time,
              kind: visibleText(opinion.kind),
              ruling: shown(opinion.ruling),
              judge: shown(opinion.judge),
              details: shown(opinion.details),
            },
          ];
    });
    return {
      station: visibleText(station.name),
      seq: entry.seq,
      hash: entry.hash,
      prevHash: entry.prevHash,
      time: entry.time,
      round: entry.round,
      table: entry.table,
      lexiconName: visibleText(entry.lexiconName),
      lexiconFingerprint: entry.lexiconFingerprint,
      challengeRule: shown(entry.challengeRule),
      words: entry.words.map((word, index) => ({
        word: visibleText(word),
        valid: request.reveal ? (entry.wordResults[index] ?? false) : null,
        hubValid: request.reveal ? (hub?.[index] ?? null) : null,
      })),
      judgedAgain:
        entry.kind !== 'adjudication'
          ? null
          : hub === null
            ? 'not-judged'
            : hub.every((result, index) => result === entry.wordResults[index])
              ? 'agrees'
              : 'differs',
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

  /** `hall:acknowledge-kind`: the director's initials and the time on every open alert of one kind. */
  acknowledgeKind(request: HallViewRequest<'hall:acknowledge-kind'>): { acknowledged: number } {
    const acknowledged = this.#view.acknowledgeKind(
      request.kind,
      request.upTo,
      request.initials,
      this.#now(),
    );
    if (acknowledged === 0) throw new HallViewRefusal('No open alert of that kind is left to acknowledge.');
    return { acknowledged };
  }

  /** `hall:designate`: the hall's lexicon, chosen among those the stations offer, with initials. */
  designate(request: HallViewRequest<'hall:designate'>): { designated: HallDesignation } {
    const offered = this.#hub.offered().find(({ lexicon }) => lexicon.fingerprint === request.fingerprint);
    if (offered === undefined) throw new HallViewRefusal('Neither the hub nor a station holds that lexicon.');
    const designation = this.#hub.designate(offered.lexicon, request.initials, this.#now());
    this.watch();
    return { designated: shownDesignation(designation) };
  }

  /**
   * `hall:set`: one of the hall's settings, with the director's initials, as `hall set` does; the
   * hub carries it to every station, which applies it at its ready screen and logs it as the hall's.
   */
  setHall(request: HallViewRequest<'hall:set'>): { settings: HallSettingsView } {
    const set = { by: request.initials, at: this.#now().toISOString() };
    const change: CarriedSettings =
      request.setting === 'round'
        ? { round: { ...set, value: request.value } }
        : request.setting === 'language'
          ? { language: { ...set, value: request.value } }
          : request.setting === 'rule'
            ? { rule: { ...set, value: request.value } }
            : { tableEntry: { ...set, value: request.value } };
    return { settings: shownSettings(this.#hub.setHallSettings(change)) };
  }

  /**
   * `hall:export`: the files `hall export` writes, into a new folder under the hub's `exports/`, or
   * under a folder the director names (a USB stick): it must be there already, and the export goes
   * into a new folder of its own inside it, so nothing there is written over.
   */
  exportLog(request: HallViewRequest<'hall:export'> = {}): HallExportResult {
    const now = this.#now();
    const stamp = `hall-export-${now.toISOString().replace(/[:.]/gu, '-')}`;
    const dir =
      request.to === undefined
        ? join(this.#hubDir, 'exports', stamp)
        : join(existingFolder(request.to), stamp);
    const { result, files } = exportOrRefuse(() => this.#hub.exportTo(dir, now), dir);
    const rows = this.#hub.status(now);
    return {
      dir,
      files,
      entries: result.entries.length,
      stations: result.stations.map((station) => ({
        name: visibleText(station.stationName),
        entries: station.entryCount,
        head: station.head === null ? null : paperForm(station.head),
      })),
      mergedHead: mergedHead(result.entries),
      behind: rows.flatMap(notUpToDateNotes),
      // The merge's own problems (refused files, conflicts), in the hub's words.
      warnings: mergeWarnings(result).map(visibleText),
      openAlerts: this.#view.alerts().filter((alert) => alert.acknowledgedAt === null).length,
      conflicts: result.conflicts.length,
    };
  }

  /** Closes the view's own database connection. */
  close(): void {
    this.#view.close();
  }
}

// A folder the director named for the export: absolute, there, and a folder (not a file).
function existingFolder(path: string): string {
  if (!isAbsolute(path)) throw new HallViewRefusal(`Give the folder's full path (${path} is not one).`);
  let folder: boolean;
  try {
    folder = statSync(path).isDirectory();
  } catch {
    throw new HallViewRefusal(`There is no folder ${path}: is the USB stick plugged in and mounted?`);
  }
  if (!folder) throw new HallViewRefusal(`${path} is a file, not a folder.`);
  return path;
}

/** The hall's settings as the page shows them: who set each made visible. */
function shownSettings(settings: CarriedSettings): HallSettingsView {
  const shown: Record<string, unknown> = {};
  for (const [name, set] of Object.entries(settings))
    if (set !== undefined) shown[name] = { ...set, by: visibleText(set.by) };
  return shown;
}

/** The designation as the page shows it: the list's name made visible. */
function shownDesignation(designation: HallDesignation): HallDesignation {
  return { ...designation, name: visibleText(designation.name), by: visibleText(designation.by) };
}

/**
 * Runs an export into `dir` (a new folder): a write that fails (a stick full, write-protected or
 * pulled out) is refused to the page in the export's own words, and the folder it began is removed,
 * so the director sees why and no half-written export is left on the stick.
 */
function exportOrRefuse<T>(write: () => T, dir: string): T {
  const existed = existsSync(dir);
  try {
    return write();
  } catch (error) {
    if (!(error instanceof StationRequestError)) throw error;
    if (!existed) rmSync(dir, { recursive: true, force: true });
    throw new HallViewRefusal(error.message);
  }
}
