// The hall's settings and lists buckets against a station's own credentials, on loopback with a
// real hub and its real nats-server: a station reads them by direct get alone, and may make no
// consumer of them at all — a consumer it made would stay on the hub's disk after it, revoked or
// not, however many it made. A thousand tries leave the hub's store as it was, and the station
// still receives the hall's list and its settings. A settings bucket made without direct get (as
// an older hub made it) is turned to direct get when the hub starts again. What the station reads
// is checked as the Object Store client would check it: objects written wrong by the hub's own
// user are refused, each saying why.
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { Base64UrlPaddedCodec, Objm } from '@nats-io/obj';
import type { NatsConnection } from '@nats-io/transport-node';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.ts';
import {
  carriedSettingsSchema,
  DESIGNATION_KEY,
  hallBuckets,
  listObjectName,
  SETTINGS_KEY,
} from '../../electron/core/hall/wire/hall-buckets.ts';
import { withHubShelfStation } from '../../electron/hall/hub/station-lexicon-shelf.ts';
import { parseJoinFile, type JoinFile } from '../../electron/core/hall/wire/join-file.ts';
import { natsListPort } from '../../electron/hall/station/nats-list-port.ts';
import { connectStation } from '../../electron/hall/station/station-connection.ts';
import { expectedFingerprint, runCli } from '../cli/run-cli.ts';
import {
  freePort,
  hubAdmits,
  NATS_SERVER,
  natsServersOf,
  type HubProcess,
} from '../support/hall/hall-fixture.ts';
import { connectAsHub } from '../support/hall/hub-connection.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import { newStation } from '../support/hall/new-station.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { until } from '../support/until.ts';

const { cleanups, startHub } = useHallSuite();

const CLUB = ['QI', 'ZA', 'CAT', 'DOGS', 'ZZZQ'];

interface Hall {
  readonly hubDir: string;
  readonly port: number;
  readonly hub: HubProcess;
  /** Station A's join file: its own credentials. */
  readonly join: JoinFile;
  readonly club: string;
}

/** A running hub carrying CLUB, with station A invited, joined and let in. */
async function hallWithStation(): Promise<Hall> {
  const root = makeTempDir('hostile-buckets');
  cleanups.push(() => removeTempDir(root));
  const hubDir = join(root, 'hub');
  const words = join(root, 'CLUB.txt');
  writeFileSync(words, `${CLUB.join('\n')}\n`);
  expect(runCli(hubDir, 'hall', 'lexicon', 'import', words, '--name', 'CLUB').status).toBe(EXIT.ok);
  const club = expectedFingerprint(CLUB);
  expect(runCli(hubDir, 'hall', 'designate', club.slice(0, 8), '--by', 'JB').status).toBe(EXIT.ok);
  const port = await freePort();
  const hub = startHub(hubDir, port);
  await hub.waitFor("carrying the hall's list CLUB");
  const { joinFile } = newStation(hubDir, root, 'A');
  await hubAdmits(joinFile);
  return { hubDir, port, hub, join: parseJoinFile(readFileSync(joinFile, 'utf8')), club };
}

/** A NATS connection with station A's own credentials, as its join file gives them. */
async function asStation(hall: Hall): Promise<NatsConnection> {
  const nc = await connectStation(hall.join, { name: 'adversary' });
  cleanups.push(() => nc.close());
  return nc;
}

/** The hub's own NATS user, as the hub connects. */
async function asHub(hall: Hall): Promise<NatsConnection> {
  const nc = await connectAsHub(hall.hubDir, hall.port);
  cleanups.push(() => nc.close());
  return nc;
}

