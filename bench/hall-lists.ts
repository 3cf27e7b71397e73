// `npm run bench:hall-lists`: the hub as the event's source of truth, on loopback with
// Debian's nats-server, each figure beside a baseline measured in the same run:
//   - a CSW-size list (280k words, built from ENABLE as the lexicon-formats bench does) reaching ten
//     running stations, installed and offered, beside a bare Object Store put and ten gets of the
//     same bytes (goal ≤ 10 s);
//   - a round set at the hub reaching the ten stations, p99 (goal ≤ 1 s);
//   - the hub judging entries again with its own copy of the list, beside bare lookups of the same
//     words in the same graph (goal ≥ 5,000 entries/s).
// Nothing here is a test: it prints figures, with the machine's load beside them.
import { connect, nkeyAuthenticator } from '@nats-io/transport-node';
import { Objm } from '@nats-io/obj';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hallBuckets } from '../electron/core/hall/wire/hall-buckets.ts';
import { stationLexiconShelf, withHubShelfStation } from '../electron/hall/hub/station-lexicon-shelf.ts';
import { rejudgeWith } from '../electron/core/hall/hub/hub-rejudge.ts';
import { HubStore } from '../electron/core/hall/hub/hub-store.ts';
import { hubTlsFiles } from '../electron/hall/hub/hub-certificates.ts';
import { hubSeed } from '../electron/hall/hub/hub-identity.ts';
import { findNatsServer } from '../electron/hall/hub/nats-server-binary.ts';
import { runCli } from '../test/cli/run-cli.ts';
import { freePort, hubAdmits, startHubProcess } from '../test/support/hall/hall-fixture.ts';
import { startStationProcess, type StationProcess } from '../test/support/hall/station-process.ts';
import { until } from '../test/support/until.ts';
import { syntheticWords } from './synthetic-words.ts';
import { percentile } from './timing.ts';

const ENABLE = new URL('../../shared/lexicons/enable2k.txt', import.meta.url);
if (!existsSync(ENABLE)) {
  console.log('hall lists bench skipped: ../shared/lexicons/enable2k.txt is absent');
  process.exit(0);
}
try {
  findNatsServer();
} catch {
  console.log('hall lists bench skipped: nats-server is not installed (apt-get install nats-server).');
  process.exit(0);
}

