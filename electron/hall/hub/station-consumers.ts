import type { ConsumerStart, EntryConsumer, EntryDelivery, IngestPort } from './ingest-port.ts';

/**
 * Where a station's consumer starts at the hub's start, or after it was lost: where it stopped,
 * when the store holds at least what the consumer has acknowledged (`settled`, hub-stream-settled-
 * store.ts) — nothing already settled is read again, however much one station sent; after what the
 * store settled when the consumer acknowledged more (a store restored from an older copy fills up
 * again from the stream, which the stations' own resends could not do: the stream drops a message
 * id it holds). A station with no consumer yet gets one from the stream's first message: a hub
 * upgraded from one consumer for every station reads the stream again once.
 */
export function consumerStart(ackFloor: number | null, settled: number): ConsumerStart {
  if (ackFloor === null || ackFloor <= settled) return 'resume';
  return { after: settled };
}

/** What the station consumers ask of the ingest. */
export interface StationConsumersOptions {
  /** How far station `token`'s messages are settled in the hub's store. */
  readonly settled: (token: string) => number;
  /** Each delivered message, of any station. */
  readonly onEntry: (message: EntryDelivery) => void;
  /** A line for the hub's log. */
  readonly onEvent: (line: string) => void;
  /** Waits before a lost consumer is made again. */
  readonly sleep: (ms: number) => Promise<void>;
  /** The stream's limits are brought to these before each consumer is made. */
  readonly ensureStream: () => Promise<void>;
}

/**
 * One durable consumer per station, each consumed for as long as the hub runs: a consumer lost
 * (nats-server restarted, the stream went) is made again, starting where {@link consumerStart}
 * says. One station's backlog or junk is pulled by its own consumer and never waits ahead of
 * another station's entries. The stream being out of reach is said once, not once per station.
 */
export class StationConsumers {
  readonly #port: IngestPort;
  readonly #options: StationConsumersOptions;
  readonly #loops = new Map<string, Promise<void>>();
  readonly #consumers = new Map<string, EntryConsumer>();
  #running = true;
  #unreachable = false;

  constructor(port: IngestPort, options: StationConsumersOptions) {
    this.#port = port;
    this.#options = options;
  }

  // A method, not the field: the compiler would take the field as unchanged across each await.
  #live(): boolean {
    return this.#running;
  }

  /** Consumes each of `tokens` not consumed yet (a station invited since is added at the next call). */
  add(tokens: Iterable<string>): void {
    if (!this.#running) return;
    for (const token of tokens) if (!this.#loops.has(token)) this.#loops.set(token, this.#consume(token));
  }

  /** Stops every consumer; messages delivered but not settled come again at the next start. */
  async stop(): Promise<void> {
    this.#running = false;
    await Promise.all([...this.#consumers.values()].map((consumer) => consumer.close()));
    await Promise.all(this.#loops.values());
  }

  async #consume(token: string): Promise<void> {
    while (this.#live()) {
      try {
        await this.#options.ensureStream();
        const start = consumerStart(await this.#port.ackFloor(token), this.#options.settled(token));
        if (!this.#live()) return;
        const consumer = await this.#port.consumeStation(token, start, this.#options.onEntry);
        this.#consumers.set(token, consumer);
        this.#unreachable = false;
        // Stopped between the make and here: close() above did not see this consumer.
        if (!this.#live()) await consumer.close();
        await consumer.closed();
      } catch (error) {
        if (this.#live() && !this.#unreachable) {
          this.#unreachable = true;
          this.#options.onEvent(
            `hub: the stream is not reachable (${(error as Error).message}); trying again`,
          );
        }
      } finally {
        this.#consumers.delete(token);
      }
      if (this.#live()) await this.#options.sleep(500);
    }
  }
}
