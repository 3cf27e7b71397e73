// The second Debian package, `challenge-station-kiosk` (architecture all), for machines that are
// only stations: the Chromium policies the kiosk checks for, a `station` user, an X session that
// runs only the kiosk, no way out by the keyboard where X allows it, and automatic login through
// LightDM or GDM. Built by `npm run dist:deb` beside the two main packages, with the same version
// and SOURCE_DATE_EPOCH; docs/PACKAGE.md says what each file is for. The policies are written from
// KIOSK_POLICIES, the list `kiosk start` checks, so the two cannot drift apart.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  lutimesSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { KIOSK_POLICIES } from './kiosk-browser.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEMPLATES = join(ROOT, 'build', 'deb-kiosk');
export const KIOSK_PACKAGE = 'challenge-station-kiosk';

/** Where each template goes in the package's tree, and its mode. */
const FILES: readonly (readonly [string, string, number])[] = [
  ['kiosk-session', `usr/libexec/${KIOSK_PACKAGE}/kiosk-session`, 0o755],
  ['challenge-station-kiosk.desktop', `usr/share/xsessions/${KIOSK_PACKAGE}.desktop`, 0o644],
  ['xorg-no-escape.conf', `usr/share/${KIOSK_PACKAGE}/xorg-no-escape.conf`, 0o644],
  ['lightdm-autologin.conf', `usr/share/${KIOSK_PACKAGE}/lightdm-autologin.conf`, 0o644],
  ['gdm-autologin.conf', `usr/share/${KIOSK_PACKAGE}/gdm-autologin.conf`, 0o644],
  ['tmpfiles.conf', `usr/lib/tmpfiles.d/${KIOSK_PACKAGE}.conf`, 0o644],
];

/** The maintainer scripts and debconf files, in DEBIAN/. */
const CONTROL_FILES: readonly (readonly [string, number])[] = [
  ['postinst', 0o755],
  ['postrm', 0o755],
  ['config', 0o755],
  ['templates', 0o644],
];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...walk(path)] : [path];
  });
}

function put(stage: string, path: string, mode: number, bytes: Buffer | string): void {
  const to = join(stage, path);
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, bytes);
  chmodSync(to, mode);
}

function changelog(version: string, epoch: number, maintainer: string): string {
  const date = new Date(epoch * 1000).toUTCString().replace('GMT', '+0000');
  return [
    `${KIOSK_PACKAGE} (${version}) unstable; urgency=medium`,
    '',
    `  * Challenge Station's kiosk lockdown ${version}, packaged by npm run dist:deb.`,
    '',
    ` -- ${maintainer}  ${date}`,
    '',
  ].join('\n');
}

/** Builds `challenge-station-kiosk_<version>_all.deb` into `outDir` and returns its path. */
export function buildKioskDeb(options: {
  readonly version: string;
  readonly epoch: number;
  readonly maintainer: string;
  readonly outDir: string;
}): string {
  const { version, epoch, maintainer, outDir } = options;
  const stage = join(outDir, 'stage-kiosk');
  rmSync(stage, { recursive: true, force: true });
  for (const [template, path, mode] of FILES) put(stage, path, mode, readFileSync(join(TEMPLATES, template)));
  put(
    stage,
    `usr/share/${KIOSK_PACKAGE}/policies.json`,
    0o644,
    `${JSON.stringify(KIOSK_POLICIES, null, 2)}\n`,
  );
  const doc = `usr/share/doc/${KIOSK_PACKAGE}`;
  put(stage, `${doc}/copyright`, 0o644, readFileSync(join(TEMPLATES, 'copyright')));
  put(stage, `${doc}/changelog.gz`, 0o644, gzipSync(changelog(version, epoch, maintainer), { level: 9 }));
  for (const [file, mode] of CONTROL_FILES) {
    put(stage, `DEBIAN/${file}`, mode, readFileSync(join(TEMPLATES, file)));
  }
  let kib = 0;
  for (const path of walk(stage)) {
    if (path.startsWith(join(stage, 'DEBIAN'))) continue;
    const stat = statSync(path);
    kib += stat.isFile() ? Math.ceil(stat.size / 1024) : 1;
  }
  const control = readFileSync(join(TEMPLATES, 'control'), 'utf8')
    .replaceAll('@VERSION@', version)
    .replaceAll('@MAINTAINER@', maintainer)
    .replaceAll('@INSTALLED_SIZE@', String(kib));
  put(stage, 'DEBIAN/control', 0o644, control);
  for (const path of [...walk(stage), stage]) {
    if (statSync(path).isDirectory()) chmodSync(path, 0o755);
    lutimesSync(path, epoch, epoch);
  }
  mkdirSync(outDir, { recursive: true });
  const deb = join(outDir, `${KIOSK_PACKAGE}_${version}_all.deb`);
  const result = spawnSync('dpkg-deb', ['--root-owner-group', '-Zxz', '--build', stage, deb], {
    encoding: 'utf8',
    env: { ...process.env, SOURCE_DATE_EPOCH: String(epoch) },
  });
  if (result.status !== 0) throw new Error(`dpkg-deb failed:\n${result.stdout}${result.stderr}`);
  return deb;
}
