// The hall's designated list carried to running stations through faults, with a real
// hub, its real nats-server and real station processes on loopback: the hub killed while stations
// are part-way through the list, then started again; a station killed part-way and started again;
// nats-server killed part-way; the designation changed twice while the stations are offline; and a
// station whose disk fills as it installs the list. Each ends with every connected station on the
// designated list, whole, and nothing half-installed on any shelf; until then each station judges on
// the list it had. "Part-way" is made, not hoped for: the stations reach the hub through a relay
// (hold-proxy.ts) that stops passing the server's bytes half-way through the list, and the test
// waits until each station says how much has come (receiving n %) before the fault.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { syntheticWords } from '../../bench/synthetic-words.ts';
import { EXIT } from '../../electron/cli/exit-codes.ts';
import { listObjectName } from '../../electron/core/hall/wire/hall-buckets.ts';
import { withHubShelfStation } from '../../electron/hall/hub/station-lexicon-shelf.ts';
import { parseJoinFile } from '../../electron/core/hall/wire/join-file.ts';
import type { HallListState } from '../../electron/hall/station/hall-list-receiver.ts';
import { natsListPort } from '../../electron/hall/station/nats-list-port.ts';
import { connectStation } from '../../electron/hall/station/station-connection.ts';
import { runCli } from '../cli/run-cli.ts';
import { bigWordList } from '../support/big-word-list.ts';
import {
  freePort,
  hubAdmits,
  killPid,
  NATS_SERVER,
  natsServersOf,
  type HubProcess,
} from '../support/hall/hall-fixture.ts';
import { startHoldProxy, type HoldProxy } from '../support/hall/hold-proxy.ts';
import { useHallSuite } from '../support/hall/hub-suite.ts';
import {
  startListStation,
  type ListStationProcess,
  type SmallDisk,
} from '../support/hall/list-station-process.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { until } from '../support/until.ts';

const { cleanups, startHub } = useHallSuite();

/** A list big enough to be caught part-way (about 200,000 words, a package of over a megabyte). */
const BIG_WORDS = syntheticWords(bigWordList(), 200_000);
const SMALL_WORDS = ['QI', 'ZA', 'CAT', 'DOGS', 'ZZZQ'];
const OTHER_WORDS = ['QI', 'ZA', 'XU'];
/** Waits for what a real transfer through a restart needs: retries back off 2 s, 4 s, 8 s… */
const LONG = { timeoutMs: 120_000 };

interface List {
  readonly name: string;
  readonly fingerprint: string;
}

/** A running hub with three lists of its own, SMALL designated, and the relay stations go through. */
interface Hall {
  readonly root: string;
  readonly hubDir: string;
  readonly port: number;
  hub: HubProcess;
  readonly proxy: HoldProxy;
  readonly small: List;
  readonly other: List;
  readonly big: List;
  /** The size of BIG's package in the lists bucket. */
  readonly bigBytes: number;
}

function importList(root: string, hubDir: string, name: string, words: readonly string[]): List {
  const file = join(root, `${name}.txt`);
  writeFileSync(file, `${words.join('\n')}\n`);
  const imported = runCli(hubDir, '--json', 'hall', 'lexicon', 'import', file, '--name', name);
  expect(imported.status, imported.stderr).toBe(EXIT.ok);
  return { name, fingerprint: (JSON.parse(imported.stdout) as { fingerprint: string }).fingerprint };
}

function designate(hall: Hall, list: List, by: string): void {
  const designated = runCli(hall.hubDir, 'hall', 'designate', list.fingerprint.slice(0, 8), '--by', by);
  expect(designated.status, designated.stderr).toBe(EXIT.ok);
}

async function startHall(): Promise<Hall> {
  const root = makeTempDir('hall-list-faults');
  cleanups.push(() => removeTempDir(root));
  const hubDir = join(root, 'hub');
  const small = importList(root, hubDir, 'SMALL', SMALL_WORDS);
  const other = importList(root, hubDir, 'OTHER', OTHER_WORDS);
  const big = importList(root, hubDir, 'BIG', BIG_WORDS);
  const bigBytes = withHubShelfStation(hubDir, false, (shelf) =>
    shelf.lexicons.pack(big.fingerprint),
  ).byteLength;
  const port = await freePort();
  const hub = startHub(hubDir, port);
  const proxy = await startHoldProxy(port);
  cleanups.push(() => proxy.close());
  const hall: Hall = { root, hubDir, port, hub, proxy, small, other, big, bigBytes };
  designate(hall, small, 'JB');
  await hub.waitFor("carrying the hall's list SMALL");
  return hall;
}

