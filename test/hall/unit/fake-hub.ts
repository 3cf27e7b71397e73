// A hub in memory behind the station publisher's port (electron/hall/station/hub-port.ts): a stream
// that drops a message whose id it already holds, and a hub that keeps each station's chain from
// entry 1 and answers every state message with how far it holds it. No NATS, no server: what a
// real hub does that the publisher's decisions depend on, and switches for what goes wrong.
import { setImmediate } from 'node:timers/promises';
import type { HubReceipt, StationState } from '../../../electron/core/hall/wire/hall-messages.ts';
import type { ChainHead } from '../../../electron/core/log/challenge-log.ts';
import type { LogEntry } from '../../../electron/core/log/log-entry.ts';
import type { EntryAck, EntryRun, HubLinkStatus, HubPort } from '../../../electron/hall/station/hub-port.ts';

/** One publish the stream answered (or did not): one message, one entry or a run of them. */
export interface Publish {
  readonly id: string;
  /** The seq of the message's last entry (its only one, unless it carried a run). */
  readonly seq: number;
  /** Every entry's seq it carried. */
  readonly seqs: readonly number[];
  /** 'taken', 'duplicate' (the stream dropped it by its id), or 'failed' (no acknowledgement came). */
  readonly outcome: 'taken' | 'duplicate' | 'failed';
}

export class FakeHub implements HubPort {
  /** Every publish, in the order the publisher made them. */
  readonly publishes: Publish[] = [];
  /** Every state message the station sent. */
  readonly states: StationState[] = [];
  /** How many times the hub stored each entry in its chain, by seq. */
  readonly stores = new Map<number, number>();
  /** The stream's message ids. */
  readonly #streamIds = new Set<string>();
  /** What the hub holds of the station's chain, by seq (what arrived ahead of a gap included). */
  readonly #held = new Map<number, LogEntry>();

  /** No acknowledgement comes, and no receipt: the hub or the network is away. */
  away = false;
  /** The stream takes each message and the hub stores it, but the acknowledgement is lost on the way. */
  acksLost = false;
  /** The stream takes each message but the hub does not get it (its store cannot write). */
  hubNotStoring = false;
  /** The hub reads a run (a message of several entries) as one malformed message: a hub older than runs. */
  hubReadsRuns = true;
  /** Publishes of these seqs get no acknowledgement, once each. */
  readonly failOnce = new Set<number>();
  /** The hub's receipt says the station's invitation was revoked. */
  revoked = false;
  link: HubLinkStatus = { closed: false, refused: false, closedWith: null };
  /** Acknowledgements held back until {@link releaseAcks}. */
  #heldAcks: (() => void)[] | null = null;

  readonly publishRun = async (run: EntryRun, messageId: string): Promise<EntryAck> => {
    await setImmediate();
    const seqs = run.entries.map((entry) => entry.seq);
    if (this.away) return this.#fail(seqs, messageId);
    if (seqs.filter((seq) => this.failOnce.delete(seq)).length > 0) return this.#fail(seqs, messageId);
    const duplicate = this.#streamIds.has(messageId);
    if (!duplicate) {
      this.#streamIds.add(messageId);
      if (!this.hubNotStoring && (this.hubReadsRuns || run.entries.length === 1))
        for (const entry of run.entries) this.#deliver(entry);
    }
    if (this.acksLost) return this.#fail(seqs, messageId);
    if (this.#heldAcks !== null) await new Promise<void>((resolve) => this.#heldAcks?.push(resolve));
    this.publishes.push({
      id: messageId,
      seq: seqs.at(-1) ?? 0,
      seqs,
      outcome: duplicate ? 'duplicate' : 'taken',
    });
    return { duplicate };
  };

  readonly sendState = async (state: StationState): Promise<HubReceipt | null> => {
    await setImmediate();
    this.states.push(state);
    return this.away ? null : { verified: this.verified(), revoked: this.revoked };
  };

  readonly status = (): HubLinkStatus => this.link;

  /** How far the hub holds the station's chain unbroken from entry 1 (its receipt's `verified`). */
  verified(): ChainHead | null {
    let head: ChainHead | null = null;
    for (let seq = 1; ; seq += 1) {
      const entry = this.#held.get(seq);
      if (entry === undefined || entry.prevHash !== (head?.hash ?? entry.prevHash)) return head;
      head = { seq, hash: entry.hash };
    }
  }

  /** Another party (holding another station's credentials) took these message ids first. */
  takeIds(ids: readonly string[]): void {
    for (const id of ids) this.#streamIds.add(id);
  }

  /** A power cut: the stream and the hub both lose every entry after `seq`, and their message ids. */
  loseAfter(seq: number): void {
    // A run's id names its range (first-last): it is lost with its last entry.
    for (const id of [...this.#streamIds])
      if (Number(id.split(':')[1]?.split('-').at(-1)) > seq) this.#streamIds.delete(id);
    for (const held of [...this.#held.keys()]) if (held > seq) this.#held.delete(held);
  }

  /** The stream's acknowledgements wait until {@link releaseAcks}. */
  holdAcks(): void {
    this.#heldAcks = [];
  }

  releaseAcks(): void {
    const held = this.#heldAcks ?? [];
    this.#heldAcks = null;
    for (const release of held) release();
  }

  /** The message ids published for entry `seq`, in order. */
  idsOf(seq: number): string[] {
    return this.publishes.filter((publish) => publish.seq === seq).map((publish) => publish.id);
  }

  #fail(seqs: readonly number[], messageId: string): Promise<EntryAck> {
    this.publishes.push({ id: messageId, seq: seqs.at(-1) ?? 0, seqs, outcome: 'failed' });
    return Promise.reject(new Error('TIMEOUT'));
  }

  #deliver(entry: LogEntry): void {
    // The hub keeps each entry once, whatever its id's attempt.
    if (this.#held.has(entry.seq)) return;
    this.#held.set(entry.seq, entry);
    this.stores.set(entry.seq, (this.stores.get(entry.seq) ?? 0) + 1);
  }
}
