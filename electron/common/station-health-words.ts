// How `hall status` and the hall view's station card say what a station reported of its own log
// check and whether it records: one wording for both, from what the station reported (its texts
// already made visible by the caller).

/** What a station reported of its health, as both the hub's status row and the card hold it. */
export interface StationHealthReport {
  /** The station's own problem: its log refused when it opened (it neither judges nor records). */
  readonly problem: string | null;
  /** When the hub last heard from it; null when never. */
  readonly lastSeen: string | null;
  /** Null when it never reported its health (never joined, or an earlier version). */
  readonly health: {
    readonly verifiedThrough: number | null;
    readonly writeRefused: string | null;
    readonly fileGuard: string | null;
  } | null;
}

/**
 * The station's own check of its log: refused (it never records on a broken log), verified through
 * an entry by its last full check, or sound at its opening check only (a log opened empty, or a
 * full check still running).
 */
export function logCheckWords(station: StationHealthReport): string {
  if (station.problem !== null) return `✖ refused: ${station.problem}`;
  if (station.health === null) return notReported(station);
  return station.health.verifiedThrough === null
    ? '✓ opening check passed; no full check yet'
    : `✓ verified through entry ${station.health.verifiedThrough}`;
}

/**
 * Whether the running station records (and so judges) now: it records, or it stopped judging and
 * why — its file guard tripped, a write was refused (fail-closed), or its log was refused.
 */
export function recordingWords(station: StationHealthReport): string {
  const { health } = station;
  if (health === null) return station.problem === null ? notReported(station) : '✖ stopped judging';
  const reasons = [
    ...(health.fileGuard === null ? [] : [`file guard tripped — ${health.fileGuard}`]),
    ...(health.writeRefused === null ? [] : [`cannot record (fail-closed) — ${health.writeRefused}`]),
  ];
  if (reasons.length > 0) return `✖ stopped judging: ${reasons.join('; ')}`;
  return station.problem === null ? '✓ records' : '✖ stopped judging';
}

/** Whether the running station stopped judging: its file guard tripped, or it refused a write. */
export function stoppedJudging(station: StationHealthReport): boolean {
  return (
    station.health !== null && (station.health.fileGuard !== null || station.health.writeRefused !== null)
  );
}

// A station that never joined has nothing to report; one of an earlier version does not send it.
function notReported(station: StationHealthReport): string {
  return station.lastSeen === null ? 'not reported yet' : 'not reported (an earlier version)';
}
