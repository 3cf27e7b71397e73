// The soak of the hall on a bad network, for `npm run bench:soak-hall` and its short version in the
// hall tests: stations judging one challenge a second each while a random fault from the harness's
// list hits a random machine every few seconds, then everything healed and the hub left to catch up.
// What must hold: every entry a station judged at the hub exactly once, and no "verdict differs"
// (the hub judges each entry again: a lost or doubled word would show there).
//
// Time-compressed, faithfully: a fault lasts 2–12 s, past the station's pings (3 s × 2) for most, and
// the link's other timeouts are the partitions test's; the hour's faults are many short ones, and a
// longer one differs only by its backlog.
import { setTimeout as sleep } from 'node:timers/promises';
import type { StationProcess } from '../hall/station-process.ts';
import { seededRandom } from '../seeded-random.ts';
import { until } from '../until.ts';
import { hubAlerts, hubVerified, type HubAlert } from './hub-readings.ts';
import { checkSoakAlerts, isReachAlert, type SoakAlertCheck } from './soak-alerts.ts';
import { exportTally, hubRows, type ExportTally, type NetnsHallRun } from './netns-hall-start.ts';
import { childrenOf, cpuMs } from './process-cpu.ts';

/** The faults the soak draws from, each one of the harness's (netns-hall.ts). */
export const SOAK_FAULTS = [
  'link-down',
  'drop-in',
  'drop-out',
  'drop-both',
  'loss-5',
  'loss-30',
  'thin',
  'hub-asleep',
] as const;
export type SoakFault = (typeof SOAK_FAULTS)[number];

/** One fault as the soak made it, and the alerts the hub raised from its start until it healed. */
export interface FaultRecord {
  readonly fault: SoakFault;
  /** A station's machine, or "hub". */
  readonly machine: string;
  readonly from: Date;
  readonly healed: Date;
  readonly alerts: readonly HubAlert[];
}

export interface SoakOptions {
  readonly stations: number;
  readonly seconds: number;
  /** Seeds the draw of faults, machines and durations, so that a run can be made again. */
  readonly seed: number;
  /** How long each fault lasts, in seconds: [least, most]. */
  readonly faultSeconds?: readonly [number, number];
  /** The quiet between two faults, in seconds: [least, most]. */
  readonly quietSeconds?: readonly [number, number];
  /**
   * Seconds the stations judge before the first fault, untroubled: how long a play takes to judge
   * then is the baseline its time under the faults is set beside (0: none taken).
   */
  readonly baselineSeconds?: number;
  /** How long the hub may take to catch up once everything healed. */
  readonly catchUpTimeoutMs?: number;
  /** Where the hub's export goes, to count what it holds. */
  readonly exportTo: string;
  readonly log?: (line: string) => void;
  /** Called after each fault healed, with what the hub's hall view raised meanwhile. */
  readonly afterFault?: (record: FaultRecord) => void;
  /**
   * When the hub calls a station unreachable, in seconds: the shorter of its silence threshold and
   * 20 s (reach-alerts.ts). 20 by default, the hub's own default.
   */
  readonly unreachableSeconds?: number;
}

export interface SoakFigures extends ExportTally {
  readonly judged: number;
  readonly atHub: number;
  /** Adjudications the hub judged again and found to differ from the station's verdict. */
  readonly differing: number;
  readonly faults: Readonly<Record<SoakFault, number>>;
  /** From the last heal until the hub held every entry, its chains verified. */
  readonly catchUpSeconds: number;
  /** Shares of one core over the soak: each station's hall process (mean), the hub, its nats-server. */
  readonly cpu: { readonly hallProcess: number; readonly hub: number; readonly natsServer: number };
  readonly records: readonly FaultRecord[];
  /** How long a play took to judge and record at the stations, before the faults and during them. */
  readonly judgeMs: { readonly baseline: JudgeTimes; readonly faulted: JudgeTimes };
  /** The hub's reach alerts judged against the faults (soak-alerts.ts). */
  readonly alerts: SoakAlertCheck;
}

/** Plays' judging times, in ms. */
export interface JudgeTimes {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
}

function judgeTimes(samples: readonly number[]): JudgeTimes {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number): number =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99) };
}

/** Every station's judging times since the last look, together. */
async function latencies(stations: readonly StationProcess[]): Promise<number[]> {
  const all: number[] = [];
  for (const station of stations) all.push(...(await station.latency()));
  return all;
}

// Makes `fault` on `machine`; the hub's sleep is its processes', every other fault its network's.
function make(run: NetnsHallRun, fault: SoakFault, machine: string): void {
  const { net } = run;
  if (fault === 'hub-asleep') run.suspendHub(true);
  else if (fault === 'link-down') net.setLink(machine, false);
  else if (fault === 'drop-in') net.drop(machine, 'in');
  else if (fault === 'drop-out') net.drop(machine, 'out');
  else if (fault === 'drop-both') net.drop(machine, 'both');
  else if (fault === 'loss-5') net.loss(machine, 5);
  else if (fault === 'loss-30') net.loss(machine, 30);
  else net.thin(machine, '256kbit');
}

