// The per-player challenge report's shapes, shared by the core that builds it, the printable and
// CSV reports, and the hall view's player page. Types only, so the renderer's type-check can
// follow them.
import type { PlayFate, Verdict } from './entry-values.ts';

/** A player as the tournament's pairings name them: the division and number are who they are. */
export interface ReportPlayer {
  readonly division: string;
  readonly number: number;
  readonly name: string;
}

/**
 * The player's part in one challenge: they challenged the play, the play was theirs, or the station
 * was not told who challenged (then the challenge is listed for both players and counted for neither).
 */
export type ChallengeRole = 'challenged' | 'played' | 'unknown';

/** One challenge in a player's game, as their report lists it. */
export interface PlayerChallengeLine {
  /** The station that judged it, and the entry's seq in its log. */
  readonly stationId: string;
  readonly seq: number;
  readonly time: string;
  readonly round: number | null;
  readonly table: string | null;
  readonly role: ChallengeRole;
  readonly opponent: ReportPlayer;
  /** The words challenged, as recorded; never which of them failed. */
  readonly words: readonly string[];
  /** The whole play's verdict, as the station gave it. */
  readonly verdict: Verdict | null;
  readonly playFate: PlayFate | null;
  /** Whether this player lost a turn over it; null when the challenger is not known. */
  readonly turnLost: boolean | null;
  /** The points this player gained from the rule; 0 when none, null when the challenger is not known. */
  readonly points: number | null;
  /** The latest word judge's ruling on it, when one was recorded. */
  readonly ruling: 'upheld' | 'overturned' | null;
}

/** One player's figures and lines. */
export interface PlayerReportRow extends ReportPlayer {
  /** Challenges they made: won when the play came off, lost when it stayed. */
  readonly challengesMade: { readonly total: number; readonly won: number; readonly lost: number };
  /** Words in the plays they challenged. */
  readonly wordsChallenged: number;
  /** Their plays an opponent challenged: stood or came off. */
  readonly playsChallenged: { readonly total: number; readonly stood: number; readonly cameOff: number };
  /** Words of their plays that were challenged. */
  readonly wordsOfTheirsChallenged: number;
  /** Points the rule gave them (points per word, for their plays that stood). */
  readonly pointsFromRule: number;
  /** Turns the rule took from them (double challenge). */
  readonly turnsLost: number;
  /** Challenges in their games whose challenger was not recorded: listed, counted in no figure above. */
  readonly challengerUnknown: number;
  /** Every challenge in their games, by round, then time. */
  readonly lines: readonly PlayerChallengeLine[];
}

/** The report: every player with a challenge in their games, by division, then number. */
export interface PlayerReport {
  readonly players: readonly PlayerReportRow[];
  /** Adjudications that recorded no game (no pairings held, no table given): in no player's figures. */
  readonly withoutGame: number;
  /** Adjudications with a game whose challenger was not recorded. */
  readonly challengerUnknown: number;
}
