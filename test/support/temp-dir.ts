// Temporary folders for the tests and the test scripts: made and removed in one place, each named
// for what it holds, so that one left behind says where it came from.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/** A fresh, empty temporary folder named challenge-station-`purpose`-…; remove it with {@link removeTempDir}. */
export function makeTempDir(purpose?: string): string {
  return mkdtempSync(
    join(tmpdir(), purpose === undefined ? 'challenge-station-' : `challenge-station-${purpose}-`),
  );
}

/** Removes a temporary folder and everything in it; one already gone is no error. */
export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A fresh temporary folder for each test that asks, removed after the test. */
export function useTempDirs(): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) removeTempDir(dir);
  });
  return () => {
    const dir = makeTempDir();
    made.push(dir);
    return dir;
  };
}
