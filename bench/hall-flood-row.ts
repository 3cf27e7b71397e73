// The hall bench's flood row: one station's credentials publishing junk as fast as they can
// (hall-flood-arm.ts) beside nine honest stations, against the same blocks with no flood and an
// A/A control, taken in turn (blocks-in-turn.ts). The honest stations' links run for the whole row
// (honest-hall-links.ts). Each block: the flood, when the arm has one, then warm-up rounds; then each
// honest station commits a burst of entries at once, which its link sends as it sends a backlog,
// timed until the hub holds all of it (the catch-up); then live rounds at the stress's pace, each
// verdict's time to the hub read from the hub's store (from its time at the station to its
// arrival). The hub's and its nats-server's CPU and peak memory are read from the flood's start to
// the live rounds' end.
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { Station } from '../electron/core/station/station.ts';
import { until } from '../test/support/until.ts';
import { blocksInTurn, type Arm } from './blocks-in-turn.ts';
import { connectAsHub, floodHub, hallFloodArm, type Flooded } from './hall-flood-arm.ts';
import type { Invite } from './hall-stations.ts';
import { startHonestLinks, type HonestLinks } from './honest-hall-links.ts';
import { p99Ratio, percentileRatio, shownRatio } from './percentile-ratio.ts';
import { cpuMs, peakRssMiB, resetPeakRss } from './proc-readings.ts';
import { median } from './timing.ts';

/** Blocks of each arm (a multiple of 6: three arms, see blocks-in-turn.ts). */
const ROUNDS = 6;
/**
 * Junk a flood sends. The stream would take 200,000 of one station (HUB_LIMITS), which this
 * machine's hub takes minutes to work through; this many keep it busy past the block's end (the
 * row says how many were left then) and let the next block start on a quiet hub within the
 * bench's time.
 */
const JUNK = 20_000;
/** Entries each honest station commits at once for the catch-up. */
const BURST = 1_000;
/** Rounds of the honest stations judged before the measured part, and in it. */
const WARM_ROUNDS = 30;
const LIVE_ROUNDS = 200;

type FloodArmName = 'flood' | 'quiet' | 'quietAgain';

/** What the row needs of the hall bench. */
export interface FloodHall {
  /** The honest stations, by the names the hub knows them by. */
  readonly honest: readonly { readonly name: string; readonly station: Station; readonly dataDir: string }[];
  /** The hub's store, read only. */
  readonly hubDb: Database;
  readonly hubDir: string;
  readonly port: number;
  /** The hub's process and its nats-server's. */
  readonly hubPids: () => readonly [number, number];
  readonly invite: Invite;
  readonly work: string;
  /** The stations' core, where the flood and the honest hall processes run; null where not pinned. */
  readonly core: number | null;
  /** Judges `rounds` rounds of `from`, at the pace the rest of the bench judges. */
  readonly judgeRounds: (from: readonly { readonly station: Station }[], rounds: number) => Promise<unknown>;
}

/** One figure a block, by arm. */
type PerBlock = Map<FloodArmName, number[]>;

/** What the row measured. */
export interface FloodResults {
  readonly honest: number;
  /** Each live verdict's time from the station to the hub's store, ms, in blocks. */
  readonly toHub: Map<FloodArmName, number[][]>;
  readonly catchUpSeconds: PerBlock;
  /** CPU time over wall time: the hub, its nats-server. */
  readonly hubCpu: PerBlock;
  readonly natsCpu: PerBlock;
  /** Peak RSS in MiB over the block (NaN where it could not be reset). */
  readonly hubPeak: PerBlock;
  readonly natsPeak: PerBlock;
  readonly flooded: Flooded;
  /** The flood's junk the hub had not settled yet when the live rounds ended, a flood block each. */
  readonly junkLeft: number[];
  /** Honest hall processes that ended mid-block and were started again: the arm, and how. */
  readonly linksEnded: string[];
  /** Whether the honest hall processes ran on the stations' core (the cores pinned). */
  readonly held: boolean;
}

