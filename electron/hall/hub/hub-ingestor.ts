import { createHash } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import { systemClock, type Clock } from '../../core/clock.ts';
import {
  parseMessage,
  stationStateSchema,
  type HubReceipt,
  type StationState,
} from '../../core/hall/hall-messages.ts';
import { HALL_HEADERS, stationSubjects, tokenOfSubject } from '../../core/hall/hall-subjects.ts';
import type { Rejudge } from '../../core/hall/hub-rejudge.ts';
import { entryBodies } from '../../core/hall/hub-entry-message.ts';
import { ingestEntry } from '../../core/hall/hub-ingest.ts';
import type { IngestContext } from '../../core/hall/hub-stored-flags.ts';
import { DISK_FAULT_KEY, diskShortage } from '../../core/hall/hub-disk.ts';
import { settleTaken, type TakenMessage } from '../../core/hall/hub-stream-settle.ts';
import { HUB_LIMITS } from '../../core/hall/hub-limits.ts';
import type { HubStation, HubStore } from '../../core/hall/hub-store.ts';
import { ONLINE_WITHIN_MS } from '../../core/hall/hub-status.ts';
import { visibleText } from '../../core/hall/visible-text.ts';
import { StationConsumers } from './station-consumers.ts';
import type {
  EntryDelivery,
  HallStreamLimits,
  IngestPort,
  MessageHeaders,
  StateRequest,
} from './ingest-port.ts';

/** What one batch came to: lines for the hub's log, the messages dropped, the entries stored. */
interface TakenBatch {
  readonly events: string[];
  readonly dropped: Set<EntryDelivery>;
  stored: number;
}

/** What the stream's bookkeeping needs of a message taken: whose, where, and its size there. */
function settledOf(msg: EntryDelivery): TakenMessage {
  return { token: tokenOfSubject(msg.subject), seq: msg.seq, bytes: Buffer.byteLength(msg.string()) };
}

/**
 * What a state message says of the station itself (its lists, health, hall report, name…), as a
 * digest: the head and the acknowledged cursor are compared apart, and when it was sent is not news.
 */
function saysOfItself(state: StationState): string {
  const { stationId, stationName, appVersion, lexicons, problem, health, presence, hall } = state;
  const itself = { stationId, stationName, appVersion, lexicons, problem, health, presence, hall };
  return createHash('sha256').update(JSON.stringify(itself)).digest('base64');
}

/** An entry threw in a batch taken without savepoints: the batch is undone and taken again guarded. */
class EntryThrew extends Error {}

/** The header JetStream's duplicate window goes by. */
const MESSAGE_ID_HEADER = 'Nats-Msg-Id';

/** The longest header value the hub reads; a longer one is read as absent. */
const HEADER_MAX = 256;

/**
 * One header of a station's message, or null when it is absent, too long, or the headers do not
 * decode: the NATS client throws on a malformed header block, and nats-server passes one through.
 * A throw inside the ingest would roll back and nak its whole batch, every station's entries with
 * it, again and again: one station's malformed message must stay its own problem.
 */
export function safeHeader(
  msg: { readonly headers?: MessageHeaders | undefined },
  name: string,
): string | null {
  try {
    const value = msg.headers?.get(name) ?? '';
    return value === '' || value.length > HEADER_MAX ? null : value;
  } catch {
    return null;
  }
}

/** A store failure (the disk, the file): the batch waits in the stream. Anything else is the message's own. */
function isStoreFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_');
}

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
 * messages are recorded and answered with the hub's receipt, on the sender's own inbox only. It
 * reaches NATS only through its {@link IngestPort} (nats-ingest-port.ts over a connection).
 */
