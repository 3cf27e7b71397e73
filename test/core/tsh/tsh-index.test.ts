import { describe, expect, it } from 'vitest';
import {
  buildTshIndex,
  findTableGame,
  playerByNumber,
  readTourneyJs,
  readTshEventFolder,
  roundSeats,
} from '../../../electron/core/tsh/index.ts';
import { generatedTourneyJs } from '../../../bench/tsh-generated-event.ts';
import { bytes, configTsh, divisionFiles, latin1 } from './tsh-fixtures.ts';

const index = buildTshIndex(readTshEventFolder(configTsh(), divisionFiles()));

describe('the index of a parsed event', () => {
  it('finds a table’s game in a round, in a named division or in whichever has that table', () => {
    expect(findTableGame(index, 3, '13A', 'A')).toEqual({ kind: 'none' });
    expect(findTableGame(index, 1, '13A', 'A')).toMatchObject({
      kind: 'game',
      division: 'A',
      game: { players: [3, 6] },
    });
    expect(findTableGame(index, 2, 12)).toMatchObject({
      kind: 'game',
      division: 'A',
      game: { players: [3, 4] },
    });
    expect(findTableGame(index, 2, '1')).toMatchObject({
      kind: 'game',
      division: 'B',
      game: { players: [3, 1] },
    });
    expect(findTableGame(index, 9, '11')).toEqual({ kind: 'none' });
    expect(findTableGame(index, 1, '11', 'Z')).toEqual({ kind: 'none' });
  });

  it('says which divisions share a table when none is named', () => {
    const shared = buildTshIndex({
      ...index.event,
      config: { ...index.event.config, tables: {} },
      divisions: index.event.divisions.map((division) => ({
        ...division,
        rounds: division.rounds.map((round) => ({
          ...round,
          games: round.games.map((game) => ({ ...game, table: String(game.board) })),
        })),
      })),
    });
    const found = findTableGame(shared, 1, '1');
    expect(found.kind === 'ambiguous' ? found.games.map((game) => game.division) : found).toEqual(['A', 'B']);
  });

  it('says so when the configured tables give two boards of a division one label', () => {
    const config = bytes('division A a.t\nconfig tables = [7, 7]\n');
    const a = latin1(
      'One 1500 2; ; board 1\nTwo 1400 1; ; board 1\nThree 1300 4; ; board 2\nFour 1200 3; ; board 2\n',
    );
    const doubled = buildTshIndex(readTshEventFolder(config, new Map([['a.t', a]])));
    const found = findTableGame(doubled, 1, '7', 'A');
    expect(found.kind === 'ambiguous' ? found.games.map((game) => game.game.players) : found).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('gives a round’s tables with both players’ numbers and names, as the hub carries them', () => {
    expect(roundSeats(index, 'A', 3)).toEqual([
      {
        table: '11',
        board: 1,
        start: 'known',
        players: [
          { number: 1, name: 'Müller, Anna' },
          { number: 3, name: 'Quill, Cora' },
        ],
      },
      {
        table: '12',
        board: 2,
        start: 'unknown',
        players: [
          { number: 2, name: 'Ñúñez, Beto' },
          { number: 4, name: 'Rook, Dale' },
        ],
      },
    ]);
    expect(roundSeats(index, 'A', 4)).toEqual([]);
  });

  it('finds players by number', () => {
    expect(playerByNumber(index, 'B', 3)?.name).toBe('Yarrow, Ida');
    expect(playerByNumber(index, 'B', 4)).toBeUndefined();
    expect(playerByNumber(index, 'B', 0)).toBeUndefined();
  });

  it('keeps the model plain data: it survives JSON unchanged', () => {
    expect(JSON.parse(JSON.stringify(index.event))).toEqual(index.event);
  });

  it('reads the generated 48-player, 30-round tourney.js the bench times', () => {
    const text = generatedTourneyJs();
    const [division] = readTourneyJs(new TextEncoder().encode(text)).divisions;
    expect(text.length).toBeGreaterThan(85_000);
    expect(division?.players).toHaveLength(48);
    expect(division?.rounds).toHaveLength(30);
    expect(division?.rounds.every((round) => round.games.length === 24)).toBe(true);
    expect(division?.currentRound).toBe(30);
  });
});
