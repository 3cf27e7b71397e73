import { useEffect, useState } from 'react';
import type { HallFeedItem, HallOpinion } from '../../../electron/common/hall-view-shapes.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';

/** The second opinions a sheet prints, by `token:seq`, and the hub's refusal if it gave one. */
export interface SheetOpinions {
  readonly byEntry: ReadonlyMap<string, readonly HallOpinion[]>;
  readonly problem: string | null;
}

/**
 * Reads the rulings and checks on each printed challenge that the feed counts any on (the feed
 * carries only the counts), one entry at a time; null until every one is read. Which word failed
 * is not asked for: the sheet does not show it.
 */
export function useSheetOpinions(
  api: HallViewApi,
  rows: readonly HallFeedItem[],
  counts: Readonly<Record<string, number>>,
): SheetOpinions | null {
  const [read, setRead] = useState<SheetOpinions | null>(null);
  useEffect(() => {
    // Set when the sheet goes or asks again: an answer after that is for a sheet no longer shown.
    const run = { stale: false };
    const wanted = rows.filter((item) => (counts[`${item.token}:${item.seq}`] ?? 0) > 0);
    const byEntry = new Map<string, readonly HallOpinion[]>();
    void (async () => {
      let problem: string | null = null;
      for (const item of wanted) {
        try {
          const detail = await api.entry({ token: item.token, seq: item.seq, reveal: false });
          byEntry.set(`${item.token}:${item.seq}`, detail.opinions);
        } catch (error) {
          problem = (error as Error).message;
          break;
        }
      }
      if (!run.stale) setRead({ byEntry, problem });
    })();
    return () => {
      run.stale = true;
    };
    // Read once per sheet: counts change with every poll, and the sheet is made anew per request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, rows]);
  return read;
}
