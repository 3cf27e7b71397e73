import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChallengeLog } from '../../../electron/core/log/challenge-log.ts';
import { verifyAgainstNotedHead } from '../../../electron/core/log/noted-head.ts';
import { openStationDatabase } from '../../../electron/core/store/station-database.ts';
import { adjudicationContent } from '../../support/adjudication-content.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

function logWithEntries(): ChallengeLog {
  const log = new ChallengeLog(openStationDatabase(join(tempDir(), 'station.sqlite')));
  for (const words of [['QI'], ['ZA'], ['CAT']]) {
    log.append(adjudicationContent(words));
  }
  return log;
}

describe('verifying against a noted head', () => {
  it('matches 16 or more digits of the hash at the noted entry', () => {
    const log = logWithEntries();
    const head = log.head() ?? { seq: 0, hash: '' };
    const { expected } = verifyAgainstNotedHead(log, { seq: head.seq, hash: head.hash.slice(0, 16) });
    expect(expected).toMatchObject({ matches: true });
  });

  // Whatever reached the core, a note a rewritten log can be ground to match is never a match.
  it('never calls fewer than 16 digits a match, even when they are right, and says why', () => {
    const log = logWithEntries();
    const head = log.head() ?? { seq: 0, hash: '' };
    const { result, expected } = verifyAgainstNotedHead(log, { seq: head.seq, hash: head.hash.slice(0, 8) });
    expect(result.ok).toBe(true);
    expect(expected?.matches).toBe(false);
    expect(expected?.message).toContain('at least 16 hex digits (64 bits)');
  });
});
