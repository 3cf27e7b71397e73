import { nanos, type Msg, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseMessage, stationStateSchema, type HubReceipt } from '../core/hall/hall-messages.ts';
import { HALL_HEADERS, hallNames, tokenOfSubject, type HallNames } from '../core/hall/hall-subjects.ts';
import { ingestEntry } from '../core/hall/hub-ingest.ts';
import type { HubStore } from '../core/hall/hub-store.ts';
import { ONLINE_WITHIN_MS } from '../core/hall/hub-status.ts';

/** How the hub's ingest paces itself. */
export interface IngestorOptions {
  /** One line per station event (joined, offline, fault…) for the hub's foreground log. */
  readonly onEvent: (line: string) => void;
  /** Called after each committed batch with the number of entries stored (for benches and tests). */
  readonly onStored?: (count: number) => void;
}

/**
 * Creates the hall's stream (file storage, kept in full: the evidence of what each station sent)
 * and the hub's durable consumer, when they are not there yet. The duplicate window is long so a
 * station's resend after a long outage is still dropped by the stream.
 */
export async function ensureHallStream(
  nc: NatsConnection,
  names: HallNames,
  options: { readonly replay?: boolean } = {},
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  // At the hub's start the consumer begins again at the stream's first message: a store restored
  // from an older copy fills up again from the stream (the station's own resends of those entries
  // would be dropped by the stream's duplicate window). What the store holds already is skipped
  // as a duplicate.
  if (options.replay === true) await jsm.consumers.delete(names.stream, names.consumer).catch(() => false);
  const exists = await jsm.streams.info(names.stream).then(
    () => true,
    () => false,
  );
  if (!exists) {
    await jsm.streams.add({
      name: names.stream,
      subjects: [names.allEntries],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      duplicate_window: nanos(15 * 60_000),
      max_msg_size: 1024 * 1024,
    });
  }
  await jsm.consumers.add(names.stream, {
    durable_name: names.consumer,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(30_000),
    max_ack_pending: 20_000,
  });
}

/**
 * The hub's ingest: entries from the durable consumer are taken in batches, each batch committed
 * to the hub's store (synchronous=FULL) before any of its messages is acknowledged, so a message
 * acknowledged is a message stored; one the store could not take is redelivered later. State
 * messages are recorded and answered with the hub's receipt.
 */
export class HubIngestor {
  readonly #nc: NatsConnection;
  readonly #store: HubStore;
  readonly #names: HallNames;
  readonly #options: IngestorOptions;
  #queue: JsMsg[] = [];
  #flushing = false;
  #running = true;
  #messages: ConsumerMessages | null = null;
  #states: Subscription | null = null;
  #consumeLoop: Promise<void> | null = null;
  #watch: NodeJS.Timeout | null = null;
  readonly #online = new Set<string>();
  #storeFailing = false;

  constructor(nc: NatsConnection, store: HubStore, options: IngestorOptions) {
    this.#nc = nc;
    this.#store = store;
    this.#names = hallNames(store.hallId());
    this.#options = options;
  }

