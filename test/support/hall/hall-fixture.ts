import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { HallError } from '../../../electron/core/hall/wire/hall-errors.ts';
import { readJoinFile } from '../../../electron/core/hall/wire/join-file.ts';
import { connectStation } from '../../../electron/hall/station/station-connection.ts';
import { PROJECT_DIR, runCli } from '../../cli/run-cli.ts';

/** The nats-server these tests run, or null (they are skipped) when it is not installed. */
export const NATS_SERVER: string | null = (() => {
  for (const path of ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server']) {
    if (spawnSync(path, ['--version']).status === 0) return path;
  }
  return null;
})();
if (NATS_SERVER === null)
  console.info('Hall tests on loopback skipped: nats-server is not installed (apt-get install nats-server).');

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** A `hall start` process on loopback, its output gathered. */
export interface HubProcess {
  readonly child: ChildProcess;
  readonly output: () => string;
  /** Waits until the output holds `text`. */
  readonly waitFor: (text: string | RegExp, timeoutMs?: number) => Promise<void>;
  /** The supervised nats-server's pid, read from its pid file. */
  readonly natsPid: () => number;
  /** SIGTERM, then waits for the exit (SIGKILL after 10 s). */
  readonly stop: () => Promise<number | null>;
}

/** Runs a command somewhere else (in a network namespace): the command and arguments that do it. */
export type Launcher = (command: string, args: readonly string[]) => [string, string[]];

const HERE: Launcher = (command, args) => [command, [...args]];

/**
 * Starts `challenge-station hall start` for `hubDir` listening on 127.0.0.1:`port` (null: on the NATS
 * deployment `more` names with --nats and --creds), with `more` options after the fixture's own (a
 * later --name wins) and `env` added to the hub's environment; `launch` runs it elsewhere (the
 * launcher must exec the hub, so that the child's pid is the hub's).
 */
export function startHubProcess(
  hubDir: string,
  port: number | null,
  more: readonly string[] = [],
  env: NodeJS.ProcessEnv = {},
  launch: Launcher = HERE,
): HubProcess {
  const child = spawn(
    ...launch(process.execPath, [
      'bin/challenge-station.js',
      '--data-dir',
      hubDir,
      'hall',
      'start',
      '--no-open-view',
      '--name',
      'Test Hall',
      ...(port === null ? [] : ['--listen', `127.0.0.1:${port}`]),
      ...more,
    ]),
    { cwd: PROJECT_DIR, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => text,
    waitFor: async (wanted, timeoutMs = 20_000) => {
      const until = Date.now() + timeoutMs;
      while (!(typeof wanted === 'string' ? text.includes(wanted) : wanted.test(text))) {
        if (Date.now() > until || child.exitCode !== null)
          throw new Error(`hub output never held ${String(wanted)}:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    natsPid: () => Number(readFileSync(join(hubDir, 'nats-server.pid'), 'utf8').trim()),
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Stops a hub a suite kept for all its tests, and the nats-server it supervised, even one left running. */
export async function stopHubAndServer(hub: HubProcess): Promise<void> {
  let natsPid: number | null = null;
  try {
    natsPid = hub.natsPid();
  } catch {
    // Never started.
  }
  await hub.stop();
  if (natsPid !== null) killPid(natsPid);
}

/** Kills a process by pid if it still runs. */
export function killPid(pid: number, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * The pids of the nats-servers running on `hubDir`'s configuration file, whoever started them
 * (Linux only: read from /proc; elsewhere none).
 */
export function natsServersOf(hubDir: string): number[] {
  if (process.platform !== 'linux') return [];
  const config = resolve(hubDir, 'nats-server.conf');
  return readdirSync('/proc')
    .filter((name) => /^\d+$/u.test(name))
    .filter((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        const flag = argv.indexOf('-c');
        return (
          basename(argv[0] ?? '') === 'nats-server' &&
          flag > 0 &&
          resolve(readlinkSync(`/proc/${pid}/cwd`), argv[flag + 1] ?? '') === config
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Waits until the hub's nats-server takes the credentials of the join file `file` (at `servers`,
 * when the station reaches the hub another way), trying a connection every 200 ms: a running hub
 * applies an invitation within a second, and a station that connects before that is refused.
 */
export async function hubAdmits(
  file: string,
  servers?: readonly string[],
  timeoutMs = 20_000,
): Promise<void> {
  const joinFile = readJoinFile(file);
  const probe = servers === undefined ? joinFile : { ...joinFile, servers: [...servers] };
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const nc = await connectStation(probe, { name: 'test probe' });
      await nc.close();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Waits until the hub's nats-server refuses the credentials of the join file `file` (a revoked
 * station), trying a connection every 200 ms. The hub says it reloaded its users as soon as it has
 * signalled nats-server, which applies the change a moment later: a station that connects in
 * between is still let in.
 */
export async function hubRefuses(file: string, timeoutMs = 20_000): Promise<void> {
  const joinFile = readJoinFile(file);
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const nc = await connectStation(joinFile, { name: 'test probe' });
      await nc.close();
    } catch (error) {
      if (error instanceof HallError && error.problem === 'refused') return;
      if (Date.now() > until) throw error;
    }
    if (Date.now() > until) throw new Error(`the hub still admits the credentials of ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A join file made by `hall invite NAME` in `dir`/hub for a hub at a port nobody listens on: for
 * what a station does with its link when its hub cannot be reached (the hub's folder only holds
 * the invitation).
 */
export async function unreachableJoinFile(dir: string, name: string): Promise<string> {
  const file = join(dir, `${name}.join`);
  const port = await freePort();
  const invited = runCli(
    join(dir, 'hub'),
    'hall',
    'invite',
    name,
    '--out',
    file,
    '--server',
    `tls://127.0.0.1:${port}`,
  );
  if (invited.status !== 0) throw new Error(`hall invite failed (${invited.status}): ${invited.stderr}`);
  return file;
}
