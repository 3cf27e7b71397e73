// Since when a running station tells its director the hub is out of reach. A station that has not
// connected yet is still making its first connection for a few seconds after it starts: it says
// only "not connected" meanwhile, so a console opened with the station does not flash "hub
// unreachable" at every start.

/** How long a first connection may take before the hub counts as out of reach since the start. */
export const FIRST_CONNECTION_GRACE_MS = 10_000;

/** Where the station's link stands, as its judging thread knows it. */
export interface LinkReach {
  readonly connected: boolean;
  /** Whether the link has ever connected since it started. */
  readonly everConnected: boolean;
  /** When the link started (ms since the epoch). */
  readonly startedAt: number;
  /** When the connection was lost, or the link's start before its first connection (ISO). */
  readonly lostAt: string;
}

/** Since when (ISO) the hub has been out of reach, or null: connected, or still connecting first. */
export function unreachableSince(reach: LinkReach, now: number = Date.now()): string | null {
  if (reach.connected) return null;
  if (!reach.everConnected && now - reach.startedAt < FIRST_CONNECTION_GRACE_MS) return null;
  return reach.lostAt;
}