/** CPU time of each process now, by pid (0 for one gone). */
function cpuOf(pids: readonly number[]): number[] {
  return pids.map((pid) => {
    try {
      return cpuMs(pid);
    } catch {
      return 0;
    }
  });
}

/** Runs the soak on a hall already started, with stations s1…sN of its own. */
export async function soakHall(run: NetnsHallRun, options: SoakOptions): Promise<SoakFigures> {
  const log = options.log ?? (() => undefined);
  // The same seed draws the same soak.
  const draw = seededRandom(options.seed);
  const between = ([least, most]: readonly [number, number]): number => least + draw() * (most - least);
  const stations: StationProcess[] = [];
  const names = Array.from({ length: options.stations }, (_, index) => `s${index + 1}`);
  for (const name of names) stations.push(await run.station(name));
  for (const station of stations) await station.run(1_000);
  // The first plays run cold (the compiler, the list's pages): not the station's usual time.
  await sleep(3_000);
  await latencies(stations);
  await sleep((options.baselineSeconds ?? 0) * 1000);
  const baseline = judgeTimes(await latencies(stations));
  const hallPids = stations.map((station) => childrenOf(station.pid)[0] ?? 0);
  const hubPids = [run.hub.child.pid ?? 0, run.hub.natsPid()];
  const cpuStart = cpuOf([...hallPids, ...hubPids]);
  const startedAt = performance.now();
  const faults = Object.fromEntries(SOAK_FAULTS.map((fault) => [fault, 0])) as Record<SoakFault, number>;
  const records: FaultRecord[] = [];
  const end = startedAt + options.seconds * 1000;
  try {
    while (performance.now() < end) {
      const fault = SOAK_FAULTS[Math.floor(draw() * SOAK_FAULTS.length)] ?? 'link-down';
      // The hub's own network takes a fault as often as any one station's.
      const machine =
        fault === 'hub-asleep'
          ? 'hub'
          : (['hub', ...names][Math.floor(draw() * (names.length + 1))] ?? 'hub');
      const from = new Date();
      make(run, fault, machine);
      faults[fault] += 1;
      await sleep(between(options.faultSeconds ?? [2, 12]) * 1000);
      if (fault === 'hub-asleep') run.suspendHub(false);
      else run.net.heal(machine);
      const record = { fault, machine, from, healed: new Date(), alerts: hubAlerts(run.hubDir, from) };
      records.push(record);
      options.afterFault?.(record);
      log(`${fault} on ${machine}: ${((record.healed.getTime() - from.getTime()) / 1000).toFixed(1)} s`);
      await sleep(between(options.quietSeconds ?? [1, 4]) * 1000);
    }
  } finally {
    run.suspendHub(false);
    for (const machine of ['hub', ...names]) run.net.heal(machine);
  }
  const healedAt = performance.now();
  const faulted = judgeTimes(await latencies(stations));
  const heads = [];
  for (const station of stations) heads.push(await station.halt());
  const judged = heads.reduce((sum, { head }) => sum + (head?.seq ?? 0), 0);
  let atHub = 0;
  await until(
    () => {
      atHub = Object.values(hubVerified(run.hubDir)).reduce((sum, seq) => sum + seq, 0);
      return atHub >= judged;
    },
    `the hub holds all ${judged} entries`,
    { timeoutMs: options.catchUpTimeoutMs ?? 300_000, intervalMs: 100, state: () => hubVerified(run.hubDir) },
  );
  const catchUpSeconds = (performance.now() - healedAt) / 1000;
  // Every station heard again: each reach alert clears at the hall view's next look.
  const soakStart = new Date(Date.now() - (performance.now() - startedAt));
  await until(
    () => hubAlerts(run.hubDir, soakStart).every((alert) => !isReachAlert(alert) || alert.clearedAt !== null),
    'every reach alert cleared once everything healed',
    {
      timeoutMs: 30_000,
      intervalMs: 250,
      state: () => hubAlerts(run.hubDir, soakStart).filter(isReachAlert),
    },
  ).catch(() => undefined);
  const alerts = checkSoakAlerts(records, hubAlerts(run.hubDir, soakStart), {
    thresholdSeconds: options.unreachableSeconds ?? 20,
    // A station's hall link says its state every 5 s (hall-link-process.ts).
    stateEverySeconds: 5,
  });
  const wall = performance.now() - startedAt;
  const cpuEnd = cpuOf([...hallPids, ...hubPids]);
  const share = (index: number): number => ((cpuEnd[index] ?? 0) - (cpuStart[index] ?? 0)) / wall;
  const rows = hubRows(run.hubDir);
  return {
    ...exportTally(run, heads, options.exportTo),
    judged,
    atHub: rows.reduce((sum, row) => sum + row.entries, 0),
    differing: rows.reduce((sum, row) => sum + row.judgedAgain.differing, 0),
    faults,
    catchUpSeconds,
    cpu: {
      hallProcess: hallPids.reduce((sum, _, index) => sum + share(index), 0) / hallPids.length,
      hub: share(hallPids.length),
      natsServer: share(hallPids.length + 1),
    },
    records,
    judgeMs: { baseline, faulted },
    alerts,
  };
}
