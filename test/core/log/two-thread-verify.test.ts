// The whole-chain check on two threads gives what the one-thread walk gives, word for word, for a
// sound log and for every way a log can be broken around its two halves; it answers from two
// threads only for a sound chain. A real station database file and a real worker thread.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChallengeLog } from '../../../electron/core/log/challenge-log.ts';
import { entryHash } from '../../../electron/core/log/log-entry.ts';
import { rowToEntry } from '../../../electron/core/log/log-row.ts';
import { verifyChainSlices, type VerifyResult } from '../../../electron/core/log/log-verify.ts';
import { verifyWholeChain } from '../../../electron/core/log/two-thread-verify.ts';
import { openStationDatabase } from '../../../electron/core/store/station-database.ts';
import { adjudicationContent } from '../../support/adjudication-content.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const ENTRIES = 400;
// Split from 100 entries on, so that a log of 400 splits at entry 200.
const MIN_ENTRIES = 100;

/** A log of 400 entries, and a second connection to its file with the append-only triggers dropped. */
function tamperableLog(): { log: ChallengeLog; raw: Database.Database } {
  const path = join(tempDir(), 'station.sqlite');
  const db = openStationDatabase(path);
  const log = new ChallengeLog(db);
  db.transaction(() => {
    for (let index = 0; index < ENTRIES; index += 1)
      log.append(adjudicationContent([index % 2 ? 'QI' : 'ZA']));
  })();
  const raw = new Database(path);
  raw.exec('DROP TRIGGER log_entries_no_update; DROP TRIGGER log_entries_no_delete;');
  return { log, raw };
}

/** Both checks of the log, and how many threads the two-thread one answered from. */
function bothChecks(log: ChallengeLog): { alone: VerifyResult; twoThreads: VerifyResult; threads: number } {
  let threads = 0;
  const twoThreads = log.snapshot(() =>
    verifyWholeChain(log, {
      minEntries: MIN_ENTRIES,
      workerStartInEntries: 0,
      onAnswer: (used) => (threads = used),
    }),
  );
  return { alone: verifyChainSlices(log.rowSlicesAfter()), twoThreads, threads };
}

/** Rewrites entries `from` on as a sound chain that starts from `prevHash` (a spliced-in history). */
function rechainFrom(raw: Database.Database, from: number, prevHash: string): void {
  const rows = raw.prepare('SELECT * FROM log_entries WHERE seq >= ? ORDER BY seq').all(from);
  const update = raw.prepare('UPDATE log_entries SET prev_hash = ?, hash = ? WHERE seq = ?');
  let prev = prevHash;
  for (const row of rows) {
    const entry = rowToEntry(row);
    if (entry === null) throw new Error('a malformed row');
    const hash = entryHash(prev, entry.seq, entry);
    update.run(prev, hash, entry.seq);
    prev = hash;
  }
}

describe('the whole-chain check on two threads', () => {
  it('answers a sound log from two threads, as the one-thread walk does', () => {
    const { log } = tamperableLog();
    const { alone, twoThreads, threads } = bothChecks(log);
    expect(alone).toMatchObject({ ok: true, count: ENTRIES, head: { seq: ENTRIES } });
    expect(twoThreads).toEqual(alone);
    expect(threads).toBe(2);
  });

  it('walks a short log alone', () => {
    const { log } = tamperableLog();
    let threads = 0;
    const result = verifyWholeChain(log, { minEntries: ENTRIES + 1, onAnswer: (used) => (threads = used) });
    expect(result).toEqual(verifyChainSlices(log.rowSlicesAfter()));
    expect(threads).toBe(1);
  });

  it('answers for the log it reads, though the file is rewritten as the worker reads it', () => {
    const { log, raw } = tamperableLog();
    let threads = 0;
    const { alone, twoThreads } = log.snapshot(() => {
      // This connection's snapshot begins here; what is written after it is not in it.
      const before = log.entry(200)?.hash ?? '';
      // Entry 300 changed and the chain after it hashed again: a sound chain to another head.
      raw.exec(`UPDATE log_entries SET words = '["QIS"]' WHERE seq = 300`);
      rechainFrom(raw, 201, before);
      return {
        twoThreads: verifyWholeChain(log, {
          minEntries: MIN_ENTRIES,
          workerStartInEntries: 0,
          onAnswer: (used) => (threads = used),
        }),
        alone: verifyChainSlices(log.rowSlicesAfter()),
      };
    });
    expect(alone).toMatchObject({ ok: true, count: ENTRIES });
    expect(twoThreads).toEqual(alone);
    expect(threads).toBe(1);
  });

  const breaks: [string, (raw: Database.Database) => void, number][] = [
    [
      'an entry of the first half changed',
      (raw) => raw.exec(`UPDATE log_entries SET verdict = 'UNACCEPTABLE' WHERE seq = 50`),
      50,
    ],
    [
      'the last entry of the first half changed',
      (raw) => raw.exec(`UPDATE log_entries SET words = '["QIS"]' WHERE seq = 200`),
      200,
    ],
    [
      'an entry of the second half changed',
      (raw) => raw.exec(`UPDATE log_entries SET words = '["QIS"]' WHERE seq = 300`),
      300,
    ],
    [
      'an entry of the second half removed',
      (raw) => raw.exec('DELETE FROM log_entries WHERE seq = 300'),
      300,
    ],
    [
      'the last entry removed, the chain still whole',
      (raw) => raw.exec(`DELETE FROM log_entries WHERE seq = ${ENTRIES}`),
      0,
    ],
    // The second half replaced by a sound chain of its own: each half checks out, only the join fails.
    ['the second half spliced in from another chain', (raw) => rechainFrom(raw, 201, 'e'.repeat(64)), 201],
    [
      'the first entry of the second half links elsewhere',
      (raw) => raw.exec(`UPDATE log_entries SET prev_hash = '${'0'.repeat(64)}' WHERE seq = 201`),
      201,
    ],
  ];
  for (const [what, breakIt, firstBad] of breaks) {
    it(`says what the one-thread walk says when ${what}`, () => {
      const { log, raw } = tamperableLog();
      breakIt(raw);
      const { alone, twoThreads, threads } = bothChecks(log);
      expect(twoThreads).toEqual(alone);
      if (firstBad === 0) {
        expect(alone).toMatchObject({ ok: true, count: ENTRIES - 1 });
        expect(threads).toBe(2);
      } else {
        expect(alone).toMatchObject({ ok: false, firstBadSeq: firstBad });
        expect(threads).toBe(1);
      }
    });
  }
});
