// Word judges' review of a challenge: reading it, checking words, and ruling.
import { z } from 'zod';
import { RULINGS, type Verdict } from '../../common/entry-values.ts';
import { TEXT_LIMITS } from '../../common/limits.ts';
import type { WordReview } from '../../common/log-shapes.ts';
import type { ConsoleResult } from './console-result.ts';
import { answer, type Declarations } from './declaration.ts';
import { fingerprint, judgeName, seq, token, typedWords } from './fields.ts';
import type { EntryView } from './log.ts';

/** A word with its result, for judges only. */
export type WordView = WordReview;

/** The review's channels. */
export const REVIEW = {
  review: {
    request: z.strictObject({ token, seq: seq.optional() }),
    answer:
      answer<
        ConsoleResult<{ entry: EntryView; words: readonly WordView[]; followUps: readonly EntryView[] }>
      >(),
  },
  check: {
    request: z.strictObject({
      token,
      seq,
      words: typedWords,
      lexicon: fingerprint.optional(),
      judge: judgeName,
    }),
    answer: answer<ConsoleResult<{ entry: EntryView; verdict: Verdict; words: readonly WordView[] }>>(),
  },
  rule: {
    request: z.strictObject({
      token,
      seq,
      ruling: z.enum(RULINGS),
      judge: judgeName,
      note: z.string().max(TEXT_LIMITS.note),
    }),
    answer: answer<ConsoleResult<{ entry: EntryView }>>(),
  },
} satisfies Declarations<'review'>;
