import type { NatsConnection, Status } from '@nats-io/transport-node';
import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { Objm } from '@nats-io/obj';
import { hallBuckets } from '../../core/hall/hall-buckets.ts';
import { HallSettingsMissing, type HallListPort } from './list-port.ts';

/** The most a carried list may declare: 1 GiB, far beyond any word list. */
const MAX_LIST_BYTES = 1024 * 1024 * 1024;

/** How long a transfer may go without a byte before it is given up (and tried again), by default. */
export const LIST_STALL_MS = 30_000;

/**
 * The receiver's port over a station's NATS connection: its hall's settings bucket watched for the
 * designation, its lists bucket read (the Object Store client checks each object's SHA-256 as it
 * reads it, and rejects one cut short). The station's user may only read them (nats-config.ts).
 * A transfer ends, failed, when the connection is lost part-way or no byte comes for `stallMs`:
 * the Object Store's reader would otherwise wait on a consumer the server no longer has.
 */
export function natsListPort(
  nc: NatsConnection,
  hallId: string,
  options: { readonly stallMs?: number } = {},
): HallListPort {
  const stallMs = options.stallMs ?? LIST_STALL_MS;
  const buckets = hallBuckets(hallId);
  return {
    watch: async (key, onValue) => {
      const kv = await new Kvm(nc).open(buckets.settings);
      // Opening a bucket checks nothing; asking its state tells a hub that made none.
      await kv.status().catch((error: unknown) => {
        if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)
          throw new HallSettingsMissing();
        throw error;
      });
      // The current value first, before this resolves: a caller then knows what the hall holds now
      // (the watch's first delivery comes later). The watch gives it again; the receiver takes it once.
      const current = await kv.get(key);
      onValue(current?.operation === 'PUT' ? current.value : null);
      const watch = await kv.watch({ key });
      void (async () => {
        for await (const entry of watch) onValue(entry.operation === 'PUT' ? entry.value : null);
      })().catch(() => undefined);
      return () => {
        watch.stop();
      };
    },
    fetchList: async (name, onProgress) => {
      const store = await new Objm(nc).open(buckets.lists);
      const result = await store.get(name);
      if (result === null) throw new Error(`the hall holds no ${name}`);
      // Settles with the digest check's failure, if any, once the last chunk is read; read here, so
      // a transfer that fails on the way leaves no rejection unheard.
      const ended = result.error.catch((error: unknown) => error);
      const total = result.info.size;
      // Only the hub writes the bucket, but the station allocates what it declares: a size no word
      // list comes near (the 3 M-word Polish list packs to ~60 MB) is refused before a byte is read.
      if (total > MAX_LIST_BYTES) {
        void result.data.cancel().catch(() => undefined);
        throw new Error(`the hall's ${name} declares ${total} bytes, more than any list (${MAX_LIST_BYTES})`);
      }
      const bytes = new Uint8Array(total);
      let received = 0;
      onProgress?.(0, total);
      const reader = result.data.getReader();
      const came = (): string => `${received} of its ${total} bytes came`;
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
      try {
        waitForBytes();
        for (;;) {
          const { done, value } = await Promise.race([reader.read(), lost]);
          if (done) break;
          if (received + value.byteLength > total)
            throw new Error(`the hall's ${name} holds more than the ${total} bytes it names`);
          bytes.set(value, received);
          received += value.byteLength;
          onProgress?.(received, total);
          waitForBytes();
        }
      } catch (error) {
        // The consumer reading the chunks is stopped with the transfer.
        await reader.cancel().catch(() => undefined);
        throw error;
      } finally {
        clearTimeout(stall);
        statuses.stop?.();
        reader.releaseLock();
      }
      const failed = await ended;
      if (failed instanceof Error) throw failed;
      if (failed !== null && failed !== undefined) throw new Error(`the hall's ${name} could not be read`);
      if (received !== total) throw new Error(`the hall's ${name} was cut short: ${came()}`);
      return bytes;
    },
  };
}
