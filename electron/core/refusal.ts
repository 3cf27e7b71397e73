import {
  StationCannotJudgeError,
  StationCannotRecordError,
  StationRequestError,
  UnsupportedError,
} from './errors.ts';
import { PairingsFileError } from './game/pairings-file.ts';
import { HallError } from './hall/wire/hall-errors.ts';
import { LexiconFormatError } from './lexicon/lexicon-text.ts';
import { DatabaseTooNewError } from './store/station-database.ts';
import { TshReadError } from './tsh/tsh-errors.ts';
import { InputError } from './words/play-input.ts';

/**
 * What kind of failure an error is, for whoever answers the caller (kiosk, console, CLI):
 * - input: a play typed wrongly; the player fixes it.
 * - request: a director's request that cannot be done as asked (bad name, bad file…).
 * - unsupported: a request this station cannot serve where it runs.
 * - cannot-judge: no usable lexicon; no verdict may be given.
 * - cannot-record: the log cannot be written; no verdict may be given.
 * - database-too-new: the database is from a newer app and must not be touched.
 * - unexpected: anything else, a station fault.
 */
export type RefusalKind =
  'input' | 'request' | 'unsupported' | 'cannot-judge' | 'cannot-record' | 'database-too-new' | 'unexpected';

/** An error classified once, by its class (never by its name, which any error can claim). */
export interface Refusal {
  readonly kind: RefusalKind;
  readonly message: string;
}

/** Classifies an error for the caller's answer; see {@link RefusalKind}. */
export function refusalFor(error: unknown): Refusal {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof InputError) return { kind: 'input', message };
  // A hall error here is a join file the director gave (missing, damaged, foreign) or a hall not joined;
  // a pairings file the director gave that cannot be read is theirs to fix too.
  if (
    error instanceof StationRequestError ||
    error instanceof LexiconFormatError ||
    error instanceof HallError ||
    error instanceof TshReadError ||
    error instanceof PairingsFileError
  ) {
    return { kind: 'request', message };
  }
  if (error instanceof UnsupportedError) return { kind: 'unsupported', message };
  if (error instanceof StationCannotJudgeError) return { kind: 'cannot-judge', message };
  if (error instanceof StationCannotRecordError) return { kind: 'cannot-record', message };
  if (error instanceof DatabaseTooNewError) return { kind: 'database-too-new', message };
  return { kind: 'unexpected', message };
}
