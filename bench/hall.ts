// `npm run bench` (hall part): the tournament hall on loopback with Debian's nats-server, measured
// beside the same run's bare JetStream publish, so the hall's own overhead reads as a ratio.
// The hub runs as the director runs it, `hall start` in a process of its own (its nats-server its
// child), as it would on its own laptop; the ten stations run in this process, as one station's main
// process would, so what the publisher costs a verdict shows and the hub's ingest does not.
import { until } from '../test/support/until.ts';
import { connect, nanos } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { systemClock } from '../electron/core/clock.ts';
import { joinHall } from '../electron/core/hall/station/station-hall-membership.ts';
import { Station } from '../electron/core/station/station.ts';
import { hubTlsFiles } from '../electron/hall/hub/hub-certificates.ts';
import { readJoinFile } from '../electron/core/hall/wire/join-file.ts';
import { findNatsServer } from '../electron/hall/hub/nats-server-binary.ts';
import { startStationHall } from '../electron/hall/station/station-hall.ts';
import { runCli } from '../test/cli/run-cli.ts';
import { freePort, startHubProcess } from '../test/support/hall/hall-fixture.ts';
import { hallProcesses } from '../test/support/hall/hall-processes.ts';
import { joinedStations } from './hall-stations.ts';
import { bareCarryArm } from './bare-carry-arm.ts';
import { floodBlocks, floodRows } from './hall-flood-row.ts';
import { blocksInTurn, type Arm } from './blocks-in-turn.ts';
import { diskInterruptShares, diskInterruptsNow } from './disk-interrupts.ts';
import { p99Ratio } from './percentile-ratio.ts';
import { cpuMs, rssMiB } from './proc-readings.ts';
import { percentile } from './timing.ts';

try {
  findNatsServer();
} catch {
  console.log('Hall bench skipped: nats-server is not installed (apt-get install nats-server).');
  process.exit(0);
}

const STATIONS = 10;
const CHALLENGES = 1_000;
const BACKLOG = 100_000;
/** The stress's arms, in this many blocks each (a multiple of 12: see blocks-in-turn.ts). */
const STRESS_BLOCKS = 12;
/** Rounds of the ten stations in one block of the stress and of the floor: 1,000 verdicts. */
const BLOCK_ROUNDS = 100;
/** Rounds judged, unmeasured, right before each block of the stress: see blocks-in-turn.ts. */
const WARM_ROUNDS = 30;
/** One station's arms, in this many blocks of 100 verdicts each (a multiple of 12). */
const SOLO_BLOCKS = 24;
const work = mkdtempSync(join(tmpdir(), 'challenge-station-hall-bench-'));

/**
 * The machine's cores, counted before this process pins itself to one: Node counts only the cores a
 * process may run on, so counted after, it was 1, and every later pin (the bare server's, the moved
 * catch-up's hall process) silently did nothing from 2026-11-27 until it was found on 2026-11-29.
 */
const CORES = availableParallelism();

/** Pins every thread of `pids` to one core (Linux's taskset); false where that cannot be done. */
function pinCores(pids: readonly number[], core: number): boolean {
  if (CORES < 2 || pids.length === 0) return false;
  return pids.every(
    (pid) => spawnSync('taskset', ['-a', '-p', '-c', String(core), String(pid)]).status === 0,
  );
}

// The hub's own laptop has its own disk: its commits (synchronous=FULL) and nats-server's store go
// to memory here (/dev/shm where there is one), so they do not queue behind the stations' fsyncs
// on the bench machine's one disk, nor the stations' behind theirs.
const hubRoot = existsSync('/dev/shm') ? mkdtempSync('/dev/shm/challenge-station-hall-hub-') : work;
const hubDir = join(hubRoot, 'hub');
const port = await freePort();
const hub = startHubProcess(hubDir, port);
await hub.waitFor('is running');
// The hub stands on its own laptop in a hall: here it gets its own core, and the stations the
// other, so a verdict's time is not the hub's ingest competing for the same core.
// The stations' hall processes start on the stations' core, as on a station's machine, under
// SCHED_IDLE (background-priority.ts).
const pinned = pinCores([hub.child.pid ?? 0, hub.natsPid()], 1) && pinCores([process.pid], 0);

