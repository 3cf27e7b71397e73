// The director's lexicons: importing, removing, pinning, offering and comparing them.
import { z } from 'zod';
import { ALPHABET_IDS, type AlphabetId } from '../../common/alphabets/index.ts';
import { TEXT_LIMITS } from '../../common/limits.ts';
import type { UnplayableReportView } from '../../common/unplayable-report-view.ts';
import type { ConsoleResult } from './console-result.ts';
import { answer, type Declarations } from './declaration.ts';
import { fingerprint, path, session, token } from './fields.ts';
import type { StationOverview } from './station.ts';

/** A lexicon row of the director's list. */
export interface LexiconView {
  readonly name: string;
  readonly fingerprint: string;
  readonly shortFingerprint: string;
  readonly wordCount: number;
  readonly importedAt: string;
  readonly hasDefinitions: boolean;
  readonly demo: boolean;
  readonly alphabet: AlphabetId;
  readonly offered: boolean;
  readonly pinned: boolean;
  /** Words by length, to compare with the publisher's figures; null when the lexicon cannot be read. */
  readonly countsByLength: readonly { readonly length: number; readonly count: number }[] | null;
}

/** What changed from one installed lexicon to another, for word judges. */
export interface LexiconComparison {
  readonly older: LexiconView;
  readonly newer: LexiconView;
  /** In the newer only, sorted. */
  readonly added: readonly string[];
  /** In the older only, sorted. */
  readonly removed: readonly string[];
}

export type { UnplayableReportView };

/** How far a lexicon import has got. */
export interface ImportStatus {
  readonly state: 'idle' | 'running' | 'done' | 'failed';
  readonly phase: 'reading' | 'compiling' | 'saving' | null;
  readonly fraction: number;
  readonly message: string | null;
  readonly lexicon: LexiconView | null;
  /** The list's unplayable lines: why an import was refused, or what it skipped when asked to. */
  readonly unplayable: UnplayableReportView | null;
  /** How the list was read: stand-ins, accent folding, and a hint when it looks written otherwise. */
  readonly reading: readonly string[];
}

const lexiconName = z.string().max(TEXT_LIMITS.lexiconName);

/** The lexicons' channels. */
export const LEXICONS = {
  importLexicon: {
    request: z.strictObject({
      token,
      path,
      name: lexiconName,
      alphabet: z.enum(ALPHABET_IDS).optional(),
      skipUnplayable: z.boolean().optional(),
      standIns: z.boolean().optional(),
      keepCapitals: z.boolean().optional(),
    }),
    answer: answer<ConsoleResult>(),
  },
  importProgress: { request: session, answer: answer<ConsoleResult<ImportStatus>>() },
  removeLexicon: {
    request: z.strictObject({ token, lexicon: fingerprint }),
    answer: answer<ConsoleResult<StationOverview>>(),
  },
  pinLexicon: {
    request: z.strictObject({ token, name: lexiconName, fingerprint: fingerprint.nullable() }),
    answer: answer<ConsoleResult<StationOverview>>(),
  },
  offerLexicons: {
    request: z.strictObject({ token, fingerprints: z.array(fingerprint).min(1).max(8) }),
    answer: answer<ConsoleResult<StationOverview>>(),
  },
  compareLexicons: {
    request: z.strictObject({ token, older: fingerprint, newer: fingerprint }),
    answer: answer<ConsoleResult<LexiconComparison>>(),
  },
  saveLexiconDiff: {
    request: z.strictObject({ token, older: fingerprint, newer: fingerprint, folder: path }),
    answer: answer<ConsoleResult<{ files: readonly string[] }>>(),
  },
} satisfies Declarations<'lexicons'>;
