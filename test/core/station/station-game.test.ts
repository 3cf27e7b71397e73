// A challenge's game in the log: recorded with the rule's outcome inside the hash chain, read back
// exactly, covered by verification, and an older database's chain untouched by the upgrade.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameContext } from '../../../electron/core/game/game-context.ts';
import { entryHash, GENESIS_HASH } from '../../../electron/core/log/log-entry.ts';
import { verifyChain } from '../../../electron/core/log/log-verify.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { MIGRATIONS } from '../../../electron/core/store/migrations/index.ts';
import { adjudicationContent } from '../../support/adjudication-content.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

const GAME: GameContext = {
  division: 'A',
  round: 4,
  table: '12A',
  players: [
    { division: 'A', number: 7, name: 'Łucja Nowak' },
    { division: 'A', number: 19, name: "O'Brien, Seán" },
  ],
  challenger: 2,
};

const GAME_ROW = {
  game_division: 'A',
  game_round: 4,
  game_table: '12A',
  first_player_division: 'A',
  first_player_number: 7,
  first_player_name: 'Łucja Nowak',
  second_player_division: 'A',
  second_player_number: 19,
  second_player_name: "O'Brien, Seán",
  challenger: 2,
};

function rowOf(dataDir: string, seq: number): Record<string, unknown> {
  const db = new Database(join(dataDir, 'station.sqlite'), { readonly: true });
  const row = db.prepare('SELECT * FROM log_entries WHERE seq = ?').get(seq) as Record<string, unknown>;
  db.close();
  return row;
}

describe('an adjudication with its game', () => {
  it('records the game and the outcome, reads back exactly and verifies', () => {
    const dataDir = tempDir();
    const station = new Station({ dataDir });
    const judged = station.judge({
      words: ['cat', 'dog', 'cats'],
      source: 'cli',
      challengeRule: { kind: 'points', points: 5 },
      game: GAME,
    });
    expect(judged.verdict).toBe('ACCEPTABLE');
    const [read] = [...station.log.entries()];
    expect(read).toEqual(judged.entry);
    expect(read).toMatchObject({
      gameDivision: 'A',
      gameRound: 4,
      gameTable: '12A',
      firstPlayerName: 'Łucja Nowak',
      secondPlayerNumber: 19,
      challenger: 2,
      playFate: 'stays',
      turnLostBy: null,
      bonusPoints: 15,
    });
    expect(read?.hash).toBe(judged.entry.hash);
    expect(verifyChain(station.log.rows())).toMatchObject({ ok: true, count: 1 });
    station.close();
    expect(rowOf(dataDir, 1)).toMatchObject({ ...GAME_ROW, play_fate: 'stays', bonus_points: 15 });
  });

  it('records the double challenge outcome of an unacceptable play', () => {
    const station = new Station({ dataDir: tempDir() });
    const { entry } = station.judge({
      words: ['cat', 'xqzt'],
      source: 'cli',
      challengeRule: { kind: 'double' },
      game: { ...GAME, challenger: null },
    });
    expect(entry).toMatchObject({
      challenger: null,
      playFate: 'comes-off',
      turnLostBy: 'player',
      bonusPoints: null,
    });
    expect(verifyChain(station.log.rows())).toMatchObject({ ok: true });
    station.close();
  });

  it('without a game, is written as before: every game field null, the hash of the same content', () => {
    const dataDir = tempDir();
    const station = new Station({ dataDir });
    const { entry } = station.judge({ words: ['cat'], source: 'cli' });
    expect(entry).toMatchObject({ gameDivision: null, firstPlayerName: null, playFate: null });
    const { seq, prevHash, hash, ...content } = entry;
    expect(entryHash(prevHash, seq, content)).toBe(hash);
    station.close();
    const row = rowOf(dataDir, 1);
    for (const column of [...Object.keys(GAME_ROW), 'play_fate', 'turn_lost_by', 'bonus_points']) {
      expect(row[column], column).toBeNull();
    }
  });

  it.each([
    ['first_player_name', "'Lucja Nowak'"],
    ['second_player_number', '91'],
    ['game_table', "'12B'"],
    ['challenger', '1'],
    ['bonus_points', '50'],
    ['turn_lost_by', "'challenger'"],
  ])('breaks verification when its %s is changed in the database', (column, value) => {
    const dataDir = tempDir();
    const station = new Station({ dataDir });
    station.judge({ words: ['cat'], source: 'cli', game: GAME });
    station.judge({
      words: ['dog'],
      source: 'cli',
      challengeRule: { kind: 'points', points: 5 },
      game: GAME,
    });
    const raw = new Database(join(dataDir, 'station.sqlite'));
    raw.exec('DROP TRIGGER log_entries_no_update');
    raw.exec(`UPDATE log_entries SET ${column} = ${value} WHERE seq = 2`);
    raw.close();
    expect(verifyChain(station.log.rows())).toMatchObject({ ok: false, firstBadSeq: 2 });
    station.close();
  });
});

describe('a database of schema 4, from before games were recorded', () => {
  it('opens, migrates, verifies as before, and takes entries with and without a game', () => {
    const dataDir = tempDir();
    const legacy = new Database(join(dataDir, 'station.sqlite'));
    MIGRATIONS.slice(0, 4).forEach((migration) => migration(legacy));
    legacy.pragma('user_version = 4');
    const insert = legacy.prepare(
      `INSERT INTO log_entries (seq, time, station_id, app_version, kind, lexicon_name,
         lexicon_fingerprint, words, word_results, verdict, source, round, table_number, details,
         challenge_rule, refers_to, ruling, judge, action, prev_hash, hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    let prevHash = GENESIS_HASH;
    for (const [seq, words] of [
      [1, ['QI']],
      [2, ['ZA', 'XU']],
    ] as const) {
      const content = {
        ...adjudicationContent([...words]),
        round: 3,
        table: 12,
        challengeRule: 'double challenge',
      };
      const hash = entryHash(prevHash, seq, content);
      insert.run(
        seq,
        content.time,
        content.stationId,
        content.appVersion,
        content.kind,
        content.lexiconName,
        content.lexiconFingerprint,
        JSON.stringify(content.words),
        JSON.stringify(content.wordResults),
        content.verdict,
        content.source,
        content.round,
        content.table,
        null,
        content.challengeRule,
        null,
        null,
        null,
        null,
        prevHash,
        hash,
      );
      prevHash = hash;
    }
    legacy.close();

    const station = new Station({ dataDir });
    expect(verifyChain(station.log.rows())).toMatchObject({
      ok: true,
      count: 2,
      head: { seq: 2, hash: prevHash },
    });
    station.judge({ words: ['cat'], source: 'cli' });
    station.judge({ words: ['dog'], source: 'cli', game: GAME });
    expect(verifyChain(station.log.rows())).toMatchObject({ ok: true, count: 4 });
    expect([...station.log.entries()].map((entry) => entry.firstPlayerName)).toEqual([
      null,
      null,
      null,
      'Łucja Nowak',
    ]);
    station.close();
  });
});
