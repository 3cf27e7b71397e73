import type { Reporter, TestCase, TestModule, Vitest } from 'vitest/node';

/**
 * Ends the run with the one line CI reads: "N passed, N failed" (plus skipped, when any), after one
 * line per skipped test saying why: the default reporter shows only how many were skipped.
 */
export default class SummaryReporter implements Reporter {
  #filtered = false;

  onInit(vitest: Vitest): void {
    this.#filtered = vitest.config.testNamePattern !== undefined;
  }

  onTestRunEnd(testModules: readonly TestModule[]): void {
    let passed = 0;
    let failed = 0;
    const skipped: { text: string; note: boolean }[] = [];
    for (const testModule of testModules) {
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) failed += 1;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped.push(skipLine(testModule, test));
      }
    }
    // Under `-t`, the tests left out are skipped with no note: listing them would bury the real skips.
    const lines = skipped.filter((line) => !this.#filtered || line.note).map((line) => line.text);
    if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
    const skippedPart = skipped.length > 0 ? `, ${skipped.length} skipped` : '';
    console.log(`\n${passed} passed, ${failed} failed${skippedPart}`);
  }
}

// A test skipped with `context.skip(reason)` carries the reason as its note; one skipped with its
// whole describe block (`describe.skipIf`) carries it in the block's title.
function skipLine(testModule: TestModule, test: TestCase): { text: string; note: boolean } {
  const result = test.result();
  const note = result.state === 'skipped' ? result.note : undefined;
  const where = `↓ ${testModule.relativeModuleId} › ${test.fullName}`;
  return note === undefined ? { text: where, note: false } : { text: `${where}: ${note}`, note: true };
}
