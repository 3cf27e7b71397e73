import type { TshDivision, TshEvent, TshGame, TshPlayer } from './tsh-model.ts';

/**
 * Lookups over a parsed event, built once: division → round → table → game, and each division's
 * players by number. A table is found by its label as TSH prints it ("12", or a configured "12A").
 * Built from the plain model; the model itself stays serialisable, the index is rebuilt beside it.
 */

/** A game and the division it belongs to. */
export interface TshGameAt {
  readonly division: string;
  readonly game: TshGame;
}

/**
 * The answer to a table lookup: the game, none, or several — when no division was named and
 * divisions share table labels, or when the configured tables give two boards the same label.
 */
export type TshTableLookup =
  | { readonly kind: 'game'; readonly division: string; readonly game: TshGame }
  | { readonly kind: 'none' }
  | { readonly kind: 'ambiguous'; readonly games: readonly TshGameAt[] };

/** A table with its two players, numbers and names, as the hub carries a round to stations. */
export interface TshTableSeat {
  readonly table: string | null;
  readonly board: number | null;
  readonly start: TshGame['start'];
  readonly players: readonly [{ number: number; name: string }, { number: number; name: string }];
}

/** Tables of one round: table label → what sits there. */
type RoundTables<T> = ReadonlyMap<string, T>;

export interface TshIndex {
  readonly event: TshEvent;
  /** division → round → table → the games there (one, unless the tables give two boards one label). */
  readonly byDivision: ReadonlyMap<string, ReadonlyMap<number, RoundTables<readonly TshGameAt[]>>>;
  /** round → table → the games at that table in any division (several when divisions share table labels). */
  readonly byRound: ReadonlyMap<number, RoundTables<readonly TshGameAt[]>>;
  readonly divisions: ReadonlyMap<string, TshDivision>;
}

function tablesOf<T>(map: Map<number, Map<string, T>>, round: number): Map<string, T> {
  let tables = map.get(round);
  if (tables === undefined) {
    tables = new Map();
    map.set(round, tables);
  }
  return tables;
}

/** Build the lookups; linear in the number of games. */
export function buildTshIndex(event: TshEvent): TshIndex {
  const byDivision = new Map<string, Map<number, Map<string, TshGameAt[]>>>();
  const byRound = new Map<number, Map<string, TshGameAt[]>>();
  const divisions = new Map<string, TshDivision>();
  for (const division of event.divisions) {
    divisions.set(division.name, division);
    const rounds = new Map<number, Map<string, TshGameAt[]>>();
    byDivision.set(division.name, rounds);
    for (const round of division.rounds) {
      const tables = tablesOf(rounds, round.round);
      const shared = tablesOf(byRound, round.round);
      for (const game of round.games) {
        if (game.table === null) continue;
        const at: TshGameAt = { division: division.name, game };
        for (const map of [tables, shared]) {
          const there = map.get(game.table);
          if (there === undefined) map.set(game.table, [at]);
          else there.push(at);
        }
      }
    }
  }
  return { event, byDivision, byRound, divisions };
}

/** The game at a table in a round, in the named division or, when none is named, in whichever has it. */
export function findTableGame(
  index: TshIndex,
  round: number,
  table: string | number,
  division?: string,
): TshTableLookup {
  const label = typeof table === 'number' ? String(table) : table;
  const games =
    division === undefined
      ? index.byRound.get(round)?.get(label)
      : index.byDivision.get(division)?.get(round)?.get(label);
  if (games === undefined) return { kind: 'none' };
  const only = games.length === 1 ? games[0] : undefined;
  if (only !== undefined) return { kind: 'game', division: only.division, game: only.game };
  return { kind: 'ambiguous', games };
}

/** A division's player by number, or undefined. */
export function playerByNumber(index: TshIndex, division: string, number: number): TshPlayer | undefined {
  const player = index.divisions.get(division)?.players[number - 1];
  return player?.number === number ? player : undefined;
}

/** A round's tables with both players' numbers and names, in board order; empty for an unpaired round. */
export function roundSeats(index: TshIndex, division: string, round: number): TshTableSeat[] {
  const found = index.divisions.get(division);
  const games = found?.rounds[round - 1]?.games ?? [];
  const named = (number: number): { number: number; name: string } => ({
    number,
    name: found?.players[number - 1]?.name ?? '',
  });
  return games.map((game) => ({
    table: game.table,
    board: game.board,
    start: game.start,
    players: [named(game.players[0]), named(game.players[1])],
  }));
}
