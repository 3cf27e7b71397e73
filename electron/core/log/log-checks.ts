import type { Database } from 'better-sqlite3';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ChainHead, ChallengeLog } from './challenge-log.ts';
import type { ChainCheckpoint } from './chain-checkpoint.ts';
import { entryHash } from './log-entry.ts';
import { rowToEntry } from './log-row.ts';
import { verifyChain, verifyChainSlices, type VerifyResult } from './log-verify.ts';

/**
 * Past this many entries after the checkpoint, an opening check walks the whole chain instead (and
 * moves the checkpoint up): a station only ever opened by the CLI keeps its opening cost bounded.
 */
export const TAIL_LIMIT = 20_000;
// Entries per slice of the background check: a few milliseconds, so a challenge waits no longer.
const BACKGROUND_SLICE = 2_000;

/** SQLite's quick_check of the whole file: null when sound, else what is wrong, in words for the director. */
export function databaseProblem(db: Database): string | null {
  const [first] = db.pragma('quick_check') as { quick_check: string }[];
  return first?.quick_check === 'ok'
    ? null
    : `The station database is damaged (${first?.quick_check ?? 'no answer'}).`;
}

function chainProblem(result: VerifyResult): string | null {
  return result.ok ? null : `The challenge log is broken at entry ${result.firstBadSeq}: ${result.reason}.`;
}

/**
 * The check when a station opens. With a checkpoint (a head an earlier full check found sound) not
 * too far back: the checkpoint entry still holds its content and hash, no entry up to it is missing,
 * and every entry after it links on. Otherwise quick_check and the whole chain, and the checkpoint
 * moves to the head. Null when sound, else what is wrong.
 */
export function openingProblem(db: Database, log: ChallengeLog, checkpoint: ChainCheckpoint): string | null {
  const mark = checkpoint.read();
  const head = log.head();
  if (mark !== null && head !== null && head.seq >= mark.seq && head.seq - mark.seq <= TAIL_LIMIT) {
    const problem = checkpointProblem(log, mark);
    if (problem !== null) return problem;
    return chainProblem(verifyChainSlices(log.rowSlicesAfter(mark.seq), mark));
  }
  return fullProblem(db, log, checkpoint);
}

/** quick_check and every link of the chain, in one go; a sound chain moves the checkpoint to its head. */
export function fullProblem(db: Database, log: ChallengeLog, checkpoint: ChainCheckpoint): string | null {
  const damage = databaseProblem(db);
  const result = damage === null ? verifyChainSlices(log.rowSlicesAfter()) : null;
  const broken = damage ?? (result === null ? null : chainProblem(result));
  if (broken !== null) {
    checkpoint.invalidate();
    return broken;
  }
  return sinceCheckpointProblem(log, checkpoint, result?.ok === true ? result.head : null);
}

/**
 * What `log verify` and the console's verify add to the chain's own check: a sound chain must still
 * hold the checkpoint the last full check recorded (or the checkpoint moves up to its head), and a
 * broken one forgets the checkpoint, so the station refuses it at every later open. A log cut back
 * below the checkpoint keeps it: the checkpoint is the evidence that entries were removed.
 */
export function checkpointAfterVerify(
  log: ChallengeLog,
  checkpoint: ChainCheckpoint,
  result: VerifyResult,
): string | null {
  if (!result.ok) {
    checkpoint.invalidate();
    return null;
  }
  return sinceCheckpointProblem(log, checkpoint, result.head);
}

// A sound chain must still hold the checkpoint an earlier full check recorded — a log cut back below
// it, or rewritten with recomputed hashes through it, is a sound chain too — and then becomes the
// new checkpoint.
function sinceCheckpointProblem(
  log: ChallengeLog,
  checkpoint: ChainCheckpoint,
  head: ChainHead | null,
): string | null {
  const mark = checkpoint.read();
  if (mark !== null) {
    const problem = checkpointProblem(log, mark);
    if (problem !== null) return problem;
  }
  if (head !== null) checkpoint.advanceTo(head);
  return null;
}

/**
 * The same full check, a slice at a time with a turn of the event loop between slices, so a kiosk
 * keeps answering while it runs. Resolves to null when sound (and moves the checkpoint), else the problem.
 */
export async function fullProblemInSlices(
  db: Database,
  log: ChallengeLog,
  checkpoint: ChainCheckpoint,
): Promise<string | null> {
  let after: ChainHead | null = null;
  for (;;) {
    const slice = log.rowValuesAfter(after?.seq ?? 0, BACKGROUND_SLICE);
    if (slice.length === 0) break;
    const result = verifyChain(slice, after);
    if (!result.ok) {
      checkpoint.invalidate();
      return chainProblem(result);
    }
    after = result.head;
    await nextTurn();
    // The station closed meanwhile (the kiosk quit): stop, neither sound nor broken.
    if (!db.open) return null;
  }
  const damage = databaseProblem(db);
  if (damage !== null) {
    checkpoint.invalidate();
    return damage;
  }
  return sinceCheckpointProblem(log, checkpoint, after);
}

// The checkpoint entry must be the one the full check saw: same hash, still matching its content,
// and with exactly `seq` entries up to it (none removed, none slipped in below it).
function checkpointProblem(log: ChallengeLog, mark: ChainHead): string | null {
  const last = log.head()?.seq ?? 0;
  if (last < mark.seq) {
    return `The challenge log ends at entry ${last}, before entry ${mark.seq} that the last full check verified: entries were removed.`;
  }
  const entry = rowToEntry(log.rowValuesAfter(mark.seq - 1, 1)[0]);
  const changed = `The challenge log is broken at entry ${mark.seq}: it is not the entry the last full check verified.`;
  if (entry?.seq !== mark.seq || entry.hash !== mark.hash) return changed;
  if (entryHash(entry.prevHash, entry.seq, entry) !== entry.hash) return changed;
  if (log.countThrough(mark.seq) !== mark.seq) {
    return `The challenge log is broken before entry ${mark.seq}: entries are missing or were added.`;
  }
  return null;
}
