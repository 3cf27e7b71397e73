import { headers, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { HallError } from '../core/hall/hall-errors.ts';
import {
  encodeEntry,
  hubReceiptSchema,
  parseMessage,
  type HubReceipt,
  type StationState,
} from '../core/hall/hall-messages.ts';
import {
  entryMessageId,
  HALL_HEADERS,
  stationSubjects,
  type StationSubjects,
} from '../core/hall/hall-subjects.ts';
import type { JoinFile } from '../core/hall/join-file.ts';
import type { StationLinkStore } from '../core/hall/station-link-store.ts';
import type { ChainHead, ChallengeLog } from '../core/log/challenge-log.ts';
import type { LogEntry } from '../core/log/log-entry.ts';
import { rowToEntry } from '../core/log/log-row.ts';
import { INSTANCE_ID, MACHINE_ID } from './machine-identity.ts';

/** Entries read and sent between two turns of the event loop. */
const PUBLISH_SLICE = 32;

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
  /** How often an idle publisher looks for new entries. */
  readonly pollMs?: number;
  /** How often the station's state is sent (and the hub's receipt read). */
  readonly stateEveryMs?: number;
  /** How long the hub may hold fewer entries than its stream acknowledged before they are sent again. */
  readonly resendAfterMs?: number;
  /** A line for the station's own log, when something changes. */
  readonly onEvent?: (line: string) => void;
}

/**
 * Publishes a station's committed entries to its hall, in order, each once: every entry carries
 * the message id `stationId:seq`, so the stream drops a resend; the cursor (what the stream
 * acknowledged) is durable, so a restart resends from it. The hub's receipt says how far it
 * stored and verified the chain; if it stays behind the cursor (the hub lost what its stream
 * acknowledged, e.g. in a power cut), the cursor moves back and the entries are sent again.
 */
export class StationPublisher {
  readonly #source: PublisherSource;
  readonly #link: StationLinkStore;
  readonly #subjects: StationSubjects;
  readonly #token: string;
  readonly #nc: NatsConnection;
  readonly #js: JetStreamClient;
  readonly #window: number;
  readonly #pollMs: number;
  readonly #stateEveryMs: number;
  readonly #resendAfterMs: number;
  readonly #onEvent: (line: string) => void;
  #running = true;
  #receipt: HubReceipt | null = null;
  #stalled: { seq: number; since: number } | null = null;
  #loops: Promise<void>[] = [];

