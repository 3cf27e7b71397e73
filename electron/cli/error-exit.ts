import { CommanderError } from 'commander';
import { EXIT } from './exit-codes.ts';

const CANNOT_JUDGE = new Set(['StationCannotJudgeError', 'StationCannotRecordError', 'DatabaseTooNewError']);

/**
 * Maps a failure to the CLI's exit code: 2 for bad input or usage, 3 when the station cannot judge,
 * 4 when a command that only reads finds no station.
 */
export function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) {
    return error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
  }
  if (error instanceof Error && CANNOT_JUDGE.has(error.name)) return EXIT.cannotJudge;
  if (error instanceof Error && error.name === 'NoStationError') return EXIT.noStation;
  return EXIT.badInput;
}
