import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChallengeLog } from '../../../electron/core/log/challenge-log.ts';
import { entryHash, GENESIS_HASH } from '../../../electron/core/log/log-entry.ts';
import { rowToEntry } from '../../../electron/core/log/log-row.ts';
import { verifyChain, verifyChainSlices } from '../../../electron/core/log/log-verify.ts';
import { DatabaseTooNewError, openStationDatabase } from '../../../electron/core/store/station-database.ts';
import { adjudicationContent } from '../../support/adjudication-content.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

/** A log with entries 1–4, and a second connection to the same file with the triggers dropped. */
function tamperableLog(): {
  path: string;
  verify: () => ReturnType<typeof verifyChain>;
  raw: Database.Database;
} {
  const path = join(tempDir(), 'station.sqlite');
  const db = openStationDatabase(path);
  const log = new ChallengeLog(db);
  for (const words of [['QI'], ['ZA', 'QI'], ['CAT'], ['DOG']]) log.append(adjudicationContent(words));
  const raw = new Database(path);
  raw.exec('DROP TRIGGER log_entries_no_update; DROP TRIGGER log_entries_no_delete;');
  return { path, raw, verify: () => bothWalks(log) };
}

/** The chain checked as `SELECT *` rows and as the raw slices a full check reads: alike, always. */
function bothWalks(log: ChallengeLog): ReturnType<typeof verifyChain> {
  const result = verifyChain(log.rows());
  expect(verifyChainSlices(log.rowSlicesAfter())).toEqual(result);
  return result;
}

