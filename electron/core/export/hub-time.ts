// Where a station's entry stands on the hub's clock, for ordering a hall's entries among stations
// whose clocks disagree. The entry itself keeps the station's own time: this is never written into it.
import { CLOCK_SKEW_SHOWN_MS } from '../../common/clock-skew-words.ts';

/**
 * When a station's entry was judged, on the hub's clock: its own `time` less its station's clock
 * skew as the hub judged it when the entry arrived (`skewMs`: the station's clock minus the hub's).
 * A skew within CLOCK_SKEW_SHOWN_MS, or none judged yet, leaves the time as the station wrote it:
 * stations whose clocks agree are ordered exactly as `log merge` orders their exports. A time that
 * does not read is left as it is.
 */
export function hubTimeOf(time: string, skewMs: number | null): string {
  if (skewMs === null || Math.abs(skewMs) <= CLOCK_SKEW_SHOWN_MS) return time;
  const at = Date.parse(time);
  return Number.isFinite(at) ? new Date(at - skewMs).toISOString() : time;
}
