import { useEffect, useRef, useState } from 'react';
import type { HallFeedItem, HallSnapshot } from '../../../electron/common/hall-view-shapes.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';

/** How often the page asks the hub for news: a verdict shows within this and one request. */
const POLL_MS = 400;

/** The hall as the page holds it: the last snapshot, every feed item, and whether the hub answers. */
export interface HallState {
  readonly snapshot: HallSnapshot | null;
  /** Every challenge so far, oldest first. */
  readonly items: readonly HallFeedItem[];
  /** How many second opinions the hub holds on each entry, by `token:seq` (see {@link opinionsOn}). */
  readonly opinions: Readonly<Record<string, number>>;
  readonly version: number;
  readonly lost: string | null;
}

/**
 * Polls the hub: each answer carries the stations and alerts whole and only the feed items the page
 * does not hold yet; with a backlog it asks again at once. Nothing is kept but in this page's memory.
 */
export function useHall(api: HallViewApi): HallState & { refresh: () => void } {
  const items = useRef<HallFeedItem[]>([]);
  const feed = useRef('');
  const [state, setState] = useState<Omit<HallState, 'items'>>({
    snapshot: null,
    opinions: {},
    version: 0,
    lost: null,
  });
  const [nudge, setNudge] = useState(0);
  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const poll = async (): Promise<void> => {
      let more = false;
      try {
        const snapshot = await api.snapshot({ feed: feed.current, since: items.current.length });
        if (stopped) return;
        if (snapshot.feed !== feed.current) {
          feed.current = snapshot.feed;
          items.current = [];
        }
        // A new array when it grew, so the feed's filter runs again; none when nothing came.
        if (snapshot.items.length > 0) items.current = items.current.concat(snapshot.items);
        more = snapshot.more;
        setState((old) => ({
          snapshot,
          opinions: snapshot.opinions,
          version: snapshot.items.length > 0 ? old.version + 1 : old.version,
          lost: null,
        }));
      } catch (error) {
        if (stopped) return;
        setState((old) => ({ ...old, lost: (error as Error).message }));
      }
      timer = window.setTimeout(() => void poll(), more ? 0 : POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [api, nudge]);
  return { ...state, items: items.current, refresh: () => setNudge((n) => n + 1) };
}

/** How many second opinions the hub holds on one entry, from the last snapshot. */
export function opinionsOn(
  opinions: HallState['opinions'],
  entry: { readonly token: string; readonly seq: number },
): number {
  return opinions[`${entry.token}:${entry.seq}`] ?? 0;
}