/** Runs the row's blocks: ROUNDS of each arm. */
export async function floodBlocks(hall: FloodHall): Promise<FloodResults> {
  const joinFiles: string[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const out = join(hall.work, `flood-${index}.join`);
    await hall.invite(`Flood ${index + 1}`, out);
    joinFiles.push(out);
  }
  const asHub = await connectAsHub(hall.hubDir, hall.port);
  const {
    arm: floodArm,
    flooded,
    unsettled,
  } = hallFloodArm({ joinFiles, count: JUNK, core: hall.core, hub: floodHub(asHub) });
  const results: FloodResults = {
    honest: hall.honest.length,
    toHub: new Map(),
    catchUpSeconds: new Map(),
    hubCpu: new Map(),
    natsCpu: new Map(),
    hubPeak: new Map(),
    natsPeak: new Map(),
    flooded,
    junkLeft: [],
    linksEnded: [],
    held: hall.core !== null,
  };
  const record = (figures: PerBlock, arm: FloodArmName, value: number) =>
    figures.set(arm, [...(figures.get(arm) ?? []), value]);

  const heldOf = hall.hubDb
    .prepare<[string], number>('SELECT verified_seq FROM stations WHERE name = ?')
    .pluck() as unknown as { get: (name: string) => number | undefined };
  const toHubOf = hall.hubDb
    .prepare<[string, number], number>(
      `SELECT (julianday(e.received_at) - julianday(e.time)) * 86400000.0 FROM entries e
       JOIN stations s ON s.token = e.token WHERE s.name = ? AND e.seq > ?`,
    )
    .pluck() as unknown as { all: (name: string, after: number) => number[] };
  const heads = () => hall.honest.map(({ station }) => station.log.head()?.seq ?? 0);
  /** Waits until the hub holds every honest entry, starting again any link whose process ended. */
  const hubHoldsAll = (links: HonestLinks, arm: FloodArmName | 'start') =>
    until(
      async () => {
        const ended = await links.restartEnded();
        results.linksEnded.push(...ended.map((how) => `${arm}: ${how}`));
        const now = heads();
        return hall.honest.every(({ name }, index) => (heldOf.get(name) ?? 0) >= (now[index] ?? 0));
      },
      'the hub holds every honest entry',
      { timeoutMs: 300_000, intervalMs: 20 },
    );

  const links = await startHonestLinks(hall.honest);
  await hubHoldsAll(links, 'start');
  // The hub's use is read from before the arm starts (the flood's start) to the live rounds' end.
  let began = { at: 0, hub: 0, nats: 0, peaks: false };
  const measured = (arm: Arm): Arm => ({
    start: async () => {
      const [hub, nats] = hall.hubPids();
      const peaks = resetPeakRss(hub) && resetPeakRss(nats);
      began = { at: performance.now(), hub: cpuMs(hub), nats: cpuMs(nats), peaks };
      await arm.start?.();
    },
    ...(arm.stop === undefined ? {} : { stop: arm.stop }),
  });
  const arms: [FloodArmName, Arm][] = [
    ['flood', measured(floodArm)],
    ['quiet', measured({})],
    ['quietAgain', measured({})],
  ];
  try {
    const blocks = await blocksInTurn(ROUNDS, arms, {
      warm: () => hall.judgeRounds(hall.honest, WARM_ROUNDS),
      judge: async (arm) => {
        await hubHoldsAll(links, arm);
        const start = performance.now();
        for (const { station } of hall.honest)
          station.transaction(() => {
            for (let i = 0; i < BURST; i += 1)
              station.judge({ words: ['QI'], source: 'cli', table: i % 100 });
          });
        await hubHoldsAll(links, arm);
        record(results.catchUpSeconds, arm, (performance.now() - start) / 1000);
        const before = heads();
        await hall.judgeRounds(hall.honest, LIVE_ROUNDS);
        if (arm === 'flood') results.junkLeft.push(await unsettled());
        await hubHoldsAll(links, arm);
        const [hub, nats] = hall.hubPids();
        const wall = performance.now() - began.at;
        record(results.hubCpu, arm, (cpuMs(hub) - began.hub) / wall);
        record(results.natsCpu, arm, (cpuMs(nats) - began.nats) / wall);
        record(results.hubPeak, arm, began.peaks ? peakRssMiB(hub) : Number.NaN);
        record(results.natsPeak, arm, began.peaks ? peakRssMiB(nats) : Number.NaN);
        return hall.honest.flatMap(({ name }, index) => toHubOf.all(name, before[index] ?? 0));
      },
    });
    return { ...results, toHub: blocks };
  } finally {
    await links.stop();
    await asHub.close();
  }
}

