// `node bench/cli-start.ts [RUNS]`: the CLI's start-up rows of `npm run bench` alone (bench/start-up.ts),
// for a change to the command line that needs no other figure. Each figure is a median of fresh
// processes, interleaved with the bare `node -e 0` it is divided by; the load is the 1-minute average
// at the end, when every run is done.
import { loadavg } from 'node:os';
import { cliStartRows, cliStartTimes } from './start-up.ts';

const runs = Number(process.argv[2] ?? '31');
const start = cliStartTimes(runs);
for (const row of cliStartRows(
  start,
  `load ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
))
  console.log(row.join(' | '));
