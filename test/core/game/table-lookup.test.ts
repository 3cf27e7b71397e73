// What a station holds of the pairings, and the game it finds when a player types a table number:
// from the invented two-division event in test/core/tsh/fixtures (A: tables 11, 12, 13A, round 3
// paired and not scored, Tarn withdrawn; B: tables are boards, round 2 paired).
import { describe, expect, it } from 'vitest';
import { carriedPairingsFrom, carriedPairingsSchema } from '../../../electron/core/game/carried-pairings.ts';
import { lookupTable } from '../../../electron/core/game/table-lookup.ts';
import { readTourneyJs } from '../../../electron/core/tsh/index.ts';
import { fixture } from '../tsh/tsh-fixtures.ts';

const event = readTourneyJs(fixture('tourney.js.txt'), 'tourney.js');
const held = carriedPairingsFrom(event, { file: 'tourney.js', readAt: '2026-12-07T10:00:00.000Z' });

describe('the pairings a station holds', () => {
  it('keeps each division’s current round and the one before, with both players’ numbers and names', () => {
    expect(held.divisions.map((division) => [division.name, division.currentRound])).toEqual([
      ['A', 3],
      ['B', 2],
    ]);
    const a = held.divisions[0];
    expect(a?.rounds.map((round) => round.round)).toEqual([2, 3]);
    expect(a?.rounds[1]?.tables.map((table) => [table.table, table.players.map((p) => p.name)])).toEqual([
      ['11', ['Müller, Anna', 'Quill, Cora']],
      ['12', ['Ñúñez, Beto', 'Rook, Dale']],
    ]);
  });

  it('marks a withdrawn player where they still sit at a carried table', () => {
    const round2 = held.divisions[0]?.rounds[0];
    expect(round2?.tables.find((table) => table.table === '13A')?.players[1]).toEqual({
      number: 6,
      name: 'Tarn, Finn',
      withdrawn: true,
    });
  });

  it('also carries a round the director set when TSH has paired it', () => {
    const withOne = carriedPairingsFrom(event, { file: 'tourney.js', readAt: held.readAt }, 1);
    expect(withOne.divisions[0]?.rounds.map((round) => round.round)).toEqual([1, 2, 3]);
    const unpaired = carriedPairingsFrom(event, { file: 'tourney.js', readAt: held.readAt }, 6);
    expect(unpaired.divisions[0]?.rounds.map((round) => round.round)).toEqual([2, 3]);
  });

  it('refuses a forged value: an unknown field, a name past its bound, a third player', () => {
    const table = held.divisions[0]?.rounds[1]?.tables[0];
    const forged = (change: object) =>
      carriedPairingsSchema.safeParse({
        ...held,
        divisions: [{ ...held.divisions[0], rounds: [{ round: 3, tables: [{ ...table, ...change }] }] }],
      }).success;
    expect(forged({})).toBe(true);
    expect(forged({ script: 'x' })).toBe(false);
    expect(forged({ players: [...(table?.players ?? []), table?.players[0]] })).toBe(false);
    expect(forged({ table: 'x'.repeat(17) })).toBe(false);
  });
});

describe('a table number looked up', () => {
  it('finds the game at the table this round, the player who goes first first', () => {
    expect(lookupTable(held, 11, null)).toEqual({
      kind: 'game',
      game: {
        division: 'A',
        round: 3,
        table: '11',
        players: [
          { division: 'A', number: 1, name: 'Müller, Anna' },
          { division: 'A', number: 3, name: 'Quill, Cora' },
        ],
        start: 'known',
        withdrawn: [],
      },
    });
    expect(lookupTable(held, 1, null)).toMatchObject({ kind: 'game', game: { division: 'B', round: 2 } });
  });

  it('uses the round a director set over TSH’s current round', () => {
    expect(lookupTable(held, 11, 2)).toMatchObject({
      kind: 'game',
      game: { round: 2, players: [{ name: 'Ñúñez, Beto' }, { name: 'Müller, Anna' }] },
    });
    expect(lookupTable(held, '13A', 2)).toMatchObject({ kind: 'game', game: { withdrawn: [6] } });
  });

  it('says why there is no game: none at the table, a round not paired, no pairings', () => {
    expect(lookupTable(held, '13A', null)).toEqual({ kind: 'no-game', table: '13A' });
    expect(lookupTable(held, 99, null)).toEqual({ kind: 'no-game', table: '99' });
    expect(lookupTable(held, 11, 7)).toEqual({ kind: 'not-paired', round: 7 });
    expect(lookupTable(null, 11, null)).toEqual({ kind: 'no-pairings' });
  });

  it('names the divisions when they share a table label', () => {
    const shared = {
      ...held,
      divisions: held.divisions.map((division) => ({
        ...division,
        rounds: division.rounds.map((round) => ({
          ...round,
          tables: round.tables.map((table) => ({ ...table, table: '5' })),
        })),
      })),
    };
    expect(lookupTable(shared, 5, null)).toEqual({
      kind: 'ambiguous',
      table: '5',
      divisions: ['A', 'B'],
    });
  });
});
