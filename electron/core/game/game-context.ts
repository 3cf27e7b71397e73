// The game a challenge belongs to, as a caller of the station's judge gives it (from the
// tournament's pairings, electron/core/tsh/), and the log fields that record it.
import type { EntryContent, EntryGameField } from '../../common/log-shapes.ts';
import type { ChallengeOutcome, Seat } from './challenge-outcome.ts';

/** One player of a game, as the pairings name them. */
export interface GamePlayer {
  readonly division: string;
  readonly number: number;
  readonly name: string;
}

/** The game at a table: where it is, its players (the one who goes first first) and who challenged. */
export interface GameContext {
  readonly division: string;
  readonly round: number;
  /** The table's label as the pairings print it ("12", or a configured "12A"). */
  readonly table: string;
  readonly players: readonly [GamePlayer, GamePlayer];
  /** The seat that challenged; null when the station was not told. */
  readonly challenger: Seat | null;
}

/** The log fields of an entry's game. */
export type GameFields = Required<Pick<EntryContent, EntryGameField>>;

/**
 * The fields that record a game and the rule's outcome in an entry. Only the roles are stored
 * (who loses a turn, the points the player gains): the seats follow from the challenger.
 */
export function gameFields(game: GameContext, outcome: ChallengeOutcome): GameFields {
  const [first, second] = game.players;
  return {
    gameDivision: game.division,
    gameRound: game.round,
    gameTable: game.table,
    firstPlayerDivision: first.division,
    firstPlayerNumber: first.number,
    firstPlayerName: first.name,
    secondPlayerDivision: second.division,
    secondPlayerNumber: second.number,
    secondPlayerName: second.name,
    challenger: game.challenger,
    playFate: outcome.play,
    turnLostBy: outcome.turnLostBy,
    bonusPoints: outcome.bonusPoints,
  };
}
