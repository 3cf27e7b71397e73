// The hub ingestor's one port onto NATS: the hall's stream, a durable consumer per station and the
// stations' state subjects, as much as the ingest needs and nothing more. The real one is nats-ingest-port.ts;
// a test drives the ingestor (hub-ingestor.ts) with a stream in memory.

/** A message's headers, as the NATS client reads them: `get` throws on a block it cannot decode. */
export interface MessageHeaders {
  get(name: string): string;
}

/** One entry message a station's durable consumer delivered, and how the ingest settles it. */
export interface EntryDelivery {
  /** The subject it was published on: `hall.<hall>.entries.<token>`. */
  readonly subject: string;
  /** Its sequence in the hall's stream. */
  readonly seq: number;
  readonly headers?: MessageHeaders | undefined;
  /** Its body as text. */
  string(): string;
  /** Stored (or kept as evidence): the stream does not offer it again. */
  ack(): void;
  /** Not stored: the stream offers it again after `delayMs`. */
  nak(delayMs?: number): void;
  /**
   * Never to be offered again (past its station's limits: the station sends it again). No reason
   * is given: nats-server before 2.10 reads a terminate with a reason as no terminate at all, and
   * offers the message again every ack wait, forever.
   */
  term(): void;
}

/** One state message a station sent, and how the hub answers it. */
export interface StateRequest {
  /** The subject it was published on: `hall.<hall>.state.<token>`. */
  readonly subject: string;
  /** The subject the sender asked the answer on (its to choose), if any. */
  readonly reply?: string | undefined;
  readonly headers?: MessageHeaders | undefined;
  /** Its body as text. */
  string(): string;
  /** Publishes `body` on {@link reply}. */
  respond(body: string): unknown;
}

/** How the hall's stream is made: its limits per station. */
export interface HallStreamLimits {
  readonly messagesPerStation: number;
}

/** One station's durable consumer's deliveries, running until closed. */
export interface EntryConsumer {
  /** Settles when the consumer stopped: closed, or lost (the server restarted, the stream went). */
  closed(): Promise<unknown>;
  close(): Promise<unknown>;
}

/**
 * Where a station's consumer starts: where its durable consumer stopped (made anew from the
 * stream's first message when there is none), or after stream sequence `after` (any consumer
 * there was is replaced).
 */
export type ConsumerStart = 'resume' | { readonly after: number };

/** What the hub's ingest asks of the hall's NATS. */
export interface IngestPort {
  /**
   * Makes the hall's stream when it is not there yet, brings an existing stream's limits to
   * `limits`, and removes the one consumer of all stations that hubs before per-station consumers
   * kept.
   */
  ensureStream(options: { readonly limits: HallStreamLimits }): Promise<void>;
  /**
   * The stream sequence up to which station `token`'s durable consumer has every message settled
   * (its acknowledgement floor), or null when the station has no consumer.
   */
  ackFloor(token: string): Promise<number | null>;
  /**
   * Delivers station `token`'s messages, and only its, to `onEntry` from `start`, each until it is
   * settled or its wait ends: one station's backlog never waits ahead of another's.
   */
  consumeStation(
    token: string,
    start: ConsumerStart,
    onEntry: (message: EntryDelivery) => void,
  ): Promise<EntryConsumer>;
  /** Hands every station's state message to `onState` until unsubscribed. */
  subscribeStates(onState: (message: StateRequest) => void): { unsubscribe(): void };
  /** How many messages the stream holds on each station's entry subject, by subject. */
  entryCounts(): Promise<Readonly<Record<string, number>>>;
}
