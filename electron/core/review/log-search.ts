import type { EntryKind, LogEntry, Verdict } from '../log/log-entry.ts';
import type { ChallengeLog } from '../log/challenge-log.ts';
import { StationRequestError } from '../errors.ts';

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
  const from = filter.from === undefined ? undefined : isoTime(filter.from);
  const to = filter.to === undefined ? undefined : isoTime(filter.to);
  // Words are logged in canonical form ([CH]ICO); a judge searching types CHICO, so the brackets
  // that mark multi-letter tiles are not compared. English words have none.
  const word = filter.word?.trim().toUpperCase().replaceAll(/[[\]]/gu, '');
  const lexicon = filter.lexicon?.trim().toLowerCase();
  const matches = (entry: LogEntry): boolean =>
    (from === undefined || entry.time >= from) &&
    (to === undefined || entry.time <= to) &&
    (filter.round === undefined || entry.round === filter.round) &&
    (filter.table === undefined || entry.table === filter.table) &&
    (filter.verdict === undefined || entry.verdict === filter.verdict) &&
    (filter.kinds === undefined || filter.kinds.includes(entry.kind)) &&
    (lexicon === undefined ||
      lexicon === '' ||
      entry.lexiconName.toLowerCase() === lexicon ||
      entry.lexiconFingerprint.startsWith(lexicon)) &&
    (word === undefined ||
      word === '' ||
      entry.words.some((logged) => logged.replaceAll(/[[\]]/gu, '') === word));
  // Newest first, stopping at the limit: a long log is not read to the start for one page.
  const found: LogEntry[] = [];
  for (const entry of log.newestFirst()) {
    if (found.length >= limit) break;
    if (matches(entry)) found.push(entry);
  }
  return found;
}

// Entries hold times as toISOString() gives them; a bound is compared in the same form, so
// "…T09:00:00Z" and "…T09:00:00.000Z" mean the same instant. An unreadable bound is refused.
function isoTime(text: string): string {
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) throw new StationRequestError(`"${text}" is not a date and time.`);
  return time.toISOString();
}
