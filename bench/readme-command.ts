// The CLI as the README tells users to type it (`bin/challenge-station`), against `npx
// challenge-station`, both from the user's own shell: PATH without the node_modules/.bin that
// `npm run bench` puts first, so npx runs on the system's Node (20 on Debian) as it would for them.
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './timing.ts';

const PROJECT_DIR = fileURLToPath(new URL('../', import.meta.url));

/** Median wall time in ms and the stderr of one run, for each way of typing the command. */
export interface ReadmeCommandTimes {
  readonly readme: { readonly ms: number; readonly stderr: string };
  readonly npx: { readonly ms: number; readonly stderr: string };
}

function timedRuns(command: string, args: readonly string[], runs: number) {
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.includes(join('node_modules', '.bin')))
    .join(delimiter);
  const times: number[] = [];
  let stderr = '';
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    const result = spawnSync(command, args, {
      cwd: PROJECT_DIR,
      env: { ...process.env, PATH: path },
      encoding: 'utf8',
    });
    times.push(performance.now() - start);
    stderr = result.stderr;
  }
  return { ms: median(times), stderr };
}

/**
 * Times `judge CAT DOG` on the station in `dataDir`, typed the README's way and through npx (fewer
 * runs: each takes seconds).
 */
export function readmeCommandTimes(dataDir: string): ReadmeCommandTimes {
  const args = ['--data-dir', dataDir, 'judge', 'CAT', 'DOG'];
  return {
    readme: timedRuns(join(PROJECT_DIR, 'bin/challenge-station'), args, 11),
    npx: timedRuns('npx', ['challenge-station', ...args], 5),
  };
}

/** How many lines of warnings a run printed (npm's own "Unknown user config" lines included). */
export function warningLines(stderr: string): number {
  return stderr.split('\n').filter((line) => line.trim() !== '').length;
}
