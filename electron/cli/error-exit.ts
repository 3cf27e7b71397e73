import { CommanderError } from 'commander';
import { refusalFor, type RefusalKind } from '../core/refusal.ts';
import { NoStationError } from '../core/station/existing-station.ts';
import { EXIT } from './exit-codes.ts';

const CANNOT_JUDGE: ReadonlySet<RefusalKind> = new Set(['cannot-judge', 'cannot-record', 'database-too-new']);

/**
 * Maps a failure to the CLI's exit code: 2 for bad input or usage, 3 when the station cannot judge,
 * 4 when a command that only reads finds no station.
 */
export function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) {
    return error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
  }
  if (error instanceof NoStationError) return EXIT.noStation;
  return CANNOT_JUDGE.has(refusalFor(error).kind) ? EXIT.cannotJudge : EXIT.badInput;
}