/** `hall invite NAME --out FILE` at the hub, then waits for the hub to let the station in. */
async function invite(name: string, out: string) {
  const invited = runCli(hubDir, 'hall', 'invite', name, '--out', out);
  if (invited.status !== 0) throw new Error(`hall invite failed: ${invited.stderr}`);
  const reloads = hub.output().split('reloaded its users').length;
  await until(() => hub.output().split('reloaded its users').length > reloads, 'the hub reloads its users', {
    timeoutMs: 10_000,
    intervalMs: 20,
  });
  return readJoinFile(out);
}
const hubDb = new Database(join(hubDir, 'hub.sqlite'), { readonly: true });
// The entries the hub holds: each station's verified head, as each chain runs from entry 1 with no
// gap. Not count(*) over the entries, which reads every stored entry: polled every 20 ms from this
// process during the catch-up, it held the judging thread for milliseconds at a time and was most of
// what the catch-up seemed to cost a verdict.
const stored = hubDb
  .prepare<[], { n: number }>('SELECT coalesce(sum(verified_seq), 0) AS n FROM stations')
  .pluck() as unknown as {
  get: () => number;
};
const heldOf = hubDb
  .prepare<[string], number>('SELECT verified_seq FROM stations WHERE name = ?')
  .pluck() as unknown as { get: (name: string) => number | undefined };

// The bare rate: a nats-server of its own beside the hub's (the same binary, TLS with the hub's
// certificate, JetStream on the same memory folder, pinned to the hub's core), publishing
// acknowledged messages with ids to a stream. Not the hub's own server: the hub's user may touch
// only its hall's stream (docs/HALL-DESIGN.md), as it should.
const barePort = await freePort();
const tls = hubTlsFiles(hubDir);
const bareConfig = join(hubRoot, 'bare-nats.conf');
writeFileSync(
  bareConfig,
  `host: "127.0.0.1"\nport: ${barePort}\njetstream { store_dir: ${JSON.stringify(join(hubRoot, 'bare-jetstream'))} }\n` +
    `tls { cert_file: ${JSON.stringify(tls.serverCert)}, key_file: ${JSON.stringify(tls.serverKey)}, ca_file: ${JSON.stringify(tls.caCert)} }\n`,
);
const bareServer = spawn(findNatsServer(), ['-c', bareConfig], { stdio: 'ignore' });
pinCores([bareServer.pid ?? 0], 1);
const bare = await connect({
  servers: `tls://127.0.0.1:${barePort}`,
  tls: { ca: readFileSync(tls.caCert, 'utf8') },
  waitOnFirstConnect: true,
  timeout: 10_000,
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
// Kept for the stress's bare carry (below), and stopped with the bench.
process.on('exit', () => bareServer.kill());

// Ten stations, each joined, publishing as the kiosk does.
const stations = await joinedStations(invite, work, STATIONS);
/** The hub has stored and verified station `index`'s whole log (joinedStations names it "Station index+1"). */
function hubHolds(index: number): boolean {
  const head = stations[index]?.station.log.head()?.seq ?? 0;
  return (heldOf.get(`Station ${index + 1}`) ?? 0) >= head;
}

/** A process's context switches so far, all its threads: each one a time it woke or was woken. */
function contextSwitches(pid: number): number {
  return readdirSync(`/proc/${pid}/task`).reduce((sum, tid) => {
    const status = readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
    const count = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'mu').exec(status)?.[1] ?? 0);
    return sum + count('voluntary_ctxt_switches') + count('nonvoluntary_ctxt_switches');
  }, 0);
}
/** One core's ticks so far, busy and in all (/proc/stat's line for it). */
function coreTicks(core: number): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((each) => each.startsWith(`cpu${core} `));
  // user nice system idle iowait irq softirq steal: guest time is counted in user and nice already.
  const ticks = (line ?? '').trim().split(/\s+/u).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, each) => sum + each, 0);
  // idle and iowait: the core had nothing to run.
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
}
function busyShare(before: { busy: number; total: number }, after: { busy: number; total: number }): number {
  return (after.busy - before.busy) / Math.max(1, after.total - before.total);
}
/** Busy shares' mean, as a percentage. */
function meanPercent(shares: readonly number[]): string {
  return `${((shares.reduce((sum, each) => sum + each, 0) / Math.max(1, shares.length)) * 100).toFixed(0)}%`;
}
// What a quiet station's hall process costs its machine: connected, nothing judged, for 5 s.
const idleHalls = hallProcesses(process.pid);
const idleBefore = idleHalls.map((pid) => [contextSwitches(pid), cpuMs(pid)] as const);
await sleep(5_000);
const idleWakes =
  idleHalls.reduce((sum, pid, index) => sum + contextSwitches(pid) - (idleBefore[index]?.[0] ?? 0), 0) /
  idleHalls.length /
  5;
