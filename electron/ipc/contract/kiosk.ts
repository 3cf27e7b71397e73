// The players' kiosk: its state and judging.
import { z } from 'zod';
import type { AlphabetId } from '../../common/alphabets/index.ts';
import type { PlayFate, TurnLoser, Verdict } from '../../common/entry-values.ts';
import { MAX_TABLE } from '../../common/limits.ts';
import type { StationConfig } from '../../core/station/station-config.ts';
import { answer, type Declarations } from './declaration.ts';
import { fingerprint, typedWords } from './fields.ts';

/** A lexicon as the kiosk shows it. */
export interface OfferedLexicon {
  readonly name: string;
  readonly fingerprint: string;
  readonly shortFingerprint: string;
  readonly demo: boolean;
  /** The tile alphabet its words are typed, shown and judged in. */
  readonly alphabet: AlphabetId;
}

/** Everything the kiosk needs to draw its screens. */
export interface KioskState {
  readonly stationName: string;
  /** False until a director has set the station up; the kiosk then judges nothing. */
  readonly setUp: boolean;
  /** The lexicons players may choose from; the first is the default. Empty: the station cannot judge. */
  readonly offered: readonly OfferedLexicon[];
  readonly rules: { readonly minLetters: number; readonly maxLetters: number; readonly maxWords: number };
  /** Set while the station cannot record challenges; the kiosk shows it instead of judging. */
  readonly fault: string | null;
  /** Whether players type their table number first. */
  readonly tableEntry: boolean;
  /** Whether the station holds a tournament's pairings: the kiosk then shows the game at the table. */
  readonly pairingsHeld: boolean;
  /** Whether the kiosk asks which player challenges, once it has shown a game. */
  readonly askChallenger: boolean;
  readonly textSize: StationConfig['textSize'];
  /** The language every kiosk screen speaks. */
  readonly language: StationConfig['language'];
  readonly timings: StationConfig['timings'];
  /**
   * Names the round and challenge rule in force as this state was given. The kiosk sends it back
   * with its judgement, so a setting the hall changes mid-challenge is not recorded on that
   * challenge. Absent from a station of an earlier version.
   */
  readonly settings?: string;
}

/** A seat at the board: 1 the player who goes first, 2 the one who goes second. */
export type KioskSeat = 1 | 2;

/** A player of a game as the kiosk shows them; the name with hidden characters made visible. */
export interface KioskPlayer {
  readonly number: number;
  readonly name: string;
}

/** A game at a table, as the kiosk shows it to confirm. */
export interface KioskGame {
  readonly division: string;
  readonly round: number;
  readonly table: string;
  /** The player who goes first first. */
  readonly players: readonly [KioskPlayer, KioskPlayer];
  /** Seats whose player has withdrawn since the game was paired. */
  readonly withdrawn: readonly KioskSeat[];
}

/**
 * The answer to kiosk:game: the game at the typed table, or why there is none (every answer other
 * than a game is one plain line, and the kiosk judges anyway).
 */
export type KioskGameLookup =
  | { readonly kind: 'game'; readonly game: KioskGame }
  | { readonly kind: 'no-pairings' }
  | { readonly kind: 'not-paired' }
  | { readonly kind: 'no-game'; readonly table: string }
  | { readonly kind: 'ambiguous'; readonly table: string; readonly divisions: readonly string[] };

/**
 * The game an adjudication was recorded in and what the challenge rule made of it, read from the
 * recorded entry. Says nothing of which word failed: only the play's fate and the counts.
 */
export interface JudgedGame {
  readonly division: string;
  readonly round: number;
  readonly table: string;
  readonly players: readonly [KioskPlayer, KioskPlayer];
  /** The seat that challenged; null when the players did not say. */
  readonly challenger: KioskSeat | null;
  readonly play: PlayFate;
  /** Who loses the turn, by role and (when the challenger is known) by seat. */
  readonly turnLostBy: TurnLoser | null;
  readonly turnLostBySeat: KioskSeat | null;
  /** The points the player who made the play gains, and their seat when the challenger is known. */
  readonly bonusPoints: number | null;
  readonly bonusPointsTo: KioskSeat | null;
  /** How many words were challenged (the points rule counts per word). */
  readonly wordsChallenged: number;
}

/**
 * The answer to kiosk:judge. Deliberately no per-word results: the kiosk must never be able to show
 * which word failed.
 */
export type JudgeResponse =
  | {
      readonly ok: true;
      readonly verdict: Verdict;
      readonly words: readonly string[];
      readonly lexicon: OfferedLexicon;
      /** The game recorded with the verdict and the rule's outcome; absent when none was recorded. */
      readonly game?: JudgedGame;
    }
  | {
      readonly ok: false;
      readonly reason: 'input' | 'cannot-record' | 'cannot-judge' | 'not-set-up';
      readonly message: string;
    };

const table = z.number().int().min(1).max(MAX_TABLE);

/** The `settings` of the state the kiosk showed when the challenge began. */
const settings = z
  .string()
  .regex(/^s\d{1,9}$/u)
  .optional();

/** The kiosk's channels. */
export const KIOSK = {
  kioskState: { request: z.undefined(), answer: answer<KioskState>() },
  game: {
    request: z.strictObject({ table, settings }),
    answer: answer<KioskGameLookup>(),
  },
  judge: {
    request: z.strictObject({
      words: typedWords,
      lexicon: fingerprint,
      table: table.optional(),
      settings,
      /** The seat that challenges, as the players said at the kiosk. */
      challenger: z.union([z.literal(1), z.literal(2)]).optional(),
    }),
    answer: answer<JudgeResponse>(),
  },
} satisfies Declarations<'kiosk'>;

/** The payload of kiosk:judge. */
export type JudgePayload = z.infer<typeof KIOSK.judge.request>;

/** The payload of kiosk:game. */
export type GamePayload = z.infer<typeof KIOSK.game.request>;
