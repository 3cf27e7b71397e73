// `kiosk start` on a station: a kiosk browser that crashes is not left crashed with the desktop in
// front of the players: the web station is started again (its address is good once) and a new
// browser opened on its new address; one that keeps crashing is given up on, and said. The web
// station is the real one; the browser is a stand-in, since Chromium's kiosk is refused to root,
// which these tests run as (test/dist/deb.test.ts opens the real one as an ordinary user).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runKiosk, type KioskRunParts } from '../../electron/cli/kiosk-run.ts';
import { PROJECT_DIR } from './run-cli.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { until } from '../support/until.ts';

const tempDir = useTempDirs();

/** The web station on `dataDir`, as `kiosk start` spawns it. */
function spawnStation(dataDir: string) {
  return spawn(
    process.execPath,
    [join(PROJECT_DIR, 'electron', 'web', 'web-station-main.ts'), '--data-dir', dataDir],
    {
      cwd: PROJECT_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

function hasEnded(server: { exitCode: number | null; signalCode: NodeJS.Signals | null }): boolean {
  return server.exitCode !== null || server.signalCode !== null;
}

/** A kiosk run on a fresh station with stand-in browsers, each crashed or closed by the test. */
function kioskRun() {
  const dataDir = tempDir();
  let clock = 0;
  const said: string[] = [];
  const servers: ReturnType<typeof spawnStation>[] = [];
  const browsers: { url: string; exit: (code: number) => void; stopped: boolean }[] = [];
  const parts: KioskRunParts = {
    startServer: () => {
      const server = spawnStation(dataDir);
      servers.push(server);
      return server;
    },
    openBrowser: (url, onExit) => {
      const browser = { url, exit: onExit, stopped: false };
      browsers.push(browser);
      return { profile: '', stop: () => (browser.stopped = true) };
    },
    write: (text) => said.push(text),
    now: () => clock,
  };
  const ended = runKiosk(parts);
  return {
    ended,
    said,
    servers,
    browsers,
    /** Moves the run's clock on. */
    pass: (ms: number) => (clock += ms),
    /** Waits for the nth browser (from 1) to be opened. */
    browser: async (n: number) => {
      await until(() => browsers.length >= n, `browser ${n} opened`);
      const browser = browsers[n - 1];
      if (browser === undefined) throw new Error(`no browser ${n}`);
      return browser;
    },
  };
}

describe('kiosk start, when its browser stops', () => {
  it('starts the station again on a new address after a crash, and ends when the browser is closed', async () => {
    const run = kioskRun();
    const first = await run.browser(1);
    run.pass(60_000);
    first.exit(1);
    const second = await run.browser(2);
    expect(second.url).not.toBe(first.url);
    expect(run.servers[0] !== undefined && hasEnded(run.servers[0])).toBe(true);
    expect(run.said.join('')).toContain('The kiosk browser stopped; the kiosk starts again.');
    // Closed by its user: the station ends, and nothing is started again.
    second.exit(0);
    expect(await run.ended).toBe(0);
    expect(run.browsers).toHaveLength(2);
  }, 60_000);

  it('gives up after three crashes within a minute, and says so', async () => {
    const run = kioskRun();
    for (const n of [1, 2, 3]) {
      const browser = await run.browser(n);
      run.pass(15_000);
      browser.exit(134);
    }
    expect(await run.ended).toBe(1);
    expect(run.browsers).toHaveLength(3);
    expect(run.said.join('')).toContain('The kiosk browser stopped 3 times within a minute');
    for (const server of run.servers)
      expect(server.exitCode !== null || server.signalCode !== null).toBe(true);
  }, 60_000);

  it('keeps the station serving when the browser could not start at all, saying to open the address', async () => {
    const run = kioskRun();
    const browser = await run.browser(1);
    run.pass(500);
    browser.exit(1);
    await until(() => run.said.join('').includes('Could not open a browser here'), 'the run said so');
    expect(run.servers).toHaveLength(1);
    expect(run.servers[0]?.exitCode).toBeNull();
    run.servers[0]?.kill('SIGTERM');
    expect(await run.ended).toBe(0);
    expect(run.browsers).toHaveLength(1);
  }, 60_000);
});
