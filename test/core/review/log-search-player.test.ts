// The log searched by a player of the entry's game: by part of a name whatever its case and
// accents, or by number with or without the division; entries without a game are not found.
import { describe, expect, it } from 'vitest';
import type { GameContext } from '../../../electron/core/game/game-context.ts';
import { searchLog } from '../../../electron/core/review/log-search.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

function game(
  division: string,
  table: string,
  first: [number, string],
  second: [number, string],
): GameContext {
  return {
    division,
    round: 3,
    table,
    players: [
      { division, number: first[0], name: first[1] },
      { division, number: second[0], name: second[1] },
    ],
    challenger: 1,
  };
}

describe('log search by player', () => {
  it('finds a player by name or number in either seat, newest first', () => {
    const station = new Station({ dataDir: tempDir() });
    const a = station.judge({
      words: ['cat'],
      source: 'cli',
      game: game('A', '1', [7, 'Müller, Jürgen'], [19, 'Doe, Jane']),
    });
    const b = station.judge({
      words: ['dog'],
      source: 'cli',
      game: game('B', '2', [7, 'Ñúñez, Ana'], [3, 'Roe, John']),
    });
    const none = station.judge({ words: ['muller'], source: 'cli' });
    const seqs = (player: string) => searchLog(station.log, { player }).map((entry) => entry.seq);
    expect(seqs('muller')).toEqual([a.entry.seq]);
    expect(seqs('NÚÑEZ')).toEqual([b.entry.seq]);
    expect(seqs('nunez')).toEqual([b.entry.seq]);
    expect(seqs('doe')).toEqual([a.entry.seq]);
    expect(seqs('7')).toEqual([b.entry.seq, a.entry.seq]);
    expect(seqs('a7')).toEqual([a.entry.seq]);
    expect(seqs('B 3')).toEqual([b.entry.seq]);
    expect(seqs('A3')).toEqual([]);
    expect(seqs('nobody')).toEqual([]);
    expect(seqs(' ')).toContain(none.entry.seq);
    expect(searchLog(station.log, { player: 'roe', word: 'dog' }).map((entry) => entry.seq)).toEqual([
      b.entry.seq,
    ]);
    station.close();
  });
});
