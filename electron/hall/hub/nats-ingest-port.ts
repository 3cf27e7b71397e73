import { nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
} from '@nats-io/jetstream';
import {
  hallNames,
  stationConsumerName,
  stationSubjects,
  type HallNames,
} from '../../core/hall/wire/hall-subjects.ts';
import { HUB_LIMITS } from '../../core/hall/wire/hub-limits.ts';
import type { HallStreamLimits, IngestPort } from './ingest-port.ts';

/**
 * Messages one station's consumer brings in one pull, and may have delivered but not yet settled:
 * a station's catch-up of thousands of entries comes in a few pulls, and a flooding station's junk
 * is at most this much ahead of another station's entries in any batch the hub takes.
 */
const STATION_PULL = 500;
const STATION_ACK_PENDING = 2_000;

/**
 * Creates the hall's stream (file storage, kept in full: the evidence of what each station sent)
 * when it is not there yet, and brings an existing stream's limits to these. The duplicate window
 * is long so a station's resend after a long outage is still dropped by the stream (its message ids
 * are its own: see entryMessageId). Each station's subject may hold at most `messagesPerStation`
 * messages, each at most 32 KiB (HUB_LIMITS): a station that reaches its limit has its new messages
 * refused (its own alone: the others keep flowing), and nothing the stream holds is ever discarded
 * to make room. The one consumer of every station's entries that hubs kept before each station had
 * its own is removed: it would hold every message it ever delivered unacknowledged.
 */
export async function ensureHallStream(
  nc: NatsConnection,
  names: HallNames,
  options: { readonly limits?: HallStreamLimits } = {},
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  const exists = await jsm.streams.info(names.stream).then(
    () => true,
    () => false,
  );
  const limits = {
    max_msg_size: HUB_LIMITS.entryMessageBytes,
    max_msgs_per_subject: options.limits?.messagesPerStation ?? HUB_LIMITS.streamMessagesPerStation,
    discard: DiscardPolicy.New,
    discard_new_per_subject: true,
  };
  if (!exists) {
    await jsm.streams.add({
      name: names.stream,
      subjects: [names.allEntries],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      duplicate_window: nanos(15 * 60_000),
      ...limits,
    });
    return;
  }
  if (options.limits !== undefined) {
    const { config } = await jsm.streams.info(names.stream);
    if (
      config.max_msg_size !== limits.max_msg_size ||
      config.max_msgs_per_subject !== limits.max_msgs_per_subject ||
      config.discard !== limits.discard ||
      !config.discard_new_per_subject
    )
      await jsm.streams.update(names.stream, { ...config, ...limits });
  }
  await jsm.consumers.delete(names.stream, names.consumer).catch(() => false);
}

/** Whether `error` is JetStream saying the consumer is not there. */
function isConsumerNotFound(error: unknown): boolean {
  return error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound;
}

/**
 * The ingest's port over the hub's NATS connection: the hall's stream and a durable consumer per
 * station through JetStream, the stations' state subjects through a plain subscription. The
 * messages are the client's own (JetStream's JsMsg, NATS's Msg), handed on as they come. The
 * connection stays the caller's to close.
 */
export class NatsIngestPort implements IngestPort {
  readonly #nc: NatsConnection;
  readonly #hallId: string;
  readonly #names: HallNames;

  constructor(nc: NatsConnection, hallId: string) {
    this.#nc = nc;
    this.#hallId = hallId;
    this.#names = hallNames(hallId);
  }

  readonly ensureStream: IngestPort['ensureStream'] = (options) =>
    ensureHallStream(this.#nc, this.#names, options);

  readonly ackFloor: IngestPort['ackFloor'] = async (token) => {
    const jsm = await jetstreamManager(this.#nc);
    try {
      const info = await jsm.consumers.info(this.#names.stream, stationConsumerName(this.#hallId, token));
      return info.ack_floor.stream_seq;
    } catch (error) {
      if (isConsumerNotFound(error)) return null;
      throw error;
    }
  };

  readonly consumeStation: IngestPort['consumeStation'] = async (token, start, onEntry) => {
    const name = stationConsumerName(this.#hallId, token);
    const jsm = await jetstreamManager(this.#nc);
    if (start !== 'resume') await jsm.consumers.delete(this.#names.stream, name).catch(() => false);
    // One that is there is taken as it is, where it stopped: adding it again with another start
    // (it was made after a sequence) would be refused as a change.
    const exists =
      start === 'resume' &&
      (await jsm.consumers.info(this.#names.stream, name).then(
        () => true,
        (error: unknown) => {
          if (isConsumerNotFound(error)) return false;
          throw error;
        },
      ));
    if (!exists)
      await jsm.consumers.add(this.#names.stream, {
        durable_name: name,
        filter_subject: stationSubjects(this.#hallId, token).entries,
        ack_policy: AckPolicy.Explicit,
        ...(start === 'resume' || start.after === 0
          ? { deliver_policy: DeliverPolicy.All }
          : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: start.after + 1 }),
        ack_wait: nanos(30_000),
        max_ack_pending: STATION_ACK_PENDING,
      });
    const consumer = await jetstream(this.#nc).consumers.get(this.#names.stream, name);
    const messages = await consumer.consume({ max_messages: STATION_PULL, callback: onEntry });
    return { closed: () => messages.closed(), close: () => messages.close() };
  };

  readonly subscribeStates: IngestPort['subscribeStates'] = (onState) =>
    this.#nc.subscribe(this.#names.allStates, {
      callback: (error, msg) => {
        if (error === null) onState(msg);
      },
    });

  readonly entryCounts: IngestPort['entryCounts'] = async () => {
    const jsm = await jetstreamManager(this.#nc);
    const info = await jsm.streams.info(this.#names.stream, { subjects_filter: this.#names.allEntries });
    return info.state.subjects ?? {};
  };
}
