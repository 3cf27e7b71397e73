// What the station's publisher (hall-publisher.ts) reads and how it paces itself: the shapes its
// callers fill in, kept apart from its logic so that a caller's options need not import the class.
import type { Clock } from '../../core/clock.ts';
import type { StationState } from '../../core/hall/wire/hall-messages.ts';
import type { ChallengeLog } from '../../core/log/challenge-log.ts';
import type { CommitWatch } from './log-commit-watch.ts';

/** What the publisher reads of its station: the log, and what the station says of itself. */
export interface PublisherSource {
  readonly log: Pick<ChallengeLog, 'rowValuesAfter' | 'head'>;
  /** The station's state, without the fields the publisher fills in. */
  readonly state: () => Omit<StationState, 'acknowledged' | 'sentAt'>;
  /**
   * Resolves once what is on its way to the source has been read, when it may be behind: a state
   * read the moment a process that could not run resumes would be older than the ones waiting for
   * it. The state is read after.
   */
  readonly current?: () => Promise<void>;
}

/** How the publisher paces itself. */
export interface PublisherOptions {
  /** Entries in flight at most: what bounds the publisher's memory however long the backlog. */
  readonly window?: number;
  /** Entries read and sent between two turns of the event loop (default {@link PUBLISH_SLICE}). */
  readonly slice?: number;
  /**
   * Entries one message carries at most: ENTRIES_PER_MESSAGE by default, and never more; 1 sends
   * each entry in a message of its own, as stations did before runs. A run never spans two slices,
   * so the slice bounds it too.
   */
  readonly runEntries?: number;
  /** How often an idle publisher looks for new entries (with `commits`, while the station writes). */
  readonly pollMs?: number;
  /**
   * The station's writes to its log (log-commit-watch.ts): a publisher that has sent nothing for a
   * second sleeps until the station writes, instead of polling. Without it, it polls all the time.
   */
  readonly commits?: CommitWatch;
  /** How often the station's state is sent (and the hub's receipt read). */
  readonly stateEveryMs?: number;
  /** How long the hub may hold fewer entries than its stream acknowledged before they are sent again. */
  readonly resendAfterMs?: number;
  /**
   * How long, at least, after the receipt that first showed the hub lacking entries the stream called
   * duplicates of messages this publisher never sent, before they are sent again under fresh message
   * ids: the next receipt after that long decides (seconds, not {@link resendAfterMs}).
   */
  readonly duplicateResendAfterMs?: number;
  /** A line for the station's own log, when something changes. */
  readonly onEvent?: (line: string) => void;
  /** What the time is: every deadline and wait above is measured on it. */
  readonly clock?: Clock;
  /** Waits `ms` before a publisher tries again or looks again (a test may step its clock instead). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * Entries read and sent between two turns of the event loop, by default: small, for a publisher
 * that shares its loop with judging (the command line's `hall sync` does not; the hall process
 * publishes on a loop of its own and takes larger slices).
 */
export const PUBLISH_SLICE = 32;
