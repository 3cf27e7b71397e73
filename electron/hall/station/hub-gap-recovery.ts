// What the station's publisher (hall-publisher.ts) does when its hub holds fewer entries than the
// stream acknowledged: it tells its own earlier messages from another party's, and decides when the
// cursor moves back and under which message ids the entries go again.
import type { HubReceipt } from '../../core/hall/wire/hall-messages.ts';
import type { ChainHead } from '../../core/log/challenge-log.ts';

/** A run of entries the stream took from this publisher (not as duplicates) under one attempt. */
interface TakenRun {
  from: number;
  to: number;
  readonly attempt: number;
}

/** Runs of taken entries remembered at most: one a rewind, so a handful in practice. */
const TAKEN_RUNS_MAX = 64;

/** How long the recovery waits, and how large the publisher's runs are. */
export interface GapRecoveryOptions {
  readonly resendAfterMs: number;
  readonly duplicateResendAfterMs: number;
  /** Entries one message carries at most, before any resend makes it one. */
  readonly runEntries: number;
}

/** The cursor moved back: where to, and the line that says why. */
export interface Rewind {
  readonly to: ChainHead | null;
  readonly line: string;
}

/**
 * The hub's gaps, as the publisher's acknowledgements and the hub's receipts show them. When the
 * stream calls entries duplicates of messages this publisher never had it take (another party
 * published their message ids first) and the hub's next receipt still lacks them, they go again at
 * once with the attempt in their id raised: a fresh id the stream takes. Entries lost after their
 * acknowledgement go again as they were, after `resendAfterMs`, one entry a message from then on.
 */
export class HubGapRecovery {
  readonly #options: GapRecoveryOptions;
  /** What the stream took from this publisher, to tell its own earlier messages from another party's. */
  #taken: TakenRun[] = [];
  /** The highest entry the stream called a duplicate of a message this publisher never had it take. */
  #foreignDuplicate = 0;
  /** Entries up to `upTo` go with `attempt` in their id (0: the plain id). */
  #fresh = { upTo: 0, attempt: 0 };
  #stalled: { seq: number; since: number } | null = null;
  /**
   * Each entry in a message of its own from now on: set at the first resend of entries the hub
   * lacks though the stream took them. A hub older than runs takes none of a run's entries (it
   * reads a run as one malformed message); it takes them singly, and a hub that lost entries to a
   * power cut takes them either way.
   */
  #singly = false;

  constructor(options: GapRecoveryOptions) {
    this.#options = options;
  }

  /** Entries one message carries at most now. */
  runEntries(): number {
    return this.#singly ? 1 : this.#options.runEntries;
  }

  /** The attempt entry `seq` is sent under (0: its plain id). */
  attemptFor(seq: number): number {
    return seq <= this.#fresh.upTo ? this.#fresh.attempt : 0;
  }

  /**
   * Remembers what the stream took from this publisher, in runs; a duplicate of a message it never
   * took from this publisher was published by another party (or by this station before a restart)
   * and may be one the hub never stored.
   */
  noteAck(seq: number, attempt: number, duplicate: boolean): void {
    if (!duplicate) {
      const last = this.#taken.at(-1);
      if (last?.attempt === attempt && last.to + 1 === seq) last.to = seq;
      else this.#taken.push({ from: seq, to: seq, attempt });
      if (this.#taken.length > TAKEN_RUNS_MAX) this.#taken.shift();
      return;
    }
    const own = this.#taken.some((run) => run.attempt === attempt && run.from <= seq && seq <= run.to);
    if (!own) this.#foreignDuplicate = Math.max(this.#foreignDuplicate, seq);
  }

  /**
   * Reads the hub's receipt against the cursor (`cursor`, what the stream acknowledged) at `now`:
   * the rewind to make when the hub is not catching up, else null. Either the stream dropped entries
   * as duplicates of messages this publisher never sent (sent again at the next receipt, under fresh
   * ids), or they were lost after the acknowledgement (a power cut before the stream's own sync: sent
   * again, as they were, after resendAfterMs). Entries the stream calls duplicates of this
   * publisher's own messages never get fresh ids: a hub that cannot store does not make the stream
   * hold copy after copy.
   */
  onReceipt(receipt: HubReceipt, cursor: number, now: number): Rewind | null {
    const stored = receipt.verified?.seq ?? 0;
    // What the hub holds needs no remembering: the runs below it go, and so do duplicates it has.
    this.#taken = this.#taken.filter((run) => run.to > stored);
    for (const run of this.#taken) run.from = Math.max(run.from, stored + 1);
    if (this.#foreignDuplicate <= stored) this.#foreignDuplicate = 0;
    if (stored >= cursor) {
      this.#stalled = null;
      return null;
    }
    if (this.#stalled?.seq !== stored) {
      this.#stalled = { seq: stored, since: now };
      return null;
    }
    const { resendAfterMs, duplicateResendAfterMs, runEntries } = this.#options;
    const dropped = this.#foreignDuplicate > stored;
    const wait = dropped ? Math.min(duplicateResendAfterMs, resendAfterMs) : resendAfterMs;
    if (now - this.#stalled.since < wait) return null;
    let line: string;
    if (dropped) {
      this.#fresh = { upTo: this.#foreignDuplicate, attempt: this.#fresh.attempt + 1 };
      line = `hall: the stream dropped entries up to ${this.#foreignDuplicate} as duplicates of messages with their ids that this station did not send now (another station's?), and the hub holds only ${stored}; sending from ${stored + 1} again under fresh ids (attempt ${this.#fresh.attempt})`;
      this.#foreignDuplicate = 0;
    } else {
      line = `hall: the hub holds ${stored} entries but its stream acknowledged ${cursor}; sending from ${stored + 1} again${this.#singly || runEntries === 1 ? '' : ', one entry a message from now on'}`;
      this.#singly = true;
    }
    this.#stalled = null;
    return { to: receipt.verified, line };
  }
}
