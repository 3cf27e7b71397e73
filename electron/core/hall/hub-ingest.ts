import { VERDICT_DIFFERS_FAULT } from './hub-judged-again-store.ts';
import type { Rejudge } from './hub-rejudge.ts';
import type { HallDesignation } from '../../common/hall-view-shapes.ts';
import { GENESIS_HASH, type LogEntry } from '../log/log-entry.ts';
import { linkProblem } from '../log/log-verify.ts';
import { entryProblem, rulingProblem } from './entry-consistency.ts';
import { decodeEntry, encodeEntry } from './hall-messages.ts';
import { entryMessageId, parseEntryMessageId } from './hall-subjects.ts';
import { raiseOtherList } from './hub-designation.ts';
import { HUB_LIMITS } from './hub-limits.ts';
import { flagSettingNotCarried } from './hub-settings-check.ts';
import type { HubStation, HubStore } from './hub-store.ts';
import { visibleText } from './visible-text.ts';

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

/** What every message of one batch is judged against. */
export interface IngestContext {
  /** The hall's designated list: an adjudication judged on another raises a fault. */
  readonly designation: HallDesignation | null;
  /** The hub's own judge (hub-rejudge.ts): every adjudication stored is judged again with it. */
  readonly rejudge?: Rejudge;
}

export { VERDICT_DIFFERS_FAULT } from './hub-judged-again-store.ts';

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
  const refuse = (kind: string, reason: string, entry: LogEntry | null): IngestOutcome => {
    const key = `${entry?.seq ?? '?'}:${entry?.hash ?? ''}`;
    // Evidence is kept up to a budget per station; past it, the fault says so and the rest is dropped.
    if (
      store.quarantine.bytes(message.token) + message.body.length + HUB_LIMITS.rowOverheadBytes >
      HUB_LIMITS.quarantinedBytesPerStation
    ) {
      return overLimit(
        `more than ${HUB_LIMITS.quarantinedBytesPerStation / 1024 / 1024} MiB of refused messages are kept as evidence; further refused messages are dropped`,
      );
    }
    store.quarantine.keep(
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
    const raised = store.faults.raise(message.token, kind, key, reason, now);
    return {
      result: 'quarantined',
      stored: 0,
      event: raised ? `FAULT ${station?.name ?? message.token ?? '?'}: ${reason}` : null,
    };
  };
  const overLimit = (what: string): IngestOutcome => {
    const reason = `"${station?.name ?? message.token ?? '?'}" reached the hub's limit: ${what}`;
    const raised = store.faults.raise(message.token, 'limit', what, reason, now);
    return { result: 'dropped', stored: 0, event: raised ? `FAULT ${reason}` : null };
  };
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
  // Every entry is looked at (no short cut): each other list is flagged on its own.
  const flagged = [entry, ...released]
    .map((each) => flagOtherList(store, station, each, context, now))
    .includes(true);
  const differing = [entry, ...released].filter((each) => judgeAgain(store, station, each, context, now));
  const notCarried = [entry, ...released].filter((each) => flagSettingNotCarried(store, station, each, now));
  const events = [
    ...(flagged
      ? [`FAULT ${station.name} judged on another list than the hall's (hall status says which)`]
      : []),
    ...differing.map(
      (each) =>
        `FAULT ${station.name}'s verdict on entry ${each.seq} differs from the hall's list (hall status says which)`,
    ),
    ...notCarried.map(
      (each) =>
        `FAULT ${station.name}'s entry ${each.seq} is in the hall's name, but the hub never carried it (hall status says what)`,
    ),
  ];
  return {
    result: 'stored',
    stored: 1 + released.length,
    event: events.length === 0 ? null : events.join('\n'),
  };
}

