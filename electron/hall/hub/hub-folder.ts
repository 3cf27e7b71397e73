// The hub's data folder made and kept its owner's alone before anything is written in it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HallError } from '../../core/hall/wire/hall-errors.ts';
import { makeOwnerOnlyFolder, tightenToOwnerOnly } from '../../core/store/owner-only.ts';

/**
 * Makes the hub's folder owner-only, with everything already in it. Everything the hub and its
 * nats-server write (the store, the stream's files, the exports, the logs) is its owner's alone:
 * the hub holds every station's per-word results.
 */
export function prepareHubFolder(hubDir: string): void {
  process.umask(0o077);
  try {
    makeOwnerOnlyFolder(hubDir);
    tightenHubFolder(hubDir);
  } catch (error) {
    throw new HallError(
      'hub-store',
      `The hub's data folder ${hubDir} cannot be made (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    );
  }
}

// A hub folder made by an earlier version kept the modes its umask gave (755 and 644): its files and
// folders, the stream's among them, are tightened to owner-only at the start.
function tightenHubFolder(hubDir: string): void {
  const walk = (dir: string): void => {
    tightenToOwnerOnly(dir);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) tightenToOwnerOnly(path);
    }
  };
  walk(hubDir);
}
