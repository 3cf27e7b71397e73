// The hall's NATS in memory behind the hub ingestor's port (electron/hall/hub/ingest-port.ts): a
// durable consumer per station the test hands entry messages to, one batch at a time, each message
// remembering how the hub settled it; the stations' state subjects, each request remembering what was answered on its
// reply subject. No NATS, no server: what the ingest's decisions depend on, and switches for what
// goes wrong (the consumer lost, a header block the NATS client cannot decode).
import { setImmediate } from 'node:timers/promises';
import { encodeEntry } from '../../../electron/core/hall/wire/hall-messages.ts';
import {
  entryMessageId,
  runMessageId,
  stationSubjects,
  tokenOfSubject,
} from '../../../electron/core/hall/wire/hall-subjects.ts';
import type { LogEntry } from '../../../electron/core/log/log-entry.ts';
import type {
  ConsumerStart,
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
  readonly seq: number;
  readonly headers: MessageHeaders | undefined;
  readonly #body: string;
  /** Every settlement of every delivery, in order. */
  readonly settlements: Settlement[] = [];
  /** Called at each ack, before it is counted: what the hub had committed by then can be read. */
  onAck: (() => void) | null = null;

  constructor(subject: string, seq: number, body: string, headers: MessageHeaders | undefined) {
    this.subject = subject;
    this.seq = seq;
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
  /** Every time the ingest made sure of the stream, with the limits it asked for. */
  readonly ensured: { limits: HallStreamLimits }[] = [];
  /** Every consumer the ingest made, in order: whose, and where it started. */
  readonly started: { token: string; start: ConsumerStart }[] = [];
  /** Each station consumer's acknowledgement floor, as `ackFloor` answers (null: no consumer). */
  readonly floors = new Map<string, number>();
  /** What the stream holds on each entry subject, as `entryCounts` answers. */
  counts: Record<string, number> = {};
  /** The stream sequence the next message made here is given. */
  #nextSeq = 1;
  readonly #consumers = new Map<
    string,
    { onEntry: (message: EntryDelivery) => void; lose: (error: Error) => void }
  >();
  #onState: ((message: StateRequest) => void) | null = null;

  constructor(hallId: string) {
    this.#hallId = hallId;
  }

  readonly ensureStream: IngestPort['ensureStream'] = async (options) => {
    await setImmediate();
    this.ensured.push({ limits: options.limits });
  };

  readonly ackFloor: IngestPort['ackFloor'] = async (token) => {
    await setImmediate();
    return this.floors.get(token) ?? null;
  };

  readonly consumeStation: IngestPort['consumeStation'] = async (token, start, onEntry) => {
    await setImmediate();
    this.started.push({ token, start });
    if (!this.floors.has(token) || start !== 'resume')
      this.floors.set(token, start === 'resume' ? 0 : start.after);
    let closed: (error?: Error) => void = () => undefined;
    const ended = new Promise<void>((resolve, reject) => {
      closed = (error) => {
        if (error === undefined) resolve();
        else reject(error);
      };
    });
    const lose = (error?: Error): void => {
      this.#consumers.delete(token);
      closed(error);
    };
    this.#consumers.set(token, { onEntry, lose });
    const consumer: EntryConsumer = {
      closed: () => ended,
      close: async () => {
        lose();
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

  /** Each of `tokens` has a consumer taking its messages. */
  consumingFor(...tokens: string[]): boolean {
    return tokens.every((token) => this.#consumers.has(token));
  }

  /** Every consumer is lost (nats-server restarted, the stream went away) with `error`. */
  loseConsumers(error: Error): void {
    for (const { lose } of [...this.#consumers.values()]) lose(error);
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
      this.#nextSeq++,
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
      this.#nextSeq++,
      entries.map((entry) => encodeEntry(entry)).join('\n'),
      headersOf({
        'Nats-Msg-Id': options.messageId ?? runMessageId(token, first.seq, last.seq, last.hash),
      }),
    );
  }

  /** A message on station `token`'s entry subject with any body and headers. */
  raw(token: string, body: string, headers?: MessageHeaders): FakeEntry {
    return new FakeEntry(this.entrySubject(token), this.#nextSeq++, body, headers);
  }

  /**
   * Hands `messages` to their stations' consumers in one go, as pulls arriving together bring them:
   * the hub takes them as one batch.
   */
  deliver(...messages: FakeEntry[]): void {
    for (const message of messages) {
      const token = tokenOfSubject(message.subject) ?? '';
      const consumer = this.#consumers.get(token);
      if (consumer === undefined) throw new Error(`no consumer is taking ${token}'s messages`);
      consumer.onEntry(message);
    }
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
