// How far a station's clock is off the hub's, in words: shown only past a threshold, so the few
// seconds a state message takes to arrive, or a clock a little off, never alarm a director.

/** A station's clock further off the hub's than this is shown (`hall status`, the hall view's card). */
export const CLOCK_SKEW_SHOWN_MS = 2 * 60_000;

/** A skew worth showing, rounded to the minute: which way, and by how many hours and minutes. */
export interface ClockSkewParts {
  readonly direction: 'behind' | 'ahead';
  readonly hours: number;
  readonly minutes: number;
}

/**
 * `skewMs` (the station's clock minus the hub's) as hours and minutes, or null when it is within
 * CLOCK_SKEW_SHOWN_MS either way, or unknown.
 */
export function clockSkewParts(skewMs: number | null): ClockSkewParts | null {
  if (skewMs === null || !Number.isFinite(skewMs) || Math.abs(skewMs) <= CLOCK_SKEW_SHOWN_MS) return null;
  const total = Math.round(Math.abs(skewMs) / 60_000);
  return { direction: skewMs < 0 ? 'behind' : 'ahead', hours: Math.floor(total / 60), minutes: total % 60 };
}

/** "clock 3 h 12 min behind" (or "ahead"), as `hall status` says it; null when not shown. */
export function clockSkewWords(skewMs: number | null): string | null {
  const parts = clockSkewParts(skewMs);
  if (parts === null) return null;
  const amount =
    parts.hours === 0
      ? `${parts.minutes} min`
      : parts.minutes === 0
        ? `${parts.hours} h`
        : `${parts.hours} h ${parts.minutes} min`;
  return `clock ${amount} ${parts.direction}`;
}
