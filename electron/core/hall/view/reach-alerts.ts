// The two ways a running station can fall out of the hall, each named once:
// - unreachable: its hall link is not heard (a cable pulled, Wi-Fi gone, the machine off or its
//   station killed, which takes its hall process with it);
// - reachable but quiet: its hall link still talks, and says the station itself (the judging
//   thread, the kiosk) has sent it nothing since a time (hall-link-process.ts).
// Each alert's key names the station and the fault's start, so one fault is one alert however often
// the station retries or reconnects, and a fault that comes back later is a new one.
import type { StationStatus } from '../hub/hub-status.ts';
import type { AlertCondition, AlertContext } from './hall-alerts.ts';

/**
 * A running station's hall link not heard for this long, of the time the hub listened, is
 * unreachable. Its state messages come every 5 s and its connection is called dead within 9 s
 * (docs/HALL-DESIGN.md, "On a bad network"): 20 s is four state messages missed, beyond a reconnect
 * that loses none, and the alert is up within 30 s of the fault at a hub looking once a second.
 */
export const UNREACHABLE_SECONDS = 20;

/** The start of every unreachable alert's key; the station's token and when it was last heard follow. */
const UNREACHABLE_KEY = 'unreachable:';

/** The start of every quiet alert's key; the station's token and since when it was quiet follow. */
const QUIET_KEY = 'quiet:';

/**
 * The hall's time of day as the hub's machine reads it (its own time zone), hours and minutes: the
 * words `hall status` prints and the alert stores. The hall view says it from the ISO time instead.
 */
export function hallClock(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(time.getHours())}:${two(time.getMinutes())}`;
}

/** A fault of reach in English words, as stored with its alert and as `hall status` prints it. */
export function reachText(kind: 'unreachable' | 'quiet', station: string, since: string): string {
  return kind === 'unreachable'
    ? `${station} unreachable since ${hallClock(since)}.`
    : `${station} reachable, but its station has not answered since ${hallClock(since)}.`;
}

/** The fault of one station's reach, in words, or null while it is heard and answers. */
export function reachFault(
  row: StationStatus,
  context: Pick<AlertContext, 'silenceSeconds' | 'secondsListened' | 'openSince'>,
): { kind: 'unreachable' | 'quiet'; key: string; since: string; text: string } | null {
  // A station used from the command line is heard at each sync only; one that closed said so.
  if (row.state === 'revoked' || row.lastSeen === null || row.presence !== 'running') return null;
  const station = row.name;
  const unreachableKey = `${UNREACHABLE_KEY}${row.token}:${row.lastSeen}`;
  // Only the time the hub listened counts (hub-listening.ts): a hub that slept raises none for its
  // own sleep. An alert raised stays open until the station is heard again, so a hub started again
  // or held does not call it cleared before the station could be heard.
  const raisedAt = context.openSince.get(unreachableKey);
  const unreachable =
    context.secondsListened(new Date(row.lastSeen)) > Math.min(UNREACHABLE_SECONDS, context.silenceSeconds) ||
    raisedAt !== undefined;
  if (unreachable)
    return {
      kind: 'unreachable',
      key: unreachableKey,
      since: row.lastSeen,
      text: reachText('unreachable', station, row.lastSeen),
    };
  if (row.quietSince === null) return null;
  const quietKey = `${QUIET_KEY}${row.token}:${row.quietSince}`;
  const quiet =
    context.secondsListened(new Date(row.quietSince)) > context.silenceSeconds ||
    context.openSince.has(quietKey);
  if (!quiet) return null;
  return {
    kind: 'quiet',
    key: quietKey,
    since: row.quietSince,
    text: reachText('quiet', station, row.quietSince),
  };
}

/** The alert for one station's reach, or none (see {@link reachFault}); `station` as shown. */
export function reachAlerts(
  row: StationStatus,
  station: string,
  context: Pick<AlertContext, 'silenceSeconds' | 'secondsListened' | 'openSince'>,
): AlertCondition[] {
  const fault = reachFault({ ...row, name: station }, context);
  if (fault === null) return [];
  return [
    {
      key: fault.key,
      kind: fault.kind,
      station,
      text: fault.text,
      message: { code: fault.kind, station, since: fault.since },
    },
  ];
}

/** The fault, station and start an alert's key names, when it is a reach alert's; else null. */
export function reachOfKey(
  key: string,
): { kind: 'unreachable' | 'quiet'; token: string; since: string } | null {
  const kind = key.startsWith(UNREACHABLE_KEY) ? 'unreachable' : key.startsWith(QUIET_KEY) ? 'quiet' : null;
  if (kind === null) return null;
  const rest = key.slice(kind === 'unreachable' ? UNREACHABLE_KEY.length : QUIET_KEY.length);
  const colon = rest.indexOf(':');
  return colon < 1 ? null : { kind, token: rest.slice(0, colon), since: rest.slice(colon + 1) };
}

/**
 * The starts of the reach alerts' keys that close by themselves: a station heard again (or
 * answering again) needs no director's acknowledgement. Every station's, always: the alert of a
 * fault still going is current and stays open (hall-view-store.ts sync); only those whose fault
 * ended close, and each stays in the alert history with when it cleared.
 */
export function healedReachKeys(rows: readonly StationStatus[]): string[] {
  return rows
    .filter((row) => row.state !== 'revoked')
    .flatMap((row) => [`${UNREACHABLE_KEY}${row.token}:`, `${QUIET_KEY}${row.token}:`]);
}