  // A method, not the field: the compiler would take the field as unchanged across each await.
  #live(): boolean {
    return this.#running;
  }

  /** Starts ingesting entries and answering state messages. */
  async start(): Promise<void> {
    await ensureHallStream(this.#nc, this.#names, { replay: true });
    this.#states = this.#nc.subscribe(this.#names.allStates, {
      callback: (error, msg) => {
        if (error === null) this.#onState(msg);
      },
    });
    this.#consumeLoop = this.#consume();
    this.#watch = setInterval(() => {
      this.#watchOnline();
    }, 1_000);
  }

  /** Stops; messages taken but not committed are not acknowledged, so they come again. */
  async stop(): Promise<void> {
    this.#running = false;
    if (this.#watch !== null) clearInterval(this.#watch);
    this.#states?.unsubscribe();
    await this.#messages?.close();
    await this.#consumeLoop;
  }

  // Consumes for as long as the hub runs; a consumer lost to a server restart is made again.
  async #consume(): Promise<void> {
    const js = jetstream(this.#nc);
    while (this.#live()) {
      try {
        await ensureHallStream(this.#nc, this.#names);
        const consumer = await js.consumers.get(this.#names.stream, this.#names.consumer);
        this.#messages = await consumer.consume({
          max_messages: 2_000,
          callback: (msg) => {
            this.#queue.push(msg);
            if (!this.#flushing) {
              this.#flushing = true;
              setImmediate(() => {
                this.#flush();
              });
            }
          },
        });
        await this.#messages.closed();
      } catch (error) {
        if (this.#live())
          this.#options.onEvent(
            `hub: the stream is not reachable (${(error as Error).message}); trying again`,
          );
      }
      if (this.#live()) await sleep(500);
    }
  }

  #flush(): void {
    const batch = this.#queue;
    this.#queue = [];
    this.#flushing = false;
    if (batch.length === 0) return;
    const now = new Date();
    const events: string[] = [];
    let stored = 0;
    try {
      this.#store.transaction(() => {
        for (const msg of batch) {
          const outcome = ingestEntry(
            this.#store,
            { token: tokenOfSubject(msg.subject), body: msg.string() },
            now,
          );
          stored += outcome.stored;
          if (outcome.event !== null) events.push(outcome.event);
        }
      });
    } catch (error) {
      // Not stored, so not acknowledged: the stream keeps them and redelivers once the store can write.
      for (const msg of batch) msg.nak(2_000);
      if (!this.#storeFailing)
        this.#options.onEvent(
          `hub: CANNOT STORE entries (${(error as Error).message}); they stay in the stream and are taken again`,
        );
      this.#storeFailing = true;
      return;
    }
    if (this.#storeFailing) this.#options.onEvent('hub: the store writes again');
    this.#storeFailing = false;
    for (const msg of batch) msg.ack();
    for (const line of events) this.#options.onEvent(line);
    this.#options.onStored?.(stored);
  }

  #onState(msg: Msg): void {
    const token = tokenOfSubject(msg.subject);
    const station = token === null ? null : this.#store.station(token);
    const respond = (receipt: HubReceipt): void => {
      if (msg.reply !== undefined) msg.respond(JSON.stringify(receipt));
    };
    if (station === null || station.revokedAt !== null) {
      respond({ verified: null, revoked: true });
      return;
    }
    const state = parseMessage(stationStateSchema, msg.string());
    if (state === null) return;
    const now = new Date();
    const machine = msg.headers?.get(HALL_HEADERS.machine) ?? '';
    const instance = msg.headers?.get(HALL_HEADERS.instance) ?? '';
    try {
      this.#store.transaction(() => {
        const lastSeen = station.lastSeen === null ? null : Date.parse(station.lastSeen);
        if (
          station.machine !== null &&
          station.machine !== machine &&
          lastSeen !== null &&
          now.getTime() - lastSeen < ONLINE_WITHIN_MS
        ) {
          const message = `"${station.name}" is publishing from two machines at once: one station's identity is in use twice`;
          if (
            this.#store.raiseFault(
              station.token,
              'two-machines',
              [station.machine, machine].sort().join(':'),
              message,
              now,
            )
          ) {
            this.#options.onEvent(`FAULT ${message}`);
          }
        }
        if (station.stationId !== null && state.stationId !== station.stationId) {
          const message = `"${station.name}" reports station id ${state.stationId}, but its entries are station ${station.stationId}`;
          if (this.#store.raiseFault(station.token, 'foreign-station-id', state.stationId, message, now))
            this.#options.onEvent(`FAULT ${message}`);
        }
        this.#store.recordState(station.token, state, { instance, machine, at: now });
      });
    } catch (error) {
      this.#options.onEvent(
        `hub: cannot record the state of "${station.name}" (${(error as Error).message})`,
      );
    }
    if (!this.#online.has(station.token)) {
      this.#online.add(station.token);
      this.#options.onEvent(
        `${station.name}: online (station ${state.stationName}, app ${state.appVersion}, head ${state.head?.seq ?? 0}, hub holds ${station.verified?.seq ?? 0})`,
      );
    }
    respond({ verified: this.#store.station(station.token)?.verified ?? null, revoked: false });
  }

  #watchOnline(): void {
    const now = Date.now();
    for (const token of this.#online) {
      const station = this.#store.station(token);
      const lastSeen = station?.lastSeen === null || station === null ? 0 : Date.parse(station.lastSeen);
      if (now - lastSeen > ONLINE_WITHIN_MS) {
        this.#online.delete(token);
        this.#options.onEvent(
          `${station?.name ?? token}: offline (last seen ${station?.lastSeen ?? 'never'})`,
        );
      }
    }
  }
}
