// The players' kiosk: its state and judging.
import { z } from 'zod';
import type { AlphabetId } from '../../common/alphabets/index.ts';
import type { Verdict } from '../../common/entry-values.ts';
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
    }
  | {
      readonly ok: false;
      readonly reason: 'input' | 'cannot-record' | 'cannot-judge' | 'not-set-up';
      readonly message: string;
    };

/** The kiosk's channels. */
export const KIOSK = {
  kioskState: { request: z.undefined(), answer: answer<KioskState>() },
  judge: {
    request: z.strictObject({
      words: typedWords,
      lexicon: fingerprint,
      table: z.number().int().min(1).max(MAX_TABLE).optional(),
      /** The `settings` of the state the kiosk showed when the challenge began. */
      settings: z
        .string()
        .regex(/^s\d{1,9}$/u)
        .optional(),
    }),
    answer: answer<JudgeResponse>(),
  },
} satisfies Declarations<'kiosk'>;

/** The payload of kiosk:judge. */
export type JudgePayload = z.infer<typeof KIOSK.judge.request>;
