import { CommanderError } from 'commander';
import { HallError, type HallProblem } from '../core/hall/wire/hall-errors.ts';
import { refusalFor, type RefusalKind } from '../core/refusal.ts';
import { NoStationError } from '../core/station/existing-station.ts';
import { EXIT, usageExitCode } from './exit-codes.ts';
import { pairingsExitCode } from './pairings-exit.ts';

const CANNOT_JUDGE: ReadonlySet<RefusalKind> = new Set(['cannot-judge', 'cannot-record', 'database-too-new']);

const HALL_EXIT: Readonly<Record<HallProblem, number>> = {
  'no-nats-server': EXIT.hallNoNatsServer,
  'bad-join-file': EXIT.hallBadJoinFile,
  unreachable: EXIT.hallUnreachable,
  certificate: EXIT.hallCertificate,
  refused: EXIT.hallRefused,
  'not-acknowledged': EXIT.hallNotAcknowledged,
  'not-joined': EXIT.hallNotJoined,
  'hub-store': EXIT.hallHubStore,
};

/**
 * Maps a failure to the CLI's exit code: 2 for bad input or usage, 3 when the station cannot judge,
 * 4 when a command that only reads finds no station, 20–28 for the hall's problems, 30–39 for
 * pairings that cannot be read or held (exit-codes.ts).
 */
export function exitCodeFor(error: unknown): number {
  const pairings = pairingsExitCode(error);
  if (pairings !== null) return pairings;
  if (error instanceof CommanderError) return usageExitCode(error);
  if (error instanceof NoStationError) return EXIT.noStation;
  if (error instanceof HallError) return HALL_EXIT[error.problem];
  return CANNOT_JUDGE.has(refusalFor(error).kind) ? EXIT.cannotJudge : EXIT.badInput;
}
