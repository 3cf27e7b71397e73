// `npm run bench` (hall part): the tournament hall on loopback with Debian's nats-server, measured
// beside the same run's bare JetStream publish, so the hall's own overhead reads as a ratio.
// Ten stations and the hub run in this process (the hub's nats-server is its own child).
import { connect, nkeyAuthenticator, nanos } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { StationLinkStore } from '../electron/core/hall/station-link-store.ts';
import { Station } from '../electron/core/station/station.ts';
import { hubTlsFiles } from '../electron/hall/hub-certificates.ts';
import { inviteStation } from '../electron/hall/hub-invite.ts';
import { startHub } from '../electron/hall/hub-runner.ts';
import { hubSeed } from '../electron/hall/hub-settings.ts';
import { findNatsServer } from '../electron/hall/nats-server-binary.ts';
import { startStationHall, type StationHallLink } from '../electron/hall/station-hall.ts';

try {
  findNatsServer();
} catch {
  console.log('Hall bench skipped: nats-server is not installed (apt-get install nats-server).');
  process.exit(0);
}

const STATIONS = 10;
const CHALLENGES = 1_000;
const BACKLOG = 100_000;
const work = mkdtempSync(join(tmpdir(), 'challenge-station-hall-bench-'));

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

function rssMiB(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/u.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? Number.NaN) / 1024;
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

const hubDir = join(work, 'hub');
const port = await freePort();
const hub = await startHub({ hubDir, listen: `127.0.0.1:${port}`, onEvent: () => undefined });
const hubDb = new Database(join(hubDir, 'hub.sqlite'), { readonly: true });
const stored = hubDb.prepare<[], { n: number }>('SELECT count(*) AS n FROM entries').pluck() as unknown as {
  get: () => number;
};

// The bare rate: the hub's own user publishing acknowledged messages with ids to a stream of its own.
const seed = hubSeed(hubDir);
const bare = await connect({
  servers: `tls://127.0.0.1:${port}`,
  authenticator: nkeyAuthenticator(new TextEncoder().encode(seed.seed)),
  tls: { ca: readFileSync(hubTlsFiles(hubDir).caCert, 'utf8') },
});
await (
  await jetstreamManager(bare)
).streams.add({ name: 'BENCH_BARE', subjects: ['bench.bare'], duplicate_window: nanos(60_000) });
const js = jetstream(bare);
const body = JSON.stringify({ seq: 1, words: ['QI'], padding: 'x'.repeat(400) });
const oneAck: number[] = [];
for (let i = 0; i < 2_000; i += 1) {
  const start = performance.now();
  await js.publish('bench.bare', body, { msgID: `one:${i}` });
  oneAck.push(performance.now() - start);
}
const bareStart = performance.now();
for (let batch = 0; batch < 80; batch += 1) {
  await Promise.all(
    Array.from({ length: 256 }, (_, i) => js.publish('bench.bare', body, { msgID: `rate:${batch}:${i}` })),
  );
}
const bareRate = (80 * 256) / ((performance.now() - bareStart) / 1000);
await bare.close();

// Ten stations, each joined, publishing as the kiosk does.
const stations: { station: Station; link: StationHallLink }[] = [];
for (let index = 0; index < STATIONS; index += 1) {
  const dataDir = join(work, `station-${index}`);
  const file = join(work, `station-${index}.join`);
  const joinFile = await inviteStation(hub.store, { hubDir, name: `Station ${index + 1}`, out: file });
  const station = new Station({ dataDir });
  station.prepare();
  const store = new StationLinkStore(dataDir);
  store.join(joinFile, new Date());
  store.close();
  const link = startStationHall(station, dataDir, () => undefined);
  if (link === null) throw new Error('no link');
  stations.push({ station, link });
}
await sleep(2_500); // the hub's users reload within a second; the stations connect.

async function judgeRounds(rounds: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const { station } of stations) {
      const start = performance.now();
      station.judge({ words: [round % 2 === 0 ? 'QI' : 'ZZZQ'], source: 'kiosk', table: round });
      latencies.push(performance.now() - start);
    }
    await sleep(1);
  }
  return latencies;
}

