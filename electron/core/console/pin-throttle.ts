/** Failed PIN attempts allowed before any wait: covers a director's honest typos. */
export const FREE_ATTEMPTS = 3;
/** The longest wait between attempts. */
export const MAX_DELAY_MS = 15 * 60_000;

/**
 * The wait after `failures` consecutive failed attempts: none for the first three, then 2 s
 * doubling each time up to 15 minutes. A million 6-digit PINs then take decades to try.
 */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_MS, 2_000 * 2 ** (failures - FREE_ATTEMPTS));
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

/** How long until the next attempt may be checked, 0 when it may be now. */
export function waitMs(state: ThrottleState, now: number): number {
  return Math.max(0, state.lockedUntil - now);
}