/** Mean of `values` as a percentage. */
function meanPercent(values: readonly number[]): string {
  return `${((values.reduce((sum, each) => sum + each, 0) / Math.max(1, values.length)) * 100).toFixed(0)}%`;
}

/** The row's lines for the hall bench's table: what, figure, goal. */
export function floodRows(results: FloodResults): string[][] {
  const toHub = (arm: FloodArmName) => results.toHub.get(arm) ?? [];
  const each = (figures: PerBlock, arm: FloodArmName) => figures.get(arm) ?? [];
  // One value a block, each a block of its own for the bootstrap: the medians' ratio, paired.
  const catchUp = (arm: FloodArmName) => each(results.catchUpSeconds, arm).map((seconds) => [seconds]);
  const catchUpRatio = (top: FloodArmName) =>
    shownRatio(percentileRatio(catchUp(top), catchUp('quiet'), 50, { paired: true }));
  const { sent, seconds, stored, settleSeconds } = results.flooded;
  const peak = (figures: PerBlock, arm: FloodArmName) => Math.max(...each(figures, arm)).toFixed(0);
  const held = results.held ? "their hall processes on the stations' core" : 'the cores not pinned';
  return [
    [
      `one station flooding ${JUNK} junk messages beside ${results.honest} honest ones (${held}): their verdict → hub p99, flood / quiet`,
      p99Ratio(toHub('flood'), toHub('quiet'), true),
      '',
    ],
    [
      '  the same, quiet again / quiet: the A/A control',
      p99Ratio(toHub('quietAgain'), toHub('quiet'), true),
      '',
    ],
    [
      `  their catch-up of ${BURST} entries each committed at once, median: flood / quiet, ratio; the A/A control`,
      `${median(each(results.catchUpSeconds, 'flood')).toFixed(2)} / ${median(each(results.catchUpSeconds, 'quiet')).toFixed(2)} s, ` +
        `${catchUpRatio('flood')}; ${catchUpRatio('quietAgain')}`,
      '',
    ],
    [
      '  CPU, share of one core (mean of the blocks): the hub flood / quiet; its nats-server flood / quiet',
      `${meanPercent(each(results.hubCpu, 'flood'))} / ${meanPercent(each(results.hubCpu, 'quiet'))}; ` +
        `${meanPercent(each(results.natsCpu, 'flood'))} / ${meanPercent(each(results.natsCpu, 'quiet'))}`,
      '',
    ],
    [
      '  peak RSS (the most of any block): the hub flood / quiet; its nats-server flood / quiet',
      `${peak(results.hubPeak, 'flood')} / ${peak(results.hubPeak, 'quiet')}; ${peak(results.natsPeak, 'flood')} / ${peak(results.natsPeak, 'quiet')} MiB`,
      '',
    ],
    [
      "  each flood (medians): its send; taken by the stream; left unsettled at the live rounds' end; settled after",
      `${(median(sent) / median(seconds)).toFixed(0)} msg/s; ${median(stored).toFixed(0)}; ${median(results.junkLeft).toFixed(0)}; ` +
        `${median(settleSeconds).toFixed(1)} s`,
      '',
    ],
    [
      '  honest hall processes that ended mid-block (started again at once)',
      results.linksEnded.length === 0 ? 'none' : results.linksEnded.join('; '),
      '',
    ],
  ];
}
