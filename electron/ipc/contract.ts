// The one contract between the station's screen (kiosk and console) and the station: every
// channel's payload schema and answer type, and the API the preload (Electron) and the HTTP client
// (web station) both implement. Main treats every payload as `unknown` until a schema here has
// parsed it. The renderer imports types only from here, so it never bundles zod.
import { z } from 'zod';
import { ALPHABET_IDS, type AlphabetId } from '../common/alphabets/index.ts';
import { ENTRY_KINDS, RULINGS, VERDICTS, type Verdict } from '../common/entry-values.ts';
import { MAX_TABLE, MAX_TYPED_LENGTH, MAX_TYPED_WORDS, ROUND_LIMITS, TEXT_LIMITS } from '../common/limits.ts';
import type { ChainHead, LogEntry, WordReview } from '../common/log-shapes.ts';
import type { UnplayableReportView } from '../common/unplayable-report-view.ts';
import { NOTED_HASH_PATTERN } from '../common/noted-head-format.ts';
import { stationConfigSchema, type StationConfig } from '../core/station/station-config.ts';
import { CHANNELS, type Channel, type Method } from './channels.ts';

export { CHANNELS, SECRET_HEADER, type Channel, type Method } from './channels.ts';
export type { StationConfig } from '../core/station/station-config.ts';

const fingerprint = z.string().regex(/^[0-9a-f]{64}$/u);
/** A console session token, from unlock or set-up. */
const token = z.string().regex(/^[0-9a-f]{64}$/u);
const seq = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const typedWords = z.array(z.string().max(MAX_TYPED_LENGTH)).min(1).max(MAX_TYPED_WORDS);
const judgeName = z.string().max(TEXT_LIMITS.judgeName);
const path = z.string().min(1).max(TEXT_LIMITS.path);
const session = z.strictObject({ token });

/** The request schema of each method, for the main-side dispatcher. */
export const REQUEST_SCHEMAS_BY_METHOD = {
  kioskState: z.undefined(),
  judge: z.strictObject({
    words: typedWords,
    lexicon: fingerprint,
    table: z.number().int().min(1).max(MAX_TABLE).optional(),
  }),
  consoleStatus: z.undefined(),
  setUp: z.strictObject({
    pin: z.string().max(TEXT_LIMITS.pin),
    stationName: z.string().max(TEXT_LIMITS.stationName),
  }),
  unlock: z.strictObject({ pin: z.string().max(TEXT_LIMITS.pin) }),
  recover: z.strictObject({
    code: z.string().max(TEXT_LIMITS.recoveryCode),
    newPin: z.string().max(TEXT_LIMITS.pin),
  }),
  lock: session,
  overview: session,
  updateStation: z.strictObject({
    token,
    stationName: z.string().max(TEXT_LIMITS.stationName).optional(),
    config: stationConfigSchema.partial().optional(),
  }),
  importLexicon: z.strictObject({
    token,
    path,
    name: z.string().max(TEXT_LIMITS.lexiconName),
    alphabet: z.enum(ALPHABET_IDS).optional(),
    skipUnplayable: z.boolean().optional(),
  }),
  importProgress: session,
  removeLexicon: z.strictObject({ token, lexicon: fingerprint }),
  pinLexicon: z.strictObject({
    token,
    name: z.string().max(TEXT_LIMITS.lexiconName),
    fingerprint: fingerprint.nullable(),
  }),
  offerLexicons: z.strictObject({ token, fingerprints: z.array(fingerprint).min(1).max(8) }),
  compareLexicons: z.strictObject({ token, older: fingerprint, newer: fingerprint }),
  saveLexiconDiff: z.strictObject({ token, older: fingerprint, newer: fingerprint, folder: path }),
  searchLog: z.strictObject({
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
    }),
  }),
  review: z.strictObject({ token, seq: seq.optional() }),
  check: z.strictObject({ token, seq, words: typedWords, lexicon: fingerprint.optional(), judge: judgeName }),
  rule: z.strictObject({
    token,
    seq,
    ruling: z.enum(RULINGS),
    judge: judgeName,
    note: z.string().max(TEXT_LIMITS.note),
  }),
  exportLog: z.strictObject({ token, folder: path }),
  verifyLog: z.strictObject({
    token,
    expectedHead: z.strictObject({ seq, hash: z.string().regex(NOTED_HASH_PATTERN) }).optional(),
  }),
  chooseFolder: session,
  chooseFile: session,
  quit: session,
  hallJoin: z.strictObject({ token, path }),
  hallLeave: session,
  hallStatus: session,
} as const satisfies Record<Method, z.ZodType>;

/** The request schema of each channel. */
export const REQUEST_SCHEMAS = Object.fromEntries(
  Object.entries(REQUEST_SCHEMAS_BY_METHOD).map(([method, schema]) => [CHANNELS[method as Method], schema]),
) as { readonly [M in Method as (typeof CHANNELS)[M]]: (typeof REQUEST_SCHEMAS_BY_METHOD)[M] };

