// The exit code of each way a TSH pairings file can fail to be read or held (exit-codes.ts,
// docs/CLI.md), the same for `station pairings FILE` and `hall pairings FILE`: a script tells a
// typo in the path from a file TSH was writing.
import { PairingsDivisionFileError, PairingsFileError } from '../core/game/pairings-file.ts';
import { PairingsFromHallError } from '../core/game/station-pairings.ts';
import {
  TshDataError,
  TshEncodingError,
  TshSyntaxError,
  TshTooLargeError,
  TshTruncatedError,
  TshUnknownFormError,
} from '../core/tsh/index.ts';
import { EXIT } from './exit-codes.ts';

/** A command refusing pairings for a reason of its own, with the message and its exit code. */
export class PairingsRefused extends Error {
  override readonly name = 'PairingsRefused';
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** The exit code of a pairings file that cannot be read or held, or null for any other error. */
export function pairingsExitCode(error: unknown): number | null {
  if (error instanceof PairingsRefused) return error.exitCode;
  if (error instanceof PairingsFromHallError) return EXIT.pairingsFromHall;
  if (error instanceof PairingsFileError) return EXIT.pairingsNoFile;
  if (error instanceof TshUnknownFormError) return EXIT.pairingsUnknownForm;
  if (error instanceof TshSyntaxError) return EXIT.pairingsSyntax;
  if (error instanceof TshTooLargeError) return EXIT.pairingsTooLarge;
  if (error instanceof TshTruncatedError) return EXIT.pairingsCutOff;
  // Before TshDataError, which it is a kind of.
  if (error instanceof PairingsDivisionFileError) return EXIT.pairingsNoDivisionFile;
  if (error instanceof TshDataError || error instanceof TshEncodingError) return EXIT.pairingsBadData;
  return null;
}
