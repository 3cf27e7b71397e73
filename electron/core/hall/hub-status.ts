import type { ChainHead } from '../log/challenge-log.ts';
import type { OfferedLexicon, StationHealth } from './hall-messages.ts';
import type { HubStore } from './hub-store.ts';

/** A station is online while its state messages keep coming: a few missed ones say it is not. */
export const ONLINE_WITHIN_MS = 15_000;

/** One row of `hall status`, and what the hall view (part 2) reads. */
export interface StationStatus {
  readonly name: string;
  readonly token: string;
  readonly stationId: string | null;
  /** The station's own name for itself, when it differs from the invitation's. */
  readonly stationName: string | null;
  readonly appVersion: string | null;
  readonly state: 'never-joined' | 'online' | 'offline' | 'revoked';
  readonly lastSeen: string | null;
  readonly lexicons: readonly OfferedLexicon[];
  /** Entries the hub holds and verified from entry 1. */
  readonly entries: number;
  readonly verified: ChainHead | null;
  /** The head the station last reported. */
  readonly stationHead: ChainHead | null;
  /** How many of the station's entries the hub does not hold yet (by the last report). */
  readonly behind: number;
  /** Entries that arrived ahead of a gap, waiting for it to fill. */
  readonly held: number;
  readonly chain: 'verified' | 'broken' | 'empty';
  /** The station's own problem, when it reported one (it cannot judge or record). */
  readonly problem: string | null;
  /** The station's health as it last reported it (null: never reported, or an earlier version). */
  readonly health: StationHealth | null;
  readonly faults: readonly { kind: string; message: string; raisedAt: string }[];
}

/** The hall as the director sees it: one row per invitation, in the order they were made. */
export function hallStatus(store: HubStore, now: Date = new Date()): StationStatus[] {
  return store.snapshot(() => {
    const faults = store.faults();
    return store.stations().map((station): StationStatus => {
      const own = faults.filter((fault) => fault.token === station.token);
      const lastSeen = station.lastSeen === null ? null : Date.parse(station.lastSeen);
      const state =
        station.revokedAt !== null
          ? 'revoked'
          : lastSeen === null
            ? 'never-joined'
            : now.getTime() - lastSeen <= ONLINE_WITHIN_MS
              ? 'online'
              : 'offline';
      const entries = store.entryCount(station.token);
      const broken = own.some((fault) => fault.kind === 'chain-broken' || fault.kind === 'fork');
      return {
        name: station.name,
        token: station.token,
        stationId: station.stationId,
        stationName: station.stationName,
        appVersion: station.appVersion,
        state,
        lastSeen: station.lastSeen,
        lexicons: station.lexicons,
        entries,
        verified: station.verified,
        stationHead: station.reportedHead,
        behind: Math.max(0, (station.reportedHead?.seq ?? 0) - (station.verified?.seq ?? 0)),
        held: store.heldCount(station.token),
        chain: broken ? 'broken' : entries === 0 ? 'empty' : 'verified',
        problem: station.problem,
        health: station.health,
        faults: own.map(({ kind, message, raisedAt }) => ({ kind, message, raisedAt })),
      };
    });
  });
}
