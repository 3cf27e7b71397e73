// The station publisher's one port onto its hub: all it needs of JetStream and NATS, and nothing
// more. The real one is nats-hub-port.ts; a test drives the publisher (hall-publisher.ts) with a fake.
import type { HubReceipt, StationState } from '../../core/hall/wire/hall-messages.ts';
import type { LogEntry } from '../../core/log/log-entry.ts';

/** Consecutive entries sent in one message: their encodings, a line each (hub-ingest.ts entryBodies). */
export interface EntryRun {
  readonly entries: readonly LogEntry[];
  /** The message body: each entry's encoding (encodeEntry), joined by line breaks. */
  readonly body: string;
}

/** What the hub's stream answered for one message it acknowledged. */
export interface EntryAck {
  /** The stream already held a message with this id, and dropped this one. */
  readonly duplicate: boolean;
}

/** The connection to the hub, as the publisher needs to know it. */
export interface HubLinkStatus {
  /** Closed for good: nothing more goes over it. */
  readonly closed: boolean;
  /** The server refused this station's user (revoked, or credentials expired), connected or at the close. */
  readonly refused: boolean;
  /** What the connection ended with, once it is closed and that is known; else null. */
  readonly closedWith: Error | null;
}

/** What the station's publisher sends its hub, and what it learns back. */
export interface HubPort {
  /**
   * Publishes one run of entries as one message on this station's entry subject under `messageId`
   * (the stream drops a message whose id it already holds), as this station process on this
   * machine. Resolves once the stream acknowledged it; rejects when it did not within `timeoutMs`.
   */
  readonly publishRun: (run: EntryRun, messageId: string, timeoutMs: number) => Promise<EntryAck>;
  /**
   * Sends the station's state and resolves with the hub's receipt: how far it has stored and verified
   * this station's chain. Null when the hub did not answer within `timeoutMs`, or not with a receipt.
   */
  readonly sendState: (state: StationState, timeoutMs: number) => Promise<HubReceipt | null>;
  /** The connection as it stands now. */
  readonly status: () => HubLinkStatus;
}
