import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    globalSetup: ['./test/support/build-renderer.ts'],
    reporters: ['default', './test/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A poll waits for a page to answer (a fetch, a React render, a DevTools round trip): 1 s, the
    // default, is too tight on a loaded 2-core machine. Only a slow pass gets slower.
    expect: { poll: { timeout: 10_000 } },
  },
});
