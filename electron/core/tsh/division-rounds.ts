import { TshDataError } from './tsh-errors.ts';
import type { TshDivision, TshGame, TshPlayer, TshRound, TshStart } from './tsh-model.ts';

/**
 * One division's rounds and games, from its players' per-round fields — the same fields in both of
 * TSH's forms, so both readers end here. TSH pairs both players of a game at once, so a pairing one
 * side does not return is a file caught mid-write (or edited by hand), and is refused.
 */

/** A player's fields as either form holds them; `opponents`, `boards` and `p12` by 0-based round. */
export interface PlayerFields {
  readonly name: string;
  readonly rating: number;
  readonly withdrawn: boolean;
  readonly opponents: readonly (number | null)[];
  readonly scores: readonly (number | null)[];
  readonly boards: readonly (number | null)[];
  readonly p12: readonly (number | null)[];
}

/** A division as either form holds it: `players[0]` is player number 1. */
export interface DivisionFields {
  readonly name: string;
  readonly maxRounds: number | null;
  readonly players: readonly PlayerFields[];
}

/** p12 as TSH records it: 1 first, 2 second, 3 must draw, 0 bye, 4 not yet known. */
function startOf(
  own: number | null | undefined,
  theirs: number | null | undefined,
): { start: TshStart; swap: boolean } {
  if (own === 1 && theirs !== 1) return { start: 'known', swap: false };
  if (own === 2 && theirs !== 2) return { start: 'known', swap: true };
  if (theirs === 1 && own !== 1) return { start: 'known', swap: true };
  if (theirs === 2 && own !== 2) return { start: 'known', swap: false };
  if (own === 3 || theirs === 3) return { start: 'draw', swap: false };
  return { start: 'unknown', swap: false };
}

/** A board number, or null for TSH's 0 ("no board assigned") and for no value. */
function boardOf(player: PlayerFields, round0: number): number | null {
  const board = player.boards[round0];
  return board === undefined || board === null || board === 0 ? null : board;
}

function checkOpponents(division: DivisionFields, file: string): void {
  const { players } = division;
  players.forEach((player, index) => {
    const number = index + 1;
    player.opponents.forEach((opponent, round0) => {
      if (opponent === null || opponent === 0) return;
      const where = `division ${division.name} round ${round0 + 1}: player ${number}`;
      if (!Number.isInteger(opponent) || opponent < 0)
        throw new TshDataError(file, `${where} has opponent ${opponent}`);
      if (opponent === number) throw new TshDataError(file, `${where} is paired with themselves`);
      const other = players[opponent - 1];
      if (other === undefined) {
        throw new TshDataError(file, `${where} is paired with player ${opponent}, who does not exist`);
      }
      const back = other.opponents[round0];
      if (back !== number) {
        throw new TshDataError(
          file,
          `${where} is paired with player ${opponent}, whose opponent is ${back === undefined || back === null ? 'not set' : back}`,
        );
      }
    });
  });
}

function roundOf(
  division: DivisionFields,
  round0: number,
  tables: readonly (string | null)[] | undefined,
): TshRound {
  const games: TshGame[] = [];
  const byes: number[] = [];
  const unpaired: number[] = [];
  division.players.forEach((player, index) => {
    const number = index + 1;
    const opponent = player.opponents[round0];
    if (opponent === undefined || opponent === null) unpaired.push(number);
    else if (opponent === 0) byes.push(number);
    else if (opponent > number) {
      const other = division.players[opponent - 1];
      if (other === undefined) return; // checkOpponents has refused this already
      const board = boardOf(player, round0) ?? boardOf(other, round0);
      const table =
        board === null ? null : tables === undefined ? String(board) : (tables[board - 1] ?? null);
      const { start, swap } = startOf(player.p12[round0], other.p12[round0]);
      const scored = (player.scores[round0] ?? null) !== null && (other.scores[round0] ?? null) !== null;
      games.push({
        round: round0 + 1,
        board,
        table,
        players: swap ? [opponent, number] : [number, opponent],
        start,
        scored,
      });
    }
  });
  games.sort(
    (a, b) =>
      (a.board ?? Number.MAX_SAFE_INTEGER) - (b.board ?? Number.MAX_SAFE_INTEGER) ||
      Math.min(...a.players) - Math.min(...b.players),
  );
  return { round: round0 + 1, games, byes, unpaired, scored: games.every((game) => game.scored) };
}

/**
 * A round is paired once it has a game, or every player has an opponent value for it. Byes alone do
 * not pair a round: TSH gives a withdrawn player byes ahead of the rounds it has paired.
 */
function isPaired(division: DivisionFields, round0: number): boolean {
  let everyone = division.players.length > 0;
  for (const player of division.players) {
    const opponent = player.opponents[round0];
    if (opponent !== undefined && opponent !== null && opponent > 0) return true;
    if (opponent === undefined || opponent === null) everyone = false;
  }
  return everyone;
}

/** Build a division's players, rounds and current round; refuses pairings that contradict themselves. */
export function buildDivision(
  division: DivisionFields,
  tables: readonly (string | null)[] | undefined,
  file: string,
): TshDivision {
  checkOpponents(division, file);
  let paired = 0;
  const longest = Math.max(0, ...division.players.map((player) => player.opponents.length));
  for (let round0 = longest - 1; round0 >= 0 && paired === 0; round0--) {
    if (isPaired(division, round0)) paired = round0 + 1;
  }
  const rounds = Array.from({ length: paired }, (_, round0) => roundOf(division, round0, tables));
  const current = rounds.findLast((round) => !round.scored);
  const players: TshPlayer[] = division.players.map((player, index) => ({
    number: index + 1,
    name: player.name,
    rating: player.rating,
    withdrawn: player.withdrawn,
    opponents: [...player.opponents],
    scores: [...player.scores],
  }));
  return {
    name: division.name,
    maxRounds: division.maxRounds,
    players,
    rounds,
    currentRound: current === undefined ? null : current.round,
  };
}
