import { HUB_LIMITS } from '../wire/hub-limits.ts';
import type { HubStore } from './hub-store.ts';

/** One message of a batch the hub took from the hall's stream. */
export interface TakenMessage {
  /** The station whose subject it came on (null: no station's subject). */
  readonly token: string | null;
  /** Its sequence in the stream. */
  readonly seq: number;
  /** Its body's size in bytes. */
  readonly bytes: number;
}

/**
 * Records, in the batch's own transaction, how far each station's messages in the batch are
 * settled (every one is, stored or dropped, once the transaction commits) and the bytes they came
 * to, each message counted with the stream's overhead. A hub started again resumes each station's
 * consumer from there (station-consumers.ts). A station past `limit` bytes is marked full, once,
 * with a `limit` fault: the hub's nats-server configuration (written every second from the store)
 * then refuses that station's entries. Answers the lines for the hub's log.
 */
export function settleTaken(
  store: HubStore,
  messages: readonly TakenMessage[],
  limit: number,
  now: Date,
): string[] {
  const taken = new Map<string, { seq: number; bytes: number }>();
  for (const { token, seq, bytes } of messages) {
    if (token === null) continue;
    const sum = taken.get(token) ?? { seq: 0, bytes: 0 };
    taken.set(token, {
      seq: Math.max(sum.seq, seq),
      bytes: sum.bytes + bytes + HUB_LIMITS.streamMessageOverheadBytes,
    });
  }
  const events: string[] = [];
  for (const [token, { seq, bytes }] of taken) {
    const total = store.streamSettled.advance(token, seq, bytes);
    if (total <= limit || !store.streamSettled.markFull(token, now)) continue;
    const name = store.stations.byToken(token)?.name ?? token;
    const size =
      limit < 1024 * 1024 ? `${limit} bytes` : `${Math.round((limit / 1024 / 1024) * 10) / 10} MiB`;
    const reason = `"${name}" reached the hub's limit: more than ${size} of messages in the hall's stream, far more than any event needs; its new entries are refused (revoke it, and invite the station again if it is honest)`;
    if (store.faults.raise(token, 'limit', 'stream-bytes', reason, now)) events.push(`FAULT ${reason}`);
  }
  return events;
}
