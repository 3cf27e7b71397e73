import type { NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import { Objm, type ObjectStore } from '@nats-io/obj';
import {
  DESIGNATION_KEY,
  hallBuckets,
  PAIRINGS_KEY,
  SETTINGS_KEY,
} from '../../core/hall/wire/hall-buckets.ts';
import type { HallBucketsPort } from './buckets-port.ts';

/**
 * The list carrier's port over the hub's NATS connection: the hall's settings bucket (a KV bucket
 * keeping a few values of each key) and its lists bucket (an Object Store), made on first use.
 * Both allow direct get: it is all a station may read them with (nats-config.ts).
 */
export function natsBucketsPort(nc: NatsConnection, hallId: string): HallBucketsPort {
  const names = hallBuckets(hallId);
  let settings: KV | null = null;
  let lists: ObjectStore | null = null;
  const opened = <T>(bucket: T | null): T => {
    if (bucket === null) throw new Error("the hall's buckets are not open");
    return bucket;
  };
  return {
    open: async () => {
      settings = await new Kvm(nc).create(names.settings, { history: 5, allow_direct: true });
      // Making a bucket that exists changes nothing of it: one an older hub made without direct
      // get is turned to it here (the Object Store always had it).
      const jsm = await jetstreamManager(nc);
      const stream = `KV_${names.settings}`;
      const { config } = await jsm.streams.info(stream);
      if (!config.allow_direct) await jsm.streams.update(stream, { allow_direct: true });
      lists = await new Objm(nc).create(names.lists);
    },
    hasList: async (name) => {
      const info = await opened(lists).info(name);
      return info !== null && !info.deleted;
    },
    putList: async (name, bytes) => {
      await opened(lists).putBlob({ name }, bytes);
    },
    putDesignation: async (value) => {
      await opened(settings).put(DESIGNATION_KEY, value);
    },
    putSettings: async (value) => {
      await opened(settings).put(SETTINGS_KEY, value);
    },
    putPairings: async (value) => {
      await opened(settings).put(PAIRINGS_KEY, value);
    },
    deletePairings: async () => {
      await opened(settings).delete(PAIRINGS_KEY);
    },
  };
}
