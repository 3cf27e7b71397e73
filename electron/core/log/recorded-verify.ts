import type { ChallengeLog } from './challenge-log.ts';
import type { LogRecorder } from './log-recorder.ts';
import { verifyAgainstNotedHead, type NotedHead } from './noted-head.ts';

/** What a director's verify uses: the log to read, and the recorder for its checkpoint and event. */
export interface VerifyParts {
  readonly log: ChallengeLog;
  readonly recorder: Pick<LogRecorder, 'recordEventIfPossible' | 'checkpoint'>;
}

/**
 * A director's check of the whole chain (see {@link verifyAgainstNotedHead}), recorded in the log as
 * a 'log-verified' event, the same from the console and the command line. A broken log refuses
 * writes, and that is exactly when its verification must still be shown: the event is then lost,
 * never the answer.
 */
export function verifyAndRecord(
  parts: VerifyParts,
  noted: NotedHead | undefined,
): ReturnType<typeof verifyAgainstNotedHead> {
  const checked = verifyAgainstNotedHead(parts.log, noted, parts.recorder.checkpoint);
  const { result, expected } = checked;
  const matches = expected?.matches ?? null;
  parts.recorder.recordEventIfPossible(
    'log-verified',
    `${result.ok ? 'intact' : `broken at entry ${result.firstBadSeq}`}, ${result.count} entries` +
      (matches === null ? '' : `; noted head ${matches ? 'matches' : 'DOES NOT MATCH'}`),
  );
  return checked;
}