/** The number of files under `dir` and their bytes. */
function folderUse(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/**
 * The files of `folders` and their bytes once two looks half a second apart agree: nats-server
 * writes what the hub put a moment after the put.
 */
async function storeAtRest(folders: readonly string[]): Promise<string> {
  let last = '';
  await until(
    () => {
      const now = JSON.stringify(folders.map(folderUse));
      const same = now === last;
      last = now;
      return same;
    },
    "the hub's store at rest",
    { intervalMs: 500 },
  );
  return last;
}

/** The folder nats-server keeps stream `stream` in, under the hub's JetStream store. */
function streamFolder(hubDir: string, stream: string): string {
  const found = readdirSync(join(hubDir, 'jetstream'), { recursive: true, withFileTypes: true }).find(
    (entry) => entry.isDirectory() && entry.name === stream,
  );
  if (found === undefined) throw new Error(`no folder for ${stream} in the hub's JetStream store`);
  return join(found.parentPath, found.name);
}

/** Each stream's number of consumers, as the hub's user is told it (it may not list them). */
async function consumersOf(jsm: JetStreamManager, streams: readonly string[]): Promise<number[]> {
  const counts: number[] = [];
  for (const stream of streams) counts.push((await jsm.streams.info(stream)).state.consumer_count);
  return counts;
}

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(
  `the hall's buckets against a station's own credentials${reason}`,
  () => {
    it('refuses 1,000 consumers of either bucket, leaves the hub’s store as it was, and the list and settings still arrive', async () => {
      const hall = await hallWithStation();
      const buckets = hallBuckets(hall.join.hallId);
      const streams = [`KV_${buckets.settings}`, `OBJ_${buckets.lists}`] as const;
      const filters = [`$KV.${buckets.settings}.>`, `$O.${buckets.lists}.>`] as const;
      const hubJsm = await jetstreamManager(await asHub(hall));
      const folders = streams.map((stream) => streamFolder(hall.hubDir, stream));
      const storeBefore = await storeAtRest(folders);
      expect(await consumersOf(hubJsm, streams)).toEqual([0, 0]);

      const nc = await asStation(hall);
      const jsm = await jetstreamManager(nc);
      const config = (name: string | null) => ({
        ack_policy: 'explicit',
        ...(name === null ? {} : { durable_name: name, name }),
      });
      // What an adversary sends: each of JetStream's ways to make a consumer, named (durable) and
      // not (ephemeral), filtered and not, through the API's subjects and through the client's calls.
      const tries: ((stream: 0 | 1, n: number) => Promise<unknown>)[] = [
        (s, n) =>
          nc.request(
            `$JS.API.CONSUMER.CREATE.${streams[s]}.evil${n}`,
            JSON.stringify({ stream_name: streams[s], config: config(`evil${n}`) }),
          ),
        (s, n) =>
          nc.request(
            `$JS.API.CONSUMER.CREATE.${streams[s]}.evil${n}.${filters[s]}`,
            JSON.stringify({
              stream_name: streams[s],
              config: { ...config(`evil${n}`), filter_subject: filters[s] },
            }),
          ),
        (s, n) =>
          nc.request(
            `$JS.API.CONSUMER.DURABLE.CREATE.${streams[s]}.evil${n}`,
            JSON.stringify({ stream_name: streams[s], config: config(`evil${n}`) }),
          ),
        (s) =>
          nc.request(
            `$JS.API.CONSUMER.CREATE.${streams[s]}`,
            JSON.stringify({ stream_name: streams[s], config: config(null) }),
          ),
        (s, n) => jsm.consumers.add(streams[s], { durable_name: `evil${n}` }),
        (s) => jsm.consumers.add(streams[s], {}),
      ];
      for (let n = 0; n < 1_000; n += 1) {
        const attempt = tries[Math.floor(n / 2) % tries.length];
        if (attempt === undefined) throw new Error('no attempt');
        await expect(attempt(n % 2 === 0 ? 0 : 1, n)).rejects.toThrow(/permissions violation/iu);
      }
      // The client's own readers make consumers too: refused as well.
      await expect(
        new Objm(nc).open(buckets.lists).then((lists) => lists.get(listObjectName(hall.club))),
      ).rejects.toThrow(/permissions violation/iu);
      await expect(
        new Kvm(nc).open(buckets.settings).then((settings) => settings.watch({ key: DESIGNATION_KEY })),
      ).rejects.toThrow(/permissions violation/iu);

      expect(await consumersOf(hubJsm, streams)).toEqual([0, 0]);
      expect(JSON.stringify(folders.map(folderUse))).toBe(storeBefore);

      // The station still reads both buckets, as its own port reads them.
      const port = natsListPort(nc, hall.join.hallId, { pollMs: 200 });
      expect(await port.fetchList(listObjectName(hall.club))).toEqual(
        withHubShelfStation(hall.hubDir, false, (shelf) => shelf.lexicons.pack(hall.club)),
      );
      const rounds: (number | null | undefined)[] = [];
      const stop = await port.watch(SETTINGS_KEY, (value) => {
        rounds.push(
          value === null
            ? undefined
            : carriedSettingsSchema.parse(JSON.parse(new TextDecoder().decode(value))).round?.value,
        );
      });
      cleanups.push(stop);
      expect(rounds).toHaveLength(1);
      expect(runCli(hall.hubDir, 'hall', 'set', 'round', '3', '--by', 'JB').status).toBe(EXIT.ok);
      await until(() => rounds.includes(3), 'the station reads round 3', { state: () => rounds });
      expect(rounds.at(-1)).toBe(3);
      expect(rounds.filter((round) => round === 3)).toHaveLength(1);
      expect(await consumersOf(hubJsm, streams)).toEqual([0, 0]);
    }, 180_000);

    it('turns direct get on for a settings bucket made without it, when the hub starts again', async () => {
      const hall = await hallWithStation();
      const stream = `KV_${hallBuckets(hall.join.hallId).settings}`;
      const hubNc = await asHub(hall);
      const hubJsm = await jetstreamManager(hubNc);
      expect((await hubJsm.streams.info(stream)).config.allow_direct).toBe(true);
      // As an older hub left it.
      await hubJsm.streams.update(stream, { allow_direct: false });
      expect((await hubJsm.streams.info(stream)).config.allow_direct).toBe(false);
      await hubNc.close();

      // Until the hub starts again, the station reads it through the stream's message API.
      const nc = await asStation(hall);
      const designation = async (): Promise<unknown> => {
        const values: unknown[] = [];
        const stop = await natsListPort(nc, hall.join.hallId).watch(DESIGNATION_KEY, (value) => {
          values.push(value === null ? null : JSON.parse(new TextDecoder().decode(value)));
        });
        stop();
        return values[0];
      };
      expect(await designation()).toMatchObject({ fingerprint: hall.club, by: 'JB' });

      await hall.hub.stop();
      await until(() => natsServersOf(hall.hubDir).length === 0, "the hub's nats-server is gone");
      const again = startHub(hall.hubDir, hall.port);
      await again.waitFor('is running');
      await hubAdmits(join(hall.hubDir, '..', 'A.join'));
      const restarted = await jetstreamManager(await asHub(hall));
      expect((await restarted.streams.info(stream)).config.allow_direct).toBe(true);
      expect(await designation()).toMatchObject({ fingerprint: hall.club, by: 'JB' });
    }, 180_000);

    it('refuses a list missing, deleted, declaring too much, cut short, too long or damaged, and reads a deleted setting as none', async () => {
      const hall = await hallWithStation();
      const { lists, settings } = hallBuckets(hall.join.hallId);
      const stream = `OBJ_${lists}`;
      const hubNc = await asHub(hall);
      const hubJsm = await jetstreamManager(hubNc);
      const store = await new Objm(hubNc).open(lists);
      const metaSubject = (name: string): string => `$O.${lists}.M.${Base64UrlPaddedCodec.encode(name)}`;
      // An object of 300 KiB (three chunks), its meta then written again with `change` applied.
      const bytes = new Uint8Array(300 * 1024).map((_, index) => index % 251);
      const written = async (name: string, change: Record<string, unknown>): Promise<void> => {
        await store.putBlob({ name }, bytes);
        const meta = (await hubJsm.streams.getMessage(stream, { last_by_subj: metaSubject(name) }))?.json<
          Record<string, unknown>
        >();
        await jetstream(hubNc).publish(metaSubject(name), JSON.stringify({ ...meta, ...change }));
      };
      await written('whole', {});
      await written('huge', { size: 2 ** 31 });
      await written('short', { size: bytes.byteLength + 10 });
      await written('long', { size: bytes.byteLength - 10 });
      await written('damaged', { digest: `SHA-256=${Buffer.alloc(32, 7).toString('base64url')}=` });
      await store.putBlob({ name: 'gone' }, bytes);
      await store.delete('gone');

      const port = natsListPort(await asStation(hall), hall.join.hallId, { pollMs: 200 });
      const progress: number[] = [];
      expect(await port.fetchList('whole', (received) => progress.push(received))).toEqual(bytes);
      expect(progress).toEqual([0, 128 * 1024, 256 * 1024, 300 * 1024]);
      await expect(port.fetchList('never')).rejects.toThrow('the hall holds no never');
      await expect(port.fetchList('gone')).rejects.toThrow('the hall holds no gone');
      await expect(port.fetchList('huge')).rejects.toThrow(
        `the hall's huge declares ${2 ** 31} bytes, more than any list (${2 ** 30})`,
      );
      await expect(port.fetchList('short')).rejects.toThrow(
        `the hall's short was cut short: ${bytes.byteLength} of its ${bytes.byteLength + 10} bytes came`,
      );
      await expect(port.fetchList('long')).rejects.toThrow(
        `the hall's long holds more than the ${bytes.byteLength - 10} bytes it names`,
      );
      await expect(port.fetchList('damaged')).rejects.toThrow(
        "the hall's damaged is damaged: its bytes do not have the SHA-256 it names",
      );

      const designations: (string | null)[] = [];
      const stop = await port.watch(DESIGNATION_KEY, (value) => {
        designations.push(value === null ? null : new TextDecoder().decode(value));
      });
      cleanups.push(stop);
      expect(designations).toEqual([expect.stringContaining(hall.club)]);
      await (await new Kvm(hubNc).open(settings)).delete(DESIGNATION_KEY);
      await until(() => designations.at(-1) === null, 'the station reads the designation as none', {
        state: () => designations,
      });
    }, 180_000);
  },
);
