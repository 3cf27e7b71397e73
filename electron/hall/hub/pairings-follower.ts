// The hub following TSH's file: the file the director named (`hall pairings FILE [--follow]`,
// `hall start --pairings FILE`), read when named, and with --follow each time TSH rewrites it —
// fs.watch on its folder for the moment it is written, and a slow poll besides, for the folders
// (network shares) whose changes fs.watch does not see. A failed read keeps the last good
// pairings and is read again (pairings-follow.ts). The hub's store keeps the pairings and the
// problem; the list carrier carries what changed, told at once.
import { watch, type FSWatcher } from 'node:fs';
import { dirname } from 'node:path';
import { readPairingsFile } from '../../core/game/pairings-file.ts';
import { HubPairingsStore, type PairingsSource } from '../../core/hall/hub/hub-pairings-store.ts';
import {
  PairingsFollowState,
  type FollowStep,
  type PairingsRead,
} from '../../core/hall/hub/pairings-follow.ts';
import type { HubStore } from '../../core/hall/hub/hub-store.ts';

/** How often the store is looked at for a new file or a new round (as the list carrier looks). */
const LOOK_EVERY_MS = 250;
/** The slow poll of a followed file, for changes fs.watch missed. */
const POLL_EVERY_MS = 2_000;
/** A write seen by fs.watch is read this long after, so the burst of events of one rewrite reads once. */
const SETTLE_MS = 20;

/** One read of the file at `path`, now. */
export function readPairings(path: string): PairingsRead {
  try {
    return { ok: true, event: readPairingsFile(path), readAt: new Date().toISOString() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** The round the hall set (`hall set round N`), or null: each division follows TSH's. */
function setRound(store: HubStore): number | null {
  return store.settings.hallSettings().round?.value ?? null;
}

/** Follows the file the store names, for as long as the hub runs. */
export function startPairingsFollower(
  store: HubStore,
  options: { readonly onEvent: (line: string) => void; readonly onChanged: () => void },
): { stop: () => void } {
  const pairings = new HubPairingsStore(store.settings);
  let source: PairingsSource | null = null;
  let state: PairingsFollowState | null = null;
  let round: number | null = null;
  let watcher: FSWatcher | null = null;
  let poll: NodeJS.Timeout | null = null;
  let pending: NodeJS.Timeout | null = null;
  let pendingAt = 0;
  let stopped = false;

  const apply = (step: FollowStep): void => {
    if (step.hold !== undefined) pairings.setHeld(step.hold);
    if (step.problem !== undefined)
      pairings.setProblem(
        step.problem === null ? null : { text: step.problem, since: new Date().toISOString() },
      );
    for (const line of step.lines) options.onEvent(line);
    if (step.hold !== undefined) options.onChanged();
    if (step.retryInMs !== null) schedule(step.retryInMs);
  };
  const readNow = (): void => {
    pending = null;
    if (stopped || source === null || state === null) return;
    round = setRound(store);
    apply(state.read(readPairings(source.path), round));
  };
  // One read waits at a time: the events of one rewrite, and a retry beside them, read once. A
  // write seen while a slow retry waits is read at once, not at the retry's time.
  const schedule = (ms: number): void => {
    if (stopped) return;
    const at = Date.now() + ms;
    if (pending !== null) {
      if (pendingAt <= at) return;
      clearTimeout(pending);
    }
    pendingAt = at;
    pending = setTimeout(readNow, ms);
  };
  const unfollow = (): void => {
    watcher?.close();
    watcher = null;
    if (poll !== null) clearInterval(poll);
    poll = null;
    if (pending !== null) clearTimeout(pending);
    pending = null;
  };
  const follow = (path: string): void => {
    try {
      // TSH writes a new file and renames it over the old one: the folder sees it, the old file's watch would not.
      watcher = watch(dirname(path), () => {
        schedule(SETTLE_MS);
      });
      watcher.on('error', () => {
        watcher?.close();
        watcher = null;
      });
    } catch {
      // A folder fs.watch cannot watch is polled alone.
      watcher = null;
    }
    poll = setInterval(() => {
      schedule(0);
    }, POLL_EVERY_MS);
  };
  const look = (): void => {
    const named = pairings.source();
    if (named?.at !== source?.at || named?.path !== source?.path) {
      unfollow();
      source = named;
      if (source === null) {
        state = null;
        return;
      }
      state = new PairingsFollowState(source.path, pairings.held(), pairings.problem()?.text ?? null);
      if (source.follow) follow(source.path);
      readNow();
      return;
    }
    const now = setRound(store);
    if (state !== null && now !== round) {
      round = now;
      apply(state.reround(now, new Date().toISOString()));
    }
  };
  const lookSafely = (): void => {
    try {
      look();
    } catch (error) {
      options.onEvent(`hub: cannot follow the pairings (${(error as Error).message}); trying again`);
    }
  };
  lookSafely();
  const timer = setInterval(lookSafely, LOOK_EVERY_MS);
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
      unfollow();
    },
  };
}
