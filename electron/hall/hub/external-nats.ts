// An existing NATS deployment the hub uses instead of its own nats-server (`hall start --nats`).
import { connect, credsAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import { readFileSync } from 'node:fs';
import { HallError } from '../../core/hall/wire/hall-errors.ts';

/** Connects to the deployment at `external.url` with its creds file, always over TLS. */
export async function connectExternal(external: { url: string; creds: string }): Promise<NatsConnection> {
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
