import type { NatsConnection, Status } from '@nats-io/transport-node';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  jetstreamManager,
  type DirectMsgRequest,
  type StoredMsg,
} from '@nats-io/jetstream';
import { hallBuckets } from '../../core/hall/wire/hall-buckets.ts';
import { readObject } from './direct-object-read.ts';
import { HallSettingsMissing, type HallListPort } from './list-port.ts';

/** The most a carried list may declare: 1 GiB, far beyond any word list. */
const MAX_LIST_BYTES = 1024 * 1024 * 1024;

/** How long a transfer may go without a byte before it is given up (and tried again), by default. */
export const LIST_STALL_MS = 30_000;

/**
 * How often a watched setting is read again, by default: a setting the hub carries (it looks every
 * 250 ms) then reaches every station within a second, for a request of a few hundred bytes.
 */
export const SETTINGS_POLL_MS = 500;

/**
 * The receiver's port over a station's NATS connection: its hall's settings bucket read for the
 * designation and settings, its lists bucket for the lists. Both are read with JetStream's direct
 * get alone — a watch asks for the key's last message every `pollMs`, a list is read a chunk a
 * request (direct-object-read.ts) — because a station's user may make no consumer (nats-config.ts):
 * consumers a station could make would outlive it on the hub's disk, unbounded.
 * A transfer ends, failed, when the connection is lost part-way or no byte comes for `stallMs`.
 */
export function natsListPort(
  nc: NatsConnection,
  hallId: string,
  options: { readonly stallMs?: number; readonly pollMs?: number } = {},
): HallListPort {
  const stallMs = options.stallMs ?? LIST_STALL_MS;
  const pollMs = options.pollMs ?? SETTINGS_POLL_MS;
  const buckets = hallBuckets(hallId);
  return {
    watch: async (key, onValue) => {
      const jsm = await jetstreamManager(nc);
      const stream = `KV_${buckets.settings}`;
      const info = await jsm.streams.info(stream).catch((error: unknown) => {
        if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)
          throw new HallSettingsMissing();
        throw error;
      });
      const query = { last_by_subj: `$KV.${buckets.settings}.${key}` };
      // A bucket an older hub made without direct get is read through the stream's message API
      // until its hub, started again, turns direct get on (nats-buckets-port.ts).
      const last = (): Promise<StoredMsg | null> =>
        info.config.allow_direct
          ? jsm.direct.getMessage(stream, query)
          : jsm.streams.getMessage(stream, query);
      // A message is told from the one before by its place and time in the stream (a stream made
      // again starts its sequence again), so an unchanged value is not delivered twice.
      const identity = (message: StoredMsg | null): string =>
        message === null ? '' : `${message.seq} ${message.timestamp}`;
      const first = await last();
      // The current value first, before this resolves: a caller then knows what the hall holds now.
      onValue(valueOf(first));
      let seen = identity(first);
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      const poll = (): void => {
        timer = setTimeout(() => {
          void last()
            .then((message) => {
              if (stopped || identity(message) === seen) return;
              seen = identity(message);
              onValue(valueOf(message));
            })
            // The hub unreachable for now: the next poll asks again, as a reconnected watch would.
            .catch(() => undefined)
            .finally(() => {
              // A closed connection never opens again: the watch ends with it.
              if (!stopped && !nc.isClosed()) poll();
            });
        }, pollMs);
      };
      poll();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
    fetchList: async (name, onProgress) => {
      // A chunk's request waits a second past the stall, so the stall is what a silent hub meets.
      const jsm = await jetstreamManager(nc, { timeout: stallMs + 1_000 });
      let received = 0;
      let total = 0;
      const came = (): string =>
        total === 0 ? 'before its size was known' : `${received} of its ${total} bytes came`;
      // Rejects when the transfer is lost: the connection dropped, or nothing came for too long.
      const { promise: lost, reject: lose } = Promise.withResolvers<never>();
      lost.catch(() => undefined);
      let stall: NodeJS.Timeout | undefined;
      const waitForBytes = (): void => {
        clearTimeout(stall);
        stall = setTimeout(() => {
          lose(new Error(`the hall's ${name} stopped coming: nothing for ${stallMs / 1000} s (${came()})`));
        }, stallMs);
      };
      // The status iterator stops when told (nats.js's QueuedIterator), which its type does not say.
      const statuses = nc.status() as AsyncIterable<Status> & { stop?: () => void };
      void (async () => {
        for await (const status of statuses)
          if (status.type === 'disconnect')
            lose(new Error(`the connection to the hub was lost part-way through ${name} (${came()})`));
      })().catch(() => undefined);
      const get = (query: DirectMsgRequest): Promise<StoredMsg | null> =>
        Promise.race([jsm.direct.getMessage(`OBJ_${buckets.lists}`, query), lost]);
      try {
        waitForBytes();
        return await readObject(get, buckets.lists, name, {
          maxBytes: MAX_LIST_BYTES,
          onProgress: (bytes, size) => {
            received = bytes;
            total = size;
            waitForBytes();
            onProgress?.(bytes, size);
          },
        });
      } finally {
        clearTimeout(stall);
        statuses.stop?.();
      }
    },
  };
}

/** A setting's value in its last message: null for none, or a delete or purge marker. */
function valueOf(message: StoredMsg | null): Uint8Array | null {
  if (message === null) return null;
  const operation = message.header.get('KV-Operation');
  return operation === 'DEL' || operation === 'PURGE' ? null : message.data;
}
