import { ENTRY_FIELDS } from './entry-columns.ts';
import { checkedValues, rowValues } from './entry-row-check.ts';
import { entryHash, GENESIS_HASH, valuesHash, type LogEntry } from './log-entry.ts';
import { rowSeq } from './log-row.ts';
import type { ChainHead } from './challenge-log.ts';

/** The outcome of checking the chain. */
export type VerifyResult =
  | { readonly ok: true; readonly count: number; readonly head: ChainHead | null }
  | { readonly ok: false; readonly count: number; readonly firstBadSeq: number; readonly reason: string };

const SEQ = ENTRY_FIELDS.indexOf('seq');
const PREV_HASH = ENTRY_FIELDS.indexOf('prevHash');
const HASH = ENTRY_FIELDS.indexOf('hash');

/**
 * Walks the log in seq order and checks every link: seq numbers run 1, 2, 3…, each entry names the
 * previous entry's hash, and each hash matches the entry's content. The first break is reported.
 * From `after` (an entry already checked), the walk starts at the entry after it; `count` is then
 * the number of rows walked and `head` still the last entry's seq and hash.
 */
export function verifyChain(rows: Iterable<unknown>, after: ChainHead | null = null): VerifyResult {
  const walk = new ChainWalk(after);
  for (const row of rows) if (!walk.step(row)) break;
  return walk.result();
}

/**
 * {@link verifyChain} over rows read a slice at a time (ChallengeLog.rowSlicesAfter): the same
 * checks and words, without an iterator step per row of a long log.
 */
export function verifyChainSlices(
  slices: Iterable<readonly unknown[]>,
  after: ChainHead | null = null,
): VerifyResult {
  const walk = new ChainWalk(after);
  for (const slice of slices) {
    for (let index = 0; index < slice.length; index += 1) if (!walk.step(slice[index])) return walk.result();
  }
  return walk.result();
}

/**
 * The walk's state. Each row is checked as a row of values, as a raw statement returns it: its types
 * as entry-row-check.ts reads them, then its link, then its hash recomputed from those values by
 * the encoding {@link entryHash} uses (log-entry.ts's valuesHash), without building an entry from it.
 */
class ChainWalk {
  #expectedSeq: number;
  #prevHash: string;
  #count = 0;
  #problem: string | null = null;

  constructor(after: ChainHead | null) {
    this.#expectedSeq = (after?.seq ?? 0) + 1;
    this.#prevHash = after?.hash ?? GENESIS_HASH;
  }

  /** Checks the next row; false (and the walk is over) at the first break. */
  step(row: unknown): boolean {
    this.#count += 1;
    const values = storedValues(row);
    const checked = values === null ? null : checkedValues(values);
    if (values === null || checked === null) return this.#fail(`entry ${rowSeq(row) ?? '?'} is malformed`);
    // Checked: seq an integer, the hashes strings.
    const seq = values[SEQ] as number;
    const hash = values[HASH] as string;
    const problem =
      orderProblem(seq, values[PREV_HASH], this.#expectedSeq, this.#prevHash) ??
      (valuesHash(this.#prevHash, checked) === hash ? null : changedProblem(seq));
    if (problem !== null) return this.#fail(problem);
    this.#prevHash = hash;
    this.#expectedSeq += 1;
    return true;
  }

  result(): VerifyResult {
    const count = this.#count;
    if (this.#problem !== null) {
      return { ok: false, count, firstBadSeq: this.#expectedSeq, reason: this.#problem };
    }
    const last = this.#expectedSeq - 1;
    return { ok: true, count, head: last === 0 ? null : { seq: last, hash: this.#prevHash } };
  }

  #fail(problem: string): false {
    this.#problem = problem;
    return false;
  }
}

/** A row as its values in column order: a raw statement's array as it is, a `SELECT *` row by column. */
function storedValues(row: unknown): readonly unknown[] | null {
  if (Array.isArray(row)) return row as unknown[];
  if (typeof row !== 'object' || row === null) return null;
  return rowValues(row as Record<string, unknown>);
}

/**
 * What is wrong with one link of a chain — the entry expected at `expectedSeq` after an entry
 * whose hash is `prevHash` — or null when it holds. Shared by the log's own check and the merge's
 * check of exported files, so both find and word a break alike.
 */
export function linkProblem(entry: LogEntry, expectedSeq: number, prevHash: string): string | null {
  return (
    orderProblem(entry.seq, entry.prevHash, expectedSeq, prevHash) ??
    (entryHash(prevHash, entry.seq, entry) === entry.hash ? null : changedProblem(entry.seq))
  );
}

function orderProblem(seq: number, linksTo: unknown, expectedSeq: number, prevHash: string): string | null {
  if (seq !== expectedSeq) return `expected entry ${expectedSeq} but found entry ${seq}`;
  if (linksTo !== prevHash) return `entry ${seq} does not link to the entry before it`;
  return null;
}

function changedProblem(seq: number): string {
  return `entry ${seq} does not match its hash: it was changed`;
}
