// The kiosk lockdown package (`challenge-station-kiosk`, built by `npm run dist:deb`) installed with
// apt-get beside the main package, as a director would on a machine that is only a station: each
// file it places, the station user, Chromium applying the policies (a blocked page), the kiosk's
// own check passing; installed twice and upgraded; removed, which restores the machine and keeps
// the station user's log; purged, which asks first (debconf) and keeps it unless told otherwise.
import { execFile, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeb, buildKioskPackage } from '../../scripts/dist-deb.ts';
import { KIOSK_POLICIES } from '../../scripts/kiosk-browser.ts';
import { CHROMIUM_PATH } from '../support/kiosk-fixture.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const PROBLEM =
  process.platform !== 'linux'
    ? 'not Linux'
    : process.getuid?.() !== 0
      ? 'not root (apt-get install needs it; CI runs as root)'
      : (['dpkg-deb', 'lintian', 'apt-get', 'npm'].find((command) => !has(command)) ?? null) !== null
        ? 'dpkg-deb, lintian, apt-get or npm not installed'
        : existsSync('/usr/bin/chromium')
          ? null
          : '/usr/bin/chromium not installed';

const USER = 'station';
let work = '';
/** A page on the station's own address, which the policies allow. */
const server = createServer((_request, response) => response.end('<p>station page</p>'));
const pageUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const POLICY_FILES = [
  '/etc/chromium/policies/managed/challenge-station-kiosk.json',
  '/etc/chromium-browser/policies/managed/challenge-station-kiosk.json',
];
const PLACED = [
  ...POLICY_FILES,
  '/etc/X11/xorg.conf.d/50-challenge-station-kiosk.conf',
  '/etc/lightdm/lightdm.conf.d/50-challenge-station-kiosk.conf',
];

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  return spawnSync(command, args, {
    encoding: 'utf8',
    cwd: '/',
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', ...env },
  });
}

