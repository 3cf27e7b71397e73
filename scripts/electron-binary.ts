import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The installed Electron binary, or null when `npm ci` could not download it. Reads the package's
 * own record of its binary: requiring `electron` would try to download it.
 */
export function electronBinary(): string | null {
  try {
    const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const binary = join(packageDir, 'dist', readFileSync(join(packageDir, 'path.txt'), 'utf8'));
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}
