// `npm run bench:deb` (also in `npm run bench`): the Debian package — its size, its installed size, and
// the time from starting the packaged station to the kiosk's ready screen, beside the station started
// from this checkout as `npm start` starts it, in the same run. The package is built (amd64, this
// machine's) and unpacked with `dpkg-deb -x`: its own Node runs its own files, no root needed.
//
// Each start is timed from spawning the command to the ready screen ("How many words are
// challenged?") in a headless Chromium started beforehand: the browser's own start-up is left out of
// both. The packaged station: `challenge-station kiosk start --no-browser`. The checkout: `npm run
// station:web`, the vite build and the web station that `npm start` runs before it opens Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { Station } from '../electron/core/station/station.ts';
import { APP_DIR, buildDeb } from '../scripts/dist-deb.ts';
import { launchChromium } from '../test/support/kiosk-fixture.ts';
import { setUpStation } from '../test/support/set-up-station.ts';
import { makeTempDir, removeTempDir } from '../test/support/temp-dir.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 5;

if (spawnSync('sh', ['-c', 'command -v dpkg-deb']).status !== 0) {
  console.log('deb bench skipped: dpkg-deb is not installed');
  process.exit(0);
}

/** A station folder, set up, so the kiosk opens on its ready screen. */
function setUpDataDir(): string {
  const dataDir = makeTempDir('bench-deb');
  const station = new Station({ dataDir });
  station.prepare();
  setUpStation(station, 'Bench');
  station.close();
  return dataDir;
}

/** Spawns `command`, opens the address it prints, and returns the ms to the ready screen. */
async function timeToReady(browser: Browser, command: string, args: readonly string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Open: (\S+)/u.exec(output)?.[1];
      if (found !== undefined) resolve(found);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.on('exit', () => reject(new Error(`${command} exited:\n${output}`)));
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByText('How many words are challenged?').waitFor({ timeout: 60_000 });
  const ms = performance.now() - started;
  await context.close();
  const exited = new Promise((resolve) => child.on('exit', resolve));
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  await exited;
  return ms;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const build = buildDeb('amd64');
const unpacked = makeTempDir('bench-deb-root');
spawnSync('dpkg-deb', ['-x', build.deb, unpacked], { stdio: 'inherit' });
const app = join(unpacked, APP_DIR);
const browser = await launchChromium();
const packaged: number[] = [];
const checkout: number[] = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    // Alternately, so load from elsewhere falls on both alike; each on a fresh set-up station.
    const packagedDir = setUpDataDir();
    packaged.push(
      await timeToReady(browser, join(app, 'node/bin/node'), [
        join(app, 'bin/challenge-station.js'),
        '--data-dir',
        packagedDir,
        'kiosk',
        'start',
        '--no-browser',
      ]),
    );
    removeTempDir(packagedDir);
    const checkoutDir = setUpDataDir();
    checkout.push(
      await timeToReady(browser, 'npm', ['run', '--silent', 'station:web', '--', '--data-dir', checkoutDir]),
    );
    removeTempDir(checkoutDir);
  }
} finally {
  await browser.close();
  removeTempDir(unpacked);
}

const ms = (value: number) => `${Math.round(value)} ms`;
console.log(`Debian package (amd64), load ${loadavg()[0]?.toFixed(1) ?? '?'}:`);
console.log(
  `  package ${(build.bytes / 1e6).toFixed(1)} MB, installed ${(build.installedKib / 1024).toFixed(0)} MiB`,
);
console.log(
  `  start to the kiosk's ready screen, median of ${RUNS}: packaged ${ms(median(packaged))} (first ${ms(packaged[0] ?? 0)}), ` +
    `npm run station:web from the checkout ${ms(median(checkout))} (first ${ms(checkout[0] ?? 0)})`,
);
