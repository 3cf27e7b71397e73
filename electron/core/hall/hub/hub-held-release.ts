// Entries that arrived ahead of a gap wait in the hub's store (hub-held-store.ts); once the gap is
// filled they join the station's verified chain, each verified as it joins.
import { linkProblem } from '../../log/log-verify.ts';
import type { LogEntry } from '../../log/log-entry.ts';
import { rulingProblem } from './entry-consistency.ts';
import { decodeEntry } from '../wire/hall-messages.ts';
import type { HubStation, HubStore } from './hub-store.ts';
import { visibleText } from '../wire/visible-text.ts';

/** The entry of a station's verified chain at `seq`, or null. */
export function storedEntry(store: HubStore, token: string, seq: number | null): LogEntry | null {
  const record = seq === null ? null : store.chains.record(token, seq);
  return record === null ? null : decodeEntry(record);
}

/**
 * Appends the entries held after `from` to the station's chain, in order, and returns them. One
 * that does not link is quarantined with a fault and the rest stay held (the station's resend
 * decides). Each was checked as it was held (message id, consistency) before it waited.
 */
export function releaseHeld(store: HubStore, station: HubStation, from: LogEntry, now: Date): LogEntry[] {
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