const idleCpu =
  idleHalls.reduce((sum, pid, index) => sum + cpuMs(pid) - (idleBefore[index]?.[1] ?? 0), 0) /
  idleHalls.length /
  5;

/**
 * One verdict as a kiosk's request meets it: the request waits for its turn of the event loop the
 * publisher shares, then judges. The time runs from the request to the verdict, so any time the
 * publisher holds the loop counts against the hall.
 */
let lastWait = 0;
/**
 * The judging thread's own CPU time for each verdict (user and system), by the phase `cpuPhase`
 * names: what of a verdict's time is its own work, and so what of a slower verdict is waiting
 * (for the disk, for the core) rather than the verdict being made to do more.
 */
const verdictCpu = new Map<string, number[]>();
let cpuPhase: string | null = null;
async function verdictTime(station: Station, round: number): Promise<number> {
  const start = performance.now();
  await nextTurn();
  lastWait = performance.now() - start;
  const cpuBefore = process.threadCpuUsage();
  station.judge({ words: [round % 2 === 0 ? 'QI' : 'ZZZQ'], source: 'kiosk', table: round % 100 });
  const elapsed = performance.now() - start;
  if (cpuPhase !== null) {
    const { user, system } = process.threadCpuUsage(cpuBefore);
    const times = verdictCpu.get(cpuPhase) ?? [];
    times.push((user + system) / 1000);
    verdictCpu.set(cpuPhase, times);
  }
  return elapsed;
}

async function judgeRounds(
  from: readonly { readonly station: Station }[],
  rounds: number,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const { station } of from) latencies.push(await verdictTime(station, round));
    await sleep(1);
  }
  return latencies;
}

const ingestStart = performance.now();
const hallOn = await judgeRounds(stations, CHALLENGES);
await until(() => stored.get() >= STATIONS * CHALLENGES, 'the hub stores every challenge', {
  timeoutMs: 120_000,
  intervalMs: 20,
});
const ingestSeconds = (performance.now() - ingestStart) / 1000;
const delays = hubDb
  .prepare<[], { d: number }>(
    'SELECT (julianday(received_at) - julianday(time)) * 86400000.0 AS d FROM entries',
  )
  .all()
  .map((row) => row.d);
const natsRss = rssMiB(hub.natsPid());
const hubRss = rssMiB(hub.child.pid ?? 0);
const processRss = process.memoryUsage().rss / 1024 / 1024;
const hallRss = hallProcesses(process.pid).reduce((sum, pid) => sum + rssMiB(pid), 0);

for (const { link } of stations) await link.stop();

/** The stations' links, started for a block; caught up once the hub holds what blocks before judged. */
let stressLinks: ReturnType<typeof startStationHall>[] = [];
async function stressLinksCaughtUp(): Promise<void> {
  await until(
    () =>
      stressLinks.every((each) => each !== null && each.connected() && each.pending() === 0) &&
      stations.every((_, index) => hubHolds(index)),
    'the stress links caught up, and the hub holds it all',
    { timeoutMs: 60_000 },
  );
}
async function startStressLinks(): Promise<void> {
  stressLinks = stations.map(({ station, dataDir }) => startStationHall(station, dataDir, () => undefined));
  await stressLinksCaughtUp();
}
/** Stops the links once the hub holds what they sent: the next block starts with a quiet hub. */
async function stopStressLinks(): Promise<void> {
  await stressLinksCaughtUp();
  for (const each of stressLinks) await each?.stop();
}
const hubPid = hub.child.pid ?? noHubPid();
function noHubPid(): never {
  throw new Error('the hub process has no pid');
}
/** The arms the stress and the one station are judged in (`bare`: the stress's alone). */
type ArmName = 'on' | 'off' | 'offAgain' | 'hubPaused' | 'bare';
/** The time the stress's measured blocks took, for the rate each station judged at. */
let stressSeconds = 0;
// A bench that fails or is interrupted while the hub is stopped must not leave it stopped: a stopped
// process keeps a SIGINT or SIGTERM pending until it is continued.
process.on('exit', () => hub.child.kill('SIGCONT'));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    hub.child.kill('SIGCONT');
    process.exit(130);
  });
