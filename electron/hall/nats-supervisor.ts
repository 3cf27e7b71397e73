import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { once } from 'node:events';

/**
 * Runs nats-server as a child and starts it again whenever it dies (after a short pause that grows
 * while it keeps dying), until {@link stop}. Its own log goes to a file, not the hub's console.
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
    this.#configFile = configFile;
    this.#logFile = logFile;
    this.#onEvent = onEvent;
  }

  /** Starts the server. */
  start(): void {
    const log = openSync(this.#logFile, 'a');
    try {
      const child = spawn(this.#binary, ['-c', this.#configFile], { stdio: ['ignore', log, log] });
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
