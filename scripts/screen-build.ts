// The kiosk screen (dist/renderer) built only when its sources changed since the last build: the
// web station and `npm start` run it at every start, and a build takes seconds a director waits for.
// A digest of the sources' contents, not their times, decides: a checkout or a copy that keeps the
// old times still builds, and a touched but unchanged file does not.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the screen is built from: its own folder, and what it imports from electron/. */
const SOURCE_FOLDERS = ['renderer', 'electron/common', 'electron/ipc'];
/** Its build's config, and its packages' exact versions. */
const SOURCE_FILES = ['vite.config.ts', 'package-lock.json'];

/** Written beside the built screen once the build succeeded: the digest of the sources it was built from. */
export const SCREEN_DIGEST_FILE = 'sources.sha256';

function filesUnder(root: string, folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The digest of every source of the screen under `root`, path and content, in a stable order. */
export function screenSourcesDigest(root: string): string {
  const files = [
    ...SOURCE_FOLDERS.flatMap((folder) => filesUnder(root, folder)),
    ...SOURCE_FILES.filter((file) => existsSync(join(root, file))),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether dist/renderer under `root` was built from the sources as they are now. */
export function screenIsCurrent(root: string): boolean {
  const stamp = join(root, 'dist', 'renderer', SCREEN_DIGEST_FILE);
  return (
    existsSync(join(root, 'dist', 'renderer', 'index.html')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === screenSourcesDigest(root)
  );
}

/**
 * Builds the screen under `root` unless it is current, with vite's warnings only; true when the
 * screen is ready. The digest is taken before the build, so a source changed during it builds again.
 */
export function buildScreenIfStale(root: string): boolean {
  if (screenIsCurrent(root)) return true;
  const digest = screenSourcesDigest(root);
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) return false;
  writeFileSync(join(root, 'dist', 'renderer', SCREEN_DIGEST_FILE), `${digest}\n`);
  return true;
}