/**
 * A station invited to reach the hub through the relay (or straight, for one run from the command
 * line: runCli blocks this process, and the relay with it), with a play judged, joined and let in.
 */
async function joinedStation(hall: Hall, name: string, straight = false): Promise<string> {
  const dataDir = join(hall.root, name);
  const joinFile = join(hall.root, `${name}.join`);
  const server = `tls://127.0.0.1:${straight ? hall.port : hall.proxy.port}`;
  expect(runCli(hall.hubDir, 'hall', 'invite', name, '--out', joinFile, '--server', server).status).toBe(
    EXIT.ok,
  );
  expect([0, 1]).toContain(runCli(dataDir, 'judge', 'QI', '--table', '1').status);
  expect(runCli(dataDir, 'hall', 'join', joinFile).status).toBe(EXIT.ok);
  await hubAdmits(joinFile);
  return dataDir;
}

async function runStation(dataDir: string, options: { smallDisk?: SmallDisk } = {}) {
  const station = startListStation(dataDir, options);
  cleanups.push(() => station.kill());
  await station.ready();
  return station;
}

const describeState = (stations: readonly ListStationProcess[]) => () =>
  stations.map((station) => ({ list: station.list(), events: station.events().slice(-5) }));

/** Waits until every station holds `list`, received. */
async function allReceived(stations: readonly ListStationProcess[], list: List, timeoutMs = 60_000) {
  const wanted: HallListState = { state: 'received', name: list.name, fingerprint: list.fingerprint };
  await until(
    () => stations.every((station) => JSON.stringify(station.list()) === JSON.stringify(wanted)),
    `every station has received ${list.name}`,
    { timeoutMs, state: describeState(stations) },
  );
}

/** Waits until every station is part-way through `list` (held by the relay), and checks it is. */
async function allPartWay(hall: Hall, stations: readonly ListStationProcess[], list: List) {
  const partWay = (station: ListStationProcess): boolean => {
    const state = station.list();
    return state.state === 'receiving' && state.fingerprint === list.fingerprint && state.percent > 0;
  };
  // A station says it is receiving at its first chunk; the relay holds once half the list has
  // passed, a chunk a request later: both are waited for.
  await until(
    () => stations.every(partWay) && hall.proxy.holding() >= stations.length,
    `every station part-way through ${list.name}, held by the relay`,
    { state: describeState(stations) },
  );
  for (const station of stations) {
    const state = station.list();
    expect(state.state === 'receiving' ? state.percent : 100).toBeLessThan(100);
  }
}

/** Every station judges on `list` now. */
async function allJudgeOn(stations: readonly ListStationProcess[], list: List) {
  for (const station of stations) expect((await station.judge('QI')).fingerprint).toBe(list.fingerprint);
}

/**
 * Nothing half-installed: every lexicon row loads as a judge loads it (its file whole, its digest
 * the one recorded), every file in the lexicons folder belongs to a row, and none is partial.
 */
async function expectWholeShelf(station: ListStationProcess, holds: readonly List[], lacks: readonly List[]) {
  const shelf = await station.shelf();
  for (const row of shelf.rows) expect(row.loads, `${station.dataDir}: ${row.name}`).toBe('ok');
  const rows = new Set(shelf.rows.map((row) => row.fingerprint));
  for (const file of shelf.files) expect(rows, `${station.dataDir}: ${file}`).toContain(file.split('.')[0]);
  for (const list of holds) expect(rows).toContain(list.fingerprint);
  for (const list of lacks) expect(rows).not.toContain(list.fingerprint);
}

/** Why a list was refused ('' for any other state). */
function refusal(state: HallListState): string {
  return state.state === 'refused' ? state.reason : '';
}

/** A station's lexicons folder, read while no process runs on it. */
function lexiconFiles(dataDir: string): string[] {
  return readdirSync(join(dataDir, 'lexicons'));
}

async function twoStationsOnSmall(hall: Hall): Promise<ListStationProcess[]> {
  const stations = [
    await runStation(await joinedStation(hall, 'Station 1')),
    await runStation(await joinedStation(hall, 'Station 2')),
  ];
  await allReceived(stations, hall.small);
  return stations;
}

