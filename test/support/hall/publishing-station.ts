// A station in its own process, as the web station runs one: joined to a hall, publishing in the
// background, judging a play every few milliseconds until it is killed. Prints "judged N" lines.
import { Station } from '../../../electron/core/station/station.ts';
import { startStationHall } from '../../../electron/hall/station/station-hall.ts';

const dataDir = process.argv[2] ?? '';
const station = new Station({ dataDir });
station.prepare();
startStationHall(station, dataDir, () => undefined, { pollMs: 5, stateEveryMs: 500 });
let judged = 0;
setInterval(() => {
  station.judge({ words: [judged % 2 === 0 ? 'QI' : 'ZZZQ'], source: 'cli', table: judged });
  judged += 1;
  if (judged % 20 === 0) process.stdout.write(`judged ${judged}\n`);
}, 3);
