// The CLI as the Debian package runs it: `npm run build:cli` (build/vite.cli.config.ts) into
// dist/cli/, built afresh for each bench run so that it times the code of this checkout.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Builds the bundle and returns its entry, dist/cli/challenge-station.cjs. */
export function buildCliBundle(): string {
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--config', 'build/vite.cli.config.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`npm run build:cli failed:\n${built.stdout}${built.stderr}`);
  return join(ROOT, 'dist', 'cli', 'challenge-station.cjs');
}
