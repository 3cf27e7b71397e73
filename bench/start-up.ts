// What opening costs: a CLI `judge` from a fresh process on a small log, as the Debian package runs it
// (the bundle, bench/cli-bundle.ts) and as a checkout does (the TypeScript), against a bare `node -e 0`,
// and the check of a compiled lexicon file at load, against fingerprinting its words again (the
// check every load made before file digests were recorded).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexiconFingerprint } from '../electron/core/lexicon/fingerprint.ts';
import { graphFileDigest } from '../electron/core/lexicon/lexicon-files.ts';
import { loadWordGraph } from '../electron/core/lexicon/word-graph.ts';
import { Station } from '../electron/core/station/station.ts';
import { buildCliBundle } from './cli-bundle.ts';
import { median } from './timing.ts';

const PROJECT_DIR = fileURLToPath(new URL('../', import.meta.url));

/** Medians in milliseconds. */
export interface StartUpTimes {
  /** The installed CLI's `judge` (the bundle), compile cache filled, as every run after the first. */
  readonly judgeInstalled: number;
  /** A checkout's `judge` (bin/challenge-station.js) with Node's compile cache filled. */
  readonly judgeWarm: number;
  /** The first `judge` after installing or updating, with an empty compile cache. */
  readonly judgeCold: number;
  /** A checkout's `--version`, compile cache filled: no command's group is loaded. */
  readonly versionWarm: number;
  /** A checkout's `--help judge`, compile cache filled: the program's help, from the command table. */
  readonly helpJudgeWarm: number;
  readonly bareNode: number;
}

function wallMs(args: readonly string[], env: NodeJS.ProcessEnv): number {
  const start = performance.now();
  execFileSync(process.execPath, args, { cwd: PROJECT_DIR, env, stdio: 'ignore' });
  return performance.now() - start;
}

/** Times `challenge-station judge` in fresh processes over a station with a 50-entry log. */
export function cliStartTimes(runs = 11): StartUpTimes {
  const work = mkdtempSync(join(tmpdir(), 'challenge-station-start-'));
  try {
    const dataDir = join(work, 'station');
    const station = new Station({ dataDir });
    for (let index = 0; index < 50; index += 1) station.judge({ words: ['CAT', 'DOG'], source: 'cli' });
    station.close();
    const judge = ['--data-dir', dataDir, 'judge', 'CAT', 'DOG'];
    const args = ['bin/challenge-station.js', ...judge];
    const installedArgs = [buildCliBundle(), ...judge];
    const versionArgs = ['bin/challenge-station.js', '--version'];
    const helpArgs = ['bin/challenge-station.js', '--help', 'judge'];
    const cold: number[] = [];
    const warm: number[] = [];
    const installed: number[] = [];
    const version: number[] = [];
    const help: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const env = { ...process.env, NODE_COMPILE_CACHE: join(work, `compile-cache-${round}`) };
      cold.push(wallMs(args, env));
      wallMs(installedArgs, env);
      // Alternately with the baseline, so that a change in the machine's load moves all alike.
      for (let index = 0; index < Math.ceil(runs / 3); index += 1) {
        installed.push(wallMs(installedArgs, env));
        warm.push(wallMs(args, env));
        version.push(wallMs(versionArgs, env));
        help.push(wallMs(helpArgs, env));
        bare.push(wallMs(['-e', '0'], process.env));
      }
    }
    return {
      judgeInstalled: median(installed),
      judgeWarm: median(warm),
      judgeCold: median(cold),
      versionWarm: median(version),
      helpJudgeWarm: median(help),
      bareNode: median(bare),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The bench's rows for the CLI's start-up: each a multiple of the bare `node -e 0` timed beside it. */
export function cliStartRows(start: StartUpTimes, load: string): string[][] {
  const row = (what: string, ms: number, target: string): string[] => [
    what,
    `${ms.toFixed(0)} ms`,
    `${start.bareNode.toFixed(0)} ms (node -e 0)`,
    `${(ms / start.bareNode).toFixed(1)}× bare node (${load})`,
    target,
  ];
  return [
    row(
      'CLI judge, fresh process, small log, installed (the bundle)',
      start.judgeInstalled,
      '≤ 3× bare node',
    ),
    row('  the same from a checkout (bin/challenge-station.js)', start.judgeWarm, '≤ 4× bare node'),
    row('  from a checkout, first run, empty compile cache', start.judgeCold, '—'),
    row('  --version from a checkout', start.versionWarm, '—'),
    row('  --help judge from a checkout', start.helpJudgeWarm, '—'),
  ];
}

/** The check at load of a compiled lexicon: its SHA-256, against fingerprinting its words again. */
export function lexiconCheckTimes(graphBytes: Uint8Array): { digest: number; refingerprint: number } {
  const time = (run: () => unknown, repeats: number) =>
    median(
      Array.from({ length: repeats }, () => {
        const start = performance.now();
        run();
        return performance.now() - start;
      }),
    );
  return {
    digest: time(() => graphFileDigest(graphBytes), 21),
    refingerprint: time(() => lexiconFingerprint([...loadWordGraph(graphBytes).words()]), 5),
  };
}
