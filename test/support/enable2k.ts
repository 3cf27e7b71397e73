import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, type TestContext } from 'vitest';

/** The public-domain ENABLE list in ../shared beside the checkout (tests only; the app never reads it). */
export const ENABLE2K_PATH = fileURLToPath(new URL('../../../shared/lexicons/enable2k.txt', import.meta.url));

/** Whether ENABLE is here: CI's checkout has ../shared beside it, a fresh clone does not. */
export const HAS_ENABLE2K = existsSync(ENABLE2K_PATH);

const SKIP_REASON = 'no ../shared/lexicons/enable2k.txt beside this checkout (CI has it)';

/**
 * A describe block for tests where the ENABLE list itself matters (its word count, its fingerprint).
 * Without the list it is skipped and carries the reason in its title, which the summary reporter
 * prints (test/summary-reporter.ts). Tests
 * that only need a big real list use `bigWordList()` instead and always run.
 */
export function describeWithEnable2k(title: string, body: () => void): void {
  describe.skipIf(!HAS_ENABLE2K)(HAS_ENABLE2K ? title : `${title} (skipped: ${SKIP_REASON})`, body);
}

/** Skips the running test where ENABLE is absent, with the reason the summary reporter prints. */
export function skipWithoutEnable2k(context: TestContext): void {
  context.skip(!HAS_ENABLE2K, SKIP_REASON);
}
