import type { ChainHead, ChallengeLog } from './challenge-log.ts';
import type { ChainCheckpoint } from './chain-checkpoint.ts';
import { checkpointAfterVerify } from './log-checks.ts';
import type { VerifyResult } from './log-verify.ts';
import { verifyWholeChain } from './two-thread-verify.ts';
import { NOTED_HASH_PATTERN, TOO_FEW_DIGITS } from '../../common/noted-head-format.ts';

/** A head as a director noted it on paper: the seq and the first hex digits of its hash. */
export type NotedHead = ChainHead;

/** Whether the log still holds a noted head, and what to tell the director. */
export interface NotedHeadCheck extends NotedHead {
  readonly matches: boolean;
  readonly message: string;
}

/**
 * Verifies the chain and, when a head was noted on paper, whether the log still holds it, both on
 * one snapshot. A truncated log no longer reaches the noted seq; a rewritten one has another hash
 * there — either way the chain itself may still verify. With the station's checkpoint, a sound
 * chain must also still hold the entry the last full check verified (a log cut back below it is
 * refused), and a broken chain forgets the checkpoint so the station refuses it at every open.
 * A long chain is checked on two threads (two-thread-verify.ts), with the same result.
 */
export function verifyAgainstNotedHead(
  log: ChallengeLog,
  noted: NotedHead | undefined,
  checkpoint?: ChainCheckpoint,
): { readonly result: VerifyResult; readonly expected: NotedHeadCheck | null } {
  const checked = log.snapshot(() => ({
    result: verifyWholeChain(log),
    expected: noted === undefined ? null : checkNotedHead(noted, log),
  }));
  if (checkpoint === undefined) return checked;
  const mark = checkpoint.read();
  const problem = checkpointAfterVerify(log, checkpoint, checked.result);
  if (problem === null) return checked;
  const { count } = checked.result;
  const firstBadSeq = Math.min(mark?.seq ?? 1, count + 1);
  return { ...checked, result: { ok: false, count, firstBadSeq, reason: problem.replace(/\.$/u, '') } };
}

function checkNotedHead(noted: NotedHead, log: ChallengeLog): NotedHeadCheck {
  const wanted = { seq: noted.seq, hash: noted.hash.toLowerCase() };
  // Callers check the form first; this keeps a short note from ever being called a match.
  if (!NOTED_HASH_PATTERN.test(wanted.hash)) return { ...wanted, matches: false, message: TOO_FEW_DIGITS };
  const actualHash = log.entry(wanted.seq)?.hash ?? null;
  const lastSeq = log.head()?.seq ?? 0;
  if (actualHash === null) {
    return {
      ...wanted,
      matches: false,
      message: `Noted head NOT FOUND: the log ends at entry ${lastSeq}, before the noted entry ${wanted.seq}. Entries were removed.`,
    };
  }
  if (!actualHash.startsWith(wanted.hash)) {
    return {
      ...wanted,
      matches: false,
      message: `Noted head DOES NOT MATCH: entry ${wanted.seq} has hash ${actualHash.slice(0, wanted.hash.length)}, not ${wanted.hash}. The log was rewritten.`,
    };
  }
  return {
    ...wanted,
    matches: true,
    message: `Noted head matches: entry ${wanted.seq} still has hash ${wanted.hash}${lastSeq > wanted.seq ? ` (${lastSeq - wanted.seq} entries since)` : ''}.`,
  };
}
