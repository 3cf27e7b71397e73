// The shapes of the log that every side shares: the core stores them, the IPC contract sends them
// and the console shows them. Types only, so the renderer's type-check can follow them.
import type { EntryKind, EntrySource, PlayFate, Ruling, TurnLoser, Verdict } from './entry-values.ts';

/** The fields of a log entry that the station fills in, before the chain gives it seq and hashes. */
export interface EntryContent {
  readonly time: string;
  readonly stationId: string;
  readonly appVersion: string;
  readonly kind: EntryKind;
  readonly lexiconName: string;
  readonly lexiconFingerprint: string;
  readonly words: readonly string[];
  /** Per word, whether it is in the lexicon: for word judges and directors, never for the player. */
  readonly wordResults: readonly boolean[];
  /** Null only for events, which judge nothing. */
  readonly verdict: Verdict | null;
  readonly source: EntrySource;
  readonly round: number | null;
  readonly table: number | null;
  /** A judge's note, or what an event did, in plain words. */
  readonly details: string | null;
  /** The challenge rule in force for an adjudication, e.g. "double challenge". */
  readonly challengeRule: string | null;
  /** The seq of the entry a ruling or check reviews. */
  readonly refersTo: number | null;
  readonly ruling: Ruling | null;
  /** The word judge or director who acted, as they gave their name. */
  readonly judge: string | null;
  /** What an event was, e.g. "pin-failed" or "lexicon-imported". */
  readonly action: string | null;
  // The game an adjudication was made in, from the tournament's pairings, and what the challenge
  // rule made of it. Absent or null when the station was not told the game: every entry written
  // before these fields existed, and every entry since without a game, lacks them alike.
  /** The game's division, round and table (a table label as the pairings print it, e.g. "12A"). */
  readonly gameDivision?: string | null;
  readonly gameRound?: number | null;
  readonly gameTable?: string | null;
  /** The player who goes first: division, number and name. */
  readonly firstPlayerDivision?: string | null;
  readonly firstPlayerNumber?: number | null;
  readonly firstPlayerName?: string | null;
  /** The player who goes second. */
  readonly secondPlayerDivision?: string | null;
  readonly secondPlayerNumber?: number | null;
  readonly secondPlayerName?: string | null;
  /** Who challenged: 1 the first player, 2 the second; null when not known. */
  readonly challenger?: number | null;
  /** The rule's outcome: whether the play stays, who loses a turn, the points the player gains. */
  readonly playFate?: PlayFate | null;
  readonly turnLostBy?: TurnLoser | null;
  readonly bonusPoints?: number | null;
}

/** The fields of an entry that record its game and the rule's outcome. */
export type EntryGameField =
  | 'gameDivision'
  | 'gameRound'
  | 'gameTable'
  | 'firstPlayerDivision'
  | 'firstPlayerNumber'
  | 'firstPlayerName'
  | 'secondPlayerDivision'
  | 'secondPlayerNumber'
  | 'secondPlayerName'
  | 'challenger'
  | 'playFate'
  | 'turnLostBy'
  | 'bonusPoints';

/** One entry of the challenge log as stored. */
export interface LogEntry extends EntryContent {
  readonly seq: number;
  readonly prevHash: string;
  readonly hash: string;
}

/** The newest entry of a chain: directors note it on paper to detect a truncated log. */
export interface ChainHead {
  readonly seq: number;
  readonly hash: string;
}

/** One word as a word judge sees it, with its result: never shown on the players' screen. */
export interface WordReview {
  readonly word: string;
  readonly valid: boolean;
  readonly definition: string | null;
  /** The lexicon's symbols for the word (`#` CSW only, `$` NWL only, `+` new…), or null. */
  readonly symbols: string | null;
  /** With two or more lexicons offered: whether each holds the word, with its symbols there. */
  readonly lists: readonly WordInList[];
}

/** One offered lexicon's say on a word, so a word judge sees which lists hold it. */
export interface WordInList {
  readonly lexicon: string;
  readonly holds: boolean;
  readonly symbols: string | null;
}
