import { setTimeout as wait } from 'node:timers/promises';
import { systemClock, type Clock } from '../../core/clock.ts';
import type { Rejudge } from '../../core/hall/hub/hub-rejudge.ts';
import { HUB_LIMITS } from '../../core/hall/wire/hub-limits.ts';
import { SameTableWatch } from '../../core/hall/hub/same-table-watch.ts';
import type { HubStore } from '../../core/hall/hub/hub-store.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';
import { takeBatch, type TakenBatch } from './ingest-batch.ts';
import { watchDisk, watchStreamLimits, type LimitWatch } from './ingest-watches.ts';
import { StateAnswerer } from './state-answerer.ts';
import { StationConsumers } from './station-consumers.ts';
import type { EntryDelivery, HallStreamLimits, IngestPort } from './ingest-port.ts';

/** How the hub's ingest paces itself. */
export interface IngestorOptions {
  /** One line per station event (joined, offline, fault…) for the hub's foreground log. */
  readonly onEvent: (line: string) => void;
  /** Called after each committed batch with the number of entries stored (for benches and tests). */
  readonly onStored?: (count: number) => void;
  /** Messages the stream keeps per station (`hall start --max-entries-per-station`). */
  readonly streamMessagesPerStation?: number;
  /** Bytes of each station's messages taken before its entries are refused (`--max-mib-per-station`). */
  readonly streamBytesPerStation?: number;
  /** The bytes free on the hub's disk (its folder's file system), looked at with the stream's limits. */
  readonly diskFree?: () => number;
  /** What the time is: what is stored and raised is stamped with it, and every wait measured on it. */
  readonly clock?: Clock;
  /** Waits `ms` before the stream is tried again (a test may step its clock instead). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** How often stations gone quiet and the stream's limits are looked at. */
  readonly watchEveryMs?: number;
  /** The hub's own judge: every adjudication stored is judged again with it (hub-rejudge.ts). */
  readonly rejudge?: Rejudge;
}

/**
 * The hub's ingest: entries from the durable consumer are taken in batches, each batch committed
 * to the hub's store (synchronous=FULL) before any of its messages is acknowledged, so a message
 * acknowledged is a message stored; one the store could not take is redelivered later. State
 * messages are recorded and answered with the hub's receipt, on the sender's own inbox only
 * (state-answerer.ts). It reaches NATS only through its {@link IngestPort} (nats-ingest-port.ts
 * over a connection).
 */
export class HubIngestor {
  readonly #port: IngestPort;
  readonly #store: HubStore;
  readonly #options: IngestorOptions;
  readonly #clock: Clock;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #states: StateAnswerer;
  readonly #limitWatch: LimitWatch;
  /** The games recorded lately, across batches: two stations at one table at once raise an alert. */
  readonly #sameTable = new SameTableWatch();
  #queue: EntryDelivery[] = [];
  #flushing = false;
  #subscription: { unsubscribe(): void } | null = null;
  #consumers: StationConsumers | null = null;
  #watch: NodeJS.Timeout | null = null;
  #storeFailing = false;
  #limitsChecked = 0;

  constructor(port: IngestPort, store: HubStore, options: IngestorOptions) {
    this.#port = port;
    this.#store = store;
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
    this.#sleep = options.sleep ?? ((ms) => wait(ms));
    const event = (line: string): void => {
      this.#event(line);
    };
    this.#states = new StateAnswerer(store, this.#clock, event);
    this.#limitWatch = { store, clock: this.#clock, event };
  }

  /** Starts ingesting entries and answering state messages. */
  async start(): Promise<void> {
    // A limit raised since a station was refused takes it again (nats-config.ts reads the mark).
    this.#store.transaction(() => this.#store.streamSettled.unmarkWithin(this.#bytesPerStation()));
    await this.#port.ensureStream({ limits: this.#streamLimits() });
    this.#subscription = this.#port.subscribeStates((msg) => {
      this.#states.onState(msg);
    });
    this.#consumers = new StationConsumers(this.#port, {
      settled: (token) => this.#store.streamSettled.get(token),
      onEntry: (msg) => {
        this.#queue.push(msg);
        if (!this.#flushing) {
          this.#flushing = true;
          setImmediate(() => {
            this.#flush();
          });
        }
      },
      onEvent: (line) => {
        this.#event(line);
      },
      sleep: this.#sleep,
      ensureStream: () => this.#port.ensureStream({ limits: this.#streamLimits() }),
    });
    this.#consumeInvited();
    this.#watch = setInterval(() => {
      this.#states.watchOnline();
      this.#consumeInvited();
      const now = this.#clock().getTime();
      if (now - this.#limitsChecked > 10_000) {
        this.#limitsChecked = now;
        if (this.#options.diskFree !== undefined)
          watchDisk(this.#limitWatch, this.#options.diskFree, this.#bytesPerStation());
        void watchStreamLimits(this.#limitWatch, this.#port, this.#streamLimits().messagesPerStation);
      }
    }, this.#options.watchEveryMs ?? 1_000);
  }

  // Every invited station has its own consumer, a station invited while the hub runs from the next
  // look on; a revoked one's too, so what it sent after its revocation is kept as evidence.
  #consumeInvited(): void {
    try {
      this.#consumers?.add(this.#store.stations.all().map((station) => station.token));
    } catch (error) {
      this.#event(`hub: cannot read the invitations (${(error as Error).message})`);
    }
  }

  #bytesPerStation(): number {
    return this.#options.streamBytesPerStation ?? HUB_LIMITS.streamBytesPerStation;
  }

  #streamLimits(): HallStreamLimits {
    return {
      messagesPerStation: this.#options.streamMessagesPerStation ?? HUB_LIMITS.streamMessagesPerStation,
    };
  }

  // A line for the hub's foreground log: whatever a station put into it is shown, never obeyed (a
  // terminal escape code in a station's name must not erase the hub's FAULT lines).
  #event(line: string): void {
    this.#options.onEvent(visibleText(line));
  }

  /** Stops; messages taken but not committed are not acknowledged, so they come again. */
  async stop(): Promise<void> {
    if (this.#watch !== null) clearInterval(this.#watch);
    this.#subscription?.unsubscribe();
    await this.#consumers?.stop();
  }

  #flush(): void {
    const batch = this.#queue;
    this.#queue = [];
    this.#flushing = false;
    if (batch.length === 0) return;
    const now = this.#clock();
    let taken: TakenBatch;
    try {
      taken = takeBatch(
        {
          store: this.#store,
          context: () => ({
            designation: this.#store.designations.current(),
            sameTable: this.#sameTable,
            ...(this.#options.rejudge === undefined ? {} : { rejudge: this.#options.rejudge }),
          }),
          bytesPerStation: this.#bytesPerStation(),
        },
        batch,
        now,
      );
    } catch (error) {
      // Not stored, so not acknowledged: the stream keeps them and redelivers once the store can write.
      for (const msg of batch) msg.nak(2_000);
      if (!this.#storeFailing)
        this.#event(
          `hub: CANNOT STORE entries (${(error as Error).message}); they stay in the stream and are taken again`,
        );
      this.#storeFailing = true;
      return;
    }
    if (this.#storeFailing) this.#event('hub: the store writes again');
    this.#storeFailing = false;
    // A message past its station's limits is not offered again (term): the station sends it again
    // once the hub's receipts show what it lacks, and the other stations' messages keep flowing.
    for (const msg of batch) {
      if (taken.dropped.has(msg)) msg.term();
      else msg.ack();
    }
    for (const line of taken.events) this.#event(line);
    this.#options.onStored?.(taken.stored);
  }
}
