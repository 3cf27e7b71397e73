import { defineConfig } from 'vitest/config';
import { OUTER_TIER_FILES, TEST_FILES, TIERS_WITH_SCREEN, type OuterTier } from './test/tiers.ts';

// One project per tier (test/tiers.ts): `vitest run --project unit` runs the fast tier alone, and a
// bare `vitest run` runs them all, as `npm run check` does.
const outerTiers = Object.keys(OUTER_TIER_FILES) as OuterTier[];

export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A poll waits for a page to answer (a fetch, a React render, a DevTools round trip): 1 s, the
    // default, is too tight on a loaded 2-core machine. Only a slow pass gets slower.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Every core: a unit file starts no process of its own, so the core the default keeps
          // free for the outer tiers' hubs, stations and browsers would sit idle (2 workers ran the
          // tier in 92 s against 142 s with one, on 2 cores, 2026-12-07).
          maxWorkers: '100%',
          include: [...TEST_FILES],
          exclude: outerTiers.flatMap((tier) => OUTER_TIER_FILES[tier]),
        },
      },
      ...outerTiers.map((tier) => ({
        extends: true,
        test: {
          name: tier,
          include: [...OUTER_TIER_FILES[tier]],
          // The packages' files build into one dist/deb and install machine-wide: one at a time, as
          // every outer tier's files run (one worker each, in vitest's sequential group), never beside
          // a browser test: the kiosk package's Chromium policies apply to every Chromium here, and
          // refuse the developer tools playwright drives it through.
          fileParallelism: tier !== 'dist',
          // The screen is built once, before the first file of a tier that opens it; no other tier waits for it.
          globalSetup: TIERS_WITH_SCREEN.includes(tier) ? ['./test/support/build-renderer.ts'] : [],
        },
      })),
    ],
  },
});
