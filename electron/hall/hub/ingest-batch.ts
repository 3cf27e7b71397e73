// One batch of entry messages taken into the hub's store in one transaction: what the ingest
// commits before it acknowledges any of them (hub-ingestor.ts).
import { entryBodies } from '../../core/hall/hub/hub-entry-message.ts';
import { ingestEntry } from '../../core/hall/hub/hub-ingest.ts';
import type { HubStore } from '../../core/hall/hub/hub-store.ts';
import type { IngestContext } from '../../core/hall/hub/hub-stored-flags.ts';
import { settleTaken, type TakenMessage } from '../../core/hall/hub/hub-stream-settle.ts';
import { tokenOfSubject } from '../../core/hall/wire/hall-subjects.ts';
import type { EntryDelivery } from './ingest-port.ts';
import { MESSAGE_ID_HEADER, safeHeader } from './message-headers.ts';

/** What one batch came to: lines for the hub's log, the messages dropped, the entries stored. */
export interface TakenBatch {
  readonly events: string[];
  readonly dropped: Set<EntryDelivery>;
  stored: number;
}

/** What a batch is taken with: the store, what entries are judged against, each station's budget. */
export interface BatchTaking {
  readonly store: HubStore;
  readonly context: () => IngestContext;
  readonly bytesPerStation: number;
}

/** What the stream's bookkeeping needs of a message taken: whose, where, and its size there. */
function settledOf(msg: EntryDelivery): TakenMessage {
  return { token: tokenOfSubject(msg.subject), seq: msg.seq, bytes: Buffer.byteLength(msg.string()) };
}

/** An entry threw in a batch taken without savepoints: the batch is undone and taken again guarded. */
class EntryThrew extends Error {}

/** A store failure (the disk, the file): the batch waits in the stream. Anything else is the message's own. */
function isStoreFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_');
}

/**
 * Stores `batch` in one transaction. Most batches hold no message that makes the ingest throw,
 * and are taken in one go; one that does is undone whole and taken again with each entry in a
 * savepoint of its own, so that entry is dropped with a line, never the batch. A savepoint copies
 * every page its entry touches: about a tenth of the hub's ingest. A store failure throws.
 */
export function takeBatch(taking: BatchTaking, batch: readonly EntryDelivery[], now: Date): TakenBatch {
  return takeOnce(taking, batch, now, false) ?? takeOnce(taking, batch, now, true);
}

/**
 * Stores `batch` in one transaction. `guarded`: each entry in a savepoint of its own. Unguarded,
 * an entry that throws undoes the whole transaction and the answer is null.
 */
function takeOnce(taking: BatchTaking, batch: readonly EntryDelivery[], now: Date, guarded: true): TakenBatch;
function takeOnce(
  taking: BatchTaking,
  batch: readonly EntryDelivery[],
  now: Date,
  guarded: false,
): TakenBatch | null;
function takeOnce(
  { store, context: contextNow, bytesPerStation }: BatchTaking,
  batch: readonly EntryDelivery[],
  now: Date,
  guarded: boolean,
): TakenBatch | null {
  const taken: TakenBatch = { events: [], dropped: new Set(), stored: 0 };
  try {
    store.transaction(() => {
      taken.events.push(...settleTaken(store, batch.map(settledOf), bytesPerStation, now));
      const context = contextNow();
      for (const msg of batch) {
        const token = tokenOfSubject(msg.subject);
        const messageId = safeHeader(msg, MESSAGE_ID_HEADER);
        // A message carries one entry or a run of them, a line each (entryBodies). A line dropped
        // past the station's limits, or one that throws, ends its message: the lines after it
        // are later entries, which would only wait ahead of the gap it leaves.
        for (const body of entryBodies(msg.string(), messageId)) {
          const ingest = () => ingestEntry(store, { token, messageId, body }, now, context);
          try {
            const outcome = guarded ? store.savepoint(ingest) : ingest();
            taken.stored += outcome.stored;
            if (outcome.event !== null) taken.events.push(outcome.event);
            if (outcome.result === 'dropped') {
              taken.dropped.add(msg);
              break;
            }
          } catch (error) {
            if (isStoreFailure(error)) throw error;
            if (!guarded) throw new EntryThrew();
            taken.dropped.add(msg);
            taken.events.push(
              `hub: dropped a message on ${msg.subject} that could not be read (${(error as Error).message})`,
            );
            break;
          }
        }
      }
    });
  } catch (error) {
    if (error instanceof EntryThrew) return null;
    throw error;
  }
  return taken;
}
