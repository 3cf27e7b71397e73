// The test tiers, by what their files need beyond Node and npm. vitest.config.ts makes one project of
// each, and test/lint/unit-tier.test.ts checks that no file left in the unit tier needs any of it.

/** Every test file, whatever its tier. */
export const TEST_FILES = ['test/**/*.test.ts', 'test/**/*.test.tsx'] as const;

/** The tiers beyond the unit tier, each with what it needs. */
export type OuterTier = 'e2e' | 'hall' | 'reliability' | 'dist';

/**
 * Each outer tier's files. A file in none of them is in the unit tier: a new test is a unit test
 * until it reaches for a browser, a nats-server or a child process, and the unit tier's own test
 * then names it.
 */
export const OUTER_TIER_FILES: Readonly<Record<OuterTier, readonly string[]>> = {
  // Debian's Chromium (playwright-core) against the built screen, which this tier's set-up builds.
  e2e: [
    'test/e2e/**/*.test.ts',
    'test/scripts/kiosk-browser.test.ts',
    'test/scripts/screen-size.test.ts',
    'test/lint/renderer-bundle.test.ts',
    // vite builds the screen in a child process, as `npm run station:web` does.
    'test/scripts/screen-build.test.ts',
    // The real web station in a child process, which refuses to start without the built screen.
    'test/cli/kiosk-run.test.ts',
  ],
  // nats-server on loopback, hubs and stations in child processes, the CLI's hall commands.
  hall: [
    'test/hall/hall-admission.test.ts',
    'test/hall/hall-carry-notice.test.ts',
    'test/hall/hall-cli.test.ts',
    // Stations run under libfaketime, their clocks hours off the hub's.
    'test/hall/hall-clocks.test.ts',
    'test/hall/hall-display-*.test.ts',
    'test/hall/hall-faults.test.ts',
    'test/hall/hall-federation.test.ts',
    'test/hall/hall-flood.test.ts',
    'test/hall/hall-hostile*.test.ts',
    'test/hall/hall-hub-restart.test.ts',
    'test/hall/hall-join-*.test.ts',
    'test/hall/hall-reload-admission.test.ts',
    'test/hall/hall-lexicon-cli.test.ts',
    'test/hall/hall-list-*.test.ts',
    // Hubs and stations each in a network namespace of its own, faults made with ip, nft and tc (as root).
    'test/hall/hall-netns-*.test.ts',
    'test/hall/hall-pairings*.test.ts',
    'test/hall/hall-station-*.test.ts',
    'test/handlers/console-hall-handlers.test.ts',
    'test/bench/bare-carry-arm.test.ts',
    'test/bench/hall-flood-arm.test.ts',
  ],
  // Stations and the CLI in child processes: the SIGKILL crash loop, the database faults (a tmpfs
  // and chattr +i as root), a second writer, the command line run as a user runs it; and Debian's
  // whole word lists (apt-get's w* packages) imported, which alone took minutes of the unit tier.
  reliability: [
    'test/reliability/**/*.test.ts',
    'test/core/lexicon/debian-word-lists.test.ts',
    'test/core/lexicon/list-case.test.ts',
    'test/core/lexicon/stand-ins.test.ts',
    'test/core/lexicon/unplayable-lines.test.ts',
    'test/cli/cli-*.test.ts',
    'test/core/export/export-folder.test.ts',
    'test/core/store/owner-only-data-folder.test.ts',
    // git and the citation check run in child processes on a planted repository.
    'test/lint/development-citations.test.ts',
  ],
  // The Debian package (dpkg-deb, lintian, apt-get, qemu-user for arm64) and the set-up script.
  dist: ['test/dist/**/*.test.ts', 'test/scripts/system-deps.test.ts'],
};

/** The tiers whose files open the built screen: only they build it before they start. */
export const TIERS_WITH_SCREEN: readonly OuterTier[] = ['e2e'];
