// `npm run bench:hall -- --avoidance`: whether keeping the hall processes off the judging thread's
// core (judging-core-avoidance.ts) is felt by the verdicts once the hub and its nats-server are off
// the stations' core, as they are in a hall (the hub on the director's laptop). Four arms in turn
// (blocks-in-turn.ts): the stations' hall processes kept off the judging core, as a station starts
// them; the same held on the judging core under SCHED_IDLE alone (the station's placement undone,
// the hall process's own watch off); kept off again, the A/A control; and no hall. Before each
// block every station commits a burst at once, which its link sends as it sends a backlog while
// the block is judged: the hall processes have work all through it, as in a catch-up.
import type { Station } from '../electron/core/station/station.ts';
import { forkHallProcess } from '../electron/hall/station/hall-process-spawn.ts';
import { threadCpuLists } from '../electron/hall/station/judging-core-avoidance.ts';
import { startStationHall, type StationHallLink } from '../electron/hall/station/station-hall.ts';
import { hallProcesses } from '../test/support/hall/hall-processes.ts';
import { until } from '../test/support/until.ts';
import { blocksInTurn, type Arm } from './blocks-in-turn.ts';
import { p99Ratio } from './percentile-ratio.ts';
import { median } from './timing.ts';

/** Blocks of each arm (a multiple of 12: four arms, see blocks-in-turn.ts). */
const ROUNDS = 12;
/** Entries each station commits at once before a block: about the block's length of hall work. */
const BURST = 2_000;

export type AvoidanceArmName = 'keptOff' | 'shared' | 'keptOffAgain' | 'noHall';

/** What the comparison needs of the hall bench. */
export interface AvoidanceHall {
  readonly stations: readonly { readonly station: Station; readonly dataDir: string }[];
  /** The hub has stored and verified station `index`'s whole log. */
  readonly hubHolds: (index: number) => boolean;
  /** The stations' core: this process is pinned to it, the hub and its nats-server are not. */
  readonly core: number;
  /** Pins every thread of `pids` to `core`; false where that cannot be done. */
  readonly pin: (pids: readonly number[], core: number) => boolean;
  readonly warm: () => Promise<unknown>;
  readonly judge: () => Promise<number[]>;
}

/** What the comparison measured. */
export interface AvoidanceResults {
  readonly blocks: Map<AvoidanceArmName, number[][]>;
  /** Seconds from a burst's commit until the hub held it, a linked block each. */
  readonly burstSeconds: Map<AvoidanceArmName, number[]>;
  /** Linked blocks whose hall processes were not where the arm puts them. */
  readonly misplaced: string[];
}

/** Runs the comparison: ROUNDS blocks of each arm. */
export async function avoidanceBlocks(hall: AvoidanceHall): Promise<AvoidanceResults> {
  let links: (StationHallLink | null)[] = [];
  let burstAt = 0;
  const burstSeconds = new Map<AvoidanceArmName, number[]>();
  const misplaced: string[] = [];
  const caughtUp = () =>
    until(
      () =>
        links.every((link) => link !== null && link.connected() && link.pending() === 0) &&
        hall.stations.every((_, index) => hall.hubHolds(index)),
      'the links caught up, and the hub holds it all',
      { timeoutMs: 300_000, intervalMs: 20 },
    );
  /** Where the arm's hall processes are: off the stations' core, or held on it alone. */
  const placed = (shared: boolean) => {
    const pids = hallProcesses(process.pid);
    return (
      pids.length === hall.stations.length &&
      pids.every((pid) =>
        threadCpuLists(pid).every((cores) =>
          shared ? cores.join() === String(hall.core) : !cores.includes(hall.core),
        ),
      )
    );
  };
  const linked = (name: AvoidanceArmName, shared: boolean): Arm => ({
    start: async () => {
      links = hall.stations.map(({ station, dataDir }) =>
        shared
          ? startStationHall(
              station,
              dataDir,
              () => undefined,
              {},
              (entry, data) => forkHallProcess(entry, { ...data, judgingPid: 0 }),
            )
          : startStationHall(station, dataDir, () => undefined),
      );
      // The station's placement first (off the judging core), then, to share, back onto it.
      await until(() => placed(false), "the station's placement of its hall processes", {
        timeoutMs: 10_000,
        intervalMs: 5,
      });
      if (shared && !hall.pin(hallProcesses(process.pid), hall.core))
        throw new Error(`the hall processes could not be held on CPU ${hall.core}`);
      await caughtUp();
    },
    stop: async () => {
      if (!placed(shared)) misplaced.push(name);
      await caughtUp();
      burstSeconds.set(name, [...(burstSeconds.get(name) ?? []), (performance.now() - burstAt) / 1000]);
      for (const link of links) await link?.stop();
      links = [];
    },
  });
  const arms: [AvoidanceArmName, Arm][] = [
    ['keptOff', linked('keptOff', false)],
    ['shared', linked('shared', true)],
    ['keptOffAgain', linked('keptOffAgain', false)],
    ['noHall', {}],
  ];
  const blocks = await blocksInTurn(ROUNDS, arms, {
    warm: async () => {
      burstAt = performance.now();
      for (const { station } of hall.stations)
        station.transaction(() => {
          for (let i = 0; i < BURST; i += 1) station.judge({ words: ['QI'], source: 'cli', table: i % 100 });
        });
      await hall.warm();
    },
    judge: () => hall.judge(),
  });
  return { blocks, burstSeconds, misplaced };
}

/** The comparison's lines: what, figure. */
export function avoidanceRows(results: AvoidanceResults): string[][] {
  const blocks = (arm: AvoidanceArmName) => results.blocks.get(arm) ?? [];
  const burst = (arm: AvoidanceArmName) => median(results.burstSeconds.get(arm) ?? []).toFixed(2);
  return [
    [
      'request → verdict p99, hall processes held on the judging core / kept off it (95% interval)',
      p99Ratio(blocks('shared'), blocks('keptOff'), true),
    ],
    [
      '  kept off again / kept off: the A/A control',
      p99Ratio(blocks('keptOffAgain'), blocks('keptOff'), true),
    ],
    ['  kept off / no hall', p99Ratio(blocks('keptOff'), blocks('noHall'), true)],
    ['  held on the judging core / no hall', p99Ratio(blocks('shared'), blocks('noHall'), true)],
    [
      `a burst of ${BURST} entries a station, and the block → held at the hub, median: held on / kept off / again`,
      `${burst('shared')} / ${burst('keptOff')} / ${burst('keptOffAgain')} s`,
    ],
    [
      'linked blocks whose hall processes were not where their arm put them',
      results.misplaced.join(', ') || 'none',
    ],
  ];
}
