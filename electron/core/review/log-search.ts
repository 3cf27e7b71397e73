import type { EntryKind, LogEntry, Verdict } from '../log/log-entry.ts';
import type { ChallengeLog } from '../log/challenge-log.ts';

/** What a judge filters the log by; every field narrows, an absent field does not. */
export interface LogFilter {
  /** ISO times, inclusive. */
  readonly from?: string;
  readonly to?: string;
  readonly round?: number;
  readonly table?: number;
  readonly verdict?: Verdict;
  /** Name or fingerprint prefix. */
  readonly lexicon?: string;
  /** A word among the entry's words, any case. */
  readonly word?: string;
  readonly kinds?: readonly EntryKind[];
}

/** Matching entries, newest first, at most `limit` of them. */
export function searchLog(log: ChallengeLog, filter: LogFilter, limit = 200): LogEntry[] {
  const word = filter.word?.trim().toUpperCase();
  const lexicon = filter.lexicon?.trim().toLowerCase();
  const matches = (entry: LogEntry): boolean =>
    (filter.from === undefined || entry.time >= filter.from) &&
    (filter.to === undefined || entry.time <= filter.to) &&
    (filter.round === undefined || entry.round === filter.round) &&
    (filter.table === undefined || entry.table === filter.table) &&
    (filter.verdict === undefined || entry.verdict === filter.verdict) &&
    (filter.kinds === undefined || filter.kinds.includes(entry.kind)) &&
    (lexicon === undefined ||
      lexicon === '' ||
      entry.lexiconName.toLowerCase() === lexicon ||
      entry.lexiconFingerprint.startsWith(lexicon)) &&
    (word === undefined || word === '' || entry.words.includes(word));
  const found: LogEntry[] = [];
  for (const entry of log.entries()) if (matches(entry)) found.push(entry);
  return found.reverse().slice(0, limit);
}
