// A station's question when a player types a table number: which game is that, this round? Pure,
// over the pairings the station holds (carried-pairings.ts). Every answer other than a game is one
// the kiosk words in a plain line and then judges anyway: pairings never block a verdict.
import type { GamePlayer } from './game-context.ts';
import type { CarriedPairings, CarriedTable } from './carried-pairings.ts';

/** The game found at a table, without who challenged (the players say that next). */
export interface TableGame {
  readonly division: string;
  readonly round: number;
  readonly table: string;
  /** The player who goes first first, when TSH knows it; else the lower number first. */
  readonly players: readonly [GamePlayer, GamePlayer];
  readonly start: CarriedTable['start'];
  /** Numbers of the game's players who have withdrawn since it was paired. */
  readonly withdrawn: readonly number[];
}

/** The answer to a table lookup. */
export type TableLookup =
  | { readonly kind: 'game'; readonly game: TableGame }
  /** The station holds no pairings. */
  | { readonly kind: 'no-pairings' }
  /** No division has the round paired (TSH has not paired it yet, or the set round is not held). */
  | { readonly kind: 'not-paired'; readonly round: number | null }
  /** The round is paired but no game sits at that table (a bye, or no such table). */
  | { readonly kind: 'no-game'; readonly table: string }
  /** Divisions that share the table label, each with a game there this round. */
  | { readonly kind: 'ambiguous'; readonly table: string; readonly divisions: readonly string[] };

/**
 * The game at `table` in the round in force: `setRound` when a director set one, else each
 * division's current round as TSH has it (the latest paired round not fully scored, or the latest
 * paired round once all are scored).
 */
export function lookupTable(
  pairings: CarriedPairings | null,
  table: number | string,
  setRound: number | null,
): TableLookup {
  if (pairings === null) return { kind: 'no-pairings' };
  const label = String(table);
  const found: TableGame[] = [];
  let paired = false;
  let roundAsked: number | null = setRound;
  for (const division of pairings.divisions) {
    const number = setRound ?? division.currentRound ?? division.latestPairedRound;
    if (number === null) continue;
    roundAsked ??= number;
    const round = division.rounds.find((held) => held.round === number);
    if (round === undefined) continue;
    paired = true;
    for (const seat of round.tables) {
      if (seat.table !== label) continue;
      const [first, second] = seat.players;
      found.push({
        division: division.name,
        round: number,
        table: label,
        players: [
          { division: division.name, number: first.number, name: first.name },
          { division: division.name, number: second.number, name: second.name },
        ],
        start: seat.start,
        withdrawn: seat.players.filter((player) => player.withdrawn).map((player) => player.number),
      });
    }
  }
  const only = found.length === 1 ? found[0] : undefined;
  if (only !== undefined) return { kind: 'game', game: only };
  if (found.length > 1) {
    return { kind: 'ambiguous', table: label, divisions: [...new Set(found.map((game) => game.division))] };
  }
  return paired ? { kind: 'no-game', table: label } : { kind: 'not-paired', round: roundAsked };
}
