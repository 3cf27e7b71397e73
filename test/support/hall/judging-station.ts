// A station in its own process for the hall's fault tests, as the web station and the kiosk run one:
// joined to a hall, publishing in the background (startStationHall), judging as its stdin says, one
// command a line.
//   run MS    judge one play every MS ms until `halt` (a station busy throughout a test)
//   burst N   judge N plays back to back
//   halt      stop judging; prints "halted STATIONID SEQ HASH" (its head; SEQ 0 and HASH - for none)
//   cursor    prints "cursor ACKNOWLEDGED PENDING CONNECTED": what the stream acknowledged
//   verify    prints "verified OK COUNT": its own chain, checked as `log verify` does, not recorded
//   latency   prints "latency MS MS …": how long each play judged since the last `latency` took
//   stop      stops publishing, closes the station, prints "stopped" and exits
// SIGTERM closes it as the web station does on SIGTERM: the hall link publishes what is pending
// first (drain, 5 s at most) and says whether everything went; then the station closes and exits.
// After every other command: "judged N", then "done". Besides: the same count every 100
// plays, and "event: LINE" for each line the station's hall link logs. argv: DATA_DIR [RESEND_AFTER_MS].
import { createInterface } from 'node:readline';
import { Station } from '../../../electron/core/station/station.ts';
import { verifyChain } from '../../../electron/core/log/log-verify.ts';
import { StationLinkStore } from '../../../electron/core/hall/station/station-link-store.ts';
import { startStationHall } from '../../../electron/hall/station/station-hall.ts';

const dataDir = process.argv[2] ?? '';
const resendAfterMs = Number(process.argv[3] ?? '2000');
const station = new Station({ dataDir });
station.prepare();
const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
const hall = startStationHall(station, dataDir, (line) => say(`event: ${line}`), {
  pollMs: 10,
  stateEveryMs: 500,
  resendAfterMs,
});
if (hall === null) throw new Error(`${dataDir} has not joined a hall`);
// The cursor as the publisher keeps it, read on a connection of its own (there is no publisher
// before the first connection).
const cursorStore = new StationLinkStore(dataDir, { readonly: true });

let judged = 0;
// Each play's judge-and-record time, as a verdict waits for it: the hall must never slow it.
let tookMs: number[] = [];
const report = (): void => say(`judged ${judged}`);
const judgeOne = (): void => {
  const started = performance.now();
  station.judge({ words: [judged % 3 === 0 ? 'ZZZQ' : 'QI'], source: 'cli', table: (judged % 40) + 1 });
  tookMs.push(performance.now() - started);
  judged += 1;
  if (judged % 100 === 0) report();
};

let timer: NodeJS.Timeout | null = null;
process.on('SIGTERM', () => {
  if (timer !== null) clearInterval(timer);
  void hall.drain().then(() => {
    cursorStore.close();
    station.close();
    process.exit(0);
  });
});
say('ready');
for await (const line of createInterface({ input: process.stdin })) {
  const [command = '', argument = ''] = line.trim().split(/\s+/u);
  if (command === 'run') {
    if (timer !== null) clearInterval(timer);
    timer = setInterval(judgeOne, Number(argument));
  } else if (command === 'burst') {
    for (let i = 0; i < Number(argument); i += 1) judgeOne();
  } else if (command === 'halt') {
    if (timer !== null) clearInterval(timer);
    timer = null;
    const head = station.log.head();
    say(`halted ${station.stationId} ${head?.seq ?? 0} ${head?.hash ?? '-'}`);
  } else if (command === 'cursor') {
    const acknowledged = cursorStore.acknowledged()?.seq ?? 0;
    const since = hall.unreachableSince() ?? '-';
    say(
      `cursor ${acknowledged} ${(station.log.head()?.seq ?? 0) - acknowledged} ${hall.connected()} ${since}`,
    );
  } else if (command === 'latency') {
    say(`latency ${tookMs.map((ms) => ms.toFixed(2)).join(' ')}`);
    tookMs = [];
  } else if (command === 'verify') {
    const result = station.log.snapshot(() => verifyChain(station.log.rows()));
    say(`verified ${result.ok} ${result.count}`);
  } else if (command === 'stop') {
    if (timer !== null) clearInterval(timer);
    await hall.stop();
    cursorStore.close();
    station.close();
    say('stopped');
    process.exit(0);
  }
  report();
  say('done');
}