  constructor(
    nc: NatsConnection,
    join: JoinFile,
    source: PublisherSource,
    link: StationLinkStore,
    options: PublisherOptions = {},
  ) {
    this.#nc = nc;
    this.#js = jetstream(nc);
    this.#source = source;
    this.#link = link;
    this.#subjects = stationSubjects(join.hallId, join.token);
    this.#token = join.token;
    this.#window = options.window ?? 1_024;
    this.#pollMs = options.pollMs ?? 25;
    this.#stateEveryMs = options.stateEveryMs ?? 5_000;
    this.#resendAfterMs = options.resendAfterMs ?? 20_000;
    this.#onEvent = options.onEvent ?? (() => undefined);
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
   * or throws a HallError at the deadline (or when the station was revoked).
   */
  async sync(deadline: number): Promise<ChainHead | null> {
    const head = this.#source.log.head();
    for (;;) {
      if (head === null || this.#link.acknowledged()?.seq === head.seq) {
        const receipt = await this.sendState();
        if (receipt?.revoked === true) throw new HallError('refused', 'The hub has revoked this station.');
        if (head === null || (receipt?.verified?.seq ?? 0) >= head.seq) return head;
      } else if (!(await this.publishBatch())) await sleep(200);
      if (Date.now() > deadline) {
        const stored = this.#receipt?.verified?.seq ?? 0;
        throw new HallError(
          'not-acknowledged',
          `The hub has not acknowledged every entry in time: it holds ${stored} of ${head.seq} (the stream acknowledged ${this.#link.acknowledged()?.seq ?? 0}).`,
        );
      }
      await sleep(this.#receipt === null ? 0 : 100);
    }
  }

  /** Stops both loops and waits for them; the connection stays the caller's to close. */
  async stop(): Promise<void> {
    this.#running = false;
    await Promise.allSettled(this.#loops);
  }

  async #entryLoop(): Promise<void> {
    while (this.#live()) {
      let progressed = false;
      try {
        progressed = await this.publishBatch();
      } catch (error) {
        this.#onEvent(`hall: publishing failed (${(error as Error).message}); trying again`);
      }
      if (!progressed) await sleep(this.#pollMs);
    }
  }

  async #stateLoop(): Promise<void> {
    while (this.#live()) {
      await this.sendState().catch(() => null);
      const until = Date.now() + this.#stateEveryMs;
      while (this.#live() && Date.now() < until) await sleep(Math.min(100, this.#stateEveryMs));
    }
  }

  /**
   * Publishes up to one window of entries after the cursor and moves the cursor over the longest
   * acknowledged run from its start. False when there was nothing to send or nothing was acknowledged.
   */
  async publishBatch(): Promise<boolean> {
    const cursor = this.#link.acknowledged();
    const entries: LogEntry[] = [];
    const publishing: Promise<unknown>[] = [];
    // A slice at a time, the event loop let go between slices: a kiosk's Tab waiting for its turn
    // waits for one slice's reading and sending at most, never for the whole window's.
    for (let after = cursor?.seq ?? 0; entries.length < this.#window;) {
      const slice = this.#readSlice(after, Math.min(PUBLISH_SLICE, this.#window - entries.length));
      for (const entry of slice) publishing.push(this.#publish(entry));
      entries.push(...slice);
      const last = slice.at(-1);
      if (last === undefined || slice.length < PUBLISH_SLICE) break;
      after = last.seq;
      await setImmediate();
    }
    if (entries.length === 0) return false;
    const settled = await Promise.allSettled(publishing);
    const firstFailed = settled.findIndex((outcome) => outcome.status === 'rejected');
    const acknowledged = firstFailed === -1 ? entries.length : firstFailed;
    const last = entries[acknowledged - 1];
    if (last !== undefined) this.#link.advanceCursor({ seq: last.seq, hash: last.hash });
    if (firstFailed !== -1) {
      const reason = settled[firstFailed];
      if (reason?.status === 'rejected') {
        this.#onEvent(
          `hall: entry ${entries[firstFailed]?.seq ?? '?'} not acknowledged (${(reason.reason as Error).message})`,
        );
      }
      await sleep(250);
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

  #publish(entry: LogEntry): Promise<unknown> {
    const h = headers();
    h.set(HALL_HEADERS.instance, INSTANCE_ID);
    h.set(HALL_HEADERS.machine, MACHINE_ID);
    return this.#js.publish(this.#subjects.entries, encodeEntry(entry), {
      msgID: entryMessageId(this.#token, entry.seq, entry.hash),
      headers: h,
      timeout: 5_000,
    });
  }

  /** Sends the station's state and reads the hub's receipt; null when the hub did not answer. */
  async sendState(): Promise<HubReceipt | null> {
    if (this.#nc.isClosed()) return null;
    const state: StationState = {
      ...this.#source.state(),
      acknowledged: this.#link.acknowledged()?.seq ?? 0,
      sentAt: new Date().toISOString(),
    };
    const h = headers();
    h.set(HALL_HEADERS.instance, INSTANCE_ID);
    h.set(HALL_HEADERS.machine, MACHINE_ID);
    let receipt: HubReceipt | null;
    try {
      const reply = await this.#nc.request(this.#subjects.state, JSON.stringify(state), {
        timeout: 2_000,
        headers: h,
      });
      receipt = parseMessage(hubReceiptSchema, reply.string());
    } catch {
      return null;
    }
    if (receipt !== null) {
      this.#receipt = receipt;
      this.#resendIfHubLost(receipt);
    }
    return receipt;
  }

  // The hub holds fewer entries than its stream acknowledged and is not catching up: they were
  // lost after the acknowledgement (a power cut before the stream's own sync), so send them again.
  #resendIfHubLost(receipt: HubReceipt): void {
    const cursor = this.#link.acknowledged()?.seq ?? 0;
    const stored = receipt.verified?.seq ?? 0;
    if (stored >= cursor) {
      this.#stalled = null;
      return;
    }
    const now = Date.now();
    if (this.#stalled?.seq !== stored) {
      this.#stalled = { seq: stored, since: now };
      return;
    }
    if (now - this.#stalled.since < this.#resendAfterMs) return;
    this.#onEvent(
      `hall: the hub holds ${stored} entries but its stream acknowledged ${cursor}; sending from ${stored + 1} again`,
    );
    this.#link.rewindCursor(receipt.verified);
    this.#stalled = null;
  }
}
