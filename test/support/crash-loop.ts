import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChallengeLog } from '../../electron/core/log/challenge-log.ts';
import type { LogEntry } from '../../electron/core/log/log-entry.ts';
import { rowToEntry } from '../../electron/core/log/log-row.ts';
import { verifyChain, type VerifyResult } from '../../electron/core/log/log-verify.ts';
import { openStationDatabase } from '../../electron/core/store/station-database.ts';
import { seededRandom } from './seeded-random.ts';

const CHILD = fileURLToPath(new URL('../reliability/crash-loop-child.ts', import.meta.url));
// The same on-disk compile cache the CLI tests use: it halves each child's start-up.
const COMPILE_CACHE_DIR = join(tmpdir(), 'challenge-station-test-compile-cache');
// A child that is never killed would hang the loop; no round comes near this.
const ROUND_WATCHDOG_MS = 30_000;
// Most kills land while the child judges (timed from its first verdict, so that a slow machine
// still kills it mid-judging); some at any moment from its start, opening included.
const KILL_ANY_MOMENT_SHARE = 0.2;
const KILL_ANY_MOMENT_MAX_MS = 150;
const KILL_WHILE_JUDGING_MAX_MS = 40;
// Some rounds delete the WAL (station.sqlite-wal) at a random moment while the child judges, and
// kill it once it has refused a verdict: it must have saved every verdict it gave into the database.
const DELETE_WAL_SHARE = 0.25;

/** A verdict the child printed after station.judge returned: a player would have seen it. */
export interface ReportedVerdict {
  readonly seq: number;
  readonly hash: string;
  readonly verdict: string;
  readonly round: number;
}

/** What one kill did. */
export interface RoundResult {
  readonly round: number;
  readonly reported: number;
  /** Killed before the station was open (while Node started, or while the station opened). */
  readonly killedBeforeReady: boolean;
  /** The WAL was deleted under the child before it was killed. */
  readonly walDeleted: boolean;
}

/** Everything a crash loop saw. */
export interface CrashLoopRun {
  readonly rounds: number;
  /** Reported verdicts by seq. */
  readonly reported: ReadonlyMap<number, ReportedVerdict>;
  /** A seq reported twice with different hashes: a verdict a later station overwrote. */
  readonly conflicts: readonly string[];
  readonly killedBeforeReady: number;
  /** Rounds whose child refused to judge after its WAL was deleted, then was killed. */
  readonly walDeletions: number;
}

/** How to run a crash loop. */
export interface CrashLoopOptions {
  readonly dataDir: string;
  readonly rounds: number;
  /** Seeds both the kill moments and the children's plays, so a failure can be replayed. */
  readonly seed: number;
  readonly onRound?: (result: RoundResult) => void;
}

/**
 * Runs a station in a child process on `dataDir` again and again, killing it with SIGKILL at a
 * random moment each time, and collects every verdict it reported before it died.
 */
export async function runCrashLoop(options: CrashLoopOptions): Promise<CrashLoopRun> {
  const random = seededRandom(options.seed);
  const reported = new Map<number, ReportedVerdict>();
  const conflicts: string[] = [];
  let killedBeforeReady = 0;
  let walDeletions = 0;
  for (let round = 0; round < options.rounds; round += 1) {
    const anyMoment = random() < KILL_ANY_MOMENT_SHARE;
    const delay = random() * (anyMoment ? KILL_ANY_MOMENT_MAX_MS : KILL_WHILE_JUDGING_MAX_MS);
    const childSeed = Math.floor(random() * 2 ** 32);
    const deleteWal = !anyMoment && random() < DELETE_WAL_SHARE;
    const from = anyMoment ? 'spawn' : deleteWal ? 'delete-wal' : 'verdict';
    const output = await killedChild(options.dataDir, childSeed, from, delay);
    const lines = output.split('\n').slice(0, -1); // the last piece is unfinished (or empty)
    const ready = lines[0] === 'ready';
    if (!ready) killedBeforeReady += 1;
    const walDeleted = lines.includes('refused');
    if (walDeleted) walDeletions += 1;
    const verdicts = lines
      .slice(ready ? 1 : 0)
      .filter((line) => line !== 'refused')
      .map((line) => parseVerdictLine(line, round));
    for (const verdict of verdicts) {
      const earlier = reported.get(verdict.seq);
      if (earlier !== undefined && earlier.hash !== verdict.hash) {
        conflicts.push(
          `entry ${verdict.seq}: round ${earlier.round} reported ${earlier.hash}, round ${round} ${verdict.hash}`,
        );
      }
      reported.set(verdict.seq, verdict);
    }
    options.onRound?.({ round, reported: verdicts.length, killedBeforeReady: !ready, walDeleted });
  }
  return { rounds: options.rounds, reported, conflicts, killedBeforeReady, walDeletions };
}

