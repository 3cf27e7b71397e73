// Start-up against a long log: a generated 100k-entry log for the CLI and the kiosk,
// and a 1M-entry one for `log verify`. Each line gives the figure it replaces.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchLog } from '../electron/core/log/log-watch.ts';
import { Station } from '../electron/core/station/station.ts';
import { StationHandlers } from '../electron/handlers/station-handlers.ts';
import { buildCliBundle } from './cli-bundle.ts';
import { generateLog } from './generated-log.ts';
import { median } from './timing.ts';

// The command as a checkout runs it (bin/challenge-station runs this file): with Node's compile
// cache. `log verify` is timed also as the Debian package runs it, bundled (bench/cli-bundle.ts).
const CLI = fileURLToPath(new URL('../bin/challenge-station.js', import.meta.url));
const VERIFY_CPU = fileURLToPath(new URL('verify-cpu.ts', import.meta.url));

const load = (): string => `load ${loadavg()[0]?.toFixed(1) ?? '?'}`;

interface CheckTimes {
  readonly wallMs: number;
  readonly cpuMs: number;
}

/**
 * The whole-chain check in a fresh process: its wall and CPU time, in ms. With `floor`, the
 * baseline instead: the same rows read and each hashed once (bench/verify-cpu.ts).
 */
function verifyCpu(dataDir: string, floor = false): CheckTimes {
  const run = spawnSync(process.execPath, [VERIFY_CPU, dataDir, ...(floor ? ['--floor'] : [])], {
    encoding: 'utf8',
  });
  const result = JSON.parse(run.stdout) as { ok: boolean; wallMs: number; cpuMs: number };
  if (!result.ok) throw new Error('the generated log did not verify');
  return result;
}

/** Wall time of a bare `node -e 0`: what starting any process costs. */
function bareNodeMs(): number {
  const start = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  return performance.now() - start;
}

/**
 * `log verify` and the whole-chain check at one size, each beside its baseline in the same run, run
 * alternately: for the command, a bare `node -e 0` plus the wall time of reading every row and
 * hashing it once (what no check can do without); for the check, that read and hash alone.
 */
function verifyLines(
  dataDir: string,
  size: string,
  runs: number,
  target: string,
  installed: string,
): string[] {
  const verifies: number[] = [];
  const checkoutVerifies: number[] = [];
  const bare: number[] = [];
  const checks: CheckTimes[] = [];
  const floors: CheckTimes[] = [];
  for (let run = 0; run < runs; run += 1) {
    verifies.push(cliMs(dataDir, ['log', 'verify'], installed));
    checkoutVerifies.push(cliMs(dataDir, ['log', 'verify']));
    bare.push(bareNodeMs());
    checks.push(verifyCpu(dataDir));
    floors.push(verifyCpu(dataDir, true));
  }
  const seconds = (ms: number): string => (ms / 1000).toFixed(2);
  const verify = median(verifies);
  const floor = median(bare) + median(floors.map((check) => check.wallMs));
  const cpu = median(checks.map((check) => check.cpuMs));
  const floorCpu = median(floors.map((check) => check.cpuMs));
  return [
    `log verify at ${size} (installed: the bundle; fresh process, whole chain), median of ${runs}: ${seconds(verify)} s wall; ` +
      `baseline (bare node ${median(bare).toFixed(0)} ms + reading every row and hashing it once): ${seconds(floor)} s; ` +
      `${(verify / floor).toFixed(2)}× the baseline (target ${target}; ${load()})`,
    `  the same from a checkout (bin/challenge-station.js): ${seconds(median(checkoutVerifies))} s wall`,
    `  its whole-chain check alone (on two threads from 50,000 entries): ${seconds(cpu)} s CPU of both, ${seconds(median(checks.map((check) => check.wallMs)))} s wall; ` +
      `the baseline's read and hash: ${seconds(floorCpu)} s CPU; ${(cpu / floorCpu).toFixed(2)}× (${load()})`,
  ];
}

/** Wall time of one CLI command in a fresh process, in ms. */
function cliMs(dataDir: string, args: readonly string[], cli = CLI): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, [cli, '--data-dir', dataDir, ...args], { encoding: 'utf8' });
  const ms = performance.now() - start;
  if (run.status !== 0 && run.status !== 1) throw new Error(`CLI ${args.join(' ')} failed: ${run.stderr}`);
  return ms;
}

/** Station open to the kiosk's ready state (what it asks before its ready screen), and the background check. */
async function kioskOpen(dataDir: string): Promise<{ readyMs: number; fullCheckMs: number }> {
  const start = performance.now();
  const station = new Station({ dataDir });
  try {
    station.prepare();
    const state = new StationHandlers(station).kiosk.kioskState();
    const readyMs = performance.now() - start;
    if (state.fault !== null) throw new Error(`the kiosk opened on its fault screen: ${state.fault}`);
    const watch = watchLog(station.recorder);
    const problem = await watch.fullCheck;
    watch.stop();
    if (problem !== null) throw new Error(problem);
    return { readyMs, fullCheckMs: performance.now() - start - readyMs };
  } finally {
    station.close();
  }
}

/** The lines of the long-log report. */
export async function logStartReport(): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), 'challenge-station-bench-log-'));
  try {
    const lines: string[] = [];
    const hundredK = join(work, '100k');
    let start = performance.now();
    generateLog(hundredK, 100_000);
    lines.push(`generated 100k-entry log: ${((performance.now() - start) / 1000).toFixed(1)} s`);

    const first = cliMs(hundredK, ['judge', 'QI', 'ZA']);
    lines.push(
      `CLI judge at 100k, first open (no checkpoint: the whole chain, then one is recorded): ${first.toFixed(0)} ms`,
    );
    const judges = Array.from({ length: 5 }, () => cliMs(hundredK, ['judge', 'QI', 'ZA']));
    lines.push(
      `CLI judge at 100k, from the checkpoint, median of 5: ${median(judges).toFixed(0)} ms (was 2.2 s; target ≤ 500 ms)`,
    );
    const small = join(work, 'small');
    generateLog(small, 10);
    cliMs(small, ['judge', 'QI']);
    const smallJudges = Array.from({ length: 5 }, () => cliMs(small, ['judge', 'QI', 'ZA']));
    lines.push(
      `CLI judge on a 10-entry log, median of 5: ${median(smallJudges).toFixed(0)} ms (for comparison)`,
    );

    const opens = [];
    for (let index = 0; index < 5; index += 1) opens.push(await kioskOpen(hundredK));
    lines.push(
      `kiosk open → ready at 100k, median of 5: ${median(opens.map((open) => open.readyMs)).toFixed(0)} ms ` +
        `(target ≤ 500 ms); then the full check in the background: ${median(opens.map((open) => open.fullCheckMs)).toFixed(0)} ms`,
    );

    const million = join(work, '1m');
    start = performance.now();
    generateLog(million, 1_000_000);
    lines.push(`generated 1M-entry log: ${((performance.now() - start) / 1000).toFixed(1)} s`);
    const installed = buildCliBundle();
    lines.push(...verifyLines(million, '1M', 3, '≤ 3 s', installed));
    lines.push(...verifyLines(hundredK, '100k', 5, '≤ 0.4 s', installed));
    return lines;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
