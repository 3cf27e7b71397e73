// Wakes the hall process when the judging thread writes its log, instead of a poll every few milliseconds:
// an idle station's hall process then sleeps until there is something to send (issue 28: a poll
// every 25 ms was 40 wake-ups a second of a process sharing the judging thread's core).
import { watch, type FSWatcher } from 'node:fs';

/** The station's write-ahead log: every commit the judging thread makes writes to it first. */
const WAL_FILE = 'station.sqlite-wal';

/**
 * Waits for the station's next write to its log, `ms` at most, or until `signal` aborts; true when
 * a write ended the wait. The write comes before the commit it belongs to can be read: SQLite makes
 * a commit visible only after its fsync, so the caller looks again shortly after (hall-publisher.ts).
 */
export type CommitWait = (ms: number, signal: AbortSignal) => Promise<boolean>;

export interface LogCommitWatch {
  readonly wait: CommitWait;
  readonly close: () => void;
}

/**
 * Watches `dataDir` (Linux's inotify, through Node) for writes to the station's write-ahead log. The
 * folder, not the file: SQLite may remove the file and make it again. A write seen while nobody
 * waits is kept, so the next wait returns at once: an entry committed between a read of the log
 * and the wait that follows it is never slept through. Null where the folder cannot be watched; the
 * caller then polls.
 */
export function watchLogCommits(dataDir: string): LogCommitWatch | null {
  let watcher: FSWatcher;
  let seen = false;
  let wake: ((written: boolean) => void) | null = null;
  try {
    watcher = watch(dataDir, { persistent: false }, (_event, name) => {
      if (name !== WAL_FILE) return;
      seen = true;
      wake?.(true);
    });
  } catch {
    return null;
  }
  // A watch that fails later (the folder gone) stops waking; the waits still end at their `ms`.
  watcher.on('error', () => watcher.close());
  const wait: CommitWait = (ms, signal) => {
    if (seen || signal.aborted) {
      const written = seen;
      seen = false;
      return Promise.resolve(written);
    }
    return new Promise((resolve) => {
      const done = (written: boolean): void => {
        clearTimeout(timer);
        signal.removeEventListener('abort', aborted);
        wake = null;
        seen = false;
        resolve(written);
      };
      const aborted = (): void => done(false);
      const timer = setTimeout(aborted, ms);
      signal.addEventListener('abort', aborted, { once: true });
      wake = done;
    });
  };
  return { wait, close: () => watcher.close() };
}
