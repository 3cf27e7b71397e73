import type { Reporter, TestModule } from 'vitest/node';

/** Ends the run with the one line CI reads: "N passed, N failed" (plus skipped, when any). */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) failed += 1;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    const skippedPart = skipped > 0 ? `, ${skipped} skipped` : '';
    console.log(`\n${passed} passed, ${failed} failed${skippedPart}`);
  }
}
