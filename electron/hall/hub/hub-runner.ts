import type { NatsConnection } from '@nats-io/transport-node';
import { statfsSync } from 'node:fs';
import { resolve } from 'node:path';
import { HubPairingsStore } from '../../core/hall/hub/hub-pairings-store.ts';
import { lockHubFolder } from '../../core/hall/hub/hub-lock.ts';
import type { Clock } from '../../core/clock.ts';
import { HallError } from '../../core/hall/wire/hall-errors.ts';
import { HubStore } from '../../core/hall/hub/hub-store.ts';
import type { Rejudge } from '../../core/hall/hub/hub-rejudge.ts';
import { parseListen } from './hub-address.ts';
import { connectExternal } from './external-nats.ts';
import { prepareHubFolder } from './hub-folder.ts';
import { HubIngestor } from './hub-ingestor.ts';
import { startListCarrier } from './list-carrier-loop.ts';
import { startPairingsFollower } from './pairings-follower.ts';
import { checkNatsServerVersion } from './nats-server-version.ts';
import { NatsIngestPort } from './nats-ingest-port.ts';
import { findNatsServer } from './nats-server-binary.ts';
import type { NatsSupervisor } from './nats-supervisor.ts';
import { startOwnServer } from './own-nats-server.ts';
import { openHubJudge } from './station-lexicon-shelf.ts';

/** How `hall start` runs the hub. */
export interface HubStartOptions {
  readonly hubDir: string;
  readonly name?: string;
  readonly listen?: string;
  /** An existing NATS deployment to use instead of a child nats-server. */
  readonly external?: { readonly url: string; readonly creds: string };
  /** nats-server's HTTP monitoring port on 127.0.0.1 (the bench reads memory there). */
  readonly monitorPort?: number;
  readonly onEvent: (line: string) => void;
  readonly onStored?: (count: number) => void;
  /** Messages the hall's stream keeps per station; more are refused (default: HUB_LIMITS). */
  readonly streamMessagesPerStation?: number;
  /** Bytes of each station's messages taken from the stream before its entries are refused. */
  readonly streamBytesPerStation?: number;
  /** `hall start --pairings FILE`: the tournament's pairings, followed as TSH rewrites them. */
  readonly pairings?: string;
  /** What the time is, for everything the hub stamps and measures (default: the system's). */
  readonly clock?: Clock;
}

/** A running hub. */
export interface RunningHub {
  readonly store: HubStore;
  /** The child nats-server, or null with an external deployment. */
  readonly supervisor: NatsSupervisor | null;
  readonly stop: () => Promise<void>;
}

/** What a started part of the hub does to stop: gracefully at `stop`, at once when the start fails. */
export type Undo = (graceful: boolean) => Promise<void> | void;

/**
 * Starts the hub, in the steps below: the folder made owner-only, its lock (one hub per folder), its
 * store and the settings `hall start` was given, then NATS — an external deployment when named, else
 * the hall's own nats-server (certificates, configuration, a supervised child, users reloaded as
 * invitations change) — and the ingest. A step that fails undoes the ones before it, last first.
 */
export async function startHub(options: HubStartOptions): Promise<RunningHub> {
  prepareHubFolder(options.hubDir);
  const binary = options.external === undefined ? findNatsServer() : null;
  const undo: Undo[] = [];
  const unwind = async (graceful: boolean): Promise<void> => {
    for (const step of undo.splice(0).reverse()) await step(graceful);
  };
  const lock = lockHubFolder(options.hubDir);
  undo.push(() => lock.close());
  try {
    const store = new HubStore(options.hubDir, { create: true });
    undo.push(() => store.close());
    recordStartSettings(store, options);
    let supervisor: NatsSupervisor | null = null;
    let connection: NatsConnection;
    if (options.external !== undefined) {
      connection = await connectExternal(options.external);
    } else if (binary !== null) {
      const server = await startOwnServer(store, options, binary, undo);
      supervisor = server.supervisor;
      connection = server.connection;
    } else {
      throw new HallError('unreachable', 'The hub has no NATS connection.');
    }
    undo.push((graceful) => (graceful ? connection.drain() : connection.close()).catch(() => undefined));
    checkNatsServerVersion(connection.info?.version);
    const judge = openHubJudge(options.hubDir);
    undo.push(() => judge.close());
    const ingestor = await startIngest(connection, store, options, judge.rejudge);
    undo.push(() => ingestor.stop());
    const carrier = startListCarrier(connection, store, options);
    undo.push(() => carrier.stop());
    const follower = startPairingsFollower(store, { onEvent: options.onEvent, onChanged: carrier.carryNow });
    undo.push(() => {
      follower.stop();
    });
    return { store, supervisor, stop: () => unwind(true) };
  } catch (error) {
    await unwind(false);
    throw error;
  }
}

// `hall start --name`, `--listen` and `--pairings` are kept for later starts.
function recordStartSettings(store: HubStore, options: HubStartOptions): void {
  if (options.name !== undefined) store.settings.set('name', options.name);
  if (options.listen !== undefined) {
    parseListen(options.listen);
    store.settings.set('listen', options.listen);
  }
  if (options.pairings !== undefined)
    new HubPairingsStore(store.settings).setSource({
      path: resolve(options.pairings),
      follow: true,
      at: new Date().toISOString(),
    });
}

// The ingest: every station's entries from the hall's stream into the store.
async function startIngest(
  connection: NatsConnection,
  store: HubStore,
  options: HubStartOptions,
  rejudge: Rejudge,
): Promise<HubIngestor> {
  const ingestor = new HubIngestor(new NatsIngestPort(connection, store.settings.hallId()), store, {
    onEvent: options.onEvent,
    ...(options.streamMessagesPerStation === undefined
      ? {}
      : { streamMessagesPerStation: options.streamMessagesPerStation }),
    diskFree: () => {
      const disk = statfsSync(options.hubDir);
      return disk.bavail * disk.bsize;
    },
    ...(options.streamBytesPerStation === undefined
      ? {}
      : { streamBytesPerStation: options.streamBytesPerStation }),
    ...(options.onStored === undefined ? {} : { onStored: options.onStored }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    rejudge,
  });
  await ingestor.start();
  return ingestor;
}
