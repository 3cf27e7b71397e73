// The log's entries as the publisher (hall-publisher.ts) sends them: read after the cursor a slice
// at a time, and cut into runs, one message each.
import { encodeEntry } from '../../core/hall/wire/hall-messages.ts';
import { HUB_LIMITS } from '../../core/hall/wire/hub-limits.ts';
import type { ChallengeLog } from '../../core/log/challenge-log.ts';
import type { LogEntry } from '../../core/log/log-entry.ts';
import { rowToEntry } from '../../core/log/log-row.ts';
import type { EntryRun } from './hub-port.ts';

/**
 * The most a run's body may hold, in bytes: the stream's largest message less room for the
 * headers (the message id and the station's two). An entry larger than this goes alone.
 */
const RUN_BODY_BYTES = HUB_LIMITS.entryMessageBytes - 4 * 1024;

/** One message's worth of consecutive entries, all sent under one attempt. */
export interface RunToSend extends EntryRun {
  readonly attempt: number;
}

/**
 * Up to `limit` entries after `after`, in order, stopping before a malformed row: that row is the
 * station's own fault to raise (its log check stops judging); the hub gets everything before it
 * and never a row it could not verify.
 */
export function readSlice(
  log: Pick<ChallengeLog, 'rowValuesAfter'>,
  after: number,
  limit: number,
): LogEntry[] {
  const entries: LogEntry[] = [];
  for (const row of log.rowValuesAfter(after, limit)) {
    const entry = rowToEntry(row);
    if (entry === null) break;
    entries.push(entry);
  }
  return entries;
}

/**
 * Consecutive entries in runs of one attempt each, within a message's count (`maxEntries`) and
 * bytes: a run is one message, one acknowledgement. An entry too large to share a message goes alone.
 */
export function runsOf(
  entries: readonly LogEntry[],
  maxEntries: number,
  attemptFor: (seq: number) => number,
): RunToSend[] {
  const runs: { entries: LogEntry[]; lines: string[]; bytes: number; attempt: number }[] = [];
  for (const entry of entries) {
    const line = encodeEntry(entry);
    const bytes = Buffer.byteLength(line) + 1;
    const attempt = attemptFor(entry.seq);
    const current = runs.at(-1);
    if (
      current === undefined ||
      current.attempt !== attempt ||
      current.entries.length >= maxEntries ||
      current.bytes + bytes > RUN_BODY_BYTES ||
      current.entries.at(-1)?.seq !== entry.seq - 1
    )
      runs.push({ entries: [entry], lines: [line], bytes, attempt });
    else {
      current.entries.push(entry);
      current.lines.push(line);
      current.bytes += bytes;
    }
  }
  return runs.map(({ entries: runEntries, lines, attempt }) => ({
    entries: runEntries,
    body: lines.join('\n'),
    attempt,
  }));
}
