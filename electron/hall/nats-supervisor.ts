import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  closeSync,
  constants,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
} from 'node:fs';
import { once } from 'node:events';
import { basename, resolve } from 'node:path';
import { HallError } from '../core/hall/hall-errors.ts';

/**
 * Runs nats-server as a child and starts it again whenever it dies (after a short pause that grows
 * while it keeps dying), until {@link stop}. Its own log goes to a file, not the hub's console.
 * On Linux the child is started through util-linux's `setpriv --pdeathsig TERM` (which then
 * becomes nats-server, same pid), so it stops when the hub dies, even of a kill -9; anything it
 * leaves all the same is stopped by the next start ({@link stopLeftoverServers}).
 */
export class NatsSupervisor {
  readonly #binary: string;
  readonly #configFile: string;
  readonly #logFile: string;
  readonly #onEvent: (line: string) => void;
  #child: ChildProcess | null = null;
  #stopping = false;
  #restarts = 0;
  #startedAt = 0;
  #timer: NodeJS.Timeout | null = null;

  constructor(binary: string, configFile: string, logFile: string, onEvent: (line: string) => void) {
    this.#binary = binary;
    // Absolute, so the next start recognises this server by its command line from any folder.
    this.#configFile = resolve(configFile);
    this.#logFile = logFile;
    this.#onEvent = onEvent;
  }

  /** Starts the server. */
  start(): void {
    const log = openSync(this.#logFile, 'a');
    try {
      const args = ['-c', this.#configFile];
      const setpriv = pdeathsigWrapper();
      const child =
        setpriv === null
          ? spawn(this.#binary, args, { stdio: ['ignore', log, log] })
          : spawn(setpriv, ['--pdeathsig', 'TERM', '--', this.#binary, ...args], {
              stdio: ['ignore', log, log],
            });
      this.#child = child;
      this.#startedAt = Date.now();
      child.on('error', (error) => {
        this.#onEvent(`hub: nats-server cannot start (${error.message})`);
      });
      child.on('exit', (code, signal) => {
        if (this.#child === child) this.#child = null;
        if (this.#stopping) return;
        // A server that ran a while gets a new start at once; one that keeps dying, a growing pause.
        this.#restarts = Date.now() - this.#startedAt > 10_000 ? 0 : this.#restarts + 1;
        const pause = Math.min(1_000, 100 * 2 ** Math.min(this.#restarts, 4));
        this.#onEvent(
          `hub: nats-server stopped (${signal ?? `exit ${code ?? '?'}`}); starting it again in ${pause} ms (log: ${this.#logFile})`,
        );
        this.#timer = setTimeout(() => {
          this.#timer = null;
          if (!this.#stopping) this.start();
        }, pause);
      });
    } finally {
      closeSync(log);
    }
  }

  /** The running server's process id, or null between restarts. */
  pid(): number | null {
    return this.#child?.pid ?? null;
  }

  /** Asks the server to read its configuration again (after an invitation or a revocation). */
  reload(): void {
    this.#child?.kill('SIGHUP');
  }

  /** Stops the server and waits for it to exit (killing it after 10 s). */
  async stop(): Promise<void> {
    this.#stopping = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    const child = this.#child;
    if (child === null || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

let wrapper: string | null | undefined;

// setpriv, when this is Linux and it can set the parent-death signal (util-linux 2.33 and later).
function pdeathsigWrapper(): string | null {
  if (wrapper !== undefined) return wrapper;
  wrapper = null;
  if (process.platform !== 'linux') return wrapper;
  for (const path of ['/usr/bin/setpriv', '/bin/setpriv']) {
    try {
      accessSync(path, constants.X_OK);
    } catch {
      continue;
    }
    if (spawnSync(path, ['--pdeathsig', 'TERM', '--', 'true'], { stdio: 'ignore' }).status === 0)
      wrapper = path;
    break;
  }
  return wrapper;
}

/**
 * Stops every nats-server still running on this configuration file, as a hub of the same folder
 * that died without stopping its child leaves it (a kill -9 where the child does not die with it,
 * or an older version): it would hold the port and the JetStream store. Only a process whose
 * command line is nats-server with `-c` this very file is touched: the one the pid file names,
 * and on Linux any other found in /proc. Call it only while holding the folder's hub lock, so
 * that no running hub owns the server. Returns the pids it stopped; throws a HallError when one
 * cannot be stopped.
 */
export async function stopLeftoverServers(configFile: string, pidFile: string): Promise<number[]> {
  const wanted = realPath(resolve(configFile));
  const candidates = new Set<number>();
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    if (Number.isSafeInteger(pid) && pid > 1) candidates.add(pid);
  } catch {
    // No pid file: no server ran here, or it stopped cleanly.
  }
  if (process.platform === 'linux') {
    for (const name of readdirSync('/proc')) if (/^\d+$/u.test(name)) candidates.add(Number(name));
  }
  const stopped: number[] = [];
  for (const pid of candidates) {
    if (pid === process.pid || !runsOurServer(pid, wanted)) continue;
    await stopProcess(pid);
    stopped.push(pid);
  }
  return stopped;
}

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

// Whether `pid` is nats-server started with `-c` the configuration file `wanted` (a real path).
function runsOurServer(pid: number, wanted: string): boolean {
  if (process.platform === 'linux') {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (basename(argv[0] ?? '') !== 'nats-server') return false;
      const flag = argv.findIndex((arg) => arg === '-c' || arg === '--config');
      const config = argv[flag + 1];
      if (flag < 1 || config === undefined) return false;
      // An older hub may have given a relative path: it is relative to that server's own folder.
      return realPath(resolve(readlinkSync(`/proc/${pid}/cwd`), config)) === wanted;
    } catch {
      return false; // Gone, or not ours to inspect.
    }
  }
  if (process.platform === 'win32') return false; // Another process's command line is not read here.
  // macOS and the BSDs: ps gives the command line as one string; the hub passes an absolute path.
  const ps = spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
  const line = ps.status === 0 ? ps.stdout.trim() : '';
  const config = ` -c ${wanted}`;
  return line.endsWith(config) && basename(line.slice(0, -config.length)) === 'nats-server';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (process.platform !== 'linux') return true;
  // A zombie (exited, not yet reaped by its new parent) has stopped already.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

// SIGTERM (nats-server then closes its JetStream store cleanly), SIGKILL after 5 s.
async function stopProcess(pid: number): Promise<void> {
  const waitGone = async (ms: number): Promise<boolean> => {
    const until = Date.now() + ms;
    while (isRunning(pid)) {
      if (Date.now() > until) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  };
  const signal = (name: NodeJS.Signals): string | null => {
    try {
      process.kill(pid, name);
      return null;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH'
        ? null
        : ((error as NodeJS.ErrnoException).code ?? String(error));
    }
  };
  let problem = signal('SIGTERM');
  if (problem === null && !(await waitGone(5_000))) {
    problem = signal('SIGKILL');
    if (problem === null && !(await waitGone(2_000))) problem = 'it did not exit';
  }
  if (problem !== null)
    throw new HallError(
      'hub-store',
      `A nats-server (pid ${pid}) left running by an earlier hub of this folder cannot be stopped (${problem}): stop it, then start the hub again.`,
    );
}
