// The hall's NATS in memory behind the hub ingestor's port (electron/hall/hub/ingest-port.ts): a
// durable consumer the test hands entry messages to, one batch at a time, each remembering how the
// hub settled it; the stations' state subjects, each request remembering what was answered on its
// reply subject. No NATS, no server: what the ingest's decisions depend on, and switches for what
// goes wrong (the consumer lost, a header block the NATS client cannot decode).
import { setImmediate } from 'node:timers/promises';
import { encodeEntry } from '../../../electron/core/hall/hall-messages.ts';
import { entryMessageId, runMessageId, stationSubjects } from '../../../electron/core/hall/hall-subjects.ts';
import type { LogEntry } from '../../../electron/core/log/log-entry.ts';
import type {
  EntryConsumer,
  EntryDelivery,
  HallStreamLimits,
  IngestPort,
  MessageHeaders,
  StateRequest,
} from '../../../electron/hall/hub/ingest-port.ts';

/** Headers whose block does not decode: the NATS client throws on any read. */
export const POISONED_HEADERS: MessageHeaders = {
  get: () => {
    throw new Error('MsgHdrsImpl: invalid header block');
  },
};

/** Plain headers by name. */
export function headersOf(values: Readonly<Record<string, string>>): MessageHeaders {
  return { get: (name) => values[name] ?? '' };
}

/** How the hub settled an entry message, in the order it did. */
export type Settlement = 'ack' | 'nak' | 'term';

/** One entry message on the stream, delivered as often as the test delivers it. */
export class FakeEntry implements EntryDelivery {
  readonly subject: string;
  readonly headers: MessageHeaders | undefined;
  readonly #body: string;
  /** Every settlement of every delivery, in order. */
  readonly settlements: Settlement[] = [];
  /** Called at each ack, before it is counted: what the hub had committed by then can be read. */
  onAck: (() => void) | null = null;

  constructor(subject: string, body: string, headers: MessageHeaders | undefined) {
    this.subject = subject;
    this.#body = body;
    this.headers = headers;
  }

  string(): string {
    return this.#body;
  }

  ack(): void {
    this.onAck?.();
    this.settlements.push('ack');
  }

  nak(): void {
    this.settlements.push('nak');
  }

  term(): void {
    this.settlements.push('term');
  }

  /** How the last delivery was settled, or null before it was. */
  get last(): Settlement | null {
    return this.settlements.at(-1) ?? null;
  }
}

/** One state message a station sent, with every answer published on its reply subject. */
export class FakeStateRequest implements StateRequest {
  readonly subject: string;
  readonly reply: string | undefined;
  readonly headers: MessageHeaders | undefined;
  readonly #body: string;
  /** What the hub published on {@link reply}, each answer's subject beside it. */
  readonly answers: { subject: string | undefined; body: unknown }[] = [];

  constructor(subject: string, body: string, reply: string | undefined, headers: MessageHeaders | undefined) {
    this.subject = subject;
    this.#body = body;
    this.reply = reply;
    this.headers = headers;
  }

  string(): string {
    return this.#body;
  }

  respond(body: string): boolean {
    this.answers.push({ subject: this.reply, body: JSON.parse(body) as unknown });
    return true;
  }
}

export class FakeStream implements IngestPort {
  readonly #hallId: string;
  /** Every time the ingest made sure of the stream, with what it asked. */
  readonly ensured: { replay: boolean; limits: HallStreamLimits }[] = [];
  /** What the stream holds on each entry subject, as `entryCounts` answers. */
  counts: Record<string, number> = {};
  #onEntry: ((message: EntryDelivery) => void) | null = null;
  #onState: ((message: StateRequest) => void) | null = null;
  #lose: ((error: Error) => void) | null = null;

  constructor(hallId: string) {
    this.#hallId = hallId;
  }

  readonly ensureStream: IngestPort['ensureStream'] = async (options) => {
    await setImmediate();
    this.ensured.push({ replay: options.replay === true, limits: options.limits });
  };

