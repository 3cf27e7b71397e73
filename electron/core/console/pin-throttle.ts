// The back-off between director secret attempts. The console chord is public, so anyone at the kiosk
// can type wrong PINs: the longest wait they can impose on the director is the cap below, 60 s. The
// cap still leaves online guessing hopeless: see docs/SECURITY.md and `maxAttemptsWithin`, whose
// figure for a 12-hour day the tests hold below 1% of the 6-digit PINs.

/** Failed attempts allowed before any wait: covers a director's honest typos. */
export const FREE_ATTEMPTS = 3;
/** The first wait, doubled with each further failure up to the cap. */
export const FIRST_DELAY_MS = 2_000;
/** The longest wait between attempts: the most a player guessing at the kiosk can hold the director up. */
export const MAX_DELAY_MS = 60_000;

/**
 * The wait after `failures` consecutive failed attempts: none for the first three, then 2 s
 * doubling each time up to 60 s.
 */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_ATTEMPTS));
}

/** The stored throttle state: it lives in the station database, so a restart does not reset it. */
export interface ThrottleState {
  readonly failures: number;
  /** Epoch milliseconds before which no attempt is checked. */
  readonly lockedUntil: number;
}

export const NO_FAILURES: ThrottleState = { failures: 0, lockedUntil: 0 };

/** The state after one more failure at `now`. */
export function afterFailure(state: ThrottleState, now: number): ThrottleState {
  const failures = state.failures + 1;
  return { failures, lockedUntil: now + delayAfterFailures(failures) };
}

/**
 * The state as it may stand at `now`: a lock further off than the cap (the system clock was set
 * back, or an older version with longer waits stored it) is brought to the cap, so no clock jump
 * makes the director wait longer than MAX_DELAY_MS. The failure count is kept.
 */
export function capped(state: ThrottleState, now: number): ThrottleState {
  return state.lockedUntil - now > MAX_DELAY_MS ? { ...state, lockedUntil: now + MAX_DELAY_MS } : state;
}

/** How long until the next attempt may be checked, 0 when it may be now; never more than the cap. */
export function waitMs(state: ThrottleState, now: number): number {
  return Math.max(0, capped(state, now).lockedUntil - now);
}

/**
 * The most attempts anyone can have checked in `windowMs` from a clean state, trying the moment
 * each wait ends: the figure behind the guessing odds in docs/SECURITY.md. `resetEveryMs` models a
 * director unlocking that often, each unlock clearing the count and cutting short any wait.
 */
export function maxAttemptsWithin(windowMs: number, resetEveryMs = Number.POSITIVE_INFINITY): number {
  let attempts = 0;
  let state = NO_FAILURES;
  let now = 0;
  let nextReset = resetEveryMs;
  while (now < windowMs) {
    attempts += 1;
    state = afterFailure(state, now);
    now = state.lockedUntil;
    if (nextReset <= now) {
      now = nextReset;
      state = NO_FAILURES;
      nextReset += resetEveryMs;
    }
  }
  return attempts;
}
