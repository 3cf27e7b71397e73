// merged.jsonl: a merge's summary line, then its entries as `log export` writes them, with what a
// hall's hub adds to each.
import { entryMarkKey } from './export-report.ts';
import { toExportRecord } from './log-export.ts';
import type { MergeResult } from './log-merge.ts';
import { escapedJson } from '../hall/wire/visible-text.ts';

// The summary line, then one record per entry as `log export` writes it, with the hub's mark on
// each adjudication it judged again (`judged_again`) and, from a hub, when it received the entry
// (`received_at`), control and bidi characters escaped.
export function mergedJsonl(header: Record<string, unknown>, result: MergeResult): string {
  const records = result.entries.map((entry) => {
    const mark = result.judgedAgain?.get(entryMarkKey(entry));
    const received = result.receivedAt?.get(entryMarkKey(entry));
    return {
      ...toExportRecord(entry),
      ...(mark === undefined ? {} : { judged_again: mark }),
      ...(received === undefined ? {} : { received_at: received }),
    };
  });
  return [header, ...records].map((line) => `${escapedJson(line)}\n`).join('');
}
