// What the soak's faults must have made the hub say (reach-alerts.ts), judged from the faults it
// made and the alerts the hub stored: every station cut off for long enough named unreachable, once;
// no station named unreachable or quiet without a fault on its way to the hub; every such alert
// cleared once everything healed. Only the faults that silence a station for certain are required
// to raise one: a pulled cable, or its packets to the hub dropped. Loss, a thin link and packets
// dropped towards the station cut it off only once its pings fail, for a time no test can know.
import type { FaultRecord } from './hall-soak.ts';
import type { HubAlert } from './hub-readings.ts';

/** The faults that stop the hub hearing a station from their first moment. */
const CUTS: ReadonlySet<string> = new Set(['link-down', 'drop-out', 'drop-both']);

/**
 * How long after a fault healed an alert it caused may still be raised: the station's reconnect
 * (0.5–1.5 s apart), and a connection the fault left half-open called dead by its pings (3 s × 2)
 * and cut (1 s) before a new one carries the station's state; and the hall view's look each second.
 */
const AFTER_HEAL_MS = 15_000;

/** A reach alert: a station not heard, or heard with its station quiet. */
export function isReachAlert(alert: HubAlert): boolean {
  return alert.kind === 'unreachable' || alert.kind === 'quiet';
}

export interface SoakAlertCheck {
  /** Reach alerts raised during the soak. */
  readonly raised: number;
  /** Cuts that lasted long enough to be named, and how many of them were. */
  readonly longCuts: number;
  readonly longCutsNamed: number;
  /** What went wrong, in words; empty when every rule held. */
  readonly problems: readonly string[];
}

/**
 * Judges the hub's reach alerts against the faults: `thresholdSeconds` is when the hub calls a
 * station unreachable (the shorter of its silence threshold and 20 s), `stateEverySeconds` how often
 * a station's hall link speaks. A cut must be named when it lasted past both, with 2 s to spare for
 * the hub's look each second and a late state.
 */
export function checkSoakAlerts(
  records: readonly FaultRecord[],
  alerts: readonly HubAlert[],
  timing: { readonly thresholdSeconds: number; readonly stateEverySeconds: number },
): SoakAlertCheck {
  const problems: string[] = [];
  const reach = alerts.filter(isReachAlert);
  const window = (record: FaultRecord) => ({
    from: record.from.getTime(),
    to: record.healed.getTime() + AFTER_HEAL_MS,
  });
  // A station's reach is touched by a fault on its own machine or on the hub's.
  const touches = (record: FaultRecord, station: string) =>
    record.machine === station || record.machine === 'hub';
  for (const alert of reach) {
    const at = Date.parse(alert.raisedAt);
    const caused = records.some((record) => {
      const { from, to } = window(record);
      return touches(record, alert.station) && at >= from && at <= to;
    });
    if (!caused) problems.push(`${alert.kind} alert for ${alert.station} at ${alert.raisedAt} with no fault`);
    if (alert.clearedAt === null) problems.push(`${alert.kind} alert for ${alert.station} never cleared`);
  }
  const mustName = (timing.thresholdSeconds + timing.stateEverySeconds + 2) * 1000;
  const longCuts = records.filter(
    (record) =>
      CUTS.has(record.fault) &&
      record.machine !== 'hub' &&
      record.healed.getTime() - record.from.getTime() >= mustName,
  );
  let longCutsNamed = 0;
  for (const record of longCuts) {
    // Raised while the station was cut off: the next fault's alert, moments later, is its own.
    const from = record.from.getTime();
    const to = record.healed.getTime() + 3_000;
    const named = reach.filter(
      (alert) =>
        alert.kind === 'unreachable' &&
        alert.station === record.machine &&
        Date.parse(alert.raisedAt) >= from &&
        Date.parse(alert.raisedAt) <= to,
    );
    if (named.length === 0)
      problems.push(`${record.fault} on ${record.machine} at ${record.from.toISOString()} not named`);
    else longCutsNamed += 1;
    if (named.length > 1) problems.push(`${record.fault} on ${record.machine} named ${named.length} times`);
  }
  return { raised: reach.length, longCuts: longCuts.length, longCutsNamed, problems };
}
