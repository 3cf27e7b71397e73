// What a station's connection to its hub ended with, in the director's words: no NATS here, so the
// publisher's logic can say it over any port (hub-port.ts).
import { HallError } from '../../core/hall/wire/hall-errors.ts';
import type { JoinFile } from '../../core/hall/wire/join-file.ts';

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
