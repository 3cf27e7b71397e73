// What the worker of a two-thread whole-chain check does (verify-part-worker.ts): its part of the
// log, on a read-only connection of its own.
import Database from 'better-sqlite3';
import { ChallengeLog } from './challenge-log.ts';
import { verifyChainSlices, type VerifyResult } from './log-verify.ts';
import type { VerifyPartData } from './verify-part.ts';

/** Checks the rows after `after.seq` through `throughSeq`, from the hash `after` gives. */
export function checkPart({ file, after, throughSeq }: VerifyPartData): VerifyResult {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const log = new ChallengeLog(db);
    return log.snapshot(() => verifyChainSlices(log.rowSlicesAfter(after.seq, throughSeq), after));
  } finally {
    db.close();
  }
}
