import { connect, credsAuthenticator, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import { readdirSync, readFileSync, statfsSync, writeFileSync } from 'node:fs';
import { makeOwnerOnlyFolder, tightenToOwnerOnly } from '../../core/store/owner-only.ts';
import { join } from 'node:path';
import { lockHubFolder } from '../../core/hall/hub-lock.ts';
import { systemClock, type Clock } from '../../core/clock.ts';
import { HallError } from '../../core/hall/hall-errors.ts';
import { HubStore } from '../../core/hall/hub-store.ts';
import {
  ensureCertificateAuthority,
  hubTlsFiles,
  issueServerCertificate,
  localNames,
} from './hub-certificates.ts';
import { openHubJudge, type Rejudge } from '../../core/hall/hub-rejudge.ts';
import { HubListCarrier } from './hub-list-carrier.ts';
import { natsBucketsPort } from './nats-buckets-port.ts';
import { HubIngestor } from './hub-ingestor.ts';
import { checkNatsServerVersion } from './nats-server-version.ts';
import { NatsIngestPort } from './nats-ingest-port.ts';
import { hubListen, parseListen } from './hub-address.ts';
import { hubSeed } from './hub-identity.ts';
import { renderNatsConfig } from './nats-config.ts';
import { findNatsServer } from './nats-server-binary.ts';
import { stopLeftoverServers } from './leftover-servers.ts';
import { NatsSupervisor } from './nats-supervisor.ts';

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
type Undo = (graceful: boolean) => Promise<void> | void;

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
    return { store, supervisor, stop: () => unwind(true) };
  } catch (error) {
    await unwind(false);
    throw error;
  }
}

// Everything the hub and its nats-server write (the store, the stream's files, the exports, the
// logs) is its owner's alone: the hub holds every station's per-word results.
function prepareHubFolder(hubDir: string): void {
  process.umask(0o077);
  try {
    makeOwnerOnlyFolder(hubDir);
    tightenHubFolder(hubDir);
  } catch (error) {
    throw new HallError(
      'hub-store',
      `The hub's data folder ${hubDir} cannot be made (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    );
  }
}

// `hall start --name` and `--listen` are kept for later starts.
function recordStartSettings(store: HubStore, options: HubStartOptions): void {
  if (options.name !== undefined) store.settings.set('name', options.name);
  if (options.listen !== undefined) {
    parseListen(options.listen);
    store.settings.set('listen', options.listen);
  }
}

/**
 * The hall's own nats-server: the hall's certificate authority and a server certificate for this
 * machine's addresses now, any nats-server an earlier hub of this folder left running stopped, the
 * configuration with one user per invited station written, the server started as a supervised
 * child and reloaded within a second when the invitations change; then the hub's own connection.
 */
async function startOwnServer(
  store: HubStore,
  options: HubStartOptions,
  binary: string,
  undo: Undo[],
): Promise<{ supervisor: NatsSupervisor; connection: NatsConnection }> {
  const listen = parseListen(hubListen(store));
  const clock = options.clock ?? systemClock;
  await ensureCertificateAuthority(options.hubDir, store.settings.hallName(), clock);
  await issueServerCertificate(
    options.hubDir,
    localNames(listen.host === '0.0.0.0' ? [] : [listen.host]),
    clock,
  );
  const hub = hubSeed(options.hubDir);
  const configFile = join(options.hubDir, 'nats-server.conf');
  // Holding the lock, no running hub owns a server on this configuration: any is left over.
  const leftover = await stopLeftoverServers(configFile, join(options.hubDir, 'nats-server.pid'), clock);
  if (leftover.length > 0)
    options.onEvent(
      `hub: stopped nats-server pid ${leftover.join(', ')}, left running on this folder by an earlier hub that did not stop it`,
    );
  let written = writeConfig(store, options, hub.publicKey, configFile);
  const supervisor = new NatsSupervisor(
    binary,
    configFile,
    join(options.hubDir, 'nats-server.log'),
    options.onEvent,
    clock,
  );
  supervisor.start();
  undo.push(() => supervisor.stop());
  const watcher = setInterval(() => {
    try {
      const next = writeConfig(store, options, hub.publicKey, configFile);
      if (next !== written) {
        written = next;
        supervisor.reload();
        options.onEvent('hub: invitations changed; nats-server reloaded its users');
      }
    } catch (error) {
      options.onEvent(`hub: cannot update nats-server's users (${(error as Error).message})`);
    }
  }, 1_000);
  undo.push(() => clearInterval(watcher));
  const host = listen.host === '0.0.0.0' || listen.host === '::' ? '127.0.0.1' : listen.host;
  const connection = await connect({
    servers: `tls://${host.includes(':') ? `[${host}]` : host}:${listen.port}`,
    name: 'hall hub',
    authenticator: nkeyAuthenticator(new TextEncoder().encode(hub.seed)),
    tls: { ca: readFileSync(hubTlsFiles(options.hubDir).caCert, 'utf8') },
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    timeout: 5_000,
    // No Error built ahead of each request and acknowledgement (station-connection.ts says why).
    noAsyncTraces: true,
  });
  return { supervisor, connection };
}