/**
 * The one station's arms: on, off, off again (the A/A control), and on with the hub's process
 * stopped while the block is judged, for links that `start` starts and `stop` stops. With the hub
 * stopped, its nats-server still stores and acknowledges every entry, so the links publish as they
 * would; what the hub does with the entries waits until the block is over. Not exactly a hall
 * with the hub elsewhere: the links' state requests go unanswered for the block (each waits 2 s),
 * and nats-server's own work stays on the bench machine's other core.
 */
function fourArms(start: () => Promise<void>, stop: () => Promise<void>): [ArmName, Arm][] {
  const hubStopped: Arm = {
    start: async () => {
      await start();
      process.kill(hubPid, 'SIGSTOP');
    },
    stop: async () => {
      process.kill(hubPid, 'SIGCONT');
      await stop();
    },
  };
  return [
    ['on', { start, stop }],
    ['off', {}],
    ['offAgain', {}],
    ['hubPaused', hubStopped],
  ];
}

// What the hall kept the hub's core (1) doing while the stress judged: its busy share in each arm,
// and in the on blocks the CPU of the hub, its nats-server and the stations' hall processes per
// entry stored. The verdicts' p99 rises with that share whatever keeps the core busy (the floor).
const hubCoreBusy = new Map<ArmName, number[]>();
const onCpu = { hub: 0, nats: 0, halls: 0, entries: 0 };
// The stress, in blocks taken in turn (blocks-in-turn.ts). Off again is the A/A control: what "no
// difference" looks like on the bench's machine in this run. The fourth arm has no hall either: bare
// JetStream carries the same verdicts from the hub's core (bare-carry-arm.ts), the least any hall
// over JetStream could do there: a process a station, as the hall's, with no hub and none of the
// hall's code. On / bare is then what the hall's own code costs a verdict (the hall processes on
// the stations' core, the bare carry on the hub's), and bare / off what carrying the verdicts at
// all costs on the bench's machine. Until 2026-12-02 the fourth arm stopped the hub's process, as
// the one station's still does.
const bareCarry = bareCarryArm({
  port: barePort,
  caFile: tls.caCert,
  stations: STATIONS,
  core: pinned ? 1 : null,
  // The rate the stress judged at so far, all arms; from the first linked run before any block.
  rate: () => (stressSeconds > 0 ? stressVerdicts / stressSeconds : (STATIONS * CHALLENGES) / ingestSeconds),
});
let stressVerdicts = 0;
const stressInterrupts = diskInterruptsNow();
const stressArms: [ArmName, Arm][] = [
  ['on', { start: startStressLinks, stop: stopStressLinks }],
  ['off', {}],
  ['offAgain', {}],
  ['bare', bareCarry.arm],
];
const stress = await blocksInTurn(STRESS_BLOCKS, stressArms, {
  warm: () => judgeRounds(stations, WARM_ROUNDS),
  judge: async (arm) => {
    cpuPhase = `stress ${arm}`;
    const halls = hallProcesses(process.pid);
    const cpuOf = () => [
      cpuMs(hubPid),
      cpuMs(hub.natsPid()),
      halls.reduce((sum, pid) => sum + cpuMs(pid), 0),
    ];
    const [hubBefore = 0, natsBefore = 0, hallsBefore = 0] = arm === 'on' ? cpuOf() : [];
    const storedBefore = stored.get();
    const coreBefore = coreTicks(1);
    const blockStart = performance.now();
    const times = await judgeRounds(stations, BLOCK_ROUNDS);
    stressSeconds += (performance.now() - blockStart) / 1000;
    stressVerdicts += times.length;
    hubCoreBusy.set(arm, [...(hubCoreBusy.get(arm) ?? []), busyShare(coreBefore, coreTicks(1))]);
    if (arm === 'on') {
      const [hubAfter = 0, natsAfter = 0, hallsAfter = 0] = cpuOf();
      onCpu.hub += hubAfter - hubBefore;
      onCpu.nats += natsAfter - natsBefore;
      onCpu.halls += hallsAfter - hallsBefore;
      // What the hub stored in the same time: the warm-up's tail is in it, this block's is not.
      onCpu.entries += stored.get() - storedBefore;
    }
    cpuPhase = null;
    return times;
  },
});
const stressBlocks = (arm: ArmName): number[][] => stress.get(arm) ?? [];
// Where the disk answered the stations' fsyncs (the hub's folder is in memory): work on that core
// lengthens them (disk-interrupts.ts).
const stressDiskInterrupts = diskInterruptShares(stressInterrupts, diskInterruptsNow());