function ok(result: SpawnSyncReturns<string>): string {
  if (result.status !== 0) throw new Error(`exit ${result.status}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

function asStation(args: readonly string[]): SpawnSyncReturns<string> {
  const home = ok(run('getent', ['passwd', USER])).split(':')[5] ?? '';
  return run('runuser', ['-u', USER, '--', 'env', '-i', `HOME=${home}`, 'PATH=/usr/bin:/bin', 'LANG=C.UTF-8', ...args]);
}

/**
 * The page Chromium shows at `url`, as `--dump-dom` prints it, on a new profile. Headless Chromium
 * prints it through its developer tools, so under the kiosk's policies it prints nothing; playwright
 * drives Chromium through them too, and cannot be used here while the package is installed.
 */
async function dumpDom(url: string): Promise<string> {
  const profile = join(work, `profile-${Date.now()}`);
  const { stdout } = await promisify(execFile)(
    CHROMIUM_PATH,
    ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', `--user-data-dir=${profile}`, '--dump-dom', url],
    { encoding: 'utf8', timeout: 120_000 },
  );
  return stdout;
}

const installed = (name: string) =>
  run('dpkg-query', ['-W', '-f=${Status}', name]).stdout.includes('install ok installed');
const userExists = () => run('getent', ['passwd', USER]).status === 0;

/** A package repacked with its version (and its dependency on the main package) raised by `.1`. */
function raised(deb: string, work: string, name: string): string {
  const tree = join(work, `raised-${name}`);
  rmSync(tree, { recursive: true, force: true });
  ok(run('dpkg-deb', ['-R', deb, tree]));
  const control = join(tree, 'DEBIAN', 'control');
  const text = readFileSync(control, 'utf8');
  writeFileSync(
    control,
    text
      .replace(/^Version: (.+)$/mu, 'Version: $1.1')
      .replace(/challenge-station \(= ([^)]+)\)/u, 'challenge-station (= $1.1)'),
  );
  const out = join(work, `${name}-raised.deb`);
  // Fast compression: only apt reads it, once.
  ok(run('dpkg-deb', ['--root-owner-group', '-Zgzip', '-z1', '-b', tree, out]));
  return out;
}

describe.skipIf(PROBLEM !== null)(
  `the kiosk lockdown package on a machine that is only a station${PROBLEM === null ? '' : ` (skipped: ${PROBLEM})`}`,
  () => {
    let main: string;
    let kiosk: string;
    let hadUser = false;
    let installedLightdm = false;

    beforeAll(async () => {
      if (installed('challenge-station') || installed('challenge-station-kiosk')) {
        throw new Error('challenge-station is installed here already: purge it before this test');
      }
      hadUser = userExists();
      main = buildDeb('amd64').deb;
      kiosk = buildKioskPackage();
      work = makeTempDir('deb-kiosk');
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    }, 900_000);

    afterAll(() => {
      // One at a time: the kiosk package first, as it depends on the main one.
      for (const name of ['challenge-station-kiosk', 'challenge-station']) {
        const purged = run('apt-get', ['purge', '-y', name]);
        if (purged.status !== 0) console.error(`apt-get purge ${name}: ${purged.stdout}${purged.stderr}`);
      }
      if (!hadUser && userExists()) run('deluser', ['--remove-home', USER]);
      if (installedLightdm) run('apt-get', ['purge', '-y', '--auto-remove', 'lightdm']);
      removeTempDir(work);
      server.close();
    }, 300_000);

    it('passes lintian with no error and no warning', () => {
      const result = run('lintian', ['--allow-root', kiosk]);
      const lines = `${result.stdout}${result.stderr}`.split('\n').filter((line) => /^[EW]: /u.test(line));
      expect(lines).toEqual([]);
    }, 300_000);

    it('installs beside the main package and locks the machine down', async () => {
      expect(await dumpDom(pageUrl())).toContain('station page');
      ok(run('apt-get', ['install', '-y', '--no-install-recommends', main, kiosk]));
      for (const file of PLACED) {
        expect(ok(run('stat', ['-c', '%U %a', file])).trim(), file).toBe('root 644');
      }
      for (const file of POLICY_FILES) expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(KIOSK_POLICIES);
      expect(readFileSync(PLACED[2] ?? '', 'utf8')).toMatch(/"DontVTSwitch" "true"[\s\S]*"DontZap" "true"/u);
      expect(readFileSync(PLACED[3] ?? '', 'utf8')).toMatch(/^autologin-user=station$/mu);
      expect(readFileSync('/usr/share/xsessions/challenge-station-kiosk.desktop', 'utf8')).toMatch(
        /^Exec=\/usr\/libexec\/challenge-station-kiosk\/kiosk-session$/mu,
      );
      // The station user: a locked password, no administrator's group, its data folder its own.
      expect(ok(run('passwd', ['-S', USER])).split(' ')[1]).toBe('L');
      expect(ok(run('id', ['-nG', USER])).trim().split(' ')).not.toContain('sudo');
      const home = ok(run('getent', ['passwd', USER])).split(':')[5] ?? '';
      expect(ok(run('stat', ['-c', '%U %a', join(home, '.config/Challenge Station')])).trim()).toBe('station 700');
      // The kiosk's own check, as the station user, finds everything in place.
      const check = asStation(['challenge-station', 'kiosk', 'check']);
      expect([check.status, check.stdout]).toEqual([0, expect.stringContaining('has every kiosk policy')]);
      // Chromium applies them: headless Chromium prints a page through its developer tools, which
      // the policies refuse, so the page it showed before the install now shows nothing.
      expect(await dumpDom(pageUrl())).not.toContain('station page');
    }, 600_000);

    it('is what LightDM reads: the station user logged in to the kiosk session', () => {
      if (!has('lightdm')) {
        ok(run('apt-get', ['install', '-y', '--no-install-recommends', 'lightdm']));
        installedLightdm = true;
      }
      // It prints the configuration on stderr.
      const listed = run('lightdm', ['--show-config']);
      expect(listed.status).toBe(0);
      const shown = `${listed.stdout}${listed.stderr}`;
      // Each line is marked with the letter of the file it came from, listed under "Sources".
      const source = new RegExp(`^(\\w)\\s+${PLACED[3] ?? ''}$`, 'mu').exec(shown)?.[1];
      expect(source, shown).toBeDefined();
      for (const line of ['autologin-user=station', 'autologin-session=challenge-station-kiosk']) {
        expect(shown).toMatch(new RegExp(`^${source ?? ''}\\s+${line}$`, 'mu'));
      }
      // raspi-config's Desktop Autologin writes its user into lightdm.conf, which wins: said at install.
      const conf = '/etc/lightdm/lightdm.conf';
      const before = readFileSync(conf, 'utf8');
      try {
        writeFileSync(conf, `${before}\n[Seat:*]\nautologin-user=pi\n`);
        const again = run('apt-get', ['install', '-y', '--reinstall', '--no-install-recommends', kiosk]);
        expect(`${again.stdout}${again.stderr}`).toContain('logs another user in automatically');
      } finally {
        writeFileSync(conf, before);
      }
    }, 600_000);

    it('installs again and upgrades with nothing changed but the version', () => {
      const before = PLACED.map((file) => readFileSync(file, 'utf8'));
      ok(run('apt-get', ['install', '-y', '--reinstall', '--no-install-recommends', kiosk]));
      ok(run('apt-get', ['install', '-y', '--no-install-recommends', raised(main, work, 'main'), raised(kiosk, work, 'kiosk')]));
      expect(PLACED.map((file) => readFileSync(file, 'utf8'))).toEqual(before);
      expect(ok(run('dpkg-query', ['-W', '-f=${Version}', 'challenge-station-kiosk']))).toMatch(/\.1$/u);
    }, 600_000);

    it('removes to a machine as it was, keeping the station user and its log; purge asks first', async () => {
      const home = ok(run('getent', ['passwd', USER])).split(':')[5] ?? '';
      const log = join(home, '.config/Challenge Station');
      ok(asStation(['challenge-station', 'judge', 'cat']));
      ok(run('apt-get', ['remove', '-y', 'challenge-station-kiosk']));
      for (const file of PLACED) expect(existsSync(file), file).toBe(false);
      expect(existsSync('/usr/share/xsessions/challenge-station-kiosk.desktop')).toBe(false);
      expect(await dumpDom(pageUrl())).toContain('station page');
      expect(existsSync(join(log, 'station.sqlite'))).toBe(true);
      // The main package's kiosk warns again, naming what is missing.
      const check = asStation(['challenge-station', 'kiosk', 'check']);
      expect([check.status, check.stdout]).toEqual([40, expect.stringContaining('lacks every kiosk policy')]);
      // Removing again and purging with debconf's default answer keep the user and its log.
      ok(run('dpkg', ['--remove', 'challenge-station-kiosk']));
      ok(run('apt-get', ['purge', '-y', 'challenge-station-kiosk']));
      expect(userExists()).toBe(true);
      expect(existsSync(join(log, 'station.sqlite'))).toBe(true);
      // Told to at purge, it removes them.
      ok(run('apt-get', ['install', '-y', '--no-install-recommends', raised(kiosk, work, 'kiosk')]));
      mkdirSync(work, { recursive: true });
      const answers = join(work, 'answers');
      writeFileSync(answers, 'challenge-station-kiosk challenge-station-kiosk/purge-station-data boolean true\n');
      ok(run('debconf-set-selections', [answers]));
      ok(run('apt-get', ['purge', '-y', 'challenge-station-kiosk']));
      expect(userExists()).toBe(false);
      expect(existsSync(home)).toBe(false);
    }, 600_000);
  },
);