/** What the log holds after the crashes, checked as the next station to open it would find it. */
export interface LogCheck {
  /** "ok", or SQLite's list of problems. */
  readonly integrity: string;
  readonly chain: VerifyResult;
  readonly entries: number;
  readonly adjudications: number;
  /** Reported verdicts that are not in the log with the same hash. */
  readonly lost: readonly ReportedVerdict[];
}

/** Opens the data folder's log, runs PRAGMA integrity_check, verifies the chain and finds every reported verdict. */
export function checkLog(dataDir: string, reported: ReadonlyMap<number, ReportedVerdict>): LogCheck {
  const db = openStationDatabase(join(dataDir, 'station.sqlite'));
  try {
    const problems = db.pragma('integrity_check') as { integrity_check: string }[];
    const integrity = problems.map((problem) => problem.integrity_check).join('; ');
    const log = new ChallengeLog(db);
    const chain = verifyChain(log.rows());
    const bySeq = new Map<number, LogEntry>();
    for (const row of log.rows()) {
      const entry = rowToEntry(row);
      if (entry !== null) bySeq.set(entry.seq, entry);
    }
    const lost = [...reported.values()].filter((verdict) => {
      const entry = bySeq.get(verdict.seq);
      return entry?.hash !== verdict.hash || entry.verdict !== verdict.verdict;
    });
    const adjudications = [...bySeq.values()].filter((entry) => entry.kind === 'adjudication').length;
    return { integrity, chain, entries: bySeq.size, adjudications, lost };
  } finally {
    db.close();
  }
}

async function killedChild(
  dataDir: string,
  seed: number,
  from: 'spawn' | 'verdict' | 'delete-wal',
  delayMs: number,
): Promise<string> {
  const child = spawn(process.execPath, [CHILD, dataDir, String(seed)], {
    env: { ...process.env, NODE_COMPILE_CACHE: COMPILE_CACHE_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const timers: NodeJS.Timeout[] = [];
  const killLater = (ms: number) => timers.push(setTimeout(() => child.kill('SIGKILL'), ms));
  const watchdog = { fired: false };
  timers.push(
    setTimeout(() => {
      watchdog.fired = true;
      child.kill('SIGKILL');
    }, ROUND_WATCHDOG_MS),
  );
  if (from === 'spawn') killLater(delayMs);
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  let judging = false;
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk;
    // "ready\n" and then a complete verdict line: the station has judged at least once.
    if (from !== 'spawn' && !judging && /^ready\n.+\n/u.test(stdout)) {
      judging = true;
      if (from === 'verdict') killLater(delayMs);
      else
        timers.push(setTimeout(() => rmSync(join(dataDir, 'station.sqlite-wal'), { force: true }), delayMs));
    }
    // The child noticed the deletion (and saved what it held): now the crash.
    if (from === 'delete-wal' && /\nrefused\n/u.test(stdout)) child.kill('SIGKILL');
  });
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  for (const timer of timers) clearTimeout(timer);
  if (watchdog.fired) throw new Error(`The station child (seed ${seed}) hung for ${ROUND_WATCHDOG_MS} ms.`);
  if (signal !== 'SIGKILL') {
    throw new Error(
      `The station child (seed ${seed}) ended by itself (code ${String(code)}, signal ${String(signal)}) instead of being killed:\n${stderr}`,
    );
  }
  return stdout;
}

function parseVerdictLine(line: string, round: number): ReportedVerdict {
  const match = /^(\d+) ([0-9a-f]{64}) (ACCEPTABLE|UNACCEPTABLE)$/u.exec(line);
  if (match === null)
    throw new Error(`Round ${round}: the station child printed an unexpected line: ${line}`);
  const [, seq = '', hash = '', verdict = ''] = match;
  return { seq: Number(seq), hash, verdict, round };
}
