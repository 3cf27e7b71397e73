import { connect, credsAuthenticator, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import { HallError } from '../../core/hall/hall-errors.ts';
import { stationSubjects } from '../../core/hall/hall-subjects.ts';
import type { JoinFile } from '../../core/hall/join-file.ts';

/** How long a first connection may take before the hub counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;

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
  try {
    return await connect({
      servers: [...join.servers],
      name: options.name ?? `station ${join.stationName}`,
      authenticator,
      inboxPrefix: subjects.inboxPrefix,
      // Always TLS: entries carry each word's result. With no authority of the hall's own (a
      // federation's cluster), the system's authorities check the server.
      tls: join.ca === null ? {} : { ca: join.ca },
      timeout: options.timeoutMs ?? CONNECT_TIMEOUT_MS,
      reconnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      waitOnFirstConnect: options.keepTrying === true,
      // A hub restarted may refuse a station until it has reloaded its users: keep trying then too.
      ignoreAuthErrorAbort: options.keepTrying === true,
    });
  } catch (error) {
    throw connectionProblem(error, join);
  }
}

/**
 * Whether a connection error (a status error, or what a closed connection ended with) is the server
 * refusing this station's user: it was removed (a revoked station: nats-server drops its connection
 * and refuses it again at once) or its credentials expired. Not an authentication timeout, which a
 * slow or busy machine can cause on its own.
 */
export function isCredentialsRefusal(error: unknown): boolean {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /authorization violation|authentication (?:expired|revoked)|user authentication/iu.test(text);
}

/** A connection failure in words for the director, with the hall problem it is. */
export function connectionProblem(error: unknown, join: Pick<JoinFile, 'servers' | 'hallName'>): HallError {
  const cause = error instanceof Error && error.cause instanceof Error ? ` ${error.cause.message}` : '';
  const text = error instanceof Error ? `${error.message}${cause}` : String(error);
  if (/certificate|self.signed|unable to verify|altnames|CERT_/iu.test(text)) {
    return new HallError(
      'certificate',
      `The hub at ${join.servers.join(', ')} does not hold a certificate of the hall "${join.hallName}": this is not your hall's hub, or its certificate changed. (${text.trim()})`,
      { cause: error },
    );
  }
  if (/authoriz|authentic|permission/iu.test(text)) {
    return new HallError(
      'refused',
      `The hub of "${join.hallName}" refused this station's credentials: it was revoked, or this join file is not from this hub.`,
      { cause: error },
    );
  }
  return new HallError(
    'unreachable',
    `The hub of "${join.hallName}" cannot be reached at ${join.servers.join(', ')} (${text.trim()}).`,
    { cause: error },
  );
}
