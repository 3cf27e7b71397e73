// How the hall counts its stations as in touch: one rule for `hall status` and the hall view.

/**
 * How often a station used from the command line is expected to sync, at the least, in minutes.
 * It is never online between syncs: it is heard at `hall join` and each `hall sync`, which a
 * director runs after what it judged. A round of Scrabble lasts about 50 minutes (25 a player), so
 * a station in use syncs at least once a round: one that has not synced for longer is said to be
 * overdue, and is no longer counted as in touch.
 */
export const ON_DEMAND_SYNC_MINUTES = 60;

/** {@link ON_DEMAND_SYNC_MINUTES} in milliseconds. */
export const ON_DEMAND_SYNC_WITHIN_MS = ON_DEMAND_SYNC_MINUTES * 60_000;

/** What the count reads of a station: whether it is online, how it keeps in touch, and whether it does. */
export interface CountedStation {
  readonly state: 'never-joined' | 'online' | 'offline' | 'revoked';
  readonly presence: 'running' | 'on-demand' | 'closed' | null;
  /** Online now, or (used from the command line) synced within {@link ON_DEMAND_SYNC_MINUTES}. */
  readonly inTouch: boolean;
}

/** The hall's stations counted: all of them, the running ones online, the command-line ones synced in time. */
export interface StationCount {
  readonly total: number;
  /** Running stations (kiosk, web station) online now. */
  readonly online: number;
  /** Stations used from the command line (not revoked), which the count says apart. */
  readonly onDemand: number;
  /** Of those, the ones that synced within {@link ON_DEMAND_SYNC_MINUTES}. */
  readonly synced: number;
}

/** Counts the stations as `hall status` heads its rows and the hall view its cards. */
export function countStations(stations: readonly CountedStation[]): StationCount {
  const onDemand = stations.filter(
    (station) => station.presence === 'on-demand' && station.state !== 'revoked',
  );
  return {
    total: stations.length,
    online: stations.filter((station) => station.presence !== 'on-demand' && station.state === 'online')
      .length,
    onDemand: onDemand.length,
    synced: onDemand.filter((station) => station.inTouch).length,
  };
}