// Every adjudication stored is judged again with the hub's copy of its list, word by word; the
// outcome is kept per entry, and a verdict the hub would not give raises a fault naming the entry.
// The fault says which verdict each side gives, never which word: the director opens the entry
// for that. True when it differs.
function judgeAgain(
  store: HubStore,
  station: HubStation,
  entry: LogEntry,
  context: IngestContext,
  now: Date,
): boolean {
  if (context.rejudge === undefined || entry.kind !== 'adjudication') return false;
  const results = context.rejudge(entry);
  if (results === null) {
    store.judgedAgain.record(station.token, entry.seq, 'not-judged', null);
    return false;
  }
  const agrees =
    results.length === entry.wordResults.length &&
    results.every((result, index) => result === entry.wordResults[index]);
  store.judgedAgain.record(station.token, entry.seq, agrees ? 'agrees' : 'differs', results);
  if (agrees) return false;
  const hubVerdict = results.every(Boolean) ? 'ACCEPTABLE' : 'UNACCEPTABLE';
  const list = `${entry.lexiconName} (${entry.lexiconFingerprint.slice(0, 8)})`;
  const verdicts =
    hubVerdict === entry.verdict
      ? `the same verdict, ${hubVerdict}, but not for the same words`
      : `${hubVerdict}, not ${entry.verdict ?? 'no verdict'}`;
  store.faults.raise(
    station.token,
    VERDICT_DIFFERS_FAULT,
    `${entry.seq}:${entry.hash}`,
    `${station.name}'s verdict on entry ${entry.seq} (round ${entry.round ?? '–'}, table ${entry.table ?? '–'}) differs from the hall's list ${list}: the hub's copy gives ${verdicts}`,
    now,
  );
  return true;
}

// An adjudication judged on another list than the designated one is the station's own true record:
// stored, and flagged (once per station and list) so the director sees it.
function flagOtherList(
  store: HubStore,
  station: HubStation,
  entry: LogEntry,
  context: IngestContext,
  now: Date,
): boolean {
  const { designation } = context;
  if (designation === null || entry.kind !== 'adjudication') return false;
  if (entry.lexiconFingerprint === designation.fingerprint) return false;
  return raiseOtherList(store, station, entry, designation, now);
}

// JetStream answers a publish on its reply subject, whatever that is: a station that names another's
// entry subject as its reply has the stream's acknowledgement (`{"stream":…,"seq":…}`) captured
// there. Told apart from a malformed entry so the fault does not blame the station it landed on.
function isStreamAcknowledgement(body: string): boolean {
  try {
    const value = JSON.parse(body) as unknown;
    return (
      typeof value === 'object' && value !== null && 'stream' in value && 'seq' in value && !('hash' in value)
    );
  } catch {
    return false;
  }
}

// The entry of a station's verified chain at `seq`, or null.
function storedEntry(store: HubStore, token: string, seq: number | null): LogEntry | null {
  const record = seq === null ? null : store.chains.record(token, seq);
  return record === null ? null : decodeEntry(record);
}

/**
 * Why an entry's message id is not its own, in words naming both stations when it is another's;
 * null when it is. The stream drops a message whose id it already holds, whoever sent it, so a
 * station publishing under ids not its own could make another station's entries vanish.
 */
function messageIdProblem(
  store: HubStore,
  station: HubStation,
  messageId: string | null,
  entry: LogEntry,
): { text: string; otherStation: boolean } | null {
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

// Entries held after a gap join the chain once the gap is filled, each verified as it joins; one
// that does not link is quarantined and the rest stay held (the station's resend decides).
// Each was checked as it was held (message id, consistency) before it waited.
function releaseHeld(store: HubStore, station: HubStation, from: LogEntry, now: Date): LogEntry[] {
  const released: LogEntry[] = [];
  let previous = from;
  for (;;) {
    const held = store.held.get(station.token, previous.seq + 1);
    if (held === null) return released;
    store.held.release(station.token, previous.seq + 1);
    const entry = decodeEntry(held.record);
    const problem =
      entry === null
        ? 'a held message is not a log entry'
        : entry.stationId !== from.stationId
          ? `entry ${entry.seq} names station ${visibleText(entry.stationId)}, but its chain is station ${from.stationId}`
          : (linkProblem(entry, previous.seq + 1, previous.hash) ??
            rulingProblem(entry, storedEntry(store, station.token, entry.refersTo)));
    if (entry === null || problem !== null) {
      const reason = `the chain breaks: ${problem ?? ''}`;
      store.quarantine.keep(
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
      store.faults.raise(station.token, 'chain-broken', `${previous.seq + 1}:${held.hash}`, reason, now);
      return released;
    }
    store.chains.append(station.token, entry, held.record, now);
    released.push(entry);
    previous = entry;
  }
}