const STATIONS = 10;
const ROUNDS = 20;
const load = (): string => `load ${loadavg()[0]?.toFixed(2) ?? '?'}`;
const work = mkdtempSync(join(tmpdir(), 'challenge-station-hall-lists-bench-'));
const stations: StationProcess[] = [];
let stopHub: (() => Promise<unknown>) | null = null;
try {
  const enable = readFileSync(ENABLE, 'utf8').toUpperCase().split(/\r?\n/u).filter(Boolean);
  const csw = syntheticWords(enable, 280_000);
  const listFile = join(work, 'csw-size.txt');
  writeFileSync(listFile, `${csw.join('\n')}\n`);
  const hubDir = join(work, 'hub');
  const imported = runCli(
    hubDir,
    '--json',
    'hall',
    'lexicon',
    'import',
    listFile,
    '--name',
    'CSWSIZE',
    '--skip-unplayable',
  );
  if (imported.status !== 0) throw new Error(`hall lexicon import failed: ${imported.stderr}`);
  const { fingerprint } = JSON.parse(imported.stdout) as { fingerprint: string };

  const port = await freePort();
  const hub = startHubProcess(hubDir, port);
  stopHub = hub.stop;
  await hub.waitFor('is running');
  for (let index = 1; index <= STATIONS; index += 1) {
    const dataDir = join(work, `station-${index}`);
    const joinFile = join(work, `station-${index}.join`);
    if (runCli(hubDir, 'hall', 'invite', `Station ${index}`, '--out', joinFile).status !== 0)
      throw new Error('hall invite failed');
    runCli(dataDir, 'judge', 'QI', '--table', '1');
    if (runCli(dataDir, 'hall', 'join', joinFile).status !== 0) throw new Error('hall join failed');
    await hubAdmits(joinFile);
    const station = startStationProcess(dataDir);
    stations.push(station);
    await station.ready();
  }

  // The baseline: the same bytes put once into the hall's lists bucket and read ten times, by the
  // hub's own user, with nothing checked or installed.
  const bytes = withHubShelfStation(hubDir, false, (shelf) => shelf.lexicons.pack(fingerprint));
  const hallId = (() => {
    const store = new HubStore(hubDir);
    try {
      return store.settings.hallId();
    } finally {
      store.close();
    }
  })();
  const nc = await connect({
    servers: `tls://127.0.0.1:${port}`,
    authenticator: nkeyAuthenticator(new TextEncoder().encode(hubSeed(hubDir).seed)),
    tls: { ca: readFileSync(hubTlsFiles(hubDir).caCert, 'utf8') },
  });
  const bucket = await new Objm(nc).create(hallBuckets(hallId).lists);
  const bareStart = performance.now();
  await bucket.putBlob({ name: 'bench-baseline' }, bytes);
  await Promise.all(Array.from({ length: STATIONS }, () => bucket.getBlob('bench-baseline')));
  const bareMs = performance.now() - bareStart;
  await nc.close();

  // The list designated: from the command to every station holding it, installed and offered.
  const designatedAt = performance.now();
  if (runCli(hubDir, 'hall', 'designate', fingerprint.slice(0, 8), '--by', 'JB').status !== 0)
    throw new Error('hall designate failed');
  await until(
    () =>
      stations.every((station) => station.events().some((line) => line.includes("received the hall's list"))),
    'every station holds the list',
    { timeoutMs: 300_000, intervalMs: 20 },
  );
  const deliveryMs = performance.now() - designatedAt;
  console.log(
    `hall lists: a ${(bytes.byteLength / 1e6).toFixed(1)} MB list (280,000 words) to ${STATIONS} stations, installed and offered: ` +
      `${(deliveryMs / 1000).toFixed(2)} s (goal ≤ 10 s); bare put + ${STATIONS} gets ${(bareMs / 1000).toFixed(2)} s; ` +
      `ratio ${(deliveryMs / bareMs).toFixed(1)}; ${load()}`,
  );

  // The round set at the hub: from the command's return to each station applying it.
  const latencies: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const before = stations.map(
      (station) => station.events().filter((line) => line.includes("applied the hall's round")).length,
    );
    if (runCli(hubDir, 'hall', 'set', 'round', String(round), '--by', 'JB').status !== 0)
      throw new Error('hall set failed');
    const setAt = performance.now();
    const applied = new Set<number>();
    await until(
      () => {
        for (const [index, station] of stations.entries())
          if (
            !applied.has(index) &&
            station.events().filter((line) => line.includes("applied the hall's round")).length >
              (before[index] ?? 0)
          ) {
            applied.add(index);
            latencies.push(performance.now() - setAt);
          }
        return applied.size === STATIONS;
      },
      `round ${round} at every station`,
      { timeoutMs: 30_000, intervalMs: 5 },
    );
  }
  console.log(
    `hall settings: a round set at the hub reaches ${STATIONS} stations, p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(0)} ms (goal p99 ≤ 1,000 ms); ${load()}`,
  );

  // Judging again: 50,000 plays of one to three words, half of them valid.
  const plays = Array.from({ length: 50_000 }, (_, index) =>
    Array.from({ length: (index % 3) + 1 }, (_unused, word) =>
      word % 2 === 0 ? (csw[(index * 7 + word) % csw.length] ?? 'QI') : 'ZZZQX',
    ),
  );
  withHubShelfStation(hubDir, false, (shelf) => {
    const rejudge = rejudgeWith(stationLexiconShelf(shelf));
    const graph = shelf.lexicons.graph(shelf.lexicons.get(fingerprint));
    rejudge({ words: ['QI'], lexiconFingerprint: fingerprint });
    const start = performance.now();
    for (const words of plays) rejudge({ words, lexiconFingerprint: fingerprint });
    const ours = performance.now() - start;
    const bareStart2 = performance.now();
    for (const words of plays) words.map((word) => graph.has(word));
    const bare = performance.now() - bareStart2;
    console.log(
      `hall second opinion: ${Math.round(plays.length / (ours / 1000)).toLocaleString('en')} entries/s judged again (goal ≥ 5,000); ` +
        `bare lookups ${Math.round(plays.length / (bare / 1000)).toLocaleString('en')}/s; ${load()}`,
    );
  });
} finally {
  for (const station of stations) station.kill();
  await stopHub?.();
  rmSync(work, { recursive: true, force: true });
}
