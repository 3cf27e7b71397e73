import { setImmediate, setTimeout } from 'node:timers/promises';
import { systemClock, type Clock } from '../../core/clock.ts';
import { HallError } from '../../core/hall/hall-errors.ts';
import { ENTRIES_PER_MESSAGE, runMessageId } from '../../core/hall/hall-subjects.ts';
import { encodeEntry, type HubReceipt, type StationState } from '../../core/hall/hall-messages.ts';
import { HUB_LIMITS } from '../../core/hall/hub-limits.ts';
import type { JoinFile } from '../../core/hall/join-file.ts';
import type { StationLinkStore } from '../../core/hall/station-link-store.ts';
import type { ChainHead, ChallengeLog } from '../../core/log/challenge-log.ts';
import type { LogEntry } from '../../core/log/log-entry.ts';
import { rowToEntry } from '../../core/log/log-row.ts';
import { connectionProblem } from './connection-problem.ts';
import type { EntryAck, EntryRun, HubPort } from './hub-port.ts';
import type { CommitWatch } from './log-commit-watch.ts';

/**
 * Entries read and sent between two turns of the event loop, by default: small, for a publisher
 * that shares its loop with judging (the command line's `hall sync` does not; the hall process
 * publishes on a loop of its own and takes larger slices).
 */
const PUBLISH_SLICE = 32;

/**
 * With `commits`: how long after the last entry sent, or the write that woke it, the publisher goes
 * on polling (a commit is readable only once its fsync is done, a few milliseconds after its write
 * on a laptop's disk and more on a memory card), and how long it sleeps between looks once the
 * station is quiet, should a write go unseen.
 */
const COMMITS_QUIET_MS = 1_000;

/** How long after a write that woke it the publisher first looks: most commits' fsyncs are done. */
const COMMIT_FIRST_LOOK_MS = 5;

/** What the publisher reads of its station: the log, and what the station says of itself. */
export interface PublisherSource {
  readonly log: Pick<ChallengeLog, 'rowValuesAfter' | 'head'>;
  /** The station's state, without the fields the publisher fills in. */
  readonly state: () => Omit<StationState, 'acknowledged' | 'sentAt'>;
}

