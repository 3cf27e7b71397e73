// One station's junk against the whole hall, on Debian's nats-server over loopback: an adversary
// holding station A's join file publishes what A's NATS user may publish, as fast as it can, while
// station B goes on judging. A message the hub drops is never offered again; B's entries never
// wait behind A's; a hub started again mid-flood goes on where it stopped.
import { jetstream, jetstreamManager, type ConsumerInfo } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hallNames,
  stationConsumerName,
  stationSubjects,
} from '../../electron/core/hall/wire/hall-subjects.ts';
import { HUB_LIMITS } from '../../electron/core/hall/wire/hub-limits.ts';
import { readJoinFile, type JoinFile } from '../../electron/core/hall/wire/join-file.ts';
import { connectStation } from '../../electron/hall/station/station-connection.ts';
import { exportJsonl, runCli } from '../cli/run-cli.ts';
import { freePort, hubAdmits, NATS_SERVER, type HubProcess } from '../support/hall/hall-fixture.ts';
import { connectAsHub } from '../support/hall/hub-connection.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { newStation } from '../support/hall/new-station.ts';
import { bareStationState } from '../support/hall/station-state.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { until } from '../support/until.ts';

const { cleanups, startHub } = useHallSuite();

interface Hall {
  readonly hubDir: string;
  readonly port: number;
  hub: HubProcess;
  readonly stations: Map<string, { dataDir: string; join: JoinFile }>;
}

/** A hub (started with `hubOptions`) with stations A and B joined, each with one play judged and synced. */
async function hallOfTwo(hubOptions: readonly string[] = []): Promise<Hall> {
  const root = makeTempDir('flood');
  cleanups.push(() => removeTempDir(root));
  const hubDir = join(root, 'hub');
  const port = await freePort();
  const hub = startHub(hubDir, port, hubOptions);
  await hub.waitFor('is running');
  const stations = new Map<string, { dataDir: string; join: JoinFile }>();
  for (const name of ['A', 'B']) {
    const { dataDir, joinFile: file } = newStation(hubDir, root, name);
    await hubAdmits(file);
    runCli(dataDir, 'judge', 'QI');
    expect(runCli(dataDir, 'hall', 'sync', '--timeout', '30').status).toBe(0);
    stations.set(name, { dataDir, join: readJoinFile(file) });
  }
  return { hubDir, port, hub, stations };
}

function station(hall: Hall, name: string): { dataDir: string; join: JoinFile } {
  const found = hall.stations.get(name);
  if (found === undefined) throw new Error(`no station ${name}`);
  return found;
}

/** The hub's own NATS user, as the hub connects: for reading its consumers' state. */
async function asHub(hall: Hall): Promise<NatsConnection> {
  const nc = await connectAsHub(hall.hubDir, hall.port);
  cleanups.push(() => nc.close());
  return nc;
}

/** Station `name`'s durable consumer at the hub, as nats-server reports it. */
async function consumerOf(hall: Hall, nc: NatsConnection, name: string): Promise<ConsumerInfo> {
  const { hallId, token } = station(hall, name).join;
  const jsm = await jetstreamManager(nc);
  return jsm.consumers.info(hallNames(hallId).stream, stationConsumerName(hallId, token));
}

/** Publishes `count` junk messages on station `name`'s entry subject with its own credentials. */
async function flood(hall: Hall, name: string, count: number, body: string): Promise<void> {
  const { join: file } = station(hall, name);
  const nc = await connectStation(file, { name: 'adversary' });
  cleanups.push(() => nc.close());
  const subject = stationSubjects(file.hallId, file.token).entries;
  for (let sent = 0; sent < count; sent += 1) {
    nc.publish(subject, body);
    // The client buffers what it cannot write yet: flushing every few thousand keeps it bounded.
    if (sent % 5_000 === 4_999) await nc.flush();
  }
  await nc.flush();
}

/** Station `name`'s messages in the hall's stream. */
async function streamCount(hall: Hall, nc: NatsConnection, name: string): Promise<number> {
  const { hallId, token } = station(hall, name).join;
  const jsm = await jetstreamManager(nc);
  const subject = stationSubjects(hallId, token).entries;
  const info = await jsm.streams.info(hallNames(hallId).stream, { subjects_filter: subject });
  return info.state.subjects?.[subject] ?? 0;
}