export class HubIngestor {
  readonly #port: IngestPort;
  readonly #store: HubStore;
  readonly #hallId: string;
  readonly #options: IngestorOptions;
  readonly #clock: Clock;
  readonly #sleep: (ms: number) => Promise<void>;
  #queue: EntryDelivery[] = [];
  #flushing = false;
  #states: { unsubscribe(): void } | null = null;
  #consumers: StationConsumers | null = null;
  #watch: NodeJS.Timeout | null = null;
  readonly #online = new Set<string>();
  /** When each station's state was last recorded (ms), so a flood of state messages is not a flood of commits. */
  readonly #recordedAt = new Map<string, { at: number; seen: string }>();
  /** The head each command-line station was last heard at, so each sync is one line. */
  readonly #heardOnDemand = new Map<string, number>();
  #storeFailing = false;
  #limitsChecked = 0;

  constructor(port: IngestPort, store: HubStore, options: IngestorOptions) {
    this.#port = port;
    this.#store = store;
    this.#hallId = store.settings.hallId();
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
    this.#sleep = options.sleep ?? ((ms) => wait(ms));
  }

  /** Starts ingesting entries and answering state messages. */
  async start(): Promise<void> {
    // A limit raised since a station was refused takes it again (nats-config.ts reads the mark).
    this.#store.transaction(() => this.#store.streamSettled.unmarkWithin(this.#bytesPerStation()));
    await this.#port.ensureStream({ limits: this.#streamLimits() });
    this.#states = this.#port.subscribeStates((msg) => {
      this.#onState(msg);
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
      this.#watchOnline();
      this.#consumeInvited();
      const now = this.#clock().getTime();
      if (now - this.#limitsChecked > 10_000) {
        this.#limitsChecked = now;
        this.#watchDisk();
        void this.#watchStreamLimits();
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

  // The director is told before the hub's disk is short (hub-disk.ts): once, as a fault of no
  // station, until acknowledged.
  #watchDisk(): void {
    if (this.#options.diskFree === undefined) return;
    try {
      const full = this.#store.streamSettled.full();
      const sent = this.#store.stations
        .all()
        .filter((station) => station.revokedAt === null && !full.has(station.token))
        .map((station) => this.#store.streamSettled.bytes(station.token));
      const shortage = diskShortage(this.#options.diskFree(), sent, this.#bytesPerStation());
      if (shortage === null) return;
      const now = this.#clock();
      if (
        this.#store.transaction(() => this.#store.faults.raise(null, 'limit', DISK_FAULT_KEY, shortage, now))
      )
        this.#event(`FAULT ${shortage}`);
    } catch (error) {
      this.#event(`hub: cannot tell the space left on its disk (${(error as Error).message})`);
    }
  }

  // The stream refuses a station's messages past its limit without the hub seeing them: the
  // stream's count per subject tells, and the fault names the station.
  async #watchStreamLimits(): Promise<void> {
    try {
      const counts = await this.#port.entryCounts();
      const limit = this.#streamLimits().messagesPerStation;
      const now = this.#clock();
      for (const [subject, count] of Object.entries(counts)) {
        if (count < limit) continue;
        const token = tokenOfSubject(subject);
        const station = token === null ? null : this.#store.stations.byToken(token);
        const what = `its ${limit} messages in the hall's stream; the stream refuses its new entries`;
        const reason = `"${station?.name ?? token ?? subject}" reached the hub's limit: ${what}`;
        if (this.#store.transaction(() => this.#store.faults.raise(token, 'limit', 'stream', reason, now)))
          this.#event(`FAULT ${reason}`);
      }
    } catch {
      // The stream is not reachable now: the consume loop says so.
    }
  }

  /** Stops; messages taken but not committed are not acknowledged, so they come again. */
  async stop(): Promise<void> {
    if (this.#watch !== null) clearInterval(this.#watch);
    this.#states?.unsubscribe();
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
      // Most batches hold no message that makes the ingest throw, and are taken in one go; one
      // that does is undone whole and taken again with each entry in a savepoint of its own. A
      // savepoint copies every page its entry touches: about a tenth of the hub's ingest.
      taken = this.#takeBatch(batch, now, false) ?? this.#takeBatch(batch, now, true);
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

  /**
   * Stores `batch` in one transaction. `guarded`: each entry in a savepoint of its own, so one that
   * throws (a bug met by a message no station should send) is dropped with a line, never the batch.
   * Unguarded, such an entry undoes the whole transaction and the answer is null: the caller takes
   * the batch again guarded. A store failure throws either way.
   */
  #takeBatch(batch: readonly EntryDelivery[], now: Date, guarded: true): TakenBatch;
  #takeBatch(batch: readonly EntryDelivery[], now: Date, guarded: false): TakenBatch | null;
  #takeBatch(batch: readonly EntryDelivery[], now: Date, guarded: boolean): TakenBatch | null {
    const taken: TakenBatch = { events: [], dropped: new Set(), stored: 0 };
    try {
      this.#store.transaction(() => {
        taken.events.push(...settleTaken(this.#store, batch.map(settledOf), this.#bytesPerStation(), now));
        const context: IngestContext = {
          designation: this.#store.designations.current(),
          ...(this.#options.rejudge === undefined ? {} : { rejudge: this.#options.rejudge }),
        };
        for (const msg of batch) {
          const token = tokenOfSubject(msg.subject);
          const messageId = safeHeader(msg, MESSAGE_ID_HEADER);
          // A message carries one entry or a run of them, a line each (entryBodies). A line dropped
          // past the station's limits, or one that throws, ends its message: the lines after it
          // are later entries, which would only wait ahead of the gap it leaves.
          for (const body of entryBodies(msg.string(), messageId)) {
            const ingest = () => ingestEntry(this.#store, { token, messageId, body }, now, context);
            try {
              const outcome = guarded ? this.#store.savepoint(ingest) : ingest();
              taken.stored += outcome.stored;
              if (outcome.event !== null) taken.events.push(outcome.event);
              if (outcome.result === 'dropped') {
                taken.dropped.add(msg);
                break;
              }
            } catch (error) {
              if (isStoreFailure(error)) throw error;
              if (!guarded) throw new EntryThrew();
              taken.dropped.add(msg);
              taken.events.push(
                `hub: dropped a message on ${msg.subject} that could not be read (${(error as Error).message})`,
              );
              break;
            }
          }
        }
      });
    } catch (error) {
      if (error instanceof EntryThrew) return null;
      throw error;
    }
    return taken;
  }

  #onState(msg: StateRequest): void {
    // Whatever a state message holds, the hub's connection must keep reading: an exception here
    // would reach the NATS client's read loop and stop every station's traffic.
    try {
      this.#answerState(msg);
    } catch (error) {
      this.#event(`hub: a state message on ${msg.subject} could not be read (${(error as Error).message})`);
    }
  }

  #answerState(msg: StateRequest): void {
    const token = tokenOfSubject(msg.subject);
    const station = token === null ? null : this.#store.stations.byToken(token);
    // The receipt goes to the sender's own inbox and nowhere else: a reply subject is the sender's
    // to choose, and the hub's answer must not be a message it publishes for a station elsewhere
    // (on the stream's API, on another station's subjects). nats-server allows its user no more.
    if (station === null || !this.#ownInbox(station, msg.reply)) {
      if (station !== null && msg.reply !== undefined) this.#forgedReply(station, msg.reply);
      return;
    }
    const respond = (receipt: HubReceipt): void => {
      msg.respond(JSON.stringify(receipt));
    };
    if (station.revokedAt !== null) {
      respond({ verified: null, revoked: true });
      return;
    }
    const state = parseMessage(stationStateSchema, msg.string());
    if (state === null) return;
    const now = this.#clock();
    const machine = safeHeader(msg, HALL_HEADERS.machine) ?? '';
    const instance = safeHeader(msg, HALL_HEADERS.instance) ?? '';
    // A station heard more often than twice a second is answered, not recorded each time: a flood
    // of state messages must not become a flood of synchronous commits.
    // Nothing new: the same head reported, the hub holds what it held when it last recorded one
    // (a state heard after the hub stored the station's last entry is what "up to date" rests on),
    // and the station says the same of itself. A `hall sync` sends its last state, with the list it
    // just installed, within a moment of the one before: that one is always recorded.
    const head = state.head?.seq ?? 0;
    const seen = `${head}:${station.verified?.seq ?? 0}:${saysOfItself(state)}`;
    const last = this.#recordedAt.get(station.token);
    if (last !== undefined && now.getTime() - last.at < 500 && last.seen === seen) {
      respond(this.#receiptOf(station.token));
      return;
    }
    this.#recordedAt.set(station.token, { at: now.getTime(), seen });
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
            this.#store.faults.raise(
              station.token,
              'two-machines',
              createHash('sha256').update([station.machine, machine].sort().join(':')).digest('hex'),
              message,
              now,
            )
          ) {
            this.#event(`FAULT ${message}`);
          }
        }
        if (station.stationId !== null && state.stationId !== station.stationId) {
          const message = `"${station.name}" reports station id ${state.stationId}, but its entries are station ${station.stationId}`;
          if (
            this.#store.faults.raise(
              station.token,
              'foreign-station-id',
              state.stationId.slice(0, 64),
              message,
              now,
            )
          )
            this.#event(`FAULT ${message}`);
        }
        this.#store.stations.recordState(station.token, state, { instance, machine, at: now });
      });
    } catch (error) {
      this.#event(`hub: cannot record the state of "${station.name}" (${(error as Error).message})`);
    }
    // A station used from the command line is heard at `hall join` and each `hall sync` only: each
    // is one line, never "online" then "offline" fifteen seconds later.
    if (state.presence === 'on-demand') {
      if (this.#heardOnDemand.get(station.token) === head) return respond(this.#receiptOf(station.token));
      this.#heardOnDemand.set(station.token, head);
      this.#event(
        `${station.name}: heard from the command line (calls itself "${state.stationName}", head ${state.head?.seq ?? 0}, hub holds ${station.verified?.seq ?? 0})`,
      );
    } else if (!this.#online.has(station.token)) {
      this.#online.add(station.token);
      this.#event(
        `${station.name}: online (calls itself "${state.stationName}", app ${state.appVersion}, head ${state.head?.seq ?? 0}, hub holds ${station.verified?.seq ?? 0})`,
      );
    }
    respond(this.#receiptOf(station.token));
  }

  #receiptOf(token: string): HubReceipt {
    return { verified: this.#store.stations.byToken(token)?.verified ?? null, revoked: false };
  }

  #ownInbox(station: HubStation, reply: string | undefined): boolean {
    const inbox = `${stationSubjects(this.#hallId, station.token).inboxPrefix}.`;
    return reply !== undefined && reply.startsWith(inbox) && reply.length > inbox.length;
  }

  #forgedReply(station: HubStation, reply: string): void {
    const shown = visibleText(reply.slice(0, 200));
    const message = `"${station.name}" asked the hub to answer on ${shown}, not on its own inbox: the hub answers nothing there`;
    try {
      if (
        this.#store.transaction(() =>
          this.#store.faults.raise(station.token, 'forged-reply', shown, message, this.#clock()),
        )
      )
        this.#event(`FAULT ${message}`);
    } catch (error) {
      this.#event(`hub: cannot record a fault of "${station.name}" (${(error as Error).message})`);
    }
  }

  #watchOnline(): void {
    const now = this.#clock().getTime();
    for (const token of this.#online) {
      const station = this.#store.stations.byToken(token);
      const lastSeen = station?.lastSeen === null || station === null ? 0 : Date.parse(station.lastSeen);
      if (now - lastSeen > ONLINE_WITHIN_MS) {
        this.#online.delete(token);
        this.#event(`${station?.name ?? token}: offline (last seen ${station?.lastSeen ?? 'never'})`);
      }
    }
  }
}
