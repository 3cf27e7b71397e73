import { setImmediate } from 'node:timers/promises';
import { HallError } from '../../core/hall/wire/hall-errors.ts';
import { ENTRIES_PER_MESSAGE, runMessageId } from '../../core/hall/wire/hall-subjects.ts';
import type { HubReceipt, StationState } from '../../core/hall/wire/hall-messages.ts';
import type { JoinFile } from '../../core/hall/wire/join-file.ts';
import type { StationLinkStore } from '../../core/hall/station/station-link-store.ts';
import type { ChainHead } from '../../core/log/challenge-log.ts';
import { connectionProblem } from './connection-problem.ts';
import { readSlice, runsOf } from './entry-runs.ts';
import type { EntryAck, HubPort } from './hub-port.ts';
import { HubGapRecovery } from './hub-gap-recovery.ts';
import type { CommitWatch } from './log-commit-watch.ts';
import { PUBLISH_SLICE, type PublisherOptions, type PublisherSource } from './publisher-options.ts';
import { PublisherWaits } from './publisher-waits.ts';

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
  readonly #waits: PublisherWaits;
  readonly #gaps: HubGapRecovery;
  readonly #commits: CommitWatch | null;
  readonly #window: number;
  readonly #slice: number;
  readonly #pollMs: number;
  readonly #stateEveryMs: number;
  readonly #onEvent: (line: string) => void;
  readonly #join: JoinFile;
  #receipt: HubReceipt | null = null;
  #loops: Promise<void>[] = [];
  /** Bumped by every rewind: a batch in flight across one does not move the cursor forward again. */
  #rewinds = 0;

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
    this.#pollMs = options.pollMs ?? 25;
    this.#stateEveryMs = options.stateEveryMs ?? 5_000;
    this.#gaps = new HubGapRecovery({
      resendAfterMs: options.resendAfterMs ?? 20_000,
      duplicateResendAfterMs: options.duplicateResendAfterMs ?? 1_000,
      runEntries: Math.min(ENTRIES_PER_MESSAGE, Math.max(1, options.runEntries ?? ENTRIES_PER_MESSAGE)),
    });
    this.#onEvent = options.onEvent ?? (() => undefined);
    this.#waits = new PublisherWaits(options);
    this.#commits = options.commits ?? null;
  }

  #now(): number {
    return this.#waits.now();
  }

  /** Starts publishing entries and state in the background, until {@link stop}. */
  start(): void {
    this.#loops = [
      this.#waits.entryLoop(() => this.publishBatch(), this.#commits, this.#pollMs, this.#onEvent),
      this.#waits.stateLoop(() => this.sendState(), this.#stateEveryMs),
    ];
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
      if (!published && !(await this.publishBatch())) await this.#waits.sleep(200);
      this.#throwIfRefused(null);
      if (this.#now() > deadline) {
        const stored = this.#receipt?.verified?.seq ?? 0;
        throw new HallError(
          'not-acknowledged',
          `The hub has not acknowledged every entry in time: it holds ${stored} of ${head.seq} (the stream acknowledged ${this.#link.acknowledged()?.seq ?? 0}).`,
        );
      }
      await this.#waits.sleep(this.#receipt === null ? 0 : 100);
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
    this.#waits.stop();
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
        await this.#waits.sleep(Math.min(100, Math.max(0, deadline - this.#now())));
    }
    await this.sendState(Math.min(2_000, Math.max(500, deadline - this.#now())), true);
    return this.pending();
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
      const slice = readSlice(this.#source.log, after, Math.min(this.#slice, this.#window - read));
      for (const run of runsOf(slice, this.#gaps.runEntries(), (seq) => this.#gaps.attemptFor(seq))) {
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
          this.#gaps.noteAck(seq, run.attempt, outcome.value.duplicate);
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
      await this.#waits.sleep(250);
    }
    return acknowledged > 0;
  }

  /**
   * Sends the station's state and reads the hub's receipt; null when the hub did not answer.
   * `closing`: the station's last state, so the hub knows its head is final until it starts again.
   */
  async sendState(timeoutMs = 2_000, closing = false): Promise<HubReceipt | null> {
    if (this.#hub.status().closed) return null;
    await this.#source.current?.();
    const state: StationState = {
      ...this.#source.state(),
      ...(closing ? { presence: 'closed' as const } : {}),
      acknowledged: this.#link.acknowledged()?.seq ?? 0,
      sentAt: this.#waits.iso(),
    };
    const receipt = await this.#hub.sendState(state, timeoutMs);
    if (receipt !== null) {
      this.#receipt = receipt;
      this.#rewindIfHubLost(receipt);
    }
    return receipt;
  }

  // The hub lacks what its stream acknowledged and is not catching up (hub-gap-recovery.ts).
  #rewindIfHubLost(receipt: HubReceipt): void {
    const rewind = this.#gaps.onReceipt(receipt, this.#link.acknowledged()?.seq ?? 0, this.#now());
    if (rewind === null) return;
    this.#onEvent(rewind.line);
    this.#rewinds += 1;
    this.#link.rewindCursor(rewind.to);
  }
}