/** Holds every station half-way through BIG, designated now, and checks they judge on SMALL. */
async function partWayThroughBig(hall: Hall, stations: readonly ListStationProcess[]) {
  hall.proxy.holdAfter(Math.floor(hall.bigBytes / 2));
  designate(hall, hall.big, 'AB');
  await allPartWay(hall, stations, hall.big);
  await allJudgeOn(stations, hall.small);
}

const reason = NATS_SERVER === null ? ' (skipped: nats-server is not installed)' : '';
describe.skipIf(NATS_SERVER === null)(`the hall's list through faults${reason}`, () => {
  it(
    'reaches every station after the hub is killed part-way and started again',
    { timeout: 240_000 },
    async () => {
      const hall = await startHall();
      const stations = await twoStationsOnSmall(hall);
      await partWayThroughBig(hall, stations);

      const hubPid = hall.hub.child.pid ?? 0;
      killPid(hubPid);
      await until(() => hall.hub.child.signalCode !== null, 'the hub is dead');
      // Its nats-server dies with it (--pdeathsig); what it had sent and the relay held is lost.
      await until(() => natsServersOf(hall.hubDir).length === 0, "the hub's nats-server is gone");
      hall.proxy.cut();
      await until(
        () => stations.every((station) => station.list().state === 'refused'),
        'every station says its transfer failed',
        { state: describeState(stations) },
      );
      for (const station of stations)
        expect(refusal(station.list())).toMatch(/connection to the hub was lost part-way/u);
      await allJudgeOn(stations, hall.small);
      for (const station of stations) await expectWholeShelf(station, [hall.small], [hall.big]);

      hall.hub = startHub(hall.hubDir, hall.port);
      await hall.hub.waitFor('is running');
      await allReceived(stations, hall.big, LONG.timeoutMs);
      await allJudgeOn(stations, hall.big);
      for (const station of stations) await expectWholeShelf(station, [hall.small, hall.big], []);
    },
  );

  it('reaches a station killed part-way once it starts again', { timeout: 240_000 }, async () => {
    const hall = await startHall();
    const [first, second] = await twoStationsOnSmall(hall);
    if (first === undefined || second === undefined) throw new Error('two stations');
    await partWayThroughBig(hall, [first, second]);

    await first.kill();
    expect(lexiconFiles(first.dataDir).filter((file) => file.startsWith(hall.big.fingerprint))).toEqual([]);
    expect(lexiconFiles(first.dataDir).filter((file) => file.includes('partial'))).toEqual([]);
    hall.proxy.release();
    await allReceived([second], hall.big);

    const again = await runStation(first.dataDir);
    await allReceived([again, second], hall.big, LONG.timeoutMs);
    await allJudgeOn([again, second], hall.big);
    for (const station of [again, second]) await expectWholeShelf(station, [hall.small, hall.big], []);
  });

  it('reaches every station after nats-server is killed part-way', { timeout: 240_000 }, async () => {
    const hall = await startHall();
    const stations = await twoStationsOnSmall(hall);
    await partWayThroughBig(hall, stations);

    const natsPid = hall.hub.natsPid();
    killPid(natsPid);
    await until(() => !natsServersOf(hall.hubDir).includes(natsPid), 'nats-server is dead');
    hall.proxy.cut();
    await allJudgeOn(stations, hall.small);
    // The hub's supervisor starts it again; the stations take the list from where it is kept.
    await until(() => natsServersOf(hall.hubDir).some((pid) => pid !== natsPid), 'nats-server started again');
    await allReceived(stations, hall.big, LONG.timeoutMs);
    await allJudgeOn(stations, hall.big);
    for (const station of stations) {
      // Each said its transfer was cut, and fetched the list again.
      expect(station.lists().map(refusal)).toContainEqual(expect.stringMatching(/lost part-way/u));
      await expectWholeShelf(station, [hall.small, hall.big], []);
    }
  });

  it(
    'ends on the latest of two designations made while the stations were offline',
    { timeout: 240_000 },
    async () => {
      const hall = await startHall();
      const [first, second] = await twoStationsOnSmall(hall);
      if (first === undefined || second === undefined) throw new Error('two stations');
      // One offline by its own stop, one killed; a third, run from the command line, syncs later.
      await first.stop();
      await second.kill();
      const cli = await joinedStation(hall, 'Station 3', true);

      designate(hall, hall.other, 'AB');
      await hall.hub.waitFor("carrying the hall's list OTHER");
      designate(hall, hall.big, 'CD');
      await hall.hub.waitFor("carrying the hall's list BIG");

      const stations = [await runStation(first.dataDir), await runStation(second.dataDir)];
      await allReceived(stations, hall.big);
      await allJudgeOn(stations, hall.big);
      for (const station of stations) {
        await expectWholeShelf(station, [hall.small, hall.big], [hall.other]);
        expect(station.lists().filter((state) => state.state !== 'none' && state.name === 'OTHER')).toEqual(
          [],
        );
      }
      const synced = runCli(cli, 'hall', 'sync', '--timeout', '60');
      expect(synced.status, synced.stderr).toBe(EXIT.ok);
      expect(synced.stdout).toContain(
        `The hall's list BIG (${hall.big.fingerprint.slice(0, 8)}) is installed`,
      );
      const listed = JSON.parse(runCli(cli, '--json', 'lexicon', 'list').stdout) as {
        fingerprint: string;
        active: boolean;
      }[];
      expect(listed.find((each) => each.active)?.fingerprint).toBe(hall.big.fingerprint);
      expect(listed.map((each) => each.fingerprint)).not.toContain(hall.other.fingerprint);
    },
  );

  it('gives up a transfer that stops coming, saying how much came, and takes it whole again', async () => {
    const hall = await startHall();
    await joinedStation(hall, 'Station 1');
    const joinFile = parseJoinFile(readFileSync(join(hall.root, 'Station 1.join'), 'utf8'));
    const nc = await connectStation(joinFile);
    cleanups.push(() => nc.close());
    designate(hall, hall.big, 'AB');
    await hall.hub.waitFor("carrying the hall's list BIG");
    hall.proxy.holdAfter(Math.floor(hall.bigBytes / 2));
    const port = natsListPort(nc, joinFile.hallId, { stallMs: 2_000 });
    const came: number[] = [];
    await expect(
      port.fetchList(listObjectName(hall.big.fingerprint), (received) => came.push(received)),
    ).rejects.toThrow(/stopped coming: nothing for 2 s \(\d+ of its \d+ bytes came\)/u);
    expect(came.at(-1)).toBeGreaterThan(0);
    expect(came.at(-1)).toBeLessThan(hall.bigBytes);
    hall.proxy.release();
    const whole = await port.fetchList(listObjectName(hall.big.fingerprint));
    expect(whole).toEqual(
      withHubShelfStation(hall.hubDir, false, (shelf) => shelf.lexicons.pack(hall.big.fingerprint)),
    );
  });

  it(
    'keeps judging on its list and says why when its disk is full, and takes the list once there is room',
    { timeout: 240_000 },
    async (context) => {
      if (process.platform !== 'linux' || process.getuid?.() !== 0)
        context.skip(true, 'a station on a tmpfs of its own needs Linux and root (unshare, mount)');
      const hall = await startHall();
      const dataDir = await joinedStation(hall, 'Station 1');
      const used = folderBytes(dataDir);
      // Half the list's room is left once the data and the filler are on: judging still writes, the
      // list cannot; deleting the filler leaves room for it.
      const fillerBytes = hall.bigBytes + 4 * MIB;
      const smallDisk = { bytes: used + fillerBytes + Math.floor(hall.bigBytes / 2), fillerBytes };
      const station = await runStation(dataDir, { smallDisk });
      await allReceived([station], hall.small);
      const { free } = await station.shelf();
      expect(free).toBeLessThan(hall.bigBytes);
      expect(free).toBeGreaterThan(128 * 1024);

      designate(hall, hall.big, 'AB');
      await until(() => station.list().state === 'refused', 'the list refused', {
        state: describeState([station]),
      });
      const refused = station.list();
      expect(refused).toMatchObject({ state: 'refused', name: 'BIG', fingerprint: hall.big.fingerprint });
      expect(refusal(refused)).toMatch(/disk is full/u);
      await allJudgeOn([station], hall.small);
      await expectWholeShelf(station, [hall.small], [hall.big]);
      expect((await station.shelf()).files.filter((file) => file.includes('partial'))).toEqual([]);

      await station.unfill();
      await allReceived([station], hall.big, LONG.timeoutMs);
      await allJudgeOn([station], hall.big);
      await expectWholeShelf(station, [hall.small, hall.big], []);
    },
  );
});

const MIB = 1024 * 1024;

/** The bytes a folder's files take on a tmpfs (whole 4 KiB pages), with a page for each folder. */
function folderBytes(dir: string): number {
  let total = 4096;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(path);
    else total += Math.ceil(readFileSync(path).byteLength / 4096) * 4096;
  }
  return total;
}
