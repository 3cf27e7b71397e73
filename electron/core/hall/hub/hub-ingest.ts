import { GENESIS_HASH } from '../../log/log-entry.ts';
import { linkProblem } from '../../log/log-verify.ts';
import { entryProblem, rulingProblem } from './entry-consistency.ts';
import { decodeEntry } from '../wire/hall-messages.ts';
import { isStreamAcknowledgement, type EntryMessage } from './hub-entry-message.ts';
import { releaseHeld, storedEntry } from './hub-held-release.ts';
import { refusalsOf } from './hub-ingest-refusal.ts';
import { HUB_LIMITS } from '../wire/hub-limits.ts';
import { messageIdProblem } from './hub-message-id.ts';
import type { HubStore } from './hub-store.ts';
import { flagStored, type IngestContext } from './hub-stored-flags.ts';
import { visibleText } from '../wire/visible-text.ts';

export { VERDICT_DIFFERS_FAULT } from '../wire/hall-fault-kinds.ts';

/** What became of one entry message, and whether the stream should keep offering it. */
export type IngestResult = 'stored' | 'duplicate' | 'held' | 'quarantined' | 'dropped';

/** What became of one entry message; `event` is a line for the hub's log, null for the quiet cases. */
export interface IngestOutcome {
  readonly result: IngestResult;
  /** How many entries joined the station's verified chain (a gap filled releases those held after it). */
  readonly stored: number;
  readonly event: string | null;
}

/**
 * Takes one entry message into the hub's store, in the caller's transaction. The next entry of a
 * station's chain is verified (seq, link to the previous hash, its own hash, its message id, and
 * for a verdict that it is one the hub would give: see entry-consistency.ts) and stored; one ahead
 * of a gap is held until the gap fills; a resend of a stored entry is a duplicate. Everything else
 * is quarantined as evidence and raises a fault: a message that is not an entry, an entry naming
 * another station, a fork (a stored seq with another hash), a broken link, a message id that is
 * not the entry's own (it would make the stream drop another station's entry as a duplicate), a
 * verdict that contradicts its own words. A station past its limits (held entries, quarantined
 * evidence) has its message dropped with one fault, so one station cannot fill the hub's disk.
 * An adjudication stored on another list than the designated one raises a fault too, and so does
 * an event stored in the hall's name that the hub never carried (hub-settings-check.ts).
 */
export function ingestEntry(
  store: HubStore,
  message: EntryMessage,
  now: Date,
  context: IngestContext = { designation: null },
): IngestOutcome {
  const station = message.token === null ? null : store.stations.byToken(message.token);
  const { refuse, overLimit } = refusalsOf(store, message, station, now);
  if (station === null)
    return refuse(
      'uninvited',
      `a message on a subject of no invited station (${message.token ?? '?'})`,
      null,
    );
  const entry = decodeEntry(message.body);
  if (entry === null)
    return isStreamAcknowledgement(message.body)
      ? refuse(
          'stray-ack',
          `the stream's acknowledgement of another message landed on "${station.name}"'s subject: a station that knows its invitation token published with it as the reply subject (not "${station.name}"'s doing)`,
          null,
        )
      : refuse('malformed', 'a message that is not a log entry', null);

  // An id of another invited station's is refused first, whatever the entry: it names both.
  const forged = messageIdProblem(store, station, message.messageId, entry);
  if (forged?.otherStation === true) return refuse('forged-id', forged.text, entry);
  if (station.stationId === null) {
    // A revoked invitation does not hold the station id: a station that joined with the wrong file
    // is mended by revoking that invitation and joining with its own (docs/HALL-GUIDE.md).
    const other = store.stations.activeByStationId(entry.stationId);
    if (other !== null && other.token !== station.token) {
      return refuse(
        'two-machines',
        `station id ${visibleText(entry.stationId)} is already used by "${other.name}": one station's log is being published under two invitations`,
        entry,
      );
    }
    // Bound only once its entry 1 is verified and stored (below): an entry that decodes is not
    // enough to claim a station id for an invitation.
  } else if (entry.stationId !== station.stationId) {
    return refuse(
      'foreign-station-id',
      `entry ${entry.seq} names station ${visibleText(entry.stationId)}, but "${station.name}" is station ${station.stationId}`,
      entry,
    );
  }

  const verifiedSeq = station.verified?.seq ?? 0;
  if (entry.seq <= verifiedSeq) {
    const stored = store.chains.hash(station.token, entry.seq);
    if (stored !== entry.hash)
      return refuse(
        'fork',
        `entry ${entry.seq} arrived with another hash than the one stored: the log was forked or rewritten`,
        entry,
      );
    if (forged !== null) return refuse('forged-id', forged.text, entry);
    return { result: 'duplicate', stored: 0, event: null };
  }
  // After the duplicate check, so the stream read again at a start still finds what a station
  // published before its revocation stored. On a federation's cluster (`hall start --nats`) the
  // revoked station's NATS user is the federation's to remove; until then its entries end here.
  if (station.revokedAt !== null)
    return refuse(
      'revoked',
      `entry ${entry.seq} arrived from "${station.name}" after it was revoked (${station.revokedAt}): kept as evidence, not in the hall's log`,
      entry,
    );
  if (forged !== null) return refuse('forged-id', forged.text, entry);
  const inconsistent = entryProblem(entry, station, context.designation);
  if (inconsistent !== null)
    return refuse(
      'inconsistent',
      `entry ${entry.seq} is not a verdict the hub would give: ${inconsistent}`,
      entry,
    );
  if (entry.seq > verifiedSeq + 1) {
    const held = store.held.get(station.token, entry.seq);
    if (held?.hash === entry.hash) return { result: 'duplicate', stored: 0, event: null };
    if (held !== null) {
      return refuse(
        'fork',
        `entry ${entry.seq} arrived twice with different hashes: the log was forked or rewritten`,
        entry,
      );
    }
    // Entries far ahead of the chain wait in the hub's store: a budget per station, so a station
    // cannot fill the hub's disk with them. What is dropped here comes again: the station resends
    // from what the hub holds once its receipts show the gap.
    if (
      store.held.bytes(station.token) + message.body.length + HUB_LIMITS.rowOverheadBytes >
      HUB_LIMITS.heldBytesPerStation
    )
      return overLimit(
        `more than ${HUB_LIMITS.heldBytesPerStation / 1024 / 1024} MiB of entries wait ahead of a gap after entry ${verifiedSeq}; the rest are dropped until it is filled`,
      );
    store.held.hold(station.token, entry.seq, entry.hash, message.body, now);
    return {
      result: 'held',
      stored: 0,
      event: `${station.name}: entry ${entry.seq} arrived before entry ${verifiedSeq + 1}; held until the gap is filled`,
    };
  }
  const problem = linkProblem(entry, entry.seq, station.verified?.hash ?? GENESIS_HASH);
  if (problem !== null) return refuse('chain-broken', `the chain breaks: ${problem}`, entry);
  const ruling = rulingProblem(entry, storedEntry(store, station.token, entry.refersTo));
  if (ruling !== null)
    return refuse(
      'inconsistent',
      `entry ${entry.seq} is not a ruling the hub would accept: ${ruling}`,
      entry,
    );
  if (station.stationId === null) store.stations.bindStationId(station.token, entry.stationId);
  store.chains.append(station.token, entry, message.body, now);
  const released = releaseHeld(store, station, entry, now);
  const events = flagStored(store, station, [entry, ...released], context, now);
  return {
    result: 'stored',
    stored: 1 + released.length,
    event: events.length === 0 ? null : events.join('\n'),
  };
}