/** How often the carrier looks for a new designation or setting: one small read of the store. */
const CARRY_EVERY_MS = 250;

/**
 * The list carrier (hub-list-carrier.ts): the hall's buckets made, and each designation carried to
 * the stations within a second of the director making it (`hall designate` or the hall view writes
 * the store; the hub carries it). A failure is said once, and tried again at the next look.
 */
function startListCarrier(
  connection: NatsConnection,
  store: HubStore,
  options: HubStartOptions,
): { stop: () => Promise<void> } {
  const carrier = new HubListCarrier(
    store,
    options.hubDir,
    natsBucketsPort(connection, store.settings.hallId()),
    options.onEvent,
  );
  let lastProblem = '';
  let running: Promise<void> = Promise.resolve();
  const tick = (): void => {
    running = (async () => {
      try {
        await carrier.prepare();
        await carrier.carry();
        lastProblem = '';
      } catch (error) {
        const problem = (error as Error).message;
        if (problem !== lastProblem)
          options.onEvent(`hub: cannot carry the hall's list to its stations (${problem}); trying again`);
        lastProblem = problem;
      }
    })();
  };
  tick();
  let busy = false;
  const timer = setInterval(() => {
    // A put of a big list may take longer than a second: the next tick waits for it.
    if (busy) return;
    busy = true;
    tick();
    void running.finally(() => {
      busy = false;
    });
  }, CARRY_EVERY_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
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

// Writes the configuration only when it changed; returns its text.
function writeConfig(
  store: HubStore,
  options: HubStartOptions,
  hubPublicKey: string,
  configFile: string,
): string {
  const listen = parseListen(hubListen(store));
  const tls = hubTlsFiles(options.hubDir);
  const stations = store.stations.all();
  const full = store.streamSettled.full();
  const text = renderNatsConfig({
    hallId: store.settings.hallId(),
    host: listen.host,
    port: listen.port,
    storeDir: join(options.hubDir, 'jetstream'),
    pidFile: join(options.hubDir, 'nats-server.pid'),
    tls: { cert: tls.serverCert, key: tls.serverKey, ca: tls.caCert },
    hubPublicKey,
    stations: stations
      .filter((station) => station.revokedAt === null && station.publicKey !== null)
      .map((station) => ({
        token: station.token,
        publicKey: station.publicKey ?? '',
        entriesRefused: full.has(station.token),
      })),
    consumedTokens: stations.map((station) => station.token),
    monitorPort: options.monitorPort ?? null,
  });
  let current = '';
  try {
    current = readFileSync(configFile, 'utf8');
  } catch {
    // First start.
  }
  if (current !== text) writeFileSync(configFile, text, { mode: 0o600 });
  return text;
}

async function connectExternal(external: { url: string; creds: string }): Promise<NatsConnection> {
  let creds: Uint8Array;
  try {
    creds = readFileSync(external.creds);
  } catch (error) {
    throw new HallError(
      'bad-join-file',
      `The creds file ${external.creds} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
    );
  }
  try {
    return await connect({
      servers: external.url,
      name: 'hall hub',
      authenticator: credsAuthenticator(creds),
      // TLS always, checked against the system's authorities: the entries carry each word's result.
      tls: {},
      maxReconnectAttempts: -1,
      timeout: 5_000,
      noAsyncTraces: true,
    });
  } catch (error) {
    throw new HallError(
      'unreachable',
      `The NATS deployment at ${external.url} cannot be reached (${(error as Error).message}).`,
      { cause: error },
    );
  }
}

// A hub folder made by an earlier version kept the modes its umask gave (755 and 644): its files and
// folders, the stream's among them, are tightened to owner-only at the start.
function tightenHubFolder(hubDir: string): void {
  const walk = (dir: string): void => {
    tightenToOwnerOnly(dir);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) tightenToOwnerOnly(path);
    }
  };
  walk(hubDir);
}
