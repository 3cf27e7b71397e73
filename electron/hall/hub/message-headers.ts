// The headers the hub reads on a station's messages, read so that no header can throw.
import type { MessageHeaders } from './ingest-port.ts';

/** The header JetStream's duplicate window goes by. */
export const MESSAGE_ID_HEADER = 'Nats-Msg-Id';

/** The longest header value the hub reads; a longer one is read as absent. */
const HEADER_MAX = 256;

/**
 * One header of a station's message, or null when it is absent, too long, or the headers do not
 * decode: the NATS client throws on a malformed header block, and nats-server passes one through.
 * A throw inside the ingest would roll back and nak its whole batch, every station's entries with
 * it, again and again: one station's malformed message must stay its own problem.
 */
export function safeHeader(
  msg: { readonly headers?: MessageHeaders | undefined },
  name: string,
): string | null {
  try {
    const value = msg.headers?.get(name) ?? '';
    return value === '' || value.length > HEADER_MAX ? null : value;
  } catch {
    return null;
  }
}