// The machine's own floor, with no hall at all: the same judging, the links stopped, in blocks with
// the hub's core idle, kept busy by a loop of plain JavaScript, or sweeping 64 MiB of memory, in
// turn: what work on the neighbour core could cost a verdict by itself (in a hall the hub has a
// laptop of its own). Until 2026-12-02 a fourth arm kept that core busy 1 ms in every 10.
const FLOOR_LOOPS = {
  idle: null,
  busy: 'for (;;) {}',
  memory:
    'const b = new Float64Array(8 << 20); for (let k = 0; ; k = (k + 1) | 0) for (let i = 0; i < b.length; i += 8) b[i] += k;',
} as const;
type FloorKind = keyof typeof FLOOR_LOOPS;
/** An arm whose start sets its load going on the hub's core (none for idle) and whose stop ends it. */
function floorArm(kind: FloorKind): [FloorKind, Arm] {
  let loop: ReturnType<typeof spawn> | null = null;
  return [
    kind,
    {
      start: async () => {
        const code = FLOOR_LOOPS[kind];
        loop =
          code === null
            ? null
            : spawn('taskset', ['-c', '1', process.execPath, '-e', code], { stdio: 'ignore' });
        await sleep(200);
      },
      stop: () => {
        loop?.kill('SIGKILL');
        loop = null;
        return Promise.resolve();
      },
    },
  ];
}
// In the same balanced orders as the stress (blocks-in-turn.ts), so that no kind always follows
// another.
const floor = pinned
  ? await blocksInTurn(STRESS_BLOCKS, (['idle', 'busy', 'memory'] as const).map(floorArm), {
      warm: () => judgeRounds(stations, WARM_ROUNDS),
      judge: () => judgeRounds(stations, BLOCK_ROUNDS),
    })
  : new Map<FloorKind, number[][]>();
const floorBlocks = (kind: FloorKind): number[][] => floor.get(kind) ?? [];
const floorIdle = floorBlocks('idle');
const floorBusy = floorBlocks('busy');
const floorMemory = floorBlocks('memory');

// One station as a kiosk runs it, with its own publisher: a challenge every 10 ms (a real station
// judges about one a minute), in blocks of 100 in four arms (fourArms), 24 rounds over.
const [solo] = stations;
if (solo === undefined) throw new Error('no station');
const soloStation = solo.station;
const soloDir = solo.dataDir;
// The part of each verdict spent waiting for its turn of the event loop (the rest is the judging
// and its durable commit), linked (on, and on with the hub stopped) and not.
const waits = { on: [] as number[], off: [] as number[] };
let soloLinked = false;
async function paced(count: number, record: boolean): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < count; round += 1) {
    times.push(await verdictTime(soloStation, round));
    if (record) (soloLinked ? waits.on : waits.off).push(lastWait);
    await sleep(10);
  }
  return times;
}
let soloLink: ReturnType<typeof startStationHall> = null;
// Timed from a running link (its process started, connected and caught up): what the hall costs a
// verdict while it runs, not its start. Stopped once the hub holds what it sent.
const soloCaughtUp = () =>
  until(
    () => soloLink !== null && soloLink.connected() && soloLink.pending() === 0 && hubHolds(0),
    'solo link caught up, and the hub holds it all',
    { timeoutMs: 30_000 },
  );
async function startSoloLink(): Promise<void> {
  soloLink = startStationHall(soloStation, soloDir, () => undefined);
  await soloCaughtUp();
  soloLinked = true;
}
async function stopSoloLink(): Promise<void> {
  soloLinked = false;
  await soloCaughtUp();
  await soloLink?.stop();
}
// In turn as the stress's are, with the same four arms.
const soloArms = await blocksInTurn(SOLO_BLOCKS, fourArms(startSoloLink, stopSoloLink), {
  warm: () => paced(10, false),
  judge: () => paced(100, true),
});
const soloBlocks = (arm: ArmName): number[][] => soloArms.get(arm) ?? [];

