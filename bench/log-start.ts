// Start-up against a long log (issue 12.4): a generated 100k-entry log for the CLI and the kiosk,
// and a 1M-entry one for `log verify`. Each line gives the figure it replaces.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchLog } from '../electron/core/log/log-watch.ts';
import { Station } from '../electron/core/station/station.ts';
import { StationHandlers } from '../electron/handlers/station-handlers.ts';
import { generateLog } from './generated-log.ts';
import { median } from './timing.ts';

const CLI = fileURLToPath(new URL('../electron/cli/main.ts', import.meta.url));
const VERIFY_CPU = fileURLToPath(new URL('verify-cpu.ts', import.meta.url));

const load = (): string => `load ${loadavg()[0]?.toFixed(1) ?? '?'}`;

/** The whole-chain check in a fresh process: its wall and CPU time, in ms. */
function verifyCpu(dataDir: string): { wallMs: number; cpuMs: number } {
  const run = spawnSync(process.execPath, [VERIFY_CPU, dataDir], { encoding: 'utf8' });
  const result = JSON.parse(run.stdout) as { ok: boolean; wallMs: number; cpuMs: number };
  if (!result.ok) throw new Error('the generated log did not verify');
  return result;
}

/** Wall time of one CLI command in a fresh process, in ms. */
function cliMs(dataDir: string, args: readonly string[]): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, [CLI, '--data-dir', dataDir, ...args], { encoding: 'utf8' });
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
    const verifies = Array.from({ length: 3 }, () => cliMs(million, ['log', 'verify']));
    lines.push(
      `log verify at 1M (fresh process, whole chain), median of 3: ${(median(verifies) / 1000).toFixed(2)} s (was 1.9 s at 100k, about 19 s at 1M; target ≤ 5 s; ${load()})`,
    );
    const checks = Array.from({ length: 3 }, () => verifyCpu(million));
    lines.push(
      `  its whole-chain check alone at 1M, median of 3: ${(median(checks.map((check) => check.cpuMs)) / 1000).toFixed(2)} s CPU, ` +
        `${(median(checks.map((check) => check.wallMs)) / 1000).toFixed(2)} s wall (${load()})`,
    );
    const verifies100k = Array.from({ length: 3 }, () => cliMs(hundredK, ['log', 'verify']));
    lines.push(
      `log verify at 100k, median of 3: ${(median(verifies100k) / 1000).toFixed(2)} s (was 1.9 s; ${load()})`,
    );
    return lines;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
