import {
  connect,
  credsAuthenticator,
  nkeyAuthenticator,
  type NatsConnection,
  type TlsOptions,
} from '@nats-io/transport-node';
import { stationSubjects } from '../../core/hall/wire/hall-subjects.ts';
import type { JoinFile } from '../../core/hall/wire/join-file.ts';
import { connectionProblem, isCredentialsRefusal } from './connection-problem.ts';
import { retryingRefusals } from './refusal-retry.ts';
import { cutStaleConnections } from './stale-connection-cut.ts';

/** How long a first connection may take before the hub counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A connection that stops answering without a reset (Wi-Fi gone silent, a hub that slept) is
 * noticed by pings alone: one every 3 s, and the connection counts as dead when two are still
 * unanswered at the third tick, 6 to 9 s after the last answer — within the 10 s a station may
 * take to notice, and it then reconnects. The hub's nats-server pings as often (nats-config.ts).
 */
export const PING_INTERVAL_MS = 3_000;
/** Pings unanswered at once before the connection counts as dead (see {@link PING_INTERVAL_MS}). */
export const MAX_PINGS_OUT = 2;

/**
 * Connects a station to its hall as the join file says: only to the hub's addresses, over TLS
 * checked against the hall's own authority (never the system's), as the station's own NATS user,
 * with replies on the station's own inbox prefix (the only subjects it may read).
 * `keepTrying` is for the long-running publisher, which waits for the hub however long it is away.
 */
export async function connectStation(
  join: JoinFile,
  options: { readonly keepTrying?: boolean; readonly name?: string; readonly timeoutMs?: number } = {},
): Promise<NatsConnection> {
  const subjects = stationSubjects(join.hallId, join.token);
  const authenticator =
    join.auth.kind === 'nkey'
      ? nkeyAuthenticator(new TextEncoder().encode(join.auth.seed))
      : credsAuthenticator(new TextEncoder().encode(join.auth.creds));
  // Always TLS: entries carry each word's result. With no authority of the hall's own (a
  // federation's cluster), the system's authorities check the server. With the hall's name in the
  // join file, the hub's certificate is checked for that name whatever address is dialled, so a hub
  // whose address changed since its certificate was issued is still the hall's (nats.js hands these
  // options to Node's tls.connect as they are, `servername` included). Without it, nats.js gives
  // Node no name for an IP address and Node checks for `localhost`, which every hub's certificate
  // names: only the authority told one hall's hub from another's.
  const tls: TlsOptions & { servername?: string } =
    join.ca === null
      ? {}
      : { ca: join.ca, ...(join.tlsName === undefined ? {} : { servername: join.tlsName }) };
  const open = (): Promise<NatsConnection> =>
    connect({
      servers: [...join.servers],
      name: options.name ?? `station ${join.stationName}`,
      authenticator,
      inboxPrefix: subjects.inboxPrefix,
      tls,
      timeout: options.timeoutMs ?? CONNECT_TIMEOUT_MS,
      reconnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      pingInterval: PING_INTERVAL_MS,
      maxPingOut: MAX_PINGS_OUT,
      waitOnFirstConnect: options.keepTrying === true,
      // A hub restarted may refuse a station until it has reloaded its users: keep trying then too.
      ignoreAuthErrorAbort: options.keepTrying === true,
      // The client builds an Error (a stack trace) ahead of every request, in case it times out:
      // a third of the hall process's time while a backlog is sent. Our errors are said in words.
      noAsyncTraces: true,
    });
  try {
    // A refusal may be a reload's instant rather than a revocation (refusal-retry.ts says why).
    const nc = await retryingRefusals(open, isCredentialsRefusal);
    cutStaleConnections(nc);
    return nc;
  } catch (error) {
    throw connectionProblem(error, join);
  }
}