/**
 * A 100,000-entry backlog: judged with no hall, then joined, timed until the hub holds it all, while
 * the other stations (their links stopped) judge all through it in this same process, on the same
 * core as its hall process.
 */
async function catchUpBacklog(name: string): Promise<{ seconds: number; during: number[]; peakRss: number }> {
  const backlogDir = join(work, name);
  const backlog = new Station({ dataDir: backlogDir });
  backlog.prepare();
  backlog.transaction(() => {
    for (let i = 0; i < BACKLOG; i += 1) backlog.judge({ words: ['QI'], source: 'cli', table: i % 100 });
  });
  const backlogJoin = await invite(name, join(work, `${name}.join`));
  const { recorder, transaction } = backlog;
  joinHall({ dataDir: backlogDir, recorder, transaction, now: systemClock }, backlogJoin);
  await sleep(1_500);
  const before = stored.get();
  const start = performance.now();
  const link = startStationHall(backlog, backlogDir, () => undefined);
  const catchUp = { done: false };
  const during: number[] = [];
  cpuPhase = name;
  const judging = (async () => {
    for (let round = 0; !catchUp.done; round += 1) {
      for (const { station } of stations) during.push(await verdictTime(station, round));
      await sleep(1);
    }
  })();
  // The backlog's plays and the hall-joined event its join recorded: the station's whole log.
  const backlogEntries = backlog.log.head()?.seq ?? BACKLOG;
  await until(() => stored.get() - before >= backlogEntries, 'the hub stores the backlog', {
    timeoutMs: 300_000,
    intervalMs: 20,
  });
  catchUp.done = true;
  await judging;
  cpuPhase = null;
  const seconds = (performance.now() - start) / 1000;
  const peakRss = process.memoryUsage().rss / 1024 / 1024;
  await link?.stop();
  backlog.close();
  return { seconds, during, peakRss };
}
const { seconds: catchUpSeconds, during: duringCatchUp, peakRss } = await catchUpBacklog('Backlog');

// One station's credentials flooding junk beside nine honest stations, in blocks against the same
// with no flood (hall-flood-row.ts): the tenth station sits it out. Last, as each flood's station
// is left at the hub's limits and its junk in the stream.
const flood = await floodBlocks({
  honest: stations
    .slice(0, STATIONS - 1)
    .map(({ station, dataDir }, index) => ({ name: `Station ${index + 1}`, station, dataDir })),
  hubDb,
  hubDir,
  port,
  hubPids: () => [hubPid, hub.natsPid()],
  invite,
  work,
  core: pinned ? 0 : null,
  judgeRounds,
});

/** `values` in blocks of `size` consecutive ones, the last block whole or left out. */
function inBlocks(values: readonly number[], size: number): number[][] {
  const blocks: number[][] = [];
  for (let start = 0; start + size <= values.length; start += size)
    blocks.push(values.slice(start, start + size));
  return blocks;
}
// The catch-up's verdicts in blocks of 1,000, as the stress's are. Not paired in time with the
// blocks they are set against (those were judged minutes before): their intervals hold no drift.
const catchUpBlocks = inBlocks(duringCatchUp, STATIONS * BLOCK_ROUNDS);

