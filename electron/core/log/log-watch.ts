import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { LogRecorder } from './log-recorder.ts';

/** How often a running kiosk checks that its database files are still the ones it opened. */
export const FILE_GUARD_INTERVAL_MS = 2_000;

/** A kiosk's watch over its log, started right after the station opens. */
export interface LogWatch {
  /** The background full check: resolves to its problem, or null when the whole chain is sound. */
  readonly fullCheck: Promise<string | null>;
  /** Stops the file guard; call it before the station closes, which removes the WAL itself. */
  stop(): void;
}

/**
 * For a long-running kiosk (Electron main, the web station): the full check of the chain in the
 * background right after start — the opening check already passed, so the kiosk judges meanwhile,
 * and stops at its first refused write if this finds a break — and a guard that notices a deleted or
 * replaced database file, WAL or index even when nobody judges, and saves into the database file
 * what the running connection still holds. The guard runs as soon as the folder reports one of those
 * files removed, renamed or created, and every few seconds besides, where the folder cannot be watched.
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
  const guard = (): void => {
    report(recorder.guardFiles());
  };
  const timer = setInterval(guard, options.intervalMs ?? FILE_GUARD_INTERVAL_MS);
  // The guard alone must not keep a process alive that is otherwise done.
  timer.unref();
  const folder = watchDatabaseFolder(recorder.databasePath, guard);
  return {
    fullCheck,
    stop: () => {
      clearInterval(timer);
      folder?.close();
    },
  };
}

/**
 * Calls `onChange` when the database file, its WAL or its index is removed, renamed or created —
 * what a deletion looks like — but not on every write. Null where the folder cannot be watched
 * (some network file systems): the interval guard still runs there.
 */
function watchDatabaseFolder(databasePath: string, onChange: () => void): FSWatcher | null {
  const base = basename(databasePath);
  const names = new Set([base, `${base}-wal`, `${base}-shm`]);
  try {
    const watcher = watch(dirname(databasePath), { persistent: false }, (event, name) => {
      if (event === 'rename' && (name === null || names.has(name))) onChange();
    });
    // A watch that fails later (the folder itself removed) leaves the interval guard in charge.
    watcher.on('error', () => watcher.close());
    return watcher;
  } catch {
    return null;
  }
}
