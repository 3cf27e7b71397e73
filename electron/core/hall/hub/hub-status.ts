import { ON_DEMAND_SYNC_WITHIN_MS } from '../../../common/hall-presence.ts';
import type { JudgedAgainCounts } from './hub-judged-again-store.ts';
import type { ChainHead } from '../../log/challenge-log.ts';
import type {
  ReportedLexicon,
  StationHallReport,
  StationHealth,
  StationPresence,
} from '../wire/hall-messages.ts';
import type { HubStore } from './hub-store.ts';

/** A station is online while its state messages keep coming: a few missed ones say it is not. */
export const ONLINE_WITHIN_MS = 15_000;

/** One row of `hall status`, and what the hall view reads. */
export interface StationStatus {
  readonly name: string;
  readonly token: string;
  readonly stationId: string | null;
  /** The station's own name for itself, when it differs from the invitation's. */
  readonly stationName: string | null;
  readonly appVersion: string | null;
  readonly state: 'never-joined' | 'online' | 'offline' | 'revoked';
  /**
   * How the station said it stays in touch: `running` (the kiosk, the web station: silence means
   * trouble) or `on-demand` (the command line: heard at `hall join` and each `hall sync` only);
   * null before its first state message.
   */
  readonly presence: StationPresence | null;
  /** When its last state message came (for an on-demand station: its last sync). */
  readonly lastSeen: string | null;
  /**
   * Since when (the hub's clock) its hall process, still heard, has said the station itself sends
   * it nothing (judging thread frozen or stopped); null while the station answers.
   */
  readonly quietSince: string | null;
  /**
   * Heard as often as the way it keeps in touch promises: online now, or, used from the command
   * line, synced within ON_DEMAND_SYNC_MINUTES (hall-presence.ts). A revoked station never is.
   */
  readonly inTouch: boolean;
  /** When the hub stored its last entry. */
  readonly lastEntryAt: string | null;
  readonly lexicons: readonly ReportedLexicon[];
  /** Entries the hub holds and verified from entry 1. */
  readonly entries: number;
  readonly verified: ChainHead | null;
  /** The head the station last reported. */
  readonly stationHead: ChainHead | null;
  /** How many of the station's entries the hub does not hold yet (by the last report). */
  readonly behind: number;
  /**
   * Whether `behind` 0 is known to mean "up to date": the station's last state message came after
   * its last entry, with a head the hub holds, and it is online now (or, used from the command line,
   * its last sync reached its head). Otherwise the hub cannot know what the station judged since it
   * was last heard.
   */
  readonly upToDate: boolean;
  /** Entries that arrived ahead of a gap, waiting for it to fill. */
  readonly held: number;
  readonly chain: 'verified' | 'broken' | 'empty';
  /** The station's own problem, when it reported one (it cannot judge or record). */
  readonly problem: string | null;
  /** The station's health as it last reported it (null: never reported, or an earlier version). */
  readonly health: StationHealth | null;
  /** What the station last said of the hall's list and settings (null: never said, or an earlier version). */
  readonly hall: StationHallReport | null;
  readonly faults: readonly { kind: string; message: string; raisedAt: string }[];
  /**
   * Its clock minus the hub's, in ms, as its last state messages showed it (null: not known yet).
   * Shown past CLOCK_SKEW_SHOWN_MS (clock-skew-words.ts); nothing is refused for it.
   */
  readonly clockSkewMs: number | null;
  /** Its adjudications judged again with the hub's own copy of their list (hub-rejudge.ts). */
  readonly judgedAgain: JudgedAgainCounts;
}

/** The hall as the director sees it: one row per invitation, in the order they were made. */
export function hallStatus(store: HubStore, now: Date = new Date()): StationStatus[] {
  return store.snapshot(() => {
    const faults = store.faults.all();
    return store.stations.all().map((station): StationStatus => {
      const own = faults.filter((fault) => fault.token === station.token);
      const lastSeen = station.lastSeen === null ? null : Date.parse(station.lastSeen);
      const state =
        station.revokedAt !== null
          ? 'revoked'
          : lastSeen === null
            ? 'never-joined'
            : now.getTime() - lastSeen <= ONLINE_WITHIN_MS && station.presence !== 'closed'
              ? 'online'
              : 'offline';
      // The verified chain runs from entry 1 with no gap (hub-chain-store.ts), so its head's seq is
      // how many it holds: no count over every entry at each look of the hall view.
      const entries = station.verified?.seq ?? 0;
      const broken = own.some((fault) => fault.kind === 'chain-broken' || fault.kind === 'fork');
      const behind = Math.max(0, (station.reportedHead?.seq ?? 0) - (station.verified?.seq ?? 0));
      const held = store.held.count(station.token);
      // Heard after its last entry reached the hub: the head it reported then is its head now, as far
      // as anyone can know while it keeps talking (online) or until it syncs again (command line).
      const heardSinceLastEntry =
        lastSeen !== null && (station.lastEntryAt === null || lastSeen >= Date.parse(station.lastEntryAt));
      const upToDate =
        behind === 0 &&
        held === 0 &&
        heardSinceLastEntry &&
        (state === 'online' ||
          (state === 'offline' && (station.presence === 'on-demand' || station.presence === 'closed')));
      const inTouch =
        state === 'online' ||
        (state === 'offline' &&
          station.presence === 'on-demand' &&
          lastSeen !== null &&
          now.getTime() - lastSeen <= ON_DEMAND_SYNC_WITHIN_MS);
      return {
        name: station.name,
        token: station.token,
        stationId: station.stationId,
        stationName:
          station.stationName === null || station.stationName === station.name ? null : station.stationName,
        appVersion: station.appVersion,
        state,
        presence: station.presence,
        lastSeen: station.lastSeen,
        quietSince: station.quietSince,
        inTouch,
        lastEntryAt: station.lastEntryAt,
        lexicons: station.lexicons,
        entries,
        verified: station.verified,
        stationHead: station.reportedHead,
        behind,
        upToDate,
        held,
        chain: broken ? 'broken' : entries === 0 ? 'empty' : 'verified',
        problem: station.problem,
        health: station.health,
        hall: station.hallReport,
        faults: own.map(({ kind, message, raisedAt }) => ({ kind, message, raisedAt })),
        judgedAgain: store.judgedAgain.counts(station.token),
        clockSkewMs: station.clockSkewMs,
      };
    });
  });
}
