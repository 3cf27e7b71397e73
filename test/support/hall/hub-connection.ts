// The hub's own NATS user, for the tests that read what the hub's work reads (its streams, its
// consumers) or check what that user may no longer do.
import { connect, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import { readFileSync } from 'node:fs';
import { hubTlsFiles } from '../../../electron/hall/hub/hub-certificates.ts';
import { hubSeed } from '../../../electron/hall/hub/hub-identity.ts';

/**
 * Connects as the hub in `hubDir` connects to its nats-server on 127.0.0.1:`port`: its seed, its
 * authority. Reconnects for as long as it is open, so that it outlives a hub started again; close it.
 */
export async function connectAsHub(hubDir: string, port: number): Promise<NatsConnection> {
  return connect({
    servers: `tls://127.0.0.1:${port}`,
    authenticator: nkeyAuthenticator(new TextEncoder().encode(hubSeed(hubDir).seed)),
    tls: { ca: readFileSync(hubTlsFiles(hubDir).caCert, 'utf8') },
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
  });
}