  readonly consumeEntries: IngestPort['consumeEntries'] = async (onEntry) => {
    await setImmediate();
    this.#onEntry = onEntry;
    let closed: (error?: Error) => void = () => undefined;
    const ended = new Promise<void>((resolve, reject) => {
      closed = (error) => {
        if (error === undefined) resolve();
        else reject(error);
      };
    });
    this.#lose = (error) => {
      this.#onEntry = null;
      closed(error);
    };
    const consumer: EntryConsumer = {
      closed: () => ended,
      close: async () => {
        this.#onEntry = null;
        closed();
        await ended;
      },
    };
    return consumer;
  };

  readonly subscribeStates: IngestPort['subscribeStates'] = (onState) => {
    this.#onState = onState;
    return {
      unsubscribe: () => {
        this.#onState = null;
      },
    };
  };

  readonly entryCounts: IngestPort['entryCounts'] = async () => {
    await setImmediate();
    return { ...this.counts };
  };

  /** A consumer is taking messages. */
  get consuming(): boolean {
    return this.#onEntry !== null;
  }

  /** The consumer is lost (nats-server restarted, the stream went away) with `error`. */
  loseConsumer(error: Error): void {
    this.#lose?.(error);
  }

  /** The subject station `token` publishes its entries on. */
  entrySubject(token: string): string {
    return stationSubjects(this.#hallId, token).entries;
  }

  /** Station `token`'s own inbox, with `suffix` after it as a request's reply subject has. */
  inbox(token: string, suffix = 'r1'): string {
    return `${stationSubjects(this.#hallId, token).inboxPrefix}.${suffix}`;
  }

  /**
   * The message an honest station publishes for `entry` under invitation `token` (its message id
   * its own), or with another `messageId`, `headers` or `body`.
   */
  entry(
    token: string,
    entry: LogEntry,
    options: { messageId?: string; headers?: MessageHeaders; body?: string } = {},
  ): FakeEntry {
    return new FakeEntry(
      this.entrySubject(token),
      options.body ?? encodeEntry(entry),
      options.headers ??
        headersOf({ 'Nats-Msg-Id': options.messageId ?? entryMessageId(token, entry.seq, entry.hash) }),
    );
  }

  /**
   * The message an honest station publishes for a run of consecutive `entries` (a line each,
   * under the run's id: runMessageId), or with another `messageId`.
   */
  run(token: string, entries: readonly LogEntry[], options: { messageId?: string } = {}): FakeEntry {
    const first = entries[0];
    const last = entries.at(-1);
    if (first === undefined || last === undefined) throw new Error('an empty run');
    return new FakeEntry(
      this.entrySubject(token),
      entries.map((entry) => encodeEntry(entry)).join('\n'),
      headersOf({
        'Nats-Msg-Id': options.messageId ?? runMessageId(token, first.seq, last.seq, last.hash),
      }),
    );
  }

  /** A message on station `token`'s entry subject with any body and headers. */
  raw(token: string, body: string, headers?: MessageHeaders): FakeEntry {
    return new FakeEntry(this.entrySubject(token), body, headers);
  }

  /** Hands `messages` to the consumer in one go, as one pull brings them: the hub takes them as one batch. */
  deliver(...messages: FakeEntry[]): void {
    const onEntry = this.#onEntry;
    if (onEntry === null) throw new Error('no consumer is taking messages');
    for (const message of messages) onEntry(message);
  }

  /** Station `token` sends `state` asking for the answer on `reply` (its own inbox unless given). */
  sendState(
    token: string,
    state: unknown,
    options: { reply?: string | null; headers?: MessageHeaders } = {},
  ): FakeStateRequest {
    const onState = this.#onState;
    if (onState === null) throw new Error('no subscription to the state subjects');
    const request = new FakeStateRequest(
      stationSubjects(this.#hallId, token).state,
      JSON.stringify(state),
      options.reply === null ? undefined : (options.reply ?? this.inbox(token)),
      options.headers ?? headersOf({ 'Hall-Machine': 'machine-1', 'Hall-Instance': 'instance-1' }),
    );
    onState(request);
    return request;
  }
}
