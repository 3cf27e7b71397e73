// A running station in its own process, driven line by line from standard input, so a test can
// delete its files underneath and then kill it with SIGKILL as a crash would.
//
// Usage: node test/reliability/station-child.ts DATA_DIR [GUARD_INTERVAL_MS]
// With an interval, the kiosk's watch runs (background full check, file guard) and prints
// "guard PROBLEM" once it finds one. Prints "ready", then for each "judge" line read: "verdict SEQ
// HASH VERDICT" once station.judge returned (a player would see it), or "refused" when it threw.
import { writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { StationCannotRecordError } from '../../electron/core/errors.ts';
import { watchLog } from '../../electron/core/log/log-watch.ts';
import { Station } from '../../electron/core/station/station.ts';

const [dataDir, guardText] = process.argv.slice(2);
if (dataDir === undefined) {
  console.error('usage: station-child.ts DATA_DIR [GUARD_INTERVAL_MS]');
  process.exit(2);
}
const station = new Station({ dataDir });
station.prepare();
if (guardText !== undefined) {
  watchLog(station.recorder, {
    intervalMs: Number(guardText),
    onProblem: (problem) => writeSync(1, `guard ${problem}\n`),
  });
}
// A closed pipe (the parent gone) ends the child at its next write; this ends an idle one.
setTimeout(() => process.exit(3), 60_000).unref();
writeSync(1, 'ready\n');
const lines = createInterface({ input: process.stdin });
let play = 0;
lines.on('line', (line) => {
  if (line !== 'judge') return;
  play += 1;
  try {
    const { entry, verdict } = station.judge({ words: play % 2 === 0 ? ['CAT'] : ['XQZT'], source: 'cli' });
    writeSync(1, `verdict ${entry.seq} ${entry.hash} ${verdict}\n`);
  } catch (error) {
    if (!(error instanceof StationCannotRecordError)) throw error;
    writeSync(1, 'refused\n');
  }
});
// Keeps the process alive while it waits for lines, guard or no guard.
setInterval(() => undefined, 1_000);
