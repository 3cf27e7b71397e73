// The Debian package (`npm run dist:deb`), built here and used as a director would: lintian, then a
// real `apt-get install ./….deb`, the station run as an ordinary user (the CLI, the web station judged
// in Chromium, a hall joined), removed with the user's data left as it was, and installed again over
// it. The arm64 package's own Node and better-sqlite3 run under qemu-aarch64-static. Each package is
// built once for the file; npm's Node tarballs are cached in dist/deb/cache (git-ignored).
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_DIR, buildDeb, type DebBuild } from '../../scripts/dist-deb.ts';
import { PROJECT_DIR } from '../cli/run-cli.ts';
import { freePort, NATS_SERVER, startHubProcess, type HubProcess } from '../support/hall/hall-fixture.ts';
import { launchChromium, typeKeys, verdictSpoken } from '../support/kiosk-fixture.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const QEMU_PREFIX = '/usr/aarch64-linux-gnu';

/** Why a part cannot run where the tests run, or null when it can. */
function missing(commands: readonly string[], files: readonly string[] = []): string | null {
  const absent = [...commands.filter((command) => !has(command)), ...files.filter((file) => !existsSync(file))];
  return absent.length === 0 ? null : `${absent.join(', ')} not installed`;
}
const BUILD_PROBLEM = process.platform !== 'linux' ? 'not Linux' : missing(['dpkg-deb', 'lintian', 'npm']);
const INSTALL_PROBLEM =
  BUILD_PROBLEM ??
  (process.getuid?.() !== 0
    ? 'not root (apt-get install needs it; CI runs as root)'
    : missing(['apt-get', 'useradd', 'runuser'], ['/usr/bin/chromium']));
const ARM_PROBLEM =
  BUILD_PROBLEM ??
  missing(['qemu-aarch64-static'], [join(QEMU_PREFIX, 'lib/libc.so.6'), join(QEMU_PREFIX, 'lib/libstdc++.so.6')]);
const skipped = (problem: string | null) => (problem === null ? '' : ` (skipped: ${problem})`);

/** The ordinary user the installed station is run as. */
const USER = 'cs-deb-test';
const HOME = `/home/${USER}`;
const DATA_DIR = join(HOME, '.config', 'Challenge Station');
const SMALL_LIST = ['QI', 'ZA', 'CAT', 'CATS', 'QAT'];

function run(command: string, args: readonly string[], timeout = 120_000): SpawnSyncReturns<string> {
  return spawnSync(command, args, { encoding: 'utf8', cwd: '/', timeout, maxBuffer: 64 * 1024 * 1024 });
}

/** Runs a command as the ordinary user, in a login-like environment of its own (not the test's). */
function asUser(args: readonly string[], timeout?: number): SpawnSyncReturns<string> {
  return run('runuser', ['-u', USER, '--', 'env', '-i', `HOME=${HOME}`, 'PATH=/usr/bin:/bin', 'LANG=C.UTF-8', ...args], timeout);
}