describe('ChallengeLog', () => {
  it('numbers entries from 1 and chains each to the one before', () => {
    const log = new ChallengeLog(openStationDatabase(join(tempDir(), 'station.sqlite')));
    const first = log.append(adjudicationContent(['QI']));
    const second = log.append(adjudicationContent(['ZA'], 'UNACCEPTABLE'));
    expect([first.seq, second.seq]).toEqual([1, 2]);
    expect(first.prevHash).toBe(GENESIS_HASH);
    expect(second.prevHash).toBe(first.hash);
    expect(log.head()).toEqual({ seq: 2, hash: second.hash });
    expect(verifyChain(log.rows())).toEqual({ ok: true, count: 2, head: { seq: 2, hash: second.hash } });
  });

  it('refuses UPDATE and DELETE through any connection while its triggers stand', () => {
    const path = join(tempDir(), 'station.sqlite');
    new ChallengeLog(openStationDatabase(path)).append(adjudicationContent(['QI']));
    const other = new Database(path);
    expect(() => other.prepare("UPDATE log_entries SET verdict = 'UNACCEPTABLE'").run()).toThrow(
      /append-only/u,
    );
    expect(() => other.prepare('DELETE FROM log_entries').run()).toThrow(/append-only/u);
  });

  it('survives reopening: entries persist and the chain continues', () => {
    const path = join(tempDir(), 'station.sqlite');
    const db = openStationDatabase(path);
    const first = new ChallengeLog(db).append(adjudicationContent(['QI']));
    db.close();
    const reopened = new ChallengeLog(openStationDatabase(path));
    expect(reopened.append(adjudicationContent(['ZA'])).prevHash).toBe(first.hash);
  });

  it('sets WAL and synchronous=FULL on every open, not only the first', () => {
    const path = join(tempDir(), 'station.sqlite');
    openStationDatabase(path).close();
    const db = openStationDatabase(path);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('refuses a database written by a newer app version', () => {
    const path = join(tempDir(), 'station.sqlite');
    const raw = new Database(path);
    raw.pragma('user_version = 99');
    raw.close();
    expect(() => openStationDatabase(path)).toThrow(DatabaseTooNewError);
  });
});

describe('verifyChain detects tampering', () => {
  it('an edited entry, naming it', () => {
    const { raw, verify } = tamperableLog();
    raw.prepare(`UPDATE log_entries SET words = '["ZA","QIS"]' WHERE seq = 2`).run();
    expect(verify()).toMatchObject({ ok: false, firstBadSeq: 2 });
  });

  it('an edited entry whose own hash was recomputed, at the entry that links to it', () => {
    const { raw, verify } = tamperableLog();
    const row = raw.prepare('SELECT * FROM log_entries WHERE seq = 2').get();
    const entry = rowToEntry(row);
    if (entry === null) throw new Error('row 2 should be well formed');
    const forged = { ...entry, verdict: 'UNACCEPTABLE' as const };
    const hash = entryHash(entry.prevHash, 2, forged);
    raw.prepare(`UPDATE log_entries SET verdict = 'UNACCEPTABLE', hash = ? WHERE seq = 2`).run(hash);
    expect(verify()).toMatchObject({ ok: false, firstBadSeq: 3 });
  });

  it('a deleted entry', () => {
    const { raw, verify } = tamperableLog();
    raw.prepare('DELETE FROM log_entries WHERE seq = 3').run();
    expect(verify()).toMatchObject({ ok: false, firstBadSeq: 3 });
  });

  it('an inserted entry', () => {
    const { raw, verify } = tamperableLog();
    raw.exec(
      'UPDATE log_entries SET seq = seq + 1000 WHERE seq >= 3; UPDATE log_entries SET seq = seq - 999 WHERE seq >= 1000;',
    );
    raw
      .prepare(
        `INSERT INTO log_entries (seq, time, station_id, app_version, kind, lexicon_name, lexicon_fingerprint,
        words, word_results, verdict, source, round, table_number, details, prev_hash, hash)
        SELECT 3, time, station_id, app_version, kind, lexicon_name, lexicon_fingerprint,
        '["FAKE"]', word_results, verdict, source, round, table_number, details, prev_hash, 'forged' FROM log_entries WHERE seq = 2`,
      )
      .run();
    expect(verify()).toMatchObject({ ok: false, firstBadSeq: 3 });
  });

  it('reordered entries', () => {
    const { raw, verify } = tamperableLog();
    raw.exec(
      'UPDATE log_entries SET seq = 100 WHERE seq = 2; UPDATE log_entries SET seq = 2 WHERE seq = 3; UPDATE log_entries SET seq = 3 WHERE seq = 100;',
    );
    expect(verify()).toMatchObject({ ok: false, firstBadSeq: 2 });
  });

  it('a malformed row', () => {
    const { raw, verify } = tamperableLog();
    raw.prepare(`UPDATE log_entries SET words = 'not json' WHERE seq = 4`).run();
    expect(verify()).toMatchObject({ ok: false, firstBadSeq: 4, reason: 'entry 4 is malformed' });
  });
});

describe('the whole-chain check over slices of rows', () => {
  // More entries than one slice holds (1,000), so a break is found past a slice boundary too.
  function longLog(count: number): { log: ChallengeLog; raw: Database.Database } {
    const path = join(tempDir(), 'station.sqlite');
    const db = openStationDatabase(path);
    const log = new ChallengeLog(db);
    db.transaction(() => {
      for (let index = 0; index < count; index += 1) log.append(adjudicationContent(['QI']));
    })();
    const raw = new Database(path);
    raw.exec('DROP TRIGGER log_entries_no_update;');
    return { log, raw };
  }

  it('walks every entry, and finds an edit in a later slice where the entry-by-entry walk does', () => {
    const { log, raw } = longLog(2_500);
    expect(bothWalks(log)).toMatchObject({ ok: true, count: 2_500, head: { seq: 2_500 } });
    raw.prepare(`UPDATE log_entries SET words = '["ZA"]' WHERE seq = 1500`).run();
    expect(bothWalks(log)).toEqual({
      ok: false,
      count: 1_500,
      firstBadSeq: 1_500,
      reason: 'entry 1500 does not match its hash: it was changed',
    });
  });

  it('reads word lists written with other spacing as the same lists, as the entry-by-entry walk does', () => {
    const { log, raw } = longLog(3);
    raw.prepare(`UPDATE log_entries SET words = '[ "QI" ]', word_results = '[ true ]' WHERE seq = 2`).run();
    expect(bothWalks(log)).toMatchObject({ ok: true, count: 3 });
  });
});
