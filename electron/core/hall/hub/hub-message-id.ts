// Whether an entry came under its own message id. The stream drops a message whose id it already
// holds, whoever sent it, so a station publishing under ids not its own could make another
// station's entries vanish: the ingest refuses such an entry and names whose id it was.
import type { LogEntry } from '../../log/log-entry.ts';
import { parseEntryMessageId } from '../wire/hall-subjects.ts';
import type { HubStation, HubStore } from './hub-store.ts';
import { visibleText } from '../wire/visible-text.ts';

/** Why an entry's message id is not its own, and whether it is another invited station's. */
export interface MessageIdProblem {
  readonly text: string;
  readonly otherStation: boolean;
}

/**
 * Why an entry's message id is not its own, in words naming both stations when it is another's;
 * null when it is.
 */
export function messageIdProblem(
  store: HubStore,
  station: HubStation,
  messageId: string | null,
  entry: LogEntry,
): MessageIdProblem | null {
  const id = messageId === null ? null : parseEntryMessageId(messageId);
  // A run's id names its range and its last entry's hash: an entry in the range is in its own
  // message (only this station can publish on its subject, so a range that lies hurts no one else).
  if (
    id !== null &&
    id.token === station.token &&
    id.first <= entry.seq &&
    entry.seq <= id.last &&
    (entry.seq !== id.last || id.hash === entry.hash)
  )
    return null;
  const shown = messageId === null ? 'no message id' : `message id ${visibleText(messageId.slice(0, 120))}`;
  const owner = id === null || id.token === station.token ? null : store.stations.byToken(id.token);
  if (owner !== null && id !== null)
    return {
      text: `"${station.name}" published entry ${entry.seq} under ${shown}, which is "${owner.name}"'s: the stream would drop "${owner.name}"'s own ${id.first === id.last ? `entry ${id.last}` : `entries ${id.first}–${id.last}`} as a duplicate`,
      otherStation: true,
    };
  return {
    text: `"${station.name}" published entry ${entry.seq} under ${shown}, not its own (${station.token}:${entry.seq}:<hash>): such ids can make the stream drop another station's entries`,
    otherStation: false,
  };
}
