// A hall on the namespaced network (netns-hall-start.ts) for the hall tier's network tests. Everything
// is torn down after each test, failed or not: the stations and hubs stopped, then every namespace
// removed with whatever still runs in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, expect } from 'vitest';
import { runCli } from '../../cli/run-cli.ts';
import { useHallSuite } from '../hall/hub-suite.ts';
import type { StationHead } from '../hall/station-process.ts';
import { makeTempDir, removeTempDir } from '../temp-dir.ts';
import { until } from '../until.ts';
import { NetnsHall } from './netns-hall.ts';
import { startNetnsHall, type NetnsHallOptions, type NetnsHallRun } from './netns-hall-start.ts';

export { HUB_PORT, type NetnsHallOptions, type NetnsHallRun } from './netns-hall-start.ts';

/**
 * Registers the after-test teardown of a test file's namespaced halls; returns the function that
 * starts one, its hub started as `options` say. Torn down after each test: hubs stop, then
 * the namespaces go with what ran in them.
 */
export function useNetnsHalls(): (options?: NetnsHallOptions) => Promise<NetnsHallRun> {
  const nets: NetnsHall[] = [];
  // Registered before the hall suite's hooks, so run after them (vitest runs after-hooks newest
  // first): the stations and hubs stop as usual, then the namespaces go with whatever still runs.
  afterEach(() => {
    for (const net of nets.splice(0)) net.teardown();
  });
  afterAll(() => {
    for (const net of nets.splice(0)) net.teardown();
  });
  const suite = useHallSuite();
  return async (options = {}) => {
    const net = new NetnsHall();
    nets.push(net);
    const root = makeTempDir('netns-hall');
    suite.cleanups.push(() => removeTempDir(root));
    return startNetnsHall(net, root, suite, options);
  };
}

/** Waits until the hub holds `total` entries in all, every chain verified. */
export async function hubHoldsAll(run: NetnsHallRun, total: number, timeoutMs = 60_000): Promise<void> {
  let last = '';
  await until(
    () => {
      const status = JSON.parse(runCli(run.hubDir, '--json', 'hall', 'status').stdout) as {
        stations: { entries: number; chain: string }[];
      };
      last = JSON.stringify(status.stations);
      const held = status.stations.reduce((sum, row) => sum + row.entries, 0);
      return held === total && status.stations.every((row) => row.chain === 'verified');
    },
    `the hub holds ${total} entries, every chain verified`,
    { timeoutMs, intervalMs: 500, state: () => last },
  );
}

/**
 * The hub's export holds each station's entries 1..head exactly once, the head's hash the one the
 * station itself holds, and nothing else.
 */
export function expectExportExactly(run: NetnsHallRun, heads: readonly StationHead[]): void {
  const out = join(run.root, `export-${Date.now()}`);
  expect(runCli(run.hubDir, 'hall', 'export', '--to', out).status).toBe(0);
  const records = readFileSync(join(out, 'merged.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => JSON.parse(line) as { station: string; seq: number; hash: string });
  for (const { stationId, head } of heads) {
    const own = records.filter((record) => record.station === stationId);
    expect(own.map((record) => record.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: head?.seq ?? 0 }, (_, index) => index + 1),
    );
    expect(own.find((record) => record.seq === head?.seq)?.hash).toBe(head?.hash);
  }
  expect(records).toHaveLength(heads.reduce((sum, { head }) => sum + (head?.seq ?? 0), 0));
}