const ingestStart = performance.now();
const hallOn = await judgeRounds(CHALLENGES);
await until(() => stored.get() >= STATIONS * CHALLENGES, 120_000);
const ingestSeconds = (performance.now() - ingestStart) / 1000;
const delays = hubDb
  .prepare<[], { d: number }>(
    'SELECT (julianday(received_at) - julianday(time)) * 86400000.0 AS d FROM entries',
  )
  .all()
  .map((row) => row.d);
const natsRss = rssMiB(hub.supervisor?.pid() ?? process.pid);
const processRss = process.memoryUsage().rss / 1024 / 1024;

for (const { link } of stations) await link.stop();
const hallOff = await judgeRounds(CHALLENGES);

// A 100,000-entry backlog: judged with no hall, then joined, timed until the hub holds it all.
const backlogDir = join(work, 'backlog');
const backlog = new Station({ dataDir: backlogDir });
backlog.prepare();
backlog.transaction(() => {
  for (let i = 0; i < BACKLOG; i += 1) backlog.judge({ words: ['QI'], source: 'cli', table: i % 100 });
});
const backlogJoin = await inviteStation(hub.store, {
  hubDir,
  name: 'Backlog',
  out: join(work, 'backlog.join'),
});
const backlogLink = new StationLinkStore(backlogDir);
backlogLink.join(backlogJoin, new Date());
backlogLink.close();
await sleep(1_500);
const before = stored.get();
const catchUpStart = performance.now();
const link = startStationHall(backlog, backlogDir, () => undefined);
await until(() => stored.get() - before >= BACKLOG, 300_000);
const catchUpSeconds = (performance.now() - catchUpStart) / 1000;
const peakRss = process.memoryUsage().rss / 1024 / 1024;
await link?.stop();

const rows = [
  [
    'bare JetStream publish, one acknowledged (p50 / p99)',
    `${percentile(oneAck, 50).toFixed(2)} / ${percentile(oneAck, 99).toFixed(2)} ms`,
    '',
  ],
  ['bare JetStream publish rate (256 in flight)', `${bareRate.toFixed(0)} msg/s`, ''],
  [
    `verdict → stored and verified at hub, ${STATIONS}×${CHALLENGES} (p50 / p99)`,
    `${percentile(delays, 50).toFixed(1)} / ${percentile(delays, 99).toFixed(1)} ms`,
    'p99 ≤ 100 ms',
  ],
  [
    'hub ingest (10 stations judging live)',
    `${((STATIONS * CHALLENGES) / ingestSeconds).toFixed(0)} entries/s (judging paced at ${STATIONS} per ms)`,
    '',
  ],
  [
    'backlog catch-up, 100,000 entries',
    `${catchUpSeconds.toFixed(1)} s = ${(BACKLOG / catchUpSeconds).toFixed(0)} entries/s (${((BACKLOG / catchUpSeconds / bareRate) * 100).toFixed(0)}% of bare)`,
    '≤ 20 s; ≥ 5,000/s',
  ],
  [
    'judge() p99, hall on / off (ratio)',
    `${percentile(hallOn, 99).toFixed(2)} / ${percentile(hallOff, 99).toFixed(2)} ms (${(percentile(hallOn, 99) / percentile(hallOff, 99)).toFixed(2)})`,
    'ratio ≤ 1.05',
  ],
  [
    'memory: nats-server RSS / this process RSS (10 stations + hub) / peak during catch-up',
    `${natsRss.toFixed(0)} / ${processRss.toFixed(0)} / ${peakRss.toFixed(0)} MiB`,
    '',
  ],
];
console.log('\nThe tournament hall (loopback, TLS):');
for (const [what, value, goal] of rows) console.log(`  ${what?.padEnd(82)} ${value?.padEnd(48)} ${goal}`);

backlog.close();
for (const { station } of stations) station.close();
hubDb.close();
await hub.stop();
rmSync(work, { recursive: true, force: true });
process.exit(0);
