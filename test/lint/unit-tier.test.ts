// The unit tier (`npm test`) stays fast and needs nothing but Node and npm: none of its files may
// import what launches Chromium, a nats-server or a station in a child process, nor what needs root
// or an apt-get package (test/tiers.ts).
import { describe, expect, it } from 'vitest';
import { outerNeeds, unitTierFiles, unitTierOuterNeeds } from '../support/tier-needs.ts';

describe('the unit tier', () => {
  it('holds the core, the handlers and the screens’ logic, and no end-to-end or hall file', () => {
    const files = unitTierFiles();
    expect(files).toContain('test/core/station/station.test.ts');
    expect(files).toContain('test/renderer/kiosk/kiosk-machine.test.ts');
    expect(files).toContain('test/hall/unit/hub-ingestor.test.ts');
    expect(files).toContain('test/lint/unit-tier.test.ts');
    expect(files.filter((file) => /^test\/(e2e|reliability|dist|cli)\//u.test(file))).toEqual([]);
  });

  it('has no file that imports a browser, a nats-server, a child process, root, apt or the screen’s build', () => {
    expect(unitTierOuterNeeds()).toEqual([]);
  });

  it('names a file that reaches for any of them, however it imports it', () => {
    const probe = (text: string): string[] =>
      outerNeeds('test/core/probe.test.ts', text).map((need) => need.needs);
    expect(probe("import { useKiosks } from '../support/kiosk-suite.ts';")).toEqual(['Chromium']);
    expect(probe("import { chromium } from 'playwright-core';")).toEqual(['Chromium']);
    expect(probe("import { useHallSuite } from '../support/hall/hub-suite.ts';")).toEqual(['a nats-server']);
    expect(probe("export { startStationChild } from '../support/station-child.ts';")).toEqual([
      'a station in a child process',
    ]);
    expect(probe("const { spawn } = await import('node:child_process');")).toEqual(['a child process']);
    expect(probe("import { runCli } from '../cli/run-cli.ts';")).toEqual(['the CLI in a child process']);
    expect(probe("import * as cli from '../cli/run-cli.ts';")).toEqual(['the CLI in a child process']);
    expect(probe("import { build } from 'vite';")).toEqual(['a build of the screen']);
    expect(probe("import { readDebianWordList } from '../support/debian-word-list.ts';")).toEqual([
      'Debian’s word lists (apt-get)',
    ]);
  });

  it('lets a file take run-cli’s parsers, and ignores an import written inside a string', () => {
    const probe = (text: string): unknown[] => outerNeeds('test/core/probe.test.ts', text);
    expect(probe("import { parseCsv, PROJECT_DIR } from '../cli/run-cli.ts';")).toEqual([]);
    expect(probe('const snippet = "import { spawn } from \'node:child_process\';";')).toEqual([]);
  });
});
