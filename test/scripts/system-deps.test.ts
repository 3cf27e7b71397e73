import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_DIR } from '../cli/run-cli.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const SCRIPT = join(PROJECT_DIR, 'scripts/system-deps.sh');
// The Debian package's test: lintian, dpkg-architecture, qemu-user and Debian's ARM64 C and C++ libraries.
const PACKAGE_TOOL_FILES = [
  '/usr/bin/lintian',
  '/usr/bin/dpkg-architecture',
  '/usr/bin/qemu-aarch64-static',
  '/usr/aarch64-linux-gnu/lib/libc.so.6',
  '/usr/aarch64-linux-gnu/lib/libstdc++.so.6',
];
const PACKAGE_TOOLS = 'lintian dpkg-dev qemu-user-static libc6-arm64-cross libstdc++6-arm64-cross';
const EVERYTHING = [
  '/usr/bin/chromium',
  '/usr/sbin/nats-server',
  '/usr/sbin/nft',
  '/usr/bin/faketime',
  '/usr/bin/Xvfb',
  ...['spanish', 'catalan', 'ngerman', 'polish', 'bokmaal', 'swedish', 'french', 'dutch'].map(
    (list) => `/usr/share/dict/${list}`,
  ),
  ...PACKAGE_TOOL_FILES,
];

interface FakeMachine {
  /** `uname -s`. */
  readonly system?: string;
  /** `id -u`. */
  readonly uid?: number;
  /** Whether `apt-get` is on the PATH (it records its arguments instead of installing). */
  readonly aptGet?: boolean;
  /** The files already installed, as absolute paths. */
  readonly installed?: readonly string[];
}

// A machine made of a folder: its files under `root`, and a PATH holding only fake commands, so the
// script sees no real Chromium, no real apt-get and whatever user id the test says.
function runOn(machine: FakeMachine, purpose = 'test') {
  const root = tempDir();
  const bin = join(root, 'fake-bin');
  mkdirSync(bin);
  const command = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  command('uname', `echo ${machine.system ?? 'Linux'}`);
  command('id', `echo ${machine.uid ?? 1000}`);
  const aptLog = join(root, 'apt-get.log');
  if (machine.aptGet ?? true) command('apt-get', `echo "$*" >> '${aptLog}'`);
  for (const file of machine.installed ?? []) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '');
  }
  const result = spawnSync('/bin/sh', [SCRIPT, purpose], {
    encoding: 'utf8',
    env: { PATH: bin, SYSTEM_DEPS_ROOT: root },
  });
  const aptCalls = (() => {
    try {
      return readFileSync(aptLog, 'utf8').trim().split('\n');
    } catch {
      return [];
    }
  })();
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, aptCalls };
}

describe('scripts/system-deps.sh, run before npm run check, the tiers beyond the unit tier and npm start', () => {
  it('says nothing and succeeds when everything is installed', () => {
    const run = runOn({ installed: EVERYTHING, aptGet: false });
    expect([run.status, run.stdout, run.stderr]).toEqual([0, '', '']);
  });

  it('without root on Debian stops at once with one line: what is missing and the apt-get command', () => {
    const run = runOn({ installed: EVERYTHING.filter((file) => !file.includes('chromium')) });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'system-deps: missing chromium; install them with: sudo apt-get install -y chromium\n',
    );
    expect(run.aptCalls).toEqual([]);
  });

  it('on a bare machine names every missing package in that one line', () => {
    const run = runOn({});
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      'system-deps: missing chromium nats-server nftables faketime xvfb wspanish wcatalan wngerman wpolish wnorwegian ' +
        `wswedish wfrench wdutch ${PACKAGE_TOOLS}; install them with: sudo apt-get install -y chromium ` +
        'nats-server nftables faketime xvfb wspanish wcatalan wngerman wpolish wnorwegian wswedish wfrench wdutch ' +
        PACKAGE_TOOLS,
      '',
    ]);
  });

  it('without apt-get, or on another system, says so in one line and installs nothing', () => {
    for (const machine of [
      { uid: 0, aptGet: false },
      { uid: 0, system: 'Darwin' },
    ]) {
      const run = runOn({ ...machine, installed: EVERYTHING.filter((file) => !file.includes('nats')) });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(
        /^system-deps: missing nats-server; this is not Debian \(no apt-get\).*\n$/u,
      );
      expect(run.aptCalls).toEqual([]);
    }
  });

  it('as root on Debian installs exactly what is missing with apt-get', () => {
    const run = runOn({ uid: 0, installed: EVERYTHING.filter((file) => !file.includes('dict/polish')) });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('system-deps: installing wpolish with apt-get\n');
    expect(run.aptCalls).toEqual(['update -qq', 'install -y -qq wpolish']);
  });

  it('as root installs the package test’s tools, so a fresh machine does not skip the package’s test', () => {
    const run = runOn({ uid: 0, installed: EVERYTHING.filter((file) => !PACKAGE_TOOL_FILES.includes(file)) });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`system-deps: installing ${PACKAGE_TOOLS} with apt-get\n`);
    expect(run.aptCalls).toEqual(['update -qq', `install -y -qq ${PACKAGE_TOOLS}`]);
  });

  it('for npm start asks only for Chromium and nats-server, and nothing off Linux', () => {
    const linux = runOn({}, 'start');
    expect(linux.status).toBe(1);
    expect(linux.stderr).toContain('missing chromium nats-server;');
    const mac = runOn({ system: 'Darwin' }, 'start');
    expect([mac.status, mac.stderr]).toEqual([0, '']);
  });
});