/** Waits until station `name`'s consumer has settled every message it holds. */
async function allSettled(hall: Hall, nc: NatsConnection, name: string, timeoutMs: number): Promise<void> {
  await until(
    async () => {
      const info = await consumerOf(hall, nc, name).catch(() => null);
      return info !== null && info.num_pending === 0 && info.num_ack_pending === 0;
    },
    `every message of ${name} settled by the hub`,
    { intervalMs: 500, timeoutMs },
  );
}

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`the hall against one station's flood${reason}`, () => {
  it('never offers again a message the hub dropped past the station’s evidence budget', async () => {
    const hall = await hallOfTwo();
    const nc = await asHub(hall);
    // Junk of 16 KiB each: 4 MiB of evidence is spent after about 240, the rest is dropped.
    const junk = 'x'.repeat(16 * 1024);
    const count = Math.ceil(HUB_LIMITS.quarantinedBytesPerStation / junk.length) + 300;
    await flood(hall, 'A', count, junk);
    await hall.hub.waitFor(/"A" reached the hub's limit: more than 4 MiB of refused messages/u, 60_000);
    await allSettled(hall, nc, 'A', 60_000);
    // Dropped with a terminate nats-server 2.9 understands: none is waiting to come again.
    const info = await consumerOf(hall, nc, 'A');
    expect(info.num_redelivered).toBe(0);
    expect(info.ack_floor.stream_seq).toBe(info.delivered.stream_seq);
  }, 180_000);

  it("refuses a station's entries once it sent more bytes than the hub takes of it, and hears its state", async () => {
    const hall = await hallOfTwo(['--max-mib-per-station', '1']);
    await flood(hall, 'A', 80, 'x'.repeat(16 * 1024));
    await hall.hub.waitFor(
      /"A" reached the hub's limit: more than 1 MiB of messages in the hall's stream/u,
      60_000,
    );
    await hall.hub.waitFor('nats-server reloaded its users');
    const { join: file, dataDir: dirA } = station(hall, 'A');
    const nc = await connectStation(file, { name: 'adversary' });
    cleanups.push(() => nc.close());
    const subjects = stationSubjects(file.hallId, file.token);
    // nats-server itself refuses A's entries now: nothing more reaches the hub's disk.
    await until(
      async () =>
        jetstream(nc)
          .publish(subjects.entries, 'more junk', { timeout: 2_000 })
          .then(
            () => false,
            (error: unknown) => /permission/iu.test(String(error)),
          ),
      "nats-server refusing A's entries",
    );
    // A's state is still heard and answered (the hall view shows it), and B's entries still arrive.
    const state = bareStationState(exportJsonl(dirA)[0]?.station ?? '', 'A');
    const receipt = await nc.request(subjects.state, state, { timeout: 10_000 });
    expect(JSON.parse(receipt.string())).toMatchObject({ revoked: false });
    const { dataDir: dirB } = station(hall, 'B');
    runCli(dirB, 'judge', 'ZA');
    expect(runCli(dirB, 'hall', 'sync', '--timeout', '60').status).toBe(0);
  }, 180_000);

  it("takes B's entries in their usual time while A floods, and a hub started again goes on where it stopped", async () => {
    const hall = await hallOfTwo();
    const nc = await asHub(hall);
    // A's 200,000 junk messages are in the stream before B's next entries: under one consumer for
    // every station, B's would wait behind all of them.
    await flood(hall, 'A', 200_000, 'junk');
    expect(await streamCount(hall, nc, 'A')).toBe(HUB_LIMITS.streamMessagesPerStation);
    const { dataDir: dirB } = station(hall, 'B');
    for (const words of [['ZA'], ['QI', 'ZA']]) {
      runCli(dirB, 'judge', ...words);
      expect(runCli(dirB, 'hall', 'sync', '--timeout', '60').status).toBe(0);
    }

    // The hub stops part-way through A's junk and starts again on the same folder.
    const before = await consumerOf(hall, nc, 'A');
    expect(before.num_pending + before.num_ack_pending).toBeGreaterThan(0);
    await hall.hub.stop();
    const restartedAt = Date.now();
    hall.hub = startHub(hall.hubDir, hall.port);
    await hall.hub.waitFor('is running');
    await allSettled(hall, nc, 'A', 300_000);
    const after = await consumerOf(hall, nc, 'A');
    // The same consumer, resumed (not made anew at the restart): what it had settled before the
    // stop was not delivered again.
    expect(Date.parse(after.created)).toBeLessThan(restartedAt);
    expect(after.delivered.consumer_seq - before.delivered.consumer_seq).toBeLessThanOrEqual(
      after.delivered.stream_seq - before.ack_floor.stream_seq,
    );
    // B's log at the hub is whole, and A's own entry is still there beside the junk.
    const hubStatus = JSON.parse(runCli(hall.hubDir, '--json', 'hall', 'status').stdout) as {
      stations: { name: string; entries: number }[];
    };
    expect(hubStatus.stations.find((row) => row.name === 'B')?.entries).toBe(exportJsonl(dirB).length);
    expect(hubStatus.stations.find((row) => row.name === 'A')?.entries).toBeGreaterThan(0);
  }, 600_000);
});
