// A hall on the namespaced network (netns-hall.ts) for the hall tier's network tests: the hub in
// machine "hub" (nats-server on its own address, its certificate naming it), stations in machines
// of their own, each invited with that address and started in its machine as a director would
// (`hall invite --server`, `hall join`). Everything is torn down after each test, failed or not:
// the stations and hubs stopped, then every namespace removed with whatever still runs in it.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, expect } from 'vitest';
import { PROJECT_DIR, runCli, type CliResult } from '../../cli/run-cli.ts';
import { killPid, type HubProcess } from '../hall/hall-fixture.ts';
import { useHallSuite } from '../hall/hub-suite.ts';
import { startStationProcess, type StationHead, type StationProcess } from '../hall/station-process.ts';
import { makeTempDir, removeTempDir } from '../temp-dir.ts';
import { until } from '../until.ts';
import { NetnsHall } from './netns-hall.ts';

const PROBE = fileURLToPath(new URL('admits-probe.ts', import.meta.url));
/** nats-server's port on the hub's own address: the namespace is the hub's alone. */
export const HUB_PORT = 4222;

/** A running hub on its own machine, and how to add stations to its hall. */
export interface NetnsHallRun {
  readonly net: NetnsHall;
  readonly hub: HubProcess;
  /** The test's folder, holding the hub's and the stations'; removed after the test. */
  readonly root: string;
  readonly hubDir: string;
  /**
   * A station invited, joined and judging in a machine of its own named `name` (a-z0-9). Invited
   * with the hub's own address by default; `fromHubMachine`: by `hall invite` run on the hub's
   * machine with no --server, so its join file holds the addresses that machine has.
   */
  readonly station: (name: string, options?: { fromHubMachine?: boolean }) => Promise<StationProcess>;
  /** The judging process of station `name`, joined already, started again in its machine. */
  readonly startStation: (name: string) => Promise<StationProcess>;
  /** The CLI on `dataDir`, run inside machine `machine` (the hub's is "hub"). */
  readonly cli: (machine: string, dataDir: string, ...args: string[]) => CliResult;
  /** The hub's entries per station, by invitation name (`hall status`). */
  readonly hubEntries: () => Record<string, number>;
  /** SIGSTOP (true) or SIGCONT (false) to the hub and its nats-server: a hub machine asleep, or woken. */
  readonly suspendHub: (asleep: boolean) => void;
}

/** How a namespaced hall's hub is started. */
export interface NetnsHallOptions {
  /** `hall start --listen`'s address (default: the hub machine's own address and HUB_PORT). */
  readonly listen?: string;
}

/**
 * Registers the after-test teardown of a test file's namespaced halls; returns the function that
 * starts one. Torn down after each test: hubs stop, then the namespaces go with what ran in them.
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
    const hubMachine = net.addMachine('hub');
    const listen = options.listen ?? `${hubMachine.address}:${HUB_PORT}`;
    const { root, hubDir, hub } = await startedHub(suite, net, listen);
    const cli = (machine: string, dataDir: string, ...args: string[]): CliResult =>
      cliInside(net, machine, dataDir, args);
    const hubEntries = (): Record<string, number> => {
      const status = JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as {
        stations: { name: string; entries: number }[];
      };
      return Object.fromEntries(status.stations.map((row) => [row.name, row.entries]));
    };
    const startStation = async (name: string): Promise<StationProcess> => {
      const dataDir = join(root, name);
      const started = startStationProcess(dataDir, 2_000, (command, args) => net.inside(name, command, args));
      suite.cleanups.push(() => {
        started.kill();
      });
      await started.ready();
      return started;
    };
    const station = async (name: string, how: { fromHubMachine?: boolean } = {}): Promise<StationProcess> => {
      net.addMachine(name);
      const dataDir = join(root, name);
      const file = join(root, `${name}.join`);
      const server = `tls://${hubMachine.address}:${HUB_PORT}`;
      const invited =
        how.fromHubMachine === true
          ? cli('hub', hubDir, 'hall', 'invite', name, '--out', file)
          : runCli(hubDir, 'hall', 'invite', name, '--out', file, '--server', server);
      expect(invited.status, invited.stderr).toBe(0);
      await admitted(net, name, file);
      // Named first: `hall join` joins a station already set up (a new one joins with --new-station).
      expect(runCli(dataDir, 'station', 'name', name).status).toBe(0);
      expect(runCli(dataDir, 'hall', 'join', file).status).toBe(0);
      return startStation(name);
    };
    const suspendHub = (asleep: boolean): void => {
      for (const pid of [hub.child.pid ?? 0, hub.natsPid()]) killPid(pid, asleep ? 'SIGSTOP' : 'SIGCONT');
    };
    return { net, hub, root, hubDir, station, startStation, cli, hubEntries, suspendHub };
  };
}

async function startedHub(
  suite: ReturnType<typeof useHallSuite>,
  net: NetnsHall,
  listen: string,
): Promise<{ root: string; hubDir: string; hub: HubProcess }> {
  const root = makeTempDir('netns-hall');
  suite.cleanups.push(() => removeTempDir(root));
  const hubDir = join(root, 'hub');
  const hub = suite.startHub(hubDir, null, ['--listen', listen], {}, (command, args) =>
    net.inside('hub', command, args),
  );
  await hub.waitFor('is running', 40_000);
  return { root, hubDir, hub };
}

// The CLI as runCli runs it, inside machine `machine`.
function cliInside(net: NetnsHall, machine: string, dataDir: string, args: readonly string[]): CliResult {
  const [command, inside] = net.inside(machine, process.execPath, [
    'bin/challenge-station.js',
    '--data-dir',
    dataDir,
    ...args,
  ]);
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env['CHALLENGE_STATION_DATA_DIR'];
  const result = spawnSync(command, inside, { cwd: PROJECT_DIR, encoding: 'utf8', env, timeout: 30_000 });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Waits, from inside the station's machine, until the hub's nats-server takes the station's credentials.
async function admitted(net: NetnsHall, name: string, file: string): Promise<void> {
  const child = spawn(...net.inside(name, process.execPath, [PROBE, file, '30000']), {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the hub never admitted station ${name}: ${stderr}`);
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
