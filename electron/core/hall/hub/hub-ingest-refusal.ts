// How the ingest refuses a message: kept as evidence in the quarantine with a fault, or, for a
// station past its limits, dropped with one fault, so one station cannot fill the hub's disk.
import type { LogEntry } from '../../log/log-entry.ts';
import type { EntryMessage } from './hub-entry-message.ts';
import type { IngestOutcome } from './hub-ingest.ts';
import { HUB_LIMITS } from '../wire/hub-limits.ts';
import type { HubStation, HubStore } from './hub-store.ts';

/** The refusals of one message: whose it is, when it came, and the store it is refused in. */
export interface IngestRefusals {
  /** Quarantines the message as evidence of `kind` with a fault saying `reason`. */
  readonly refuse: (kind: string, reason: string, entry: LogEntry | null) => IngestOutcome;
  /** Drops the message: its station reached the hub's limit on `what`. */
  readonly overLimit: (what: string) => IngestOutcome;
}

/** The refusals of `message`, from `station` (null when no invited station's subject). */
export function refusalsOf(
  store: HubStore,
  message: EntryMessage,
  station: HubStation | null,
  now: Date,
): IngestRefusals {
  const overLimit = (what: string): IngestOutcome => {
    const reason = `"${station?.name ?? message.token ?? '?'}" reached the hub's limit: ${what}`;
    const raised = store.faults.raise(message.token, 'limit', what, reason, now);
    return { result: 'dropped', stored: 0, event: raised ? `FAULT ${reason}` : null };
  };
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
  return { refuse, overLimit };
}
