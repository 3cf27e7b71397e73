// Run in a fresh process: `log verify`'s whole-chain check on a data folder, printing one JSON line
// with its wall and CPU time, so that a figure taken while other work shares the cores means something.
// With `--floor`, the baseline instead: every row read the same way (raw slices of 1,000) and one
// one-shot SHA-256 over each row's values as JSON — the reading and hashing no check can do without.
import { hash } from 'node:crypto';
import { join } from 'node:path';
import { ChallengeLog } from '../electron/core/log/challenge-log.ts';
import { verifyAgainstNotedHead } from '../electron/core/log/noted-head.ts';
import { openStationDatabase } from '../electron/core/store/station-database.ts';

const [dataDir = '', mode = ''] = process.argv.slice(2);
const db = openStationDatabase(join(dataDir, 'station.sqlite'), { readonly: true });
const log = new ChallengeLog(db);

function floor(): { ok: boolean; count: number } {
  let count = 0;
  let digest = '';
  for (const slice of log.rowSlicesAfter()) {
    for (const row of slice) digest = hash('sha256', JSON.stringify(row), 'hex');
    count += slice.length;
  }
  return { ok: digest.length === 64 || count === 0, count };
}

const cpu = process.cpuUsage();
const start = performance.now();
const result = mode === '--floor' ? floor() : verifyAgainstNotedHead(log, undefined).result;
const used = process.cpuUsage(cpu);
console.log(
  JSON.stringify({
    ok: result.ok,
    count: result.count,
    wallMs: performance.now() - start,
    cpuMs: (used.user + used.system) / 1000,
  }),
);
