// The hall's own nats-server, when `hall start` names no external deployment: its certificates,
// its configuration (one user per invited station), the supervised child, and the hub's connection.
import { connect, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../../core/clock.ts';
import type { HubStore } from '../../core/hall/hub/hub-store.ts';
import { hallTlsName } from '../../core/hall/wire/join-file.ts';
import { hubListen, parseListen } from './hub-address.ts';
import {
  ensureCertificateAuthority,
  hubTlsFiles,
  issueServerCertificate,
  localNames,
} from './hub-certificates.ts';
import { hubSeed } from './hub-identity.ts';
import type { HubStartOptions, Undo } from './hub-runner.ts';
import { stopLeftoverServers } from './leftover-servers.ts';
import { renderNatsConfig } from './nats-config.ts';
import { NatsSupervisor } from './nats-supervisor.ts';

/** What the hall's own server needs of `hall start`'s options. */
type OwnServerOptions = Pick<HubStartOptions, 'hubDir' | 'clock' | 'onEvent' | 'monitorPort'>;

/**
 * The hall's own nats-server: the hall's certificate authority and a server certificate for this
 * machine's addresses now and the hall's own name, any nats-server an earlier hub of this folder
 * left running stopped, the configuration with one user per invited station written, the server
 * started as a supervised child and reloaded within a second when the invitations change; then the
 * hub's own connection.
 */
export async function startOwnServer(
  store: HubStore,
  options: OwnServerOptions,
  binary: string,
  undo: Undo[],
): Promise<{ supervisor: NatsSupervisor; connection: NatsConnection }> {
  const listen = parseListen(hubListen(store));
  const clock = options.clock ?? systemClock;
  await ensureCertificateAuthority(options.hubDir, store.settings.hallName(), clock);
  // The hall's own name too: a station checks the hub by it, whatever address the hub has later.
  const hallName = hallTlsName(store.settings.hallId());
  await issueServerCertificate(
    options.hubDir,
    localNames(listen.host === '0.0.0.0' ? [hallName] : [listen.host, hallName]),
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

// Writes the configuration only when it changed; returns its text.
function writeConfig(
  store: HubStore,
  options: OwnServerOptions,
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