function ok(result: SpawnSyncReturns<string>): string {
  expect(result.error).toBeUndefined();
  if (result.status !== 0) throw new Error(`exit ${result.status}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** The user's `kiosk start --no-browser` (the web station, as the autostart entry starts it), running. */
interface UserKiosk {
  /** The station's address, once it printed it. */
  readonly address: () => Promise<string>;
  /** Stops it (SIGTERM to its process group) and waits for it to end. */
  readonly stop: () => Promise<void>;
}

function startUserKiosk(): UserKiosk {
  const server = spawn(
    'runuser',
    ['-u', USER, '--', 'env', '-i', `HOME=${HOME}`, 'PATH=/usr/bin:/bin', 'challenge-station', 'kiosk', 'start', '--no-browser'],
    { cwd: '/', stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  return {
    address: async () => {
      const until = Date.now() + 60_000;
      while (!/Open: \S+/u.test(output)) {
        if (Date.now() > until || server.exitCode !== null) throw new Error(`no address:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return /Open: (\S+)/u.exec(output)?.[1] ?? '';
    },
    stop: async () => {
      if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** The lintian tags of errors and warnings, one line each ("E: challenge-station: tag …"). */
function lintian(deb: string): string[] {
  const result = run('lintian', ['--allow-root', deb], 300_000);
  expect(result.error).toBeUndefined();
  return `${result.stdout}${result.stderr}`.split('\n').filter((line) => /^[EW]: /u.test(line));
}

/** The warnings lintian still gives, each explained in docs/PACKAGE.md. */
const EXPLAINED_WARNINGS = ['hardening-no-pie', 'embedded-javascript-library'];

/** What a package holds, by `dpkg-deb -c`: the paths, without the leading `./`. */
function contents(deb: string): string[] {
  return ok(run('dpkg-deb', ['-c', deb]))
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => (line.split(/\s+/u).slice(5).join(' ').split(' -> ')[0] ?? '').replace(/^\.\//u, ''));
}

/** The files under a folder with each one's SHA-256, to see that nothing in it changed. */
function fingerprints(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

function expectOnlyProductionFiles(deb: string, arch: 'amd64' | 'arm64'): void {
  const paths = contents(deb);
  const lock = JSON.parse(readFileSync(join(PROJECT_DIR, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const app = APP_DIR.slice(1);
  // Every npm package in it (a package.json right under node_modules/) is a production one in the lockfile.
  const packageJson = /^(node_modules\/(?:@[^/]+\/)?[^/]+(?:\/node_modules\/(?:@[^/]+\/)?[^/]+)*)\/package\.json$/u;
  const packages = paths.flatMap((path) => packageJson.exec(path.slice(`${app}/`.length))?.[1] ?? []);
  // The CLI, the web station and the hall process are bundled: the native module is the one package.
  expect(packages).toEqual(['node_modules/better-sqlite3']);
  for (const name of packages) {
    expect(lock.packages[name], name).toBeDefined();
    expect(lock.packages[name]?.dev, name).not.toBe(true);
  }
  // None of the project's sources or tests, of ../shared, or of the Electron shell (npm packages' own
  // folders aside): the package runs its bundle.
  for (const path of paths.filter((entry) => !entry.includes('/node_modules/'))) {
    expect(path).not.toMatch(/(?:^|\/)test\/|\.tsx?$|(?:^|\/)shared\/|\/electron\//u);
  }
  // The bundle's entries: the CLI, the web station `kiosk start` runs, the station's hall process and
  // the worker of a long log's check (each found beside the bundle at run time, electron/core/app-root.ts).
  for (const entry of ['challenge-station', 'web-station-main', 'hall-link-process', 'verify-part-worker'])
    expect(paths).toContain(`${app}/dist/cli/${entry}.cjs`);
  // No word list but the demo one: no lexicon formats, and no big text file but the demo list.
  expect(paths.filter((path) => /\.(?:kwg|kbwg|gaddag|dawg|zyzzyva|sqlite|db)$/u.test(path))).toEqual([]);
  expect(paths.filter((path) => path.startsWith(`${app}/resources/`) && !path.endsWith('/'))).toEqual([
    `${app}/resources/demo/LICENSE.txt`,
    `${app}/resources/demo/words.txt`,
  ]);
  const sqlite = paths.filter((path) => path.endsWith('.node'));
  expect(sqlite).toEqual([`${app}/node_modules/better-sqlite3/prebuilds/linux-${arch === 'amd64' ? 'x64' : 'arm64'}.node`]);
  for (const file of ['usr/bin/challenge-station', `${app}/node/bin/node`, 'usr/share/applications/challenge-station.desktop'])
    expect(paths).toContain(file);
}

/** The same package as a later version would be, repacked with its version raised. */
function newerPackage(deb: string, work: string): { deb: string; version: string } {
  const tree = join(work, 'newer');
  rmSync(tree, { recursive: true, force: true });
  ok(run('dpkg-deb', ['-R', deb, tree]));
  const control = join(tree, 'DEBIAN', 'control');
  const text = readFileSync(control, 'utf8');
  const version = `${/^Version: (.+)$/mu.exec(text)?.[1] ?? ''}.1`;
  writeFileSync(control, text.replace(/^Version: .+$/mu, `Version: ${version}`));
  const newer = join(work, `challenge-station_${version}_amd64.deb`);
  ok(run('dpkg-deb', ['--root-owner-group', '-b', tree, newer], 300_000));
  chmodSync(newer, 0o644);
  return { deb: newer, version };
}

describe.skipIf(INSTALL_PROBLEM !== null)(`the amd64 package, installed as a director would${skipped(INSTALL_PROBLEM)}`, () => {
  let build: DebBuild;
  let work: string;
  let installedBefore = false;
  let createdUser = false;
  let hub: HubProcess | undefined;
  let browser: Browser | undefined;

  beforeAll(() => {
    build = buildDeb('amd64');
    work = makeTempDir('deb');
    chmodSync(work, 0o755);
    installedBefore = run('dpkg-query', ['-W', '-f=${Status}', 'challenge-station']).stdout.includes('installed');
    if (run('id', ['-u', USER]).status !== 0) {
      ok(run('useradd', ['--create-home', '--shell', '/bin/sh', USER]));
      createdUser = true;
    }
    // A station of the user's own from an earlier run would change the counts below.
    rmSync(join(HOME, '.config'), { recursive: true, force: true });
    rmSync(join(HOME, '.cache'), { recursive: true, force: true });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await hub?.stop();
    if (!installedBefore) run('apt-get', ['purge', '-y', 'challenge-station']);
    if (createdUser) run('userdel', ['--remove', USER]);
    removeTempDir(work);
  }, 120_000);

  it('passes lintian with no error, and only the warnings docs/PACKAGE.md explains', () => {
    const lines = lintian(build.deb);
    expect(lines.filter((line) => line.startsWith('E: '))).toEqual([]);
    for (const line of lines) expect(EXPLAINED_WARNINGS.some((tag) => line.includes(` ${tag} `)), line).toBe(true);
    expect(build.bytes).toBeLessThan(60e6);
  }, 300_000);

  it('holds production dependencies, the built screens and the demo list only', () => {
    expectOnlyProductionFiles(build.deb, 'amd64');
    const paths = contents(build.deb);
    expect(paths).toContain(`${APP_DIR.slice(1)}/dist/renderer/index.html`);
    expect(paths).toContain(`${APP_DIR.slice(1)}/dist/hall-view/index.html`);
  });

  it('installs with apt-get and runs as an ordinary user: a list imported, a play judged and logged', () => {
    ok(run('apt-get', ['install', '-y', '--no-install-recommends', build.deb], 300_000));
    expect(ok(asUser(['challenge-station', '--version'])).trim()).toBe(
      (JSON.parse(readFileSync(join(PROJECT_DIR, 'package.json'), 'utf8')) as { version: string }).version,
    );
    const list = join(work, 'small.txt');
    writeFileSync(list, `${SMALL_LIST.join('\n')}\n`);
    chmodSync(list, 0o644);
    expect(ok(asUser(['challenge-station', 'lexicon', 'import', list, '--name', 'SMALL']))).toContain('Imported SMALL');
    expect(ok(asUser(['challenge-station', 'judge', 'qi', 'cat']))).toMatch(/^ACCEPTABLE\n/u);
    const bad = asUser(['challenge-station', 'judge', 'qi', 'zzz']);
    expect([bad.status, bad.stdout.split('\n')[0]]).toEqual([1, 'UNACCEPTABLE']);
    expect(ok(asUser(['challenge-station', 'log', 'verify']))).toContain('Log verified');
    // The user's own folder, the user's own files.
    expect(run('stat', ['-c', '%U %a', DATA_DIR]).stdout.trim()).toBe(`${USER} 700`);
  }, 300_000);

  it('starts the web station for the user, and a challenge is judged in Chromium through it', async () => {
    const kiosk = startUserKiosk();
    try {
      const url = await kiosk.address();
      browser = await launchChromium();
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(url);
      // First run: the director sets the station up in the console, as the guide says.
      await page.getByText('Station not set up').waitFor();
      await page.keyboard.press('Control+Alt+Shift+KeyJ');
      await page.getByLabel('Director PIN').fill('271828');
      await page.getByLabel('The same PIN again').fill('271828');
      await page.getByLabel('Station name').fill('Packaged 1');
      await page.getByRole('button', { name: 'Set up the station' }).click();
      await page.getByLabel('I have written the recovery code down').check();
      await page.getByRole('button', { name: 'Continue to the director’s pages' }).click();
      await page.getByRole('button', { name: 'Lock', exact: true }).click();
      await page.getByText('How many words are challenged?').waitFor();
      await page.keyboard.press('2');
      await typeKeys(page, 'qat za');
      await page.keyboard.press('Tab');
      expect(await verdictSpoken(page)).toBe('Verdict: ACCEPTABLE');
    } finally {
      await kiosk.stop();
    }
    const challenges = ok(asUser(['challenge-station', 'review', 'list', '--json']));
    expect(challenges).toContain('QAT');
    expect(ok(asUser(['challenge-station', 'log', 'verify']))).toContain('Log verified');
  }, 180_000);

  it.skipIf(NATS_SERVER === null)('joins a hub on loopback (skipped without nats-server)', async () => {
    const hubDir = join(work, 'hub');
    hub = startHubProcess(hubDir, await freePort());
    await hub.waitFor('is running');
    const joinFile = join(work, 'packaged.join');
    const invite = spawnSync(
      process.execPath,
      ['bin/challenge-station.js', '--data-dir', hubDir, 'hall', 'invite', 'Packaged 1', '--out', joinFile],
      { cwd: PROJECT_DIR, encoding: 'utf8' },
    );
    expect(invite.status, invite.stderr).toBe(0);
    chownSync(joinFile, Number(run('id', ['-u', USER]).stdout), Number(run('id', ['-g', USER]).stdout));
    ok(asUser(['challenge-station', 'hall', 'join', joinFile]));
    await hub.waitFor('reloaded its users');
    ok(asUser(['challenge-station', 'hall', 'sync', '--timeout', '30'], 60_000));
    expect(ok(asUser(['challenge-station', 'hall', 'show']))).toContain('Packaged 1');
    const presence = () => {
      const status = spawnSync(
        process.execPath,
        ['bin/challenge-station.js', '--data-dir', hubDir, '--json', 'hall', 'status'],
        { cwd: PROJECT_DIR, encoding: 'utf8' },
      );
      return (JSON.parse(status.stdout) as { stations: { presence: string | null }[] }).stations[0]?.presence;
    };
    expect(presence()).toBe('on-demand');
    // The kiosk's web station talks to the hub through its hall process, the package's own file,
    // at idle priority: the hub hears a running station, not the command line's sync.
    const kiosk = startUserKiosk();
    try {
      await kiosk.address();
      const hallProcess = `${APP_DIR}/dist/cli/hall-link-process.cjs`;
      const deadline = Date.now() + 30_000;
      while (presence() !== 'running') {
        if (Date.now() > deadline) throw new Error(`the hub never heard the running station: ${presence()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const processes = run('ps', ['-u', USER, '-o', 'cls=,args=']).stdout;
      const hallLine = processes.split('\n').find((line) => line.includes(hallProcess));
      expect(hallLine?.trim().split(/\s+/u)[0], processes).toBe('IDL');
    } finally {
      await kiosk.stop();
    }
    await hub.stop();
    hub = undefined;
  }, 180_000);

  it('kiosk enable writes the user’s autostart entry, and is refused to root with the reason', () => {
    expect(ok(asUser(['challenge-station', 'kiosk', 'enable']))).toContain('logs in');
    const entry = readFileSync(join(HOME, '.config/autostart/challenge-station-kiosk.desktop'), 'utf8');
    expect(entry).toContain('\nExec=/usr/bin/challenge-station kiosk start\n');
    // A folder named relative to where the director typed it is written as the full path.
    ok(asUser(['sh', '-c', 'cd ~ && challenge-station --data-dir stations/a kiosk enable']));
    expect(readFileSync(join(HOME, '.config/autostart/challenge-station-kiosk.desktop'), 'utf8')).toContain(
      `\nExec=/usr/bin/challenge-station kiosk start --data-dir ${HOME}/stations/a\n`,
    );
    ok(asUser(['challenge-station', 'kiosk', 'disable']));
    expect(existsSync(join(HOME, '.config/autostart/challenge-station-kiosk.desktop'))).toBe(false);
    const asRoot = run('challenge-station', ['kiosk', 'enable']);
    expect(asRoot.status).toBe(2);
    expect(asRoot.stderr).toContain('sandbox');
  });

  it('is removed leaving the user’s data as it was, and installed again over it', () => {
    const before = fingerprints(DATA_DIR);
    expect(Object.keys(before)).toContain('station.sqlite');
    ok(run('apt-get', ['remove', '-y', 'challenge-station'], 300_000));
    expect(existsSync('/usr/bin/challenge-station')).toBe(false);
    expect(existsSync(join(APP_DIR, 'node'))).toBe(false);
    expect(fingerprints(DATA_DIR)).toEqual(before);

    ok(run('apt-get', ['install', '-y', '--no-install-recommends', build.deb], 300_000));
    const verified = ok(asUser(['challenge-station', 'log', 'verify']));
    expect(verified).toContain('Log verified');
    expect(ok(asUser(['challenge-station', 'judge', 'cats']))).toMatch(/^ACCEPTABLE\n/u);
  }, 600_000);

  it('upgrades to a newer package keeping the data and the log, and refuses a newer database', () => {
    const newer = newerPackage(build.deb, work);
    ok(run('apt-get', ['install', '-y', '--no-install-recommends', newer.deb], 300_000));
    expect(run('dpkg-query', ['-W', '-f=${Version}', 'challenge-station']).stdout).toBe(newer.version);
    expect(ok(asUser(['challenge-station', 'log', 'verify']))).toContain('Log verified');
    expect(ok(asUser(['challenge-station', 'judge', 'cats']))).toMatch(/^ACCEPTABLE\n/u);

    // A copy of the station as a later version would leave it: refused, and left as it was.
    const later = join(HOME, 'from-a-later-version');
    ok(run('cp', ['-a', DATA_DIR, later]));
    const db = new Database(join(later, 'station.sqlite'));
    db.pragma('user_version = 99');
    db.close();
    const before = fingerprints(later);
    const refused = asUser(['challenge-station', '--data-dir', later, 'judge', 'cats']);
    expect([refused.status, refused.stdout]).toEqual([3, '']);
    expect(refused.stderr).toContain('newer version of Challenge Station');
    expect(fingerprints(later)).toEqual(before);
    rmSync(later, { recursive: true, force: true });
  }, 600_000);

  // dpkg on its own database with every package installed where the test runs but Chromium: what a director sees
  // who installs the file with dpkg on a machine without it (apt-get would fetch it).
  it('names Chromium when installed where it is missing', () => {
    const root = join(work, 'no-chromium');
    const admin = join(root, 'admin');
    for (const dir of [join(admin, 'updates'), join(admin, 'info'), join(root, 'files')])
      mkdirSync(dir, { recursive: true });
    const stanzas = readFileSync('/var/lib/dpkg/status', 'utf8').split(/\n\n+/u);
    const chromium = /^Package: chromium(?:-browser)?$/mu;
    expect(stanzas.some((stanza) => chromium.test(stanza))).toBe(true);
    // The packages installed here but Chromium, and without this package (installed by the tests above).
    const others = stanzas.filter((stanza) => !chromium.test(stanza) && !/^Package: challenge-station$/mu.test(stanza));
    writeFileSync(join(admin, 'status'), `${others.join('\n\n')}\n`);
    const result = run('dpkg', [
      `--admindir=${admin}`,
      `--instdir=${join(root, 'files')}`,
      '--force-script-chrootless',
      '-i',
      build.deb,
    ]);
    const said = `${result.stdout}${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(said).toContain('challenge-station depends on chromium | chromium-browser; however:');
    expect(said).toContain('Package chromium is not installed.');
    // Chromium is the one thing missing: no other dependency is named.
    expect(said.match(/ depends on /gu)).toHaveLength(1);
  }, 300_000);
});

describe.skipIf(ARM_PROBLEM !== null)(`the arm64 package, run under qemu-aarch64-static${skipped(ARM_PROBLEM)}`, () => {
  let build: DebBuild;
  let root = '';

  beforeAll(() => {
    build = buildDeb('arm64');
    root = mkdtempSync(join(tmpdir(), 'challenge-station-deb-arm64-'));
    ok(run('dpkg-deb', ['-x', build.deb, root]));
  }, 600_000);

  afterAll(() => {
    if (root !== '') removeTempDir(root);
  });

  /** The package's own Node (ARM64) running its CLI under qemu, on ARM64 Debian's C library. */
  function arm(args: readonly string[]): SpawnSyncReturns<string> {
    const app = join(root, APP_DIR);
    return spawnSync(
      'qemu-aarch64-static',
      [join(app, 'node/bin/node'), join(app, 'dist/cli/challenge-station.cjs'), '--data-dir', join(root, 'data'), ...args],
      {
        encoding: 'utf8',
        cwd: root,
        timeout: 180_000,
        env: { PATH: '/usr/bin:/bin', HOME: root, QEMU_LD_PREFIX: QEMU_PREFIX, NODE_COMPILE_CACHE: join(root, 'cache') },
      },
    );
  }

  it('passes lintian with no error, and holds only its production files', () => {
    const lines = lintian(build.deb);
    expect(lines.filter((line) => line.startsWith('E: '))).toEqual([]);
    for (const line of lines) expect(EXPLAINED_WARNINGS.some((tag) => line.includes(` ${tag} `)), line).toBe(true);
    expectOnlyProductionFiles(build.deb, 'arm64');
    expect(build.bytes).toBeLessThan(60e6);
    expect(ok(run('file', ['-L', join(root, APP_DIR, 'node/bin/node')]))).toContain('ARM aarch64');
  }, 300_000);

  it('runs its own Node and better-sqlite3: --version, a list imported, a play judged, the log verified', () => {
    expect(ok(arm(['--version'])).trim()).toMatch(/^\d+\.\d+\.\d+$/u);
    const list = join(root, 'small.txt');
    writeFileSync(list, `${SMALL_LIST.join('\n')}\n`);
    expect(ok(arm(['lexicon', 'import', list, '--name', 'SMALL']))).toContain('Imported SMALL');
    expect(ok(arm(['judge', 'qat', 'za']))).toMatch(/^ACCEPTABLE\n/u);
    expect(ok(arm(['log', 'verify']))).toContain('Log verified: 2 entries.');
  }, 600_000);
});
