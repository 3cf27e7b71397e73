// The log: searching it, exporting it, and checking its chain.
import { z } from 'zod';
import { ENTRY_KINDS, VERDICTS } from '../../common/entry-values.ts';
import { MAX_TABLE, MAX_TYPED_LENGTH, ROUND_LIMITS } from '../../common/limits.ts';
import type { ChainHead, LogEntry } from '../../common/log-shapes.ts';
import { NOTED_HASH_PATTERN } from '../../common/noted-head-format.ts';
import type { ConsoleResult } from './console-result.ts';
import { answer, type Declarations } from './declaration.ts';
import { path, seq, token } from './fields.ts';

/** A log entry as judges and directors see it: the core's LogEntry, every field. */
export type EntryView = LogEntry;

/** The newest entry of the chain, for the director to note on paper. */
export type HeadView = ChainHead;

/** The outcome of checking the chain, with the head to note on paper. */
export type VerifyView =
  | { readonly intact: true; readonly count: number; readonly head: HeadView | null }
  | { readonly intact: false; readonly count: number; readonly firstBadSeq: number; readonly reason: string };

/** The log's channels. */
export const LOG = {
  searchLog: {
    request: z.strictObject({
      token,
      filter: z.strictObject({
        from: z.iso.datetime().optional(),
        to: z.iso.datetime().optional(),
        round: z.number().int().min(ROUND_LIMITS.min).max(ROUND_LIMITS.max).optional(),
        table: z.number().int().min(1).max(MAX_TABLE).optional(),
        verdict: z.enum(VERDICTS).optional(),
        lexicon: z.string().max(MAX_TYPED_LENGTH).optional(),
        word: z.string().max(MAX_TYPED_LENGTH).optional(),
        kinds: z.array(z.enum(ENTRY_KINDS)).max(4).optional(),
        player: z.string().max(MAX_TYPED_LENGTH).optional(),
      }),
    }),
    answer: answer<ConsoleResult<{ entries: readonly EntryView[] }>>(),
  },
  exportLog: {
    request: z.strictObject({ token, folder: path }),
    answer: answer<ConsoleResult<{ files: readonly string[]; head: HeadView | null }>>(),
  },
  verifyLog: {
    request: z.strictObject({
      token,
      expectedHead: z.strictObject({ seq, hash: z.string().regex(NOTED_HASH_PATTERN) }).optional(),
    }),
    answer: answer<ConsoleResult<{ result: VerifyView; matchesExpected: boolean | null }>>(),
  },
} satisfies Declarations<'log'>;
