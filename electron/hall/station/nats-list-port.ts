import type { NatsConnection } from '@nats-io/transport-node';
import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { Objm } from '@nats-io/obj';
import { hallBuckets } from '../../core/hall/hall-buckets.ts';
import { HallSettingsMissing, type HallListPort } from './list-port.ts';

/**
 * The receiver's port over a station's NATS connection: its hall's settings bucket watched for the
 * designation, its lists bucket read (the Object Store client checks each object's SHA-256 as it
 * reads it, and rejects one cut short). The station's user may only read them (nats-config.ts).
 */
export function natsListPort(nc: NatsConnection, hallId: string): HallListPort {
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
    fetchList: async (name) => {
      const store = await new Objm(nc).open(buckets.lists);
      const bytes = await store.getBlob(name);
      if (bytes === null) throw new Error(`the hall holds no ${name}`);
      return bytes;
    },
  };
}