/** How the publisher paces itself. */
export interface PublisherOptions {
  /** Entries in flight at most: what bounds the publisher's memory however long the backlog. */
  readonly window?: number;
  /** Entries read and sent between two turns of the event loop (default {@link PUBLISH_SLICE}). */
  readonly slice?: number;
  /**
   * Entries one message carries at most: {@link ENTRIES_PER_MESSAGE} by default, and never more;
   * 1 sends each entry in a message of its own, as stations did before runs. A run never spans two
   * slices, so the slice bounds it too.
   */
  readonly runEntries?: number;
  /** How often an idle publisher looks for new entries (with `commits`, while the station writes). */
  readonly pollMs?: number;
  /**
   * The station's writes to its log (log-commit-watch.ts): a publisher that has sent nothing for a
   * second sleeps until the station writes, instead of polling. Without it, it polls all the time.
   */
  readonly commits?: CommitWatch;
  /** How often the station's state is sent (and the hub's receipt read). */
  readonly stateEveryMs?: number;
  /** How long the hub may hold fewer entries than its stream acknowledged before they are sent again. */
  readonly resendAfterMs?: number;
  /**
   * How long, at least, after the receipt that first showed the hub lacking entries the stream called
   * duplicates of messages this publisher never sent, before they are sent again under fresh message
   * ids: the next receipt after that long decides (seconds, not {@link resendAfterMs}).
   */
  readonly duplicateResendAfterMs?: number;
  /** A line for the station's own log, when something changes. */
  readonly onEvent?: (line: string) => void;
  /** What the time is: every deadline and wait above is measured on it. */
  readonly clock?: Clock;
  /** Waits `ms` before a publisher tries again or looks again (a test may step its clock instead). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** A run of entries the stream took from this publisher (not as duplicates) under one attempt. */
interface TakenRun {
  from: number;
  to: number;
  readonly attempt: number;
}

/** Runs of taken entries remembered at most: one a rewind, so a handful in practice. */
const TAKEN_RUNS_MAX = 64;

/**
 * The most a run's body may hold, in bytes: the stream's largest message less room for the
 * headers (the message id and the station's two). An entry larger than this goes alone.
 */
const RUN_BODY_BYTES = HUB_LIMITS.entryMessageBytes - 4 * 1024;

/** One message's worth of consecutive entries, all sent under one attempt. */
interface RunToSend extends EntryRun {
  readonly attempt: number;
}

/** What is kept of a run sent until its acknowledgement: not its entries, nor its body. */
interface SentRun {
  readonly first: number;
  readonly last: ChainHead;
  readonly attempt: number;
}

/**
 * Publishes a station's committed entries to its hall over a {@link HubPort}, in order, each once:
 * consecutive entries go in runs, one message each, under the id `token:first-last:hash` (a single
 * entry's `token:seq:hash`: runMessageId), so the stream drops a resend of the same run; the
 * cursor (what the stream acknowledged) is durable, so a restart resends from it. A resend cut into
 * other runs has other ids and the stream takes it again: the hub keeps each entry once, by its
 * store. The hub's receipt says how far it stored and verified the chain; if it stays behind the
 * cursor (the hub lost what its stream acknowledged, e.g. in a power cut), the cursor moves back
 * and the entries are sent again.
 *
 * When the stream calls entries duplicates of messages this publisher never had it take (another
 * party published their message ids first) and the hub's next receipt still lacks them, the cursor
 * moves back at once and they go again with the attempt in their id raised: a fresh id the stream
 * takes. The hub keeps each entry once whatever its id's attempt, by its own store.
 */
export class HallPublisher {
  readonly #source: PublisherSource;
  readonly #link: StationLinkStore;
  readonly #token: string;
  readonly #hub: HubPort;
  readonly #clock: Clock;
  readonly #sleep: (ms: number) => Promise<void>;
  /** Whether `sleep` is the caller's (a test's clock), which cannot be cut short by {@link stop}. */
  readonly #ownSleep: boolean;
  readonly #commits: CommitWatch | null;
  /** Ends the loops' waits at once when they are stopped. */
  readonly #stopping = new AbortController();
  readonly #window: number;
  readonly #slice: number;
  readonly #runEntries: number;
  /**
   * Each entry in a message of its own from now on: set at the first resend of entries the hub
   * lacks though the stream took them. A hub older than runs takes none of a run's entries (it
   * reads a run as one malformed message); it takes them singly, and a hub that lost entries to a
   * power cut takes them either way.
   */
  #singly = false;
  readonly #pollMs: number;
  readonly #stateEveryMs: number;
  readonly #resendAfterMs: number;
  readonly #duplicateResendAfterMs: number;
  readonly #onEvent: (line: string) => void;
  readonly #join: JoinFile;
  #running = true;
  #receipt: HubReceipt | null = null;
  #stalled: { seq: number; since: number } | null = null;
  #loops: Promise<void>[] = [];
  /** Bumped by every rewind: a batch in flight across one does not move the cursor forward again. */
  #rewinds = 0;
  /** What the stream took from this publisher, to tell its own earlier messages from another party's. */
  #taken: TakenRun[] = [];
  /** The highest entry the stream called a duplicate of a message this publisher never had it take. */
  #foreignDuplicate = 0;
  /** Entries up to `upTo` go with `attempt` in their id (0: the plain id). */
  #fresh = { upTo: 0, attempt: 0 };

  constructor(
    hub: HubPort,
    join: JoinFile,
    source: PublisherSource,
    link: StationLinkStore,
    options: PublisherOptions = {},
  ) {
    this.#hub = hub;
    this.#source = source;
    this.#link = link;
    this.#token = join.token;
    this.#join = join;
    this.#window = options.window ?? 1_024;
    this.#slice = Math.max(1, options.slice ?? PUBLISH_SLICE);
    this.#runEntries = Math.min(ENTRIES_PER_MESSAGE, Math.max(1, options.runEntries ?? ENTRIES_PER_MESSAGE));
    this.#pollMs = options.pollMs ?? 25;
    this.#stateEveryMs = options.stateEveryMs ?? 5_000;
    this.#resendAfterMs = options.resendAfterMs ?? 20_000;
    this.#duplicateResendAfterMs = options.duplicateResendAfterMs ?? 1_000;
    this.#onEvent = options.onEvent ?? (() => undefined);
    this.#clock = options.clock ?? systemClock;
    this.#sleep = options.sleep ?? ((ms) => setTimeout(ms));
    this.#ownSleep = options.sleep !== undefined;
    this.#commits = options.commits ?? null;
  }

  /**
   * Waits `ms`, or less if the loops are stopped meanwhile: one timer for the whole wait, where the
   * caller's own `sleep` (a test's clock) goes in steps of 100 ms, checking between them.
   */
  async #pause(ms: number): Promise<void> {
    if (this.#ownSleep) {
      const until = this.#now() + ms;
      while (this.#live() && this.#now() < until) await this.#sleep(Math.min(100, until - this.#now()));
      return;
    }
    await setTimeout(ms, undefined, { signal: this.#stopping.signal }).catch(() => undefined);
  }

  #now(): number {
    return this.#clock().getTime();
  }

  // A method, not the field: the compiler would take the field as unchanged across each await.
  #live(): boolean {
    return this.#running;
  }

