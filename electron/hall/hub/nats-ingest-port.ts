import { nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
} from '@nats-io/jetstream';
import { hallNames, type HallNames } from '../../core/hall/hall-subjects.ts';
import { HUB_LIMITS } from '../../core/hall/hub-limits.ts';
import type { HallStreamLimits, IngestPort } from './ingest-port.ts';

/**
 * Creates the hall's stream (file storage, kept in full: the evidence of what each station sent)
 * and the hub's durable consumer, when they are not there yet, and brings an existing stream's
 * limits to these. The duplicate window is long so a station's resend after a long outage is still
 * dropped by the stream (its message ids are its own: see entryMessageId). Each station's subject
 * may hold at most `messagesPerStation` messages, each at most 32 KiB (HUB_LIMITS): a station that
 * reaches its limit has its new messages refused (its own alone: the others keep flowing), and
 * nothing the stream holds is ever discarded to make room.
 */
export async function ensureHallStream(
  nc: NatsConnection,
  names: HallNames,
  options: { readonly replay?: boolean; readonly limits?: HallStreamLimits } = {},
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
  } else if (options.limits !== undefined) {
    const { config } = await jsm.streams.info(names.stream);
    if (
      config.max_msg_size !== limits.max_msg_size ||
      config.max_msgs_per_subject !== limits.max_msgs_per_subject ||
      config.discard !== limits.discard ||
      !config.discard_new_per_subject
    )
      await jsm.streams.update(names.stream, { ...config, ...limits });
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
 * The ingest's port over the hub's NATS connection: the hall's stream and the hub's durable
 * consumer through JetStream, the stations' state subjects through a plain subscription. The
 * messages are the client's own (JetStream's JsMsg, NATS's Msg), handed on as they come. The
 * connection stays the caller's to close.
 */
export class NatsIngestPort implements IngestPort {
  readonly #nc: NatsConnection;
  readonly #names: HallNames;

  constructor(nc: NatsConnection, hallId: string) {
    this.#nc = nc;
    this.#names = hallNames(hallId);
  }

  readonly ensureStream: IngestPort['ensureStream'] = (options) =>
    ensureHallStream(this.#nc, this.#names, options);

  readonly consumeEntries: IngestPort['consumeEntries'] = async (onEntry) => {
    const consumer = await jetstream(this.#nc).consumers.get(this.#names.stream, this.#names.consumer);
    const messages = await consumer.consume({ max_messages: 2_000, callback: onEntry });
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
