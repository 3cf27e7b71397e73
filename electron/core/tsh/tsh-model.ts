/**
 * The parsed pairings of a TSH event: plain data (arrays, strings, numbers, booleans, null), so the
 * hub can carry it as JSON and a report can keep it. Rounds and player numbers are 1-based, as TSH
 * prints them.
 */

/** Which form the pairings were read from. */
export type TshSource = 'tourney.js' | 'event folder';

/**
 * Who starts a game, from TSH's `p12` field: `known` when `players[0]` goes first, `draw` when the
 * two must draw for it (p12 3), `unknown` when TSH has not said (p12 4 or absent, or the two
 * players' values disagree).
 */
export type TshStart = 'known' | 'draw' | 'unknown';

/** One player of a division, by the number TSH gives them: their line's place among the data lines. */
export interface TshPlayer {
  readonly number: number;
  readonly name: string;
  readonly rating: number;
  /** Switched off with TSH's `off` field: withdrawn from further pairings, never deleted. */
  readonly withdrawn: boolean;
  /** Opponent per round (index 0 is round 1): a player number, 0 for a bye, null for no value. */
  readonly opponents: readonly (number | null)[];
  /** Own score per round (index 0 is round 1), null for no value. */
  readonly scores: readonly (number | null)[];
}

/** One game of a round: two players at a board and its table. */
export interface TshGame {
  readonly round: number;
  /** The board TSH assigned, or null when it assigned none (board 0 or no `board` field). */
  readonly board: number | null;
  /**
   * The table the board sits at: `tables{DIV}[board-1]` from the configuration, else the board
   * itself; null when there is no board, or the configured tables do not reach it.
   */
  readonly table: string | null;
  /** The two player numbers; the first goes first when `start` is `known`, else the lower number is first. */
  readonly players: readonly [number, number];
  readonly start: TshStart;
  /** Both players' scores are in. */
  readonly scored: boolean;
}

/** One paired round of a division. */
export interface TshRound {
  readonly round: number;
  /** Games in board order, those without a board last (by first player's number). */
  readonly games: readonly TshGame[];
  /** Players with a bye (opponent 0) this round, by number. */
  readonly byes: readonly number[];
  /** Players with no opponent yet this round while others have one, by number. */
  readonly unpaired: readonly number[];
  /** Every game of the round has both scores. */
  readonly scored: boolean;
}

/** One division: its players and its paired rounds. */
export interface TshDivision {
  /** The name as TSH canonicalises it: upper case, letters, digits and underscores only. */
  readonly name: string;
  /** The rounds the division is configured to play, when known. */
  readonly maxRounds: number | null;
  /** Players by number: `players[n - 1]` is player n. */
  readonly players: readonly TshPlayer[];
  /** Rounds 1 to the latest paired round: `rounds[r - 1]` is round r. */
  readonly rounds: readonly TshRound[];
  /** The latest paired round not fully scored; null when every paired round is scored (or none is paired). */
  readonly currentRound: number | null;
}

/** The part of TSH's configuration a reader of pairings needs. */
export interface TshConfig {
  readonly maxRounds: number | null;
  readonly trackFirsts: boolean;
  readonly assignFirsts: boolean;
  /**
   * Table labels by canonical division name: the table of board b is `tables[DIV][b - 1]`; null
   * where the configuration leaves a board's table empty.
   */
  readonly tables: Readonly<Record<string, readonly (string | null)[]>>;
}

/** The pairings of a whole event, whichever form they came from. */
export interface TshEvent {
  readonly source: TshSource;
  readonly config: TshConfig;
  readonly divisions: readonly TshDivision[];
}
