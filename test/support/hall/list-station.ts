// A station in its own process for the hall's list fault tests (test/hall/hall-list-faults.test.ts),
// as the web station and the kiosk run one: joined to a hall, its link started (startStationHall),
// so it receives the hall's designated list in the background. One command a line on stdin:
//   judge WORD   judges one play; prints "judged VERDICT FINGERPRINT" (the list it judged on)
//   shelf        prints "shelf JSON": its lexicon rows, each loaded as a judge loads it (its file
//                checked against the digest its row records), every file in its lexicons folder,
//                and the bytes free on its disk
//   unfill       deletes DATA_DIR/filler (the file that filled its disk), prints "unfilled"
//   stop         stops its hall link, closes the station, prints "stopped" and exits
// After every command but stop, "done". Besides: "list JSON" each time its HallListState changes,
// and "event: LINE" for each line its hall link logs. argv: DATA_DIR.
import { readdirSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Station } from '../../../electron/core/station/station.ts';
import { startStationHall } from '../../../electron/hall/station/station-hall.ts';

const dataDir = process.argv[2] ?? '';
const station = new Station({ dataDir });
station.prepare();
const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
const hall = startStationHall(station, dataDir, (line) => say(`event: ${line}`));
if (hall === null) throw new Error(`${dataDir} has not joined a hall`);

let shown = '';
const watcher = setInterval(() => {
  const state = JSON.stringify(hall.listState());
  if (state === shown) return;
  shown = state;
  say(`list ${state}`);
}, 10);

/** Each lexicon row, loaded as a judge loads it, the files beside them, and the room left on its disk. */
function shelf(): {
  rows: { name: string; fingerprint: string; loads: string }[];
  files: string[];
  free: number;
} {
  const rows = station.lexicons.list().map((lexicon) => {
    let loads = 'ok';
    try {
      station.lexicons.graph(lexicon);
    } catch (error) {
      loads = (error as Error).message;
    }
    return { name: lexicon.name, fingerprint: lexicon.fingerprint, loads };
  });
  const disk = statfsSync(dataDir);
  return { rows, files: readdirSync(join(dataDir, 'lexicons')).sort(), free: disk.bavail * disk.bsize };
}

say('ready');
for await (const line of createInterface({ input: process.stdin })) {
  const [command = '', argument = ''] = line.trim().split(/\s+/u);
  if (command === 'judge') {
    const verdict = station.judge({ words: [argument], source: 'cli', table: 1 });
    say(`judged ${verdict.verdict} ${verdict.lexicon.fingerprint}`);
  } else if (command === 'shelf') {
    say(`shelf ${JSON.stringify(shelf())}`);
  } else if (command === 'unfill') {
    rmSync(join(dataDir, 'filler'), { force: true });
    say('unfilled');
  } else if (command === 'stop') {
    clearInterval(watcher);
    await hall.stop();
    station.close();
    say('stopped');
    process.exit(0);
  }
  say('done');
}
