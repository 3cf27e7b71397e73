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
import { configTsh, divisionFiles } from './tsh-fixtures.ts';

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
    expect(findTableGame(shared, 1, '1')).toEqual({ kind: 'ambiguous', divisions: ['A', 'B'] });
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