/** The payload of a method. */
export type RequestOf<M extends Method> = z.infer<(typeof REQUEST_SCHEMAS_BY_METHOD)[M]>;
/** The payload of kiosk:judge. */
export type JudgeRequest = RequestOf<'judge'>;

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

/** Why the console refused: no live session (back to the kiosk), a bad request, or a station fault. */
export interface ConsoleRefusal {
  readonly ok: false;
  readonly reason: 'session' | 'request' | 'cannot-record' | 'unsupported';
  readonly message: string;
}

/** Set-up refused for the station name: the console keeps the director on that field. */
export interface StationNameRefusal {
  readonly ok: false;
  readonly reason: 'request';
  readonly field: 'stationName';
  readonly message: string;
}

/** A console answer: the result, or a refusal in plain words. */
export type ConsoleResult<T extends object = object> = ({ readonly ok: true } & T) | ConsoleRefusal;

/** What the console shows before anyone has unlocked it. */
export interface ConsoleStatus {
  readonly setUp: boolean;
  readonly stationName: string;
  /** How long until the next PIN attempt is checked. */
  readonly waitMs: number;
}

/** The answer to unlock and recover. */
export type AccessResponse =
  | { readonly ok: true; readonly token: string; readonly recoveryCode?: string }
  | { readonly ok: false; readonly waitMs: number; readonly message: string };

/** A log entry as judges and directors see it: the core's LogEntry, every field. */
export type EntryView = LogEntry;

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

/** The newest entry of the chain, for the director to note on paper. */
export type HeadView = ChainHead;

/** The director's page. */
export interface StationOverview {
  readonly stationName: string;
  readonly stationId: string;
  readonly appVersion: string;
  readonly config: StationConfig;
  readonly lexicons: readonly LexiconView[];
  readonly pins: readonly { readonly name: string; readonly fingerprint: string }[];
  readonly head: HeadView | null;
}

/** A word with its result, for judges only. */
export type WordView = WordReview;

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
}

/** The outcome of checking the chain, with the head to note on paper. */
export type VerifyView =
  | { readonly intact: true; readonly count: number; readonly head: HeadView | null }
  | { readonly intact: false; readonly count: number; readonly firstBadSeq: number; readonly reason: string };

/** The station's link to a tournament hall, as its own console shows it (issue 21). */
export interface HallLinkView {
  readonly hallName: string;
  /** The name the hub knows this station by. */
  readonly stationName: string;
  /** The hub's addresses, from the join file. */
  readonly servers: readonly string[];
  /** Whether this running station is connected to the hub now. */
  readonly connected: boolean;
  /** Entries in the log the hub has not yet acknowledged. */
  readonly pending: number;
}

/** The answer type of each method. */
export interface ResponseByMethod {
  kioskState: KioskState;
  judge: JudgeResponse;
  consoleStatus: ConsoleStatus;
  setUp: ConsoleResult<{ token: string; recoveryCode: string }> | StationNameRefusal;
  unlock: AccessResponse;
  recover: AccessResponse;
  lock: ConsoleResult;
  overview: ConsoleResult<StationOverview>;
  updateStation: ConsoleResult<StationOverview>;
  importLexicon: ConsoleResult;
  importProgress: ConsoleResult<ImportStatus>;
  removeLexicon: ConsoleResult<StationOverview>;
  pinLexicon: ConsoleResult<StationOverview>;
  offerLexicons: ConsoleResult<StationOverview>;
  compareLexicons: ConsoleResult<LexiconComparison>;
  saveLexiconDiff: ConsoleResult<{ files: readonly string[] }>;
  searchLog: ConsoleResult<{ entries: readonly EntryView[] }>;
  review: ConsoleResult<{ entry: EntryView; words: readonly WordView[]; followUps: readonly EntryView[] }>;
  check: ConsoleResult<{
    entry: EntryView;
    verdict: Verdict;
    words: readonly WordView[];
  }>;
  rule: ConsoleResult<{ entry: EntryView }>;
  exportLog: ConsoleResult<{ files: readonly string[]; head: HeadView | null }>;
  verifyLog: ConsoleResult<{ result: VerifyView; matchesExpected: boolean | null }>;
  chooseFolder: ConsoleResult<{ path: string | null }>;
  chooseFile: ConsoleResult<{ path: string | null }>;
  quit: ConsoleResult;
  hallJoin: ConsoleResult<{ link: HallLinkView }>;
  hallLeave: ConsoleResult<{ left: boolean }>;
  hallStatus: ConsoleResult<{ link: HallLinkView | null }>;
}

/** The API the screen calls, exposed as `window.station`: one method per channel, nothing else. */
export type StationApi = {
  readonly [M in Method]: undefined extends RequestOf<M>
    ? (request?: RequestOf<M>) => Promise<ResponseByMethod[M]>
    : (request: RequestOf<M>) => Promise<ResponseByMethod[M]>;
};

/** The channel of a method (a typed lookup). */
export function channelOf(method: Method): Channel {
  return CHANNELS[method];
}
