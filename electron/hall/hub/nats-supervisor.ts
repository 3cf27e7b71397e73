import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, closeSync, constants, openSync } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { systemClock, type Clock } from '../../core/clock.ts';

/**
 * Runs nats-server as a child and starts it again whenever it dies (after a short pause that grows
 * while it keeps dying), until {@link stop}. Its own log goes to a file, not the hub's console.
 * On Linux the child is started through util-linux's `setpriv --pdeathsig TERM` (which then
 * becomes nats-server, same pid), so it stops when the hub dies, even of a kill -9; anything it
 * leaves all the same is stopped by the next start (leftover-servers.ts).
 */
export class NatsSupervisor {
  readonly #binary: string;
  readonly #configFile: string;
  readonly #logFile: string;
  readonly #onEvent: (line: string) => void;
  readonly #clock: Clock;
  #child: ChildProcess | null = null;
  #stopping = false;
  #restarts = 0;
  #startedAt = 0;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    binary: string,
    configFile: string,
    logFile: string,
    onEvent: (line: string) => void,
    clock: Clock = systemClock,
  ) {
    this.#binary = binary;
    // Absolute, so the next start recognises this server by its command line from any folder.
    this.#configFile = resolve(configFile);
    this.#logFile = logFile;
    this.#onEvent = onEvent;
    this.#clock = clock;
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
      this.#startedAt = this.#clock().getTime();
      child.on('error', (error) => {
        this.#onEvent(`hub: nats-server cannot start (${error.message})`);
      });
      child.on('exit', (code, signal) => {
        if (this.#child === child) this.#child = null;
        if (this.#stopping) return;
        // A server that ran a while gets a new start at once; one that keeps dying, a growing pause.
        this.#restarts = this.#clock().getTime() - this.#startedAt > 10_000 ? 0 : this.#restarts + 1;
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
