// An entry message as the hub reads it, before any check: whose subject it came on, its message
// id, and the entry bodies it carries.
import type { LogEntry } from '../../log/log-entry.ts';
import { encodeEntry } from '../wire/hall-messages.ts';
import { entryMessageId, parseEntryMessageId } from '../wire/hall-subjects.ts';

/** One entry message as the hub received it: whose subject it came on, its message id and body. */
export interface EntryMessage {
  /** The invitation token of the subject it was published on (NATS permissions bind it to the station). */
  readonly token: string | null;
  /** Its JetStream message id (`Nats-Msg-Id`), which the stream's duplicate window goes by; null when it had none. */
  readonly messageId: string | null;
  readonly body: string;
}

/** The message an honest station publishes for `entry` under invitation `token`. */
export function entryMessage(token: string, entry: LogEntry): EntryMessage {
  return { token, messageId: entryMessageId(token, entry.seq, entry.hash), body: encodeEntry(entry) };
}

/**
 * The entry bodies one message carries: a run of entries comes one encoded entry a line (JSON
 * never holds a raw line break), a single entry as the whole body. A message of several lines is
 * taken as a run only when its message id is a run's naming exactly as many entries, and no line
 * is empty; anything else is returned whole, so it is refused once as not a log entry, never line
 * by line: what one message can make the hub do stays bounded by the run it claims to be.
 */
export function entryBodies(body: string, messageId: string | null): readonly string[] {
  if (!body.includes('\n')) return [body];
  const lines = body.split('\n');
  const id = messageId === null ? null : parseEntryMessageId(messageId);
  const isRun =
    id !== null &&
    id.last > id.first &&
    id.last - id.first + 1 === lines.length &&
    lines.every((line) => line.length > 0);
  return isRun ? lines : [body];
}

/**
 * Whether `body` is the stream's acknowledgement of a publish (`{"stream":…,"seq":…}`). JetStream
 * answers a publish on its reply subject, whatever that is: a station that names another's entry
 * subject as its reply has the acknowledgement captured there. Told apart from a malformed entry
 * so the fault does not blame the station it landed on.
 */
export function isStreamAcknowledgement(body: string): boolean {
  try {
    const value = JSON.parse(body) as unknown;
    return (
      typeof value === 'object' && value !== null && 'stream' in value && 'seq' in value && !('hash' in value)
    );
  } catch {
    return false;
  }
}
