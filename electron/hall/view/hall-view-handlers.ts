import { systemClock, type Clock } from '../../core/clock.ts';
import { APP_VERSION } from '../../core/app-version.ts';
import { currentAlerts, DEFAULT_SILENCE_SECONDS, healedAlertKeys } from '../../core/hall/view/hall-alerts.ts';
import { HallFeed } from '../../core/hall/view/hall-feed.ts';
import { HubListening } from '../../core/hall/view/hub-listening.ts';
import { HallViewStore } from '../../core/hall/view/hall-view-store.ts';
import { reachOfKey } from '../../core/hall/view/reach-alerts.ts';
import type { HallAlertMessage } from '../../common/hall-alert-messages.ts';
import type { PlayerReport } from '../../common/player-report-shapes.ts';
import type { StationStatus } from '../../core/hall/hub/hub-status.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import type {
  HallDesignation,
  HallEntryDetail,
  HallExportResult,
  HallSettingsView,
  HallSnapshot,
  HallViewRequest,
} from '../../ipc/hall-view-contract.ts';
import { stationCard } from './hall-view-card.ts';
import { entryDetail } from './hall-view-entry.ts';
import { exportHall } from './hall-view-export.ts';
import { HallPlayerEntries } from './hall-view-players.ts';
import { offeredLexicons, shownDesignation } from './hall-view-lexicons.ts';
import type { HallViewPort } from './hall-view-port.ts';
import { HallViewRefusal } from './hall-view-refusal.ts';
import { settingChange, shownSettings } from './hall-view-settings.ts';

export { HallViewRefusal };

/** How many feed items one snapshot carries: the page asks again at once for the rest. */
const ITEMS_PER_SNAPSHOT = 10_000;

/**
 * What the hall view may ask the hub, each channel one method; the server validated the payload.
 * Each answer's shape is made in a file of its own (a card, the lists, an entry, the export, the
 * settings); this class holds what they share: the hub's port, the view's store, the feed, the clock.
 */
export class HallViewHandlers {
  readonly #hub: HallViewPort;
  readonly #view: HallViewStore;
  readonly #feed = new HallFeed();
  readonly #players = new HallPlayerEntries();
  readonly #hubDir: string;
  readonly #silenceSeconds: number;
  readonly #now: Clock;
  readonly #listening: HubListening;
  /** Each station's open reach alert's message, by token, as the last look raised it. */
  #reach = new Map<string, HallAlertMessage>();

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
    const conditions = currentAlerts(rows, {
      designated,
      hubVersion: APP_VERSION,
      silenceSeconds: this.#silenceSeconds,
      secondsListened: (since) => this.#listening.secondsListened(since, now),
      openSince: this.#view.openSince(),
      hallFaults: this.#hub.hallFaults(),
      hallName: this.#hub.hallName(),
    });
    this.#view.sync(conditions, now, healedAlertKeys(rows, designated));
    this.#reach = new Map(
      conditions.flatMap((condition) => {
        const reach = reachOfKey(condition.key);
        return reach === null || condition.message === undefined ? [] : [[reach.token, condition.message]];
      }),
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
      stations: rows.map((row) =>
        stationCard(row, this.#feed.lastJudged(row.token), this.#reach.get(row.token) ?? null),
      ),
      alerts: this.#view
        .alerts()
        .map((alert) => ({ ...alert, station: visibleText(alert.station), text: visibleText(alert.text) })),
      designated: designated === null ? null : shownDesignation(designated),
      designations: this.#hub.designations().map(shownDesignation),
      lexicons: offeredLexicons(this.#hub.offered()),
      settings: shownSettings(this.#hub.hallSettings()),
    };
  }

  /** `hall:entry`: one entry with each word's result, its place in the chain and its second opinions. */
  entry(request: HallViewRequest<'hall:entry'>): HallEntryDetail {
    return entryDetail({ hub: this.#hub, view: this.#view, feed: this.#feed }, request);
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
    return { settings: shownSettings(this.#hub.setHallSettings(settingChange(request, this.#now()))) };
  }

  /**
   * `hall:export`: the files `hall export` writes, into a new folder under the hub's `exports/`, or
   * under a folder the director names (a USB stick), never over anything there (hall-view-export.ts).
   */
  exportLog(request: HallViewRequest<'hall:export'> = {}): HallExportResult {
    return exportHall(
      this.#hubDir,
      this.#hub,
      this.#now(),
      request,
      () => this.#view.alerts().filter((alert) => alert.acknowledgedAt === null).length,
    );
  }

  /** `hall:players`: each player's challenges, from every station's verified entries (hall-view-players.ts). */
  players(): PlayerReport {
    return this.#players.report(this.#view, this.#hub.stations());
  }

  /** Closes the view's own database connection. */
  close(): void {
    this.#view.close();
  }
}