/** The row under an on / off: its A/A control. */
function controlRow(blocks: (arm: ArmName) => number[][]): string[] {
  return [
    '  the same, off again / off: the A/A control',
    p99Ratio(blocks('offAgain'), blocks('off'), true),
    '',
  ];
}
const carriedRate = bareCarry.carried.entries / bareCarry.carried.seconds;

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
    '≤ 8 s; ≥ 50% of bare',
  ],
  [
    "a quiet station's hall process: wake-ups (context switches) a second; CPU",
    `${idleWakes.toFixed(1)}/s; ${idleCpu.toFixed(1)} ms/s (mean of ${idleHalls.length})`,
    '',
  ],
  [
    'one station, a challenge every 10 ms: request → verdict p99, hall on / off, ratio (95% interval)',
    p99Ratio(soloBlocks('on'), soloBlocks('off'), true),
    'ratio ≤ 1.05',
  ],
  controlRow(soloBlocks),
  [
    "  the same, on with the hub's process stopped while judged / off: the station's own part",
    p99Ratio(soloBlocks('hubPaused'), soloBlocks('off'), true),
    'ratio ≤ 1.05',
  ],
  [
    '  of which waiting for the event loop, p99 linked (both linked arms) / off (both off arms)',
    `${percentile(waits.on, 99).toFixed(2)} / ${percentile(waits.off, 99).toFixed(2)} ms`,
    '',
  ],
  [
    `stress, ${STATIONS} stations in one process each judging ${((STRESS_BLOCKS * stress.size * BLOCK_ROUNDS) / stressSeconds).toFixed(0)}/s: request → verdict p99, on / off`,
    `${p99Ratio(stressBlocks('on'), stressBlocks('off'), true)}; the first run on, unpaired: ${percentile(hallOn, 99).toFixed(2)} ms`,
    'ratio ≤ 1.05',
  ],
  controlRow(stressBlocks),
  [
    `  no hall: bare JetStream carrying the same verdicts from the hub's core (${carriedRate.toFixed(0)} entries/s acknowledged${bareCarry.carried.failed > 0 ? `, ${bareCarry.carried.failed} failed` : ''}) / off`,
    p99Ratio(stressBlocks('bare'), stressBlocks('off'), true),
    'what any hall over JetStream costs here',
  ],
  [
    '  on / the bare carry: what the hall costs beyond carrying its verdicts',
    p99Ratio(stressBlocks('on'), stressBlocks('bare'), true),
    '',
  ],
  [
    `  the disk's interrupts during the stress, by CPU${pinned ? " (the hub's: CPU1)" : ''}`,
    stressDiskInterrupts,
    '',
  ],
  [
    "no hall: the hub's core busy with a plain loop / idle, p99: the machine's own floor",
    pinned ? p99Ratio(floorBusy, floorIdle, true) : 'not run: the cores could not be pinned',
    '',
  ],
  [
    "  the hub's core sweeping 64 MiB of memory / idle",
    pinned ? p99Ratio(floorMemory, floorIdle, true) : 'not run',
    '',
  ],
  [
    `request → verdict p99 while a 100,000-entry backlog catches up / the stress's off (${duringCatchUp.length} verdicts)`,
    p99Ratio(catchUpBlocks, stressBlocks('off')),
    'ratio ≤ 1.1',
  ],
  ['  the same / the busy floor', pinned ? p99Ratio(catchUpBlocks, floorBusy) : 'not run', ''],
  ['  the same / the memory floor', pinned ? p99Ratio(catchUpBlocks, floorMemory) : 'not run', ''],
  [
    "the hub's core busy while the stress judged, mean of the blocks: on / off / the bare carry",
    pinned
      ? (['on', 'off', 'bare'] as const).map((arm) => meanPercent(hubCoreBusy.get(arm) ?? [])).join(' / ')
      : 'not pinned',
    '',
  ],
  [
    '  CPU per entry the hub stored while the stress judged on: the hub / its nats-server / the hall processes',
    [onCpu.hub, onCpu.nats, onCpu.halls].map((ms) => ((ms * 1000) / onCpu.entries).toFixed(0)).join(' / ') +
      ' µs',
    '',
  ],
  [
    "the judging thread's own CPU per verdict, p99: the stress off / on / the bare carry / the catch-up",
    ['stress off', 'stress on', 'stress bare', 'Backlog']
      .map((phase) => {
        const times = verdictCpu.get(phase);
        return times === undefined ? '—' : percentile(times, 99).toFixed(2);
      })
      .join(' / ') + ' ms',
    '',
  ],
  [
    'memory (RSS): nats-server / hub / the 10 stations / their 10 hall processes / the stations at the catch-up peak',
    `${natsRss.toFixed(0)} / ${hubRss.toFixed(0)} / ${processRss.toFixed(0)} / ${hallRss.toFixed(0)} / ${peakRss.toFixed(0)} MiB`,
    '',
  ],
  ...floodRows(flood),
];
console.log(
  `\nThe tournament hall (loopback, TLS; ${pinned ? 'the hub and its nats-server on one core, the stations on the other' : 'hub and stations sharing the cores'}):`,
);
for (const [what, value, goal] of rows) console.log(`  ${what?.padEnd(96)} ${value?.padEnd(48)} ${goal}`);

for (const { station } of stations) station.close();
hubDb.close();
await hub.stop();
rmSync(work, { recursive: true, force: true });
rmSync(hubRoot, { recursive: true, force: true });
process.exit(0);
