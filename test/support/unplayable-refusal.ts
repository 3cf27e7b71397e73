// What an import refused for its unplayable lines reported, for the tests of the import's report.
import {
  UnplayableLinesError,
  type UnplayableReport,
} from '../../electron/core/lexicon/unplayable-report.ts';

/**
 * The report `run` (an import) was refused with; fails the test when it was not refused for its
 * unplayable lines, rethrowing any other error.
 */
export function unplayableRefusal(run: () => unknown): UnplayableReport {
  try {
    run();
  } catch (error) {
    if (error instanceof UnplayableLinesError) return error.report;
    throw error;
  }
  throw new Error('the import was not refused');
}
