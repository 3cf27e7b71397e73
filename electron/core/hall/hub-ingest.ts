import { GENESIS_HASH, type LogEntry } from '../log/log-entry.ts';
import { linkProblem } from '../log/log-verify.ts';
import { decodeEntry } from './hall-messages.ts';
import type { HubStation, HubStore } from './hub-store.ts';

/** One entry message as the hub received it: whose subject it came on, and its body. */
export interface EntryMessage {
  /** The invitation token of the subject it was published on (NATS permissions bind it to the station). */
  readonly token: string | null;
  readonly body: string;
}

/** What became of one entry message; `event` is a line for the hub's log, null for the quiet cases. */
export interface IngestOutcome {
  readonly result: 'stored' | 'duplicate' | 'held' | 'quarantined';
  /** How many entries joined the station's verified chain (a gap filled releases those held after it). */
  readonly stored: number;
  readonly event: string | null;
}

/**
 * Takes one entry message into the hub's store, in the caller's transaction. The next entry of a
 * station's chain is verified (seq, link to the previous hash, its own hash) and stored; one ahead
 * of a gap is held until the gap fills; a resend of a stored entry is a duplicate. Everything else
 * is quarantined as evidence and raises a fault: a message that is not an entry, an entry naming
 * another station, a fork (a stored seq with another hash), a broken link.
 */
export function ingestEntry(store: HubStore, message: EntryMessage, now: Date): IngestOutcome {
  const station = message.token === null ? null : store.station(message.token);
  const refuse = (kind: string, reason: string, entry: LogEntry | null): IngestOutcome => {
    store.quarantine(
      {
        token: message.token,
        seq: entry?.seq ?? null,
        hash: entry?.hash ?? null,
        kind,
        reason,
        body: message.body,
      },
      now,
    );
    const key = `${entry?.seq ?? '?'}:${entry?.hash ?? ''}`;
    const raised = store.raiseFault(message.token, kind, key, reason, now);
    return {
      result: 'quarantined',
      stored: 0,
      event: raised ? `FAULT ${station?.name ?? message.token ?? '?'}: ${reason}` : null,
    };
  };
  if (station === null)
    return refuse(
      'uninvited',
      `a message on a subject of no invited station (${message.token ?? '?'})`,
      null,
    );
  const entry = decodeEntry(message.body);
  if (entry === null) return refuse('malformed', 'a message that is not a log entry', null);

  if (station.stationId === null) {
    const other = store.stationById(entry.stationId);
    if (other !== null && other.token !== station.token) {
      return refuse(
        'two-machines',
        `station id ${entry.stationId} is already used by "${other.name}": one station's log is being published under two invitations`,
        entry,
      );
    }
    store.bindStationId(station.token, entry.stationId);
  } else if (entry.stationId !== station.stationId) {
    return refuse(
      'foreign-station-id',
      `entry ${entry.seq} names station ${entry.stationId}, but "${station.name}" is station ${station.stationId}`,
      entry,
    );
  }

  const verifiedSeq = station.verified?.seq ?? 0;
  if (entry.seq <= verifiedSeq) {
    const stored = store.verifiedHash(station.token, entry.seq);
    if (stored === entry.hash) return { result: 'duplicate', stored: 0, event: null };
    return refuse(
      'fork',
      `entry ${entry.seq} arrived with another hash than the one stored: the log was forked or rewritten`,
      entry,
    );
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
  if (entry.seq > verifiedSeq + 1) {
    const held = store.heldEntry(station.token, entry.seq);
    if (held?.hash === entry.hash) return { result: 'duplicate', stored: 0, event: null };
    if (held !== null) {
      return refuse(
        'fork',
        `entry ${entry.seq} arrived twice with different hashes: the log was forked or rewritten`,
        entry,
      );
    }
    store.hold(station.token, entry.seq, entry.hash, message.body, now);
    return {
      result: 'held',
      stored: 0,
      event: `${station.name}: entry ${entry.seq} arrived before entry ${verifiedSeq + 1}; held until the gap is filled`,
    };
  }
  const problem = linkProblem(entry, entry.seq, station.verified?.hash ?? GENESIS_HASH);
  if (problem !== null) return refuse('chain-broken', `the chain breaks: ${problem}`, entry);
  store.appendVerified(station.token, entry, message.body, now);
  return { result: 'stored', stored: 1 + releaseHeld(store, station, entry, now), event: null };
}

// Entries held after a gap join the chain once the gap is filled, each verified as it joins; one
// that does not link is quarantined and the rest stay held (the station's resend decides).
function releaseHeld(store: HubStore, station: HubStation, from: LogEntry, now: Date): number {
  let released = 0;
  let previous = from;
  for (;;) {
    const held = store.heldEntry(station.token, previous.seq + 1);
    if (held === null) return released;
    store.release(station.token, previous.seq + 1);
    const entry = decodeEntry(held.record);
    const problem =
      entry === null
        ? 'a held message is not a log entry'
        : linkProblem(entry, previous.seq + 1, previous.hash);
    if (entry === null || problem !== null) {
      const reason = `the chain breaks: ${problem ?? ''}`;
      store.quarantine(
        {
          token: station.token,
          seq: previous.seq + 1,
          hash: held.hash,
          kind: 'chain-broken',
          reason,
          body: held.record,
        },
        now,
      );
      store.raiseFault(station.token, 'chain-broken', `${previous.seq + 1}:${held.hash}`, reason, now);
      return released;
    }
    store.appendVerified(station.token, entry, held.record, now);
    released += 1;
    previous = entry;
  }
}
