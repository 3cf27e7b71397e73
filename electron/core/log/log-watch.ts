import type { LogRecorder } from './log-recorder.ts';

/** How often a running kiosk checks that its database files are still the ones it opened. */
export const FILE_GUARD_INTERVAL_MS = 2_000;

/** A kiosk's watch over its log, started right after the station opens. */
export interface LogWatch {
  /** The background full check: resolves to its problem, or null when the whole chain is sound. */
  readonly fullCheck: Promise<string | null>;
  /** Stops the file guard (before the station closes). */
  stop(): void;
}

/**
 * For a long-running kiosk (Electron main, the web station): the full check of the chain in the
 * background right after start — the opening check already passed, so the kiosk judges meanwhile,
 * and stops at its first refused write if this finds a break — and a guard every few seconds that
 * notices a deleted or replaced database file, WAL or index even when nobody judges, and saves into
 * the database file what the running connection still holds.
 */
export function watchLog(
  recorder: LogRecorder,
  options: { readonly intervalMs?: number; readonly onProblem?: (problem: string) => void } = {},
): LogWatch {
  let reported = false;
  const report = (problem: string | null): void => {
    if (problem === null || reported) return;
    reported = true;
    options.onProblem?.(problem);
  };
  const fullCheck = recorder.checkFullyInBackground();
  void fullCheck.then(report);
  const timer = setInterval(() => {
    report(recorder.guardFiles());
  }, options.intervalMs ?? FILE_GUARD_INTERVAL_MS);
  // The guard alone must not keep a process alive that is otherwise done.
  timer.unref();
  return {
    fullCheck,
    stop: () => {
      clearInterval(timer);
    },
  };
}
