// A station holding pairings records the game at the table a player typed: read from TSH's files at
// a path (both forms), looked up in the round in force, and never in the way of a verdict.
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carriedPairingsFrom } from '../../../electron/core/game/carried-pairings.ts';
import { PairingsFileError, readPairingsFile } from '../../../electron/core/game/pairings-file.ts';
import { verifyChain } from '../../../electron/core/log/log-verify.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { TshDataError, TshUnknownFormError } from '../../../electron/core/tsh/index.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const FIXTURES = join(import.meta.dirname, '../tsh/fixtures');

function stationHolding(path: string): Station {
  const station = new Station({ dataDir: tempDir() });
  const pairings = carriedPairingsFrom(readPairingsFile(path), {
    file: 'x',
    readAt: '2026-12-07T10:00:00.000Z',
  });
  station.pairings.hold({ from: 'file', where: path, pairings });
  return station;
}

describe('pairings read from a path', () => {
  it('reads a tourney.js and an event folder’s config.tsh with the .t files beside it alike', () => {
    const folder = tempDir();
    cpSync(join(FIXTURES, 'tourney.js.txt'), join(folder, 'tourney.js'));
    const fromJs = readPairingsFile(join(folder, 'tourney.js'));
    const fromFolder = readPairingsFile(join(FIXTURES, 'event/config.tsh'));
    expect(fromJs.source).toBe('tourney.js');
    expect(fromFolder.source).toBe('event folder');
    expect(fromFolder.divisions.map((division) => division.currentRound)).toEqual(
      fromJs.divisions.map((division) => division.currentRound),
    );
  });

  it('names what is wrong: no file, a folder, neither form, a missing division file', () => {
    const folder = tempDir();
    expect(() => readPairingsFile(join(folder, 'none.js'))).toThrow(PairingsFileError);
    expect(() => readPairingsFile(folder)).toThrow(/is not a file/u);
    writeFileSync(join(folder, 'notes.txt'), 'pairings on paper\n');
    expect(() => readPairingsFile(join(folder, 'notes.txt'))).toThrow(TshUnknownFormError);
    writeFileSync(join(folder, 'config.tsh'), 'division A a.t\n');
    expect(() => readPairingsFile(join(folder, 'config.tsh'))).toThrow(TshDataError);
    expect(() => readPairingsFile(join(folder, 'config.tsh'))).toThrow(/a\.t/u);
  });
});

describe('a station judging at a table it holds pairings for', () => {
  it('records the game, the challenger and the outcome, in the game’s round', () => {
    const station = stationHolding(join(FIXTURES, 'event/config.tsh'));
    const judged = station.judge({ words: ['cat', 'xqz'], source: 'cli', table: 11, challenger: 2 });
    expect(judged.entry).toMatchObject({
      round: 3,
      table: 11,
      gameDivision: 'A',
      gameRound: 3,
      gameTable: '11',
      firstPlayerName: 'Müller, Anna',
      secondPlayerName: 'Quill, Cora',
      challenger: 2,
      playFate: 'comes-off',
      turnLostBy: 'player',
    });
    expect(verifyChain(station.log.rows())).toMatchObject({ ok: true });
    station.close();
  });

  it('judges as before where the table has no game or nothing is held', () => {
    const station = stationHolding(join(FIXTURES, 'event/config.tsh'));
    const judged = station.judge({ words: ['cat'], source: 'cli', table: 99, challenger: 1 });
    expect(judged.verdict).toBe('ACCEPTABLE');
    expect(judged.entry.gameTable).toBeNull();
    station.pairings.clear();
    expect(station.lookupTable(11)).toEqual({ kind: 'no-pairings' });
    expect(station.judge({ words: ['cat'], source: 'cli', table: 11 }).entry.gameTable).toBeNull();
    station.close();
  });
});