  /** Starts publishing entries and state in the background, until {@link stop}. */
  start(): void {
    this.#loops = [this.#entryLoop(), this.#stateLoop()];
  }

  /** The hub's last receipt, or null before the first. */
  receipt(): HubReceipt | null {
    return this.#receipt;
  }

  /** How many committed entries the stream has not acknowledged yet. */
  pending(): number {
    return Math.max(0, (this.#source.log.head()?.seq ?? 0) - (this.#link.acknowledged()?.seq ?? 0));
  }

  /**
   * Publishes until the hub has stored and verified every entry up to the log's head as it is now,
   * or throws a HallError at the deadline (ms since the epoch, on the publisher's clock). The state
   * goes first, so a revoked station is told so before anything else is tried; a revocation is
   * always answered as one ('refused'), whether the hub's receipt says it or the server drops the
   * station's connection and refuses it again.
   */
  async sync(deadline: number): Promise<ChainHead | null> {
    const head = this.#source.log.head();
    for (let first = true; ; first = false) {
      this.#throwIfRefused(null);
      const published = head === null || (this.#link.acknowledged()?.seq ?? 0) >= head.seq;
      if (first || published) {
        const receipt = await this.sendState();
        this.#throwIfRefused(receipt);
        if (published && (head === null || (receipt?.verified?.seq ?? 0) >= head.seq)) return head;
      }
      if (!published && !(await this.publishBatch())) await this.#sleep(200);
      this.#throwIfRefused(null);
      if (this.#now() > deadline) {
        const stored = this.#receipt?.verified?.seq ?? 0;
        throw new HallError(
          'not-acknowledged',
          `The hub has not acknowledged every entry in time: it holds ${stored} of ${head.seq} (the stream acknowledged ${this.#link.acknowledged()?.seq ?? 0}).`,
        );
      }
      await this.#sleep(this.#receipt === null ? 0 : 100);
    }
  }

  // A revocation, as the hub's receipt or the server says it; a connection closed otherwise (not by
  // the caller, which closes it only after) is the hub out of reach.
  #throwIfRefused(receipt: HubReceipt | null): void {
    if (receipt?.revoked === true) {
      throw new HallError(
        'refused',
        `The hub of "${this.#join.hallName}" refused this station: its invitation was revoked.`,
      );
    }
    const status = this.#hub.status();
    if (status.refused) {
      throw connectionProblem(status.closedWith ?? new Error('Authorization Violation'), this.#join);
    }
    if (status.closed) {
      throw connectionProblem(
        status.closedWith ?? new Error('the connection to the hub was closed'),
        this.#join,
      );
    }
  }

  /** Stops both loops and waits for them; the connection stays the caller's to close. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#stopping.abort();
    await Promise.allSettled(this.#loops);
  }

  /**
   * For a station that is closing: stops both loops, publishes what is pending until the stream has
   * acknowledged the log's head as it is now or `deadline` passes, then sends one last state, so the
   * hub knows the head the station closed at. How many entries are left unsent (0: none). The
   * deadline is in ms since the epoch, on the publisher's clock.
   */
  async flush(deadline: number): Promise<number> {
    await this.stop();
    const head = this.#source.log.head();
    while (
      head !== null &&
      (this.#link.acknowledged()?.seq ?? 0) < head.seq &&
      this.#now() < deadline &&
      !this.#hub.status().closed
    ) {
      if (!(await this.publishBatch(deadline)))
        await this.#sleep(Math.min(100, Math.max(0, deadline - this.#now())));
    }
    await this.sendState(Math.min(2_000, Math.max(500, deadline - this.#now())), true);
    return this.pending();
  }

  async #entryLoop(): Promise<void> {
    // With `commits`: polled as without it while the station writes (until this time), and asleep
    // until its next write once it has been quiet for a second.
    let writing = 0;
    while (this.#live()) {
      const commits = this.#commits;
      // Quiet: the watch starts before the look, so a write after the look ends the wait below.
      const quiet = commits !== null && this.#now() >= writing;
      if (quiet) commits.arm();
      let progressed = false;
      try {
        progressed = await this.publishBatch();
      } catch (error) {
        this.#onEvent(`hall: publishing failed (${(error as Error).message}); trying again`);
      }
      if (commits === null) {
        if (!progressed) await this.#sleep(this.#pollMs);
      } else if (progressed) {
        commits.disarm();
        writing = this.#now() + COMMITS_QUIET_MS;
      } else if (!quiet) {
        await this.#pause(this.#pollMs);
      } else if (await commits.wait(COMMITS_QUIET_MS, this.#stopping.signal)) {
        writing = this.#now() + COMMITS_QUIET_MS;
        await this.#pause(COMMIT_FIRST_LOOK_MS);
      }
    }
  }

  async #stateLoop(): Promise<void> {
    while (this.#live()) {
      await this.sendState().catch(() => null);
      if (this.#live()) await this.#pause(this.#stateEveryMs);
    }
  }

  /**
   * Publishes up to one window of entries after the cursor, in runs (one message each), and moves
   * the cursor over the longest acknowledged sequence of runs from its start. False when there was
   * nothing to send or nothing was acknowledged.
   */
  async publishBatch(deadline?: number): Promise<boolean> {
    const cursor = this.#link.acknowledged();
    const rewinds = this.#rewinds;
    const timeout = deadline === undefined ? 5_000 : Math.min(5_000, Math.max(100, deadline - this.#now()));
    const runs: SentRun[] = [];
    const publishing: Promise<EntryAck>[] = [];
    // A slice at a time, the event loop let go between slices: a kiosk's Tab waiting for its turn
    // waits for one slice's reading and sending at most, never for the whole window's.
    for (let after = cursor?.seq ?? 0, read = 0; read < this.#window;) {
      const slice = this.#readSlice(after, Math.min(this.#slice, this.#window - read));
      for (const run of this.#runsOf(slice)) {
        const first = run.entries[0];
        const last = run.entries.at(-1);
        if (first === undefined || last === undefined) continue;
        runs.push({ first: first.seq, last: { seq: last.seq, hash: last.hash }, attempt: run.attempt });
        const sent = this.#hub.publishRun(
          run,
          runMessageId(this.#token, first.seq, last.seq, last.hash, run.attempt),
          timeout,
        );
        // Handled now, read below: a publish refused while later slices are read would otherwise be
        // an unhandled rejection until allSettled takes it, and end the hall process.
        sent.catch(() => undefined);
        publishing.push(sent);
      }
      read += slice.length;
      const last = slice.at(-1);
      if (last === undefined || slice.length < this.#slice) break;
      after = last.seq;
      await setImmediate();
    }
    if (runs.length === 0) return false;
    const settled = await Promise.allSettled(publishing);
    for (const [index, outcome] of settled.entries()) {
      const run = runs[index];
      if (outcome.status === 'fulfilled' && run !== undefined)
        for (let seq = run.first; seq <= run.last.seq; seq += 1)
          this.#noteAck(seq, run.attempt, outcome.value.duplicate);
    }
    const firstFailed = settled.findIndex((outcome) => outcome.status === 'rejected');
    const acknowledged = firstFailed === -1 ? runs.length : firstFailed;
    const last = runs[acknowledged - 1]?.last;
    // A rewind while this batch was in flight stands: the entries go again from where it moved to.
    if (last !== undefined && rewinds === this.#rewinds) this.#link.advanceCursor(last);
    if (firstFailed !== -1) {
      const reason = settled[firstFailed];
      if (reason?.status === 'rejected') {
        this.#onEvent(
          `hall: entry ${runs[firstFailed]?.first ?? '?'} not acknowledged (${(reason.reason as Error).message})`,
        );
      }
      await this.#sleep(250);
    }
    return acknowledged > 0;
  }

  // Up to `limit` entries after `after`, in order, stopping before a malformed row: that row is the
  // station's own fault to raise (its log check stops judging); the hub gets everything before it
  // and never a row it could not verify.
  #readSlice(after: number, limit: number): LogEntry[] {
    const entries: LogEntry[] = [];
    for (const row of this.#source.log.rowValuesAfter(after, limit)) {
      const entry = rowToEntry(row);
      if (entry === null) break;
      entries.push(entry);
    }
    return entries;
  }

  // Consecutive entries in runs of one attempt each, within a message's count and bytes: a run is
  // one message, one acknowledgement. An entry too large to share a message goes alone.
  #runsOf(entries: readonly LogEntry[]): RunToSend[] {
    const runs: { entries: LogEntry[]; lines: string[]; bytes: number; attempt: number }[] = [];
    for (const entry of entries) {
      const line = encodeEntry(entry);
      const bytes = Buffer.byteLength(line) + 1;
      const attempt = this.#attemptFor(entry.seq);
      const current = runs.at(-1);
      if (
        current === undefined ||
        current.attempt !== attempt ||
        current.entries.length >= (this.#singly ? 1 : this.#runEntries) ||
        current.bytes + bytes > RUN_BODY_BYTES ||
        current.entries.at(-1)?.seq !== entry.seq - 1
      )
        runs.push({ entries: [entry], lines: [line], bytes, attempt });
      else {
        current.entries.push(entry);
        current.lines.push(line);
        current.bytes += bytes;
      }
    }
    return runs.map(({ entries: runEntries, lines, attempt }) => ({
      entries: runEntries,
      body: lines.join('\n'),
      attempt,
    }));
  }

  #attemptFor(seq: number): number {
    return seq <= this.#fresh.upTo ? this.#fresh.attempt : 0;
  }

  // Remembers what the stream took from this publisher, in runs; a duplicate of a message it never
  // took from this publisher was published by another party (or by this station before a restart)
  // and may be one the hub never stored.
  #noteAck(seq: number, attempt: number, duplicate: boolean): void {
    if (!duplicate) {
      const last = this.#taken.at(-1);
      if (last?.attempt === attempt && last.to + 1 === seq) last.to = seq;
      else this.#taken.push({ from: seq, to: seq, attempt });
      if (this.#taken.length > TAKEN_RUNS_MAX) this.#taken.shift();
      return;
    }
    const own = this.#taken.some((run) => run.attempt === attempt && run.from <= seq && seq <= run.to);
    if (!own) this.#foreignDuplicate = Math.max(this.#foreignDuplicate, seq);
  }

  /**
   * Sends the station's state and reads the hub's receipt; null when the hub did not answer.
   * `closing`: the station's last state, so the hub knows its head is final until it starts again.
   */
  async sendState(timeoutMs = 2_000, closing = false): Promise<HubReceipt | null> {
    if (this.#hub.status().closed) return null;
    const state: StationState = {
      ...this.#source.state(),
      ...(closing ? { presence: 'closed' as const } : {}),
      acknowledged: this.#link.acknowledged()?.seq ?? 0,
      sentAt: this.#clock().toISOString(),
    };
    const receipt = await this.#hub.sendState(state, timeoutMs);
    if (receipt !== null) {
      this.#receipt = receipt;
      this.#resendIfHubLost(receipt);
    }
    return receipt;
  }

  // The hub holds fewer entries than its stream acknowledged and is not catching up. Either the
  // stream dropped some as duplicates of messages this publisher never sent (another party took
  // their ids first; or this station before a restart, while the hub lacks them): sent again at the
  // next receipt, under fresh ids; or they were lost after the acknowledgement (a power cut before
  // the stream's own sync): sent again, as they were, after resendAfterMs. Entries the stream calls
  // duplicates of this publisher's own messages never get fresh ids: a hub that cannot store does
  // not make the stream hold copy after copy.
  #resendIfHubLost(receipt: HubReceipt): void {
    const cursor = this.#link.acknowledged()?.seq ?? 0;
    const stored = receipt.verified?.seq ?? 0;
    // What the hub holds needs no remembering: the runs below it go, and so do duplicates it has.
    this.#taken = this.#taken.filter((run) => run.to > stored);
    for (const run of this.#taken) run.from = Math.max(run.from, stored + 1);
    if (this.#foreignDuplicate <= stored) this.#foreignDuplicate = 0;
    if (stored >= cursor) {
      this.#stalled = null;
      return;
    }
    const now = this.#now();
    if (this.#stalled?.seq !== stored) {
      this.#stalled = { seq: stored, since: now };
      return;
    }
    const dropped = this.#foreignDuplicate > stored;
    const wait = dropped ? Math.min(this.#duplicateResendAfterMs, this.#resendAfterMs) : this.#resendAfterMs;
    if (now - this.#stalled.since < wait) return;
    if (dropped) {
      this.#fresh = { upTo: this.#foreignDuplicate, attempt: this.#fresh.attempt + 1 };
      this.#onEvent(
        `hall: the stream dropped entries up to ${this.#foreignDuplicate} as duplicates of messages with their ids that this station did not send now (another station's?), and the hub holds only ${stored}; sending from ${stored + 1} again under fresh ids (attempt ${this.#fresh.attempt})`,
      );
      this.#foreignDuplicate = 0;
    } else {
      this.#onEvent(
        `hall: the hub holds ${stored} entries but its stream acknowledged ${cursor}; sending from ${stored + 1} again${this.#singly || this.#runEntries === 1 ? '' : ', one entry a message from now on'}`,
      );
      this.#singly = true;
    }
    this.#rewinds += 1;
    this.#link.rewindCursor(receipt.verified);
    this.#stalled = null;
  }
}
