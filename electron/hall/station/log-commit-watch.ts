// Wakes the hall process when the judging thread writes its log, instead of a poll every few
// milliseconds: a quiet station's hall process then sleeps until there is something to send (issue
// 28: a poll every 25 ms was 40 wake-ups a second of a process sharing the judging thread's core).
import { watch, type FSWatcher } from 'node:fs';

/** The station's write-ahead log: every commit the judging thread makes writes to it first. */
const WAL_FILE = 'station.sqlite-wal';

/**
 * Watching for the station's writes, only while the publisher is about to sleep: a station that
 * writes all the time (a busy round) would otherwise wake the hall process at every write, more
 * often than the poll it replaces.
 */
export interface CommitWatch {
  /** Starts watching, if it is not already: a write from now on ends the next {@link wait} at once. */
  arm(): void;
  /** Stops watching. */
  disarm(): void;
  /**
   * Waits for a write since {@link arm}, `ms` at most, or until `signal` aborts; true when a write
   * ended it. Stops watching as it returns. A write comes before the commit it belongs to can be
   * read (SQLite makes a commit visible only after its fsync): the caller looks again shortly after.
   */
  wait(ms: number, signal: AbortSignal): Promise<boolean>;
}

/**
 * Watches `dataDir` (Linux's inotify, through Node) for writes to the station's write-ahead log:
 * the folder, not the file, since SQLite may remove the file and make it again. Null where the
 * folder cannot be watched; the caller then polls.
 */
export function watchLogCommits(dataDir: string): CommitWatch | null {
  let watcher: FSWatcher | null = null;
  let seen = false;
  let wake: ((written: boolean) => void) | null = null;
  const onChange = (_event: string, name: string | null): void => {
    if (name !== WAL_FILE) return;
    seen = true;
    wake?.(true);
  };
  const arm = (): boolean => {
    if (watcher !== null) return true;
    try {
      const started = watch(dataDir, { persistent: false }, onChange);
      // A watch that fails later (the folder gone) stops waking; the waits still end at their `ms`.
      started.on('error', () => started.close());
      watcher = started;
      seen = false;
      return true;
    } catch {
      return false;
    }
  };
  const disarm = (): void => {
    watcher?.close();
    watcher = null;
    seen = false;
  };
  if (!arm()) return null;
  disarm();
  return {
    arm: () => {
      arm();
    },
    disarm,
    wait: (ms, signal) => {
      if (seen || signal.aborted) {
        const written = seen;
        disarm();
        return Promise.resolve(written);
      }
      return new Promise((resolve) => {
        const done = (written: boolean): void => {
          clearTimeout(timer);
          signal.removeEventListener('abort', aborted);
          wake = null;
          disarm();
          resolve(written);
        };
        const aborted = (): void => done(false);
        const timer = setTimeout(aborted, ms);
        signal.addEventListener('abort', aborted, { once: true });
        wake = done;
      });
    },
  };
}
