// A hall on the namespaced network (netns-hall.ts), started without the test runner so that the
// soak bench (bench/soak-hall.ts) starts it as the hall tests do: the hub in machine "hub"
// (nats-server on its own address, its certificate naming it), stations in machines of their own,
// each invited with that address and started in its machine as a director would (`hall invite
// --server`, `hall join`). Also what the tests and the soak read back: the hub's rows, and what
// its export holds of each station (lost, doubled).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliResult } from '../../cli/run-cli.ts';
import { killPid, type HubProcess, type startHubProcess } from '../hall/hall-fixture.ts';
import { startStationProcess, type StationHead, type StationProcess } from '../hall/station-process.ts';
import type { NetnsHall } from './netns-hall.ts';

const PROJECT_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const PROBE = fileURLToPath(new URL('admits-probe.ts', import.meta.url));
const COMPILE_CACHE_DIR = join(tmpdir(), 'challenge-station-test-compile-cache');
/** nats-server's port on the hub's own address: the namespace is the hub's alone. */
export const HUB_PORT = 4222;

/** A running hub on its own machine, and how to add stations to its hall. */
export interface NetnsHallRun {
  readonly net: NetnsHall;
  readonly hub: HubProcess;
  /** The folder holding the hub's and the stations'; removed by whoever made it. */
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
  /** More of `hall start`'s options, after its own (`--silence-after 5`). */
  readonly hubOptions?: readonly string[];
}

/** What starting a hall needs from its caller: how hubs start, and where to put what to undo. */
export interface NetnsHallDeps {
  readonly startHub: typeof startHubProcess;
  /** Run by the caller once the hall is done with (newest first), after its hub stopped. */
  readonly cleanups: (() => Promise<void> | void)[];
}

/** Runs `challenge-station --data-dir DIR ARGS…` with this Node; throws when it fails. */
export function hallCli(dataDir: string, ...args: string[]): string {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_COMPILE_CACHE: COMPILE_CACHE_DIR };
  delete env['CHALLENGE_STATION_DATA_DIR'];
  const result = spawnSync(process.execPath, ['bin/challenge-station.js', '--data-dir', dataDir, ...args], {
    cwd: PROJECT_DIR,
    encoding: 'utf8',
    env,
    timeout: 60_000,
    // Exports of a soak's hour run to megabytes; the default 1 MiB buffer would cut them off.
    maxBuffer: 512 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`challenge-station ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/** One station's row of `hall status --json`, as far as these tests read it. */
export interface HubRow {
  readonly name: string;
  readonly entries: number;
  readonly chain: string;
  readonly judgedAgain: { readonly differing: number };
}

/** The hub's rows (`hall status --json`). */
export function hubRows(hubDir: string): HubRow[] {
  return (JSON.parse(hallCli(hubDir, '--json', 'hall', 'status')) as { stations: HubRow[] }).stations;
}

/** Starts a hub in a new machine "hub" of `net` as `options` say, its data under `root`/hub. */
export async function startNetnsHall(
  net: NetnsHall,
  root: string,
  deps: NetnsHallDeps,
  options: NetnsHallOptions = {},
): Promise<NetnsHallRun> {
  const hubMachine = net.addMachine('hub');
  const hubDir = join(root, 'hub');
  const listen = options.listen ?? `${hubMachine.address}:${HUB_PORT}`;
  const hub = deps.startHub(
    hubDir,
    null,
    ['--listen', listen, ...(options.hubOptions ?? [])],
    {},
    (command, args) => net.inside('hub', command, args),
  );
  await hub.waitFor('is running', 40_000);
  const hubEntries = (): Record<string, number> =>
    Object.fromEntries(hubRows(hubDir).map((row) => [row.name, row.entries]));
  const cli = (machine: string, dataDir: string, ...args: string[]): CliResult =>
    cliInside(net, machine, dataDir, args);
  const startStation = async (name: string): Promise<StationProcess> => {
    const dataDir = join(root, name);
    const started = startStationProcess(dataDir, 2_000, (command, args) => net.inside(name, command, args));
    deps.cleanups.push(() => {
      started.kill();
    });
    await started.ready();
    return started;
  };
  const station = async (name: string, how: { fromHubMachine?: boolean } = {}): Promise<StationProcess> => {
    net.addMachine(name);
    const dataDir = join(root, name);
    const file = join(root, `${name}.join`);
    if (how.fromHubMachine === true) {
      const invited = cli('hub', hubDir, 'hall', 'invite', name, '--out', file);
      if (invited.status !== 0) throw new Error(`hall invite ${name} failed: ${invited.stderr}`);
    } else
      hallCli(
        hubDir,
        'hall',
        'invite',
        name,
        '--out',
        file,
        '--server',
        `tls://${hubMachine.address}:${HUB_PORT}`,
      );
    await admitted(net, name, file);
    // Named first: `hall join` joins a station already set up (a new one joins with --new-station).
    hallCli(dataDir, 'station', 'name', name);
    hallCli(dataDir, 'hall', 'join', file);
    return startStation(name);
  };
  const suspendHub = (asleep: boolean): void => {
    for (const pid of [hub.child.pid ?? 0, hub.natsPid()]) killPid(pid, asleep ? 'SIGSTOP' : 'SIGCONT');
  };
  return { net, hub, root, hubDir, station, startStation, cli, hubEntries, suspendHub };
}

// The CLI as runCli runs it, inside machine `machine`.
function cliInside(net: NetnsHall, machine: string, dataDir: string, args: readonly string[]): CliResult {
  const [command, inside] = net.inside(machine, process.execPath, [
    'bin/challenge-station.js',
    '--data-dir',
    dataDir,
    ...args,
  ]);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_COMPILE_CACHE: COMPILE_CACHE_DIR };
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

/** What the hub's export holds of the stations' entries, against their heads. */
export interface ExportTally {
  /** Entries 1..head of a station that the export lacks. */
  readonly lost: number;
  /** Records beyond the first of the same station and seq. */
  readonly doubled: number;
  /** Records past a station's head, or of no station named (none should be). */
  readonly stray: number;
  /** Stations whose head record's hash is not the one the station holds. */
  readonly wrongHead: number;
}

/** Exports the hub's entries to `out` and counts them against each station's own head. */
export function exportTally(run: NetnsHallRun, heads: readonly StationHead[], out: string): ExportTally {
  hallCli(run.hubDir, 'hall', 'export', '--to', out);
  const records = readFileSync(join(out, 'merged.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => JSON.parse(line) as { station: string; seq: number; hash: string });
  let lost = 0;
  let doubled = 0;
  let wrongHead = 0;
  let matched = 0;
  for (const { stationId, head } of heads) {
    const own = records.filter((record) => record.station === stationId);
    const seqs = new Set(own.map((record) => record.seq));
    for (let seq = 1; seq <= (head?.seq ?? 0); seq += 1) if (!seqs.has(seq)) lost += 1;
    doubled += own.length - seqs.size;
    const inRange = own.filter((record) => record.seq >= 1 && record.seq <= (head?.seq ?? 0));
    matched += inRange.length;
    if (head !== null && own.find((record) => record.seq === head.seq)?.hash !== head.hash) wrongHead += 1;
  }
  return { lost, doubled, stray: records.length - matched, wrongHead };
}
