// The hub ingestor's one port onto NATS: the hall's stream, its durable consumer and the stations'
// state subjects, as much as the ingest needs and nothing more. The real one is nats-ingest-port.ts;
// a test drives the ingestor (hub-ingestor.ts) with a stream in memory.

/** A message's headers, as the NATS client reads them: `get` throws on a block it cannot decode. */
export interface MessageHeaders {
  get(name: string): string;
}

/** One entry message the hub's durable consumer delivered, and how the ingest settles it. */
export interface EntryDelivery {
  /** The subject it was published on: `hall.<hall>.entries.<token>`. */
  readonly subject: string;
  readonly headers?: MessageHeaders | undefined;
  /** Its body as text. */
  string(): string;
  /** Stored (or kept as evidence): the stream does not offer it again. */
  ack(): void;
  /** Not stored: the stream offers it again after `delayMs`. */
  nak(delayMs?: number): void;
  /** Never to be offered again (past its station's limits: the station sends it again). */
  term(reason?: string): void;
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

/** The durable consumer's deliveries, running until closed. */
export interface EntryConsumer {
  /** Settles when the consumer stopped: closed, or lost (the server restarted, the stream went). */
  closed(): Promise<unknown>;
  close(): Promise<unknown>;
}

/** What the hub's ingest asks of the hall's NATS. */
export interface IngestPort {
  /**
   * Makes the hall's stream and the hub's durable consumer when they are not there yet, and brings
   * an existing stream's limits to `limits`. With `replay`, the consumer starts again at the
   * stream's first message.
   */
  ensureStream(options: { readonly replay?: boolean; readonly limits: HallStreamLimits }): Promise<void>;
  /** Delivers the durable consumer's messages to `onEntry`, each until it is settled or its wait ends. */
  consumeEntries(onEntry: (message: EntryDelivery) => void): Promise<EntryConsumer>;
  /** Hands every station's state message to `onState` until unsubscribed. */
  subscribeStates(onState: (message: StateRequest) => void): { unsubscribe(): void };
  /** How many messages the stream holds on each station's entry subject, by subject. */
  entryCounts(): Promise<Readonly<Record<string, number>>>;
}
