// Run in a fresh process: `log verify`'s whole-chain check on a data folder, printing one JSON line
// with its wall and CPU time, so that a figure taken while other work shares the cores means something.
import { join } from 'node:path';
import { ChallengeLog } from '../electron/core/log/challenge-log.ts';
import { verifyAgainstNotedHead } from '../electron/core/log/noted-head.ts';
import { openStationDatabase } from '../electron/core/store/station-database.ts';

const [dataDir = ''] = process.argv.slice(2);
const db = openStationDatabase(join(dataDir, 'station.sqlite'), { readonly: true });
const cpu = process.cpuUsage();
const start = performance.now();
const { result } = verifyAgainstNotedHead(new ChallengeLog(db), undefined);
const used = process.cpuUsage(cpu);
console.log(
  JSON.stringify({
    ok: result.ok,
    count: result.count,
    wallMs: performance.now() - start,
    cpuMs: (used.user + used.system) / 1000,
  }),
);
