// How the station's publisher (hall-publisher.ts) waits: on its clock, cut short when it is stopped,
// and, with the station's commit watch, asleep while the station writes nothing.
import { setTimeout } from 'node:timers/promises';
import { systemClock, type Clock } from '../../core/clock.ts';
import type { CommitWatch } from './log-commit-watch.ts';
import type { PublisherOptions } from './publisher-options.ts';

/**
 * With `commits`: how long after the last entry sent, or the write that woke it, the publisher goes
 * on polling (a commit is readable only once its fsync is done, a few milliseconds after its write
 * on a laptop's disk and more on a memory card), and how long it sleeps between looks once the
 * station is quiet, should a write go unseen.
 */
const COMMITS_QUIET_MS = 1_000;

/** How long after a write that woke it the publisher first looks: most commits' fsyncs are done. */
const COMMIT_FIRST_LOOK_MS = 5;

/** The publisher's clock and waits, and the one switch that stops its loops. */
export class PublisherWaits {
  readonly #clock: Clock;
  readonly sleep: (ms: number) => Promise<void>;
  /** Whether `sleep` is the caller's (a test's clock), which cannot be cut short by {@link stop}. */
  readonly #ownSleep: boolean;
  /** Ends the loops' waits at once when they are stopped. */
  readonly #stopping = new AbortController();
  #running = true;

  constructor(options: Pick<PublisherOptions, 'clock' | 'sleep'>) {
    this.#clock = options.clock ?? systemClock;
    this.sleep = options.sleep ?? ((ms) => setTimeout(ms));
    this.#ownSleep = options.sleep !== undefined;
  }

  /** What the time is, in ms since the epoch. */
  now(): number {
    return this.#clock().getTime();
  }

  /** What the time is, as the state message says it. */
  iso(): string {
    return this.#clock().toISOString();
  }

  // A method, not a field: the compiler would take a field as unchanged across each await.
  /** Whether the loops run on. */
  live(): boolean {
    return this.#running;
  }

  /** Stops the loops: every wait below ends at once. */
  stop(): void {
    this.#running = false;
    this.#stopping.abort();
  }

  /**
   * Waits `ms`, or less if the loops are stopped meanwhile: one timer for the whole wait, where the
   * caller's own `sleep` (a test's clock) goes in steps of 100 ms, checking between them.
   */
  async pause(ms: number): Promise<void> {
    if (this.#ownSleep) {
      const until = this.now() + ms;
      while (this.live() && this.now() < until) await this.sleep(Math.min(100, until - this.now()));
      return;
    }
    await setTimeout(ms, undefined, { signal: this.#stopping.signal }).catch(() => undefined);
  }

  /**
   * Calls `publish` until stopped, and between calls waits: `pollMs` after a call that sent nothing;
   * with `commits`, polled as without it while the station writes, and asleep until its next write
   * once it has been quiet for a second.
   */
  async entryLoop(
    publish: () => Promise<boolean>,
    commits: CommitWatch | null,
    pollMs: number,
    onEvent: (line: string) => void,
  ): Promise<void> {
    let writing = 0;
    while (this.live()) {
      // Quiet: the watch starts before the look, so a write after the look ends the wait below.
      const quiet = commits !== null && this.now() >= writing;
      if (quiet) commits.arm();
      let progressed = false;
      try {
        progressed = await publish();
      } catch (error) {
        onEvent(`hall: publishing failed (${(error as Error).message}); trying again`);
      }
      if (commits === null) {
        if (!progressed) await this.sleep(pollMs);
      } else if (progressed) {
        commits.disarm();
        writing = this.now() + COMMITS_QUIET_MS;
      } else if (!quiet) {
        await this.pause(pollMs);
      } else if (await commits.wait(COMMITS_QUIET_MS, this.#stopping.signal)) {
        writing = this.now() + COMMITS_QUIET_MS;
        await this.pause(COMMIT_FIRST_LOOK_MS);
      }
    }
  }

  /** Calls `send` every `everyMs` until stopped; a failure waits for the next. */
  async stateLoop(send: () => Promise<unknown>, everyMs: number): Promise<void> {
    while (this.live()) {
      await send().catch(() => null);
      if (this.live()) await this.pause(everyMs);
    }
  }
}
