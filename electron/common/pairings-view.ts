// What a station shows of the tournament's pairings it holds, as plain data: the CLI's lines and
// `--json`, and the console's Station page over the contract. No Node imports, so the renderer's
// type-check can follow it. Names are as TSH wrote them: each screen draws them so that a control
// or bidirectional character in one is shown, never obeyed.

/** A player at a table. */
export interface PlayerView {
  readonly number: number;
  readonly name: string;
  /** Switched off in TSH since the round was paired. */
  readonly withdrawn: boolean;
}

/** A table's game: the player who goes first first, where TSH knows it. */
export interface TableView {
  readonly table: string;
  readonly start: 'known' | 'draw' | 'unknown';
  readonly players: readonly [PlayerView, PlayerView];
  /** Both scores are in: the game is over. */
  readonly scored: boolean;
}

/** One division's games in the round in force. */
export interface DivisionSummary {
  readonly name: string;
  /** TSH's current round: the latest paired round not fully scored (null when all are scored). */
  readonly currentRound: number | null;
  readonly latestPairedRound: number | null;
  /** The round shown: the one a director set, else TSH's current round, else the latest paired. */
  readonly round: number | null;
  /** Whether the station holds that round's tables (a set round TSH has not paired is not held). */
  readonly roundHeld: boolean;
  /** Players at a table in that round (a bye sits at none). */
  readonly players: number;
  readonly tables: readonly TableView[];
}

/** The pairings a station holds, summed up. */
export interface PairingsSummary {
  /** `file`: read at this station; `hall`: carried by its hall's hub. */
  readonly from: 'file' | 'hall';
  /** The path read, or the hub's name. */
  readonly where: string;
  /** The file's base name. */
  readonly file: string;
  readonly source: 'tourney.js' | 'event folder';
  readonly readAt: string;
  /** The round a director set, which wins over TSH's; null when the station follows TSH. */
  readonly setRound: number | null;
  readonly divisions: readonly DivisionSummary[];
}
