// The least a hall must do on the hub's core, with nothing of ours in it: JetStream carrying the
// stress's verdicts as the stations' hall processes do, from bare connections to a bare
// nats-server. bench/hall.ts starts one such process a station, each with one connection, pinned
// to the hub's core beside that server (bare-carry-arm.ts):
//
//   node bench/bare-jetstream-load.ts PORT CA_FILE ENTRIES_PER_SECOND CONNECTIONS
//
// Each connection stands for one station. Every 25 ms (the publisher's poll) it sends what its
// station judged since, one acknowledged message with an id, each entry the size of a bare
// publish's body. It prints `ready` once connected; on SIGTERM, once every publish has its
// answer, what the stream acknowledged, as JSON, and exits.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';

const POLL_MS = 25;
const ENTRY = JSON.stringify({ seq: 1, words: ['QI'], padding: 'x'.repeat(400) });

const [portText = '', caFile = '', rateText = '', connectionsText = ''] = process.argv.slice(2);
const port = Number(portText);
const rate = Number(rateText);
const connections = Number(connectionsText);
if (
  !Number.isInteger(port) ||
  caFile === '' ||
  !(rate > 0) ||
  !Number.isInteger(connections) ||
  connections < 1
) {
  console.error('usage: node bench/bare-jetstream-load.ts PORT CA_FILE ENTRIES_PER_SECOND CONNECTIONS');
  process.exit(2);
}

const ca = readFileSync(caFile, 'utf8');
const links = await Promise.all(
  Array.from({ length: connections }, () =>
    connect({ servers: `tls://127.0.0.1:${port}`, tls: { ca }, timeout: 10_000, reconnect: false }),
  ),
);
// A load whose server has gone (the bench ended or failed) ends too, rather than publish into
// nothing for ever.
for (const link of links) void link.closed().then(() => process.exit(1));
const streams = links.map((link) => jetstream(link));
const counts = { entries: 0, messages: 0, failed: 0 };
const perPoll = (rate / connections) * (POLL_MS / 1000);
// Message ids unique to this run of the load: a pid can come again in a later block, within the
// stream's window for duplicates.
const run = randomUUID();
let sent = 0;
/** The publishes not yet answered, and the timers that make more: stopped and waited for at the end. */
const inFlight = new Set<Promise<void>>();
const timers: NodeJS.Timeout[] = [];
/** One station's connection: its polls spread over the 25 ms, as ten stations' would fall. */
function publishEveryPoll(js: (typeof streams)[number]): void {
  let owed = 0;
  const timer = setInterval(() => {
    owed += perPoll;
    const entries = Math.floor(owed);
    if (entries === 0) return;
    owed -= entries;
    sent += 1;
    const body = `[${Array.from({ length: entries }, () => ENTRY).join(',')}]`;
    const publish = js.publish('bench.bare', body, { msgID: `load:${run}:${sent}` }).then(
      () => {
        counts.entries += entries;
        counts.messages += 1;
      },
      () => {
        counts.failed += 1;
      },
    );
    inFlight.add(publish);
    void publish.finally(() => inFlight.delete(publish));
  }, POLL_MS);
  timers.push(timer);
}
streams.forEach((js, index) =>
  timers.push(setTimeout(() => publishEveryPoll(js), (index * POLL_MS) / connections)),
);
process.stdout.write('ready\n');

// What the stream acknowledged, once every publish sent has its answer: a count that matches the
// stream's, with no message stored but left out for want of its acknowledgement.
process.once('SIGTERM', () => {
  for (const timer of timers) clearTimeout(timer);
  void Promise.all(inFlight).then(() => {
    process.stdout.write(`${JSON.stringify(counts)}\n`);
    process.exit(0);
  });
});
