// A long crash-loop soak: the crash-loop test's kill-and-reopen cycle, for as many rounds as asked,
// checking the log every so often so a failure is found near the round that caused it.
//
// Usage: npm run bench:soak -- [--rounds N] [--seed S] [--data-dir DIR] [--check-every N]
// Exit 0 when every reported verdict survived, the database is intact and the chain verifies; else 1.
import { parseArgs } from 'node:util';
import { checkLog, runCrashLoop, type LogCheck, type ReportedVerdict } from '../support/crash-loop.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5000' },
    seed: { type: 'string', default: String(Math.floor(Math.random() * 2 ** 32)) },
    'data-dir': { type: 'string' },
    'check-every': { type: 'string', default: '500' },
  },
});
const rounds = positiveInteger('--rounds', values.rounds);
const checkEvery = positiveInteger('--check-every', values['check-every']);
const seed = Number(values.seed);
const keepDir = values['data-dir'] !== undefined;
const dataDir = values['data-dir'] ?? makeTempDir('soak');

console.log(`Soak: ${rounds} SIGKILLs of a judging station, seed ${seed}, data folder ${dataDir}`);
const started = performance.now();
const reported = new Map<number, ReportedVerdict>();
const conflicts: string[] = [];
let killedBeforeReady = 0;
let walDeletions = 0;
let done = 0;
let check: LogCheck | null = null;
let failed = false;
while (done < rounds && !failed) {
  const batch = Math.min(checkEvery, rounds - done);
  // Each batch continues the same data folder with its own seed, derived so the whole soak replays.
  const run = await runCrashLoop({ dataDir, rounds: batch, seed: (seed + done) >>> 0 });
  for (const [seq, verdict] of run.reported) {
    const earlier = reported.get(seq);
    if (earlier !== undefined && earlier.hash !== verdict.hash) conflicts.push(`entry ${seq} changed`);
    reported.set(seq, { ...verdict, round: verdict.round + done });
  }
  conflicts.push(...run.conflicts);
  killedBeforeReady += run.killedBeforeReady;
  walDeletions += run.walDeletions;
  done += batch;
  check = checkLog(dataDir, reported);
  failed = !healthy(check) || conflicts.length > 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `  ${done}/${rounds} rounds, ${seconds} s: ${reported.size} verdicts reported, ${check.entries} entries, ` +
      `integrity ${check.integrity}, chain ${check.chain.ok ? 'ok' : 'BROKEN'}, lost ${check.lost.length}`,
  );
}

const elapsed = (performance.now() - started) / 1000;
console.log('');
console.log(
  `Rounds:                     ${done} (${killedBeforeReady} killed before the station was open, ${walDeletions} after its WAL was deleted)`,
);
console.log(
  `Time:                       ${elapsed.toFixed(1)} s (${((elapsed * 1000) / done).toFixed(0)} ms a round)`,
);
console.log(`Verdicts reported:          ${reported.size}`);
if (check !== null) {
  console.log(`Log entries:                ${check.entries} (${check.adjudications} adjudications)`);
  console.log(`Committed, never reported:  ${check.adjudications - reported.size} (at most one per kill)`);
  console.log(`Reported but lost/changed:  ${check.lost.length}`);
  console.log(`PRAGMA integrity_check:     ${check.integrity}`);
  console.log(
    `Chain:                      ${check.chain.ok ? `ok, head ${check.chain.head?.seq ?? 0} ${check.chain.head?.hash ?? ''}` : `broken at entry ${check.chain.firstBadSeq}: ${check.chain.reason}`}`,
  );
  for (const verdict of check.lost.slice(0, 10)) {
    console.log(`  lost: entry ${verdict.seq} (${verdict.hash}) reported in round ${verdict.round}`);
  }
}
for (const conflict of conflicts.slice(0, 10)) console.log(`  conflict: ${conflict}`);
console.log(failed ? `FAILED (replay with --seed ${seed})` : 'PASSED');
if (!keepDir && !failed) removeTempDir(dataDir);
else console.log(`Data folder kept: ${dataDir}`);
process.exitCode = failed ? 1 : 0;

function healthy(result: LogCheck): boolean {
  return (
    result.integrity === 'ok' &&
    result.chain.ok &&
    result.lost.length === 0 &&
    result.adjudications >= reported.size &&
    result.adjudications - reported.size <= done
  );
}

function positiveInteger(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${flag} takes a whole number of 1 or more, not ${text}.`);
    process.exit(2);
  }
  return value;
}
