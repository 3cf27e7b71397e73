// The exit code of each way a TSH pairings file can fail to read (exit-codes.ts, docs/CLI.md): a
// script running `hall pairings FILE` tells a typo in the path from a file TSH was writing.
import { PairingsFileError } from '../core/game/pairings-file.ts';
import {
  TshDataError,
  TshEncodingError,
  TshReadError,
  TshSyntaxError,
  TshTooLargeError,
  TshTruncatedError,
  TshUnknownFormError,
} from '../core/tsh/index.ts';
import { EXIT } from './exit-codes.ts';

/** A command refusing a pairings file, with what the file's error says and its exit code. */
export class PairingsRefused extends Error {
  override readonly name = 'PairingsRefused';
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** The exit code for an error of readPairingsFile; null for an error that is none of its own. */
export function pairingsExitCode(error: unknown): number | null {
  if (error instanceof PairingsRefused) return error.exitCode;
  if (error instanceof PairingsFileError) return EXIT.pairingsFileMissing;
  if (error instanceof TshUnknownFormError) return EXIT.pairingsUnknownForm;
  if (error instanceof TshTooLargeError) return EXIT.pairingsTooLarge;
  if (
    error instanceof TshSyntaxError ||
    error instanceof TshTruncatedError ||
    error instanceof TshEncodingError
  )
    return EXIT.pairingsUnreadable;
  if (error instanceof TshDataError) return EXIT.pairingsBadData;
  if (error instanceof TshReadError) return EXIT.pairingsUnreadable;
  return null;
}
