// An entry's game read back from its flat log fields, for every place the log is read (the printed
// report, the console's Log and Review pages, the hall view): one shape to word in each language,
// and one rule for finding an entry by a player. No Node imports, so the renderer can use it.
import type { PlayFate, TurnLoser } from './entry-values.ts';
import type { EntryContent, EntryGameField } from './log-shapes.ts';

/** One player of a recorded game. */
export interface EntryPlayer {
  readonly division: string;
  readonly number: number;
  readonly name: string;
}

/** A seat at the board: 1 the player who went first, 2 the one who went second. */
export type EntrySeat = 1 | 2;

/** The game an entry was recorded in, and what the rule made of the challenge. */
export interface EntryGame {
  readonly division: string;
  readonly round: number;
  readonly table: string;
  /** The player who goes first, then the one who goes second. */
  readonly players: readonly [EntryPlayer, EntryPlayer];
  readonly challenger: EntrySeat | null;
  readonly playFate: PlayFate | null;
  readonly turnLostBy: TurnLoser | null;
  /** The seat that loses a turn; null when nobody does or the challenger is not known. */
  readonly turnLoserSeat: EntrySeat | null;
  readonly bonusPoints: number | null;
  /** The seat that gains the points (the one who made the play); null when unknown or none. */
  readonly bonusSeat: EntrySeat | null;
}

type GameFieldsOf = Pick<EntryContent, EntryGameField>;

/** The entry's game, or null for an entry recorded without one (every field of it absent or null). */
export function entryGame(entry: GameFieldsOf): EntryGame | null {
  const gameDivision = entry.gameDivision ?? null;
  const gameRound = entry.gameRound ?? null;
  const gameTable = entry.gameTable ?? null;
  if (gameDivision === null || gameRound === null || gameTable === null) return null;
  const first = player(entry.firstPlayerDivision, entry.firstPlayerNumber, entry.firstPlayerName);
  const second = player(entry.secondPlayerDivision, entry.secondPlayerNumber, entry.secondPlayerName);
  if (first === null || second === null) return null;
  const challenger = entry.challenger === 1 || entry.challenger === 2 ? entry.challenger : null;
  const maker = challenger === null ? null : challenger === 1 ? 2 : 1;
  const turnLostBy = entry.turnLostBy ?? null;
  const bonusPoints = entry.bonusPoints ?? null;
  return {
    division: gameDivision,
    round: gameRound,
    table: gameTable,
    players: [first, second],
    challenger,
    playFate: entry.playFate ?? null,
    turnLostBy,
    turnLoserSeat: turnLostBy === null ? null : turnLostBy === 'challenger' ? challenger : maker,
    bonusPoints,
    bonusSeat: bonusPoints === null ? null : maker,
  };
}

function player(
  division: string | null | undefined,
  number: number | null | undefined,
  name: string | null | undefined,
): EntryPlayer | null {
  return division === null ||
    division === undefined ||
    number === null ||
    number === undefined ||
    name === null ||
    name === undefined
    ? null
    : { division, number, name };
}

/** A player's number as the pairings print it with the division: "A7". */
export function playerCode(player: EntryPlayer): string {
  return `${player.division}${player.number}`;
}

/** A search for a player: their number (with or without the division), or part of their name. */
export type PlayerQuery =
  | { readonly kind: 'number'; readonly division: string | null; readonly number: number }
  | { readonly kind: 'name'; readonly folded: string };

/**
 * What a typed player search asks for: "7" or "A7" (a division's letters then the number, with or
 * without a number sign between) is a number, anything else part of a name. Null for nothing typed.
 */
export function playerQuery(typed: string): PlayerQuery | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  const numbered = /^([\p{L}]{0,8})\s*#?\s*(\d{1,5})$/u.exec(trimmed);
  if (numbered !== null) {
    const division = numbered[1] ?? '';
    return {
      kind: 'number',
      division: division === '' ? null : folded(division),
      number: Number(numbered[2]),
    };
  }
  return { kind: 'name', folded: folded(trimmed) };
}

/** Whether either player of the game is the one searched for. */
export function gameHasPlayer(game: EntryGame, query: PlayerQuery): boolean {
  return game.players.some((one) =>
    query.kind === 'number'
      ? one.number === query.number && (query.division === null || folded(one.division) === query.division)
      : folded(one.name).includes(query.folded),
  );
}

// Case and accents do not count: "muller" finds Müller, "nunez" Ñúñez. Letters that are not a base
// letter with a mark (ł, ø, ß) are kept as they are.
function folded(text: string): string {
  return text.normalize('NFD').replaceAll(/\p{M}/gu, '').toLocaleLowerCase('und').replaceAll(/\s+/gu, ' ');
}
