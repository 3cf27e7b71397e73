import { entryHash, GENESIS_HASH, type LogEntry } from './log-entry.ts';
import { rowSeq, rowToEntry } from './log-row.ts';
import type { ChainHead } from './challenge-log.ts';

/** The outcome of checking the chain. */
export type VerifyResult =
  | { readonly ok: true; readonly count: number; readonly head: ChainHead | null }
  | { readonly ok: false; readonly count: number; readonly firstBadSeq: number; readonly reason: string };

/**
 * Walks the log in seq order and checks every link: seq numbers run 1, 2, 3…, each entry names the
 * previous entry's hash, and each hash matches the entry's content. The first break is reported.
 * From `after` (an entry already checked), the walk starts at the entry after it; `count` is then
 * the number of rows walked and `head` still the last entry's seq and hash.
 */
export function verifyChain(rows: Iterable<unknown>, after: ChainHead | null = null): VerifyResult {
  let expectedSeq = (after?.seq ?? 0) + 1;
  let prevHash = after?.hash ?? GENESIS_HASH;
  let count = 0;
  for (const row of rows) {
    count += 1;
    const entry = rowToEntry(row);
    const bad = (reason: string): VerifyResult => ({ ok: false, count, firstBadSeq: expectedSeq, reason });
    if (entry === null) return bad(`entry ${rowSeq(row) ?? '?'} is malformed`);
    const problem = linkProblem(entry, expectedSeq, prevHash);
    if (problem !== null) return bad(problem);
    prevHash = entry.hash;
    expectedSeq += 1;
  }
  const last = expectedSeq - 1;
  return { ok: true, count, head: last === 0 ? null : { seq: last, hash: prevHash } };
}

/**
 * What is wrong with one link of a chain — the entry expected at `expectedSeq` after an entry
 * whose hash is `prevHash` — or null when it holds. Shared by the log's own check and the merge's
 * check of exported files, so both find and word a break alike.
 */
export function linkProblem(entry: LogEntry, expectedSeq: number, prevHash: string): string | null {
  if (entry.seq !== expectedSeq) return `expected entry ${expectedSeq} but found entry ${entry.seq}`;
  if (entry.prevHash !== prevHash) return `entry ${entry.seq} does not link to the entry before it`;
  if (entryHash(prevHash, entry.seq, entry) !== entry.hash) {
    return `entry ${entry.seq} does not match its hash: it was changed`;
  }
  return null;
}
