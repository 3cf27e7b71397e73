import type { ChainHead, ChallengeLog } from './challenge-log.ts';
import { verifyChain, type VerifyResult } from './log-verify.ts';
import { NOTED_HASH_PATTERN, TOO_FEW_DIGITS } from '../../shared/noted-head-format.ts';

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
 * there — either way the chain itself may still verify.
 */
export function verifyAgainstNotedHead(
  log: ChallengeLog,
  noted: NotedHead | undefined,
): { readonly result: VerifyResult; readonly expected: NotedHeadCheck | null } {
  return log.snapshot(() => ({
    result: verifyChain(log.allRowValuesAfter()),
    expected: noted === undefined ? null : checkNotedHead(noted, log),
  }));
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
