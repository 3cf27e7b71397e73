// A station's clock set hours off with Debian's libfaketime (package libfaketime, installed with
// faketime): the CLI run with the library preloaded, its wall clock moved, its steady clock not.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_DIR, type CliResult } from '../../cli/run-cli.ts';

/** libfaketime's library, whatever the machine's arch; null when it is not installed. */
export const LIBFAKETIME: string | null = (() => {
  const lib = '/usr/lib';
  if (!existsSync(lib)) return null;
  for (const dir of readdirSync(lib)) {
    const file = join(lib, dir, 'faketime', 'libfaketime.so.1');
    if (existsSync(file)) return file;
  }
  return null;
})();

/** Runs the CLI as runCli does, its wall clock moved by `offset` (libfaketime's form: '-3h', '+3h'). */
export function runCliOff(offset: string, dataDir: string, ...args: string[]): CliResult {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LD_PRELOAD: LIBFAKETIME ?? '',
    FAKETIME: offset,
    // Only the wall clock: the station's timers keep the machine's steady clock.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
  delete env['CHALLENGE_STATION_DATA_DIR'];
  const result = spawnSync(process.execPath, ['bin/challenge-station.js', '--data-dir', dataDir, ...args], {
    cwd: PROJECT_DIR,
    encoding: 'utf8',
    env,
    timeout: 30_000,
  });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
