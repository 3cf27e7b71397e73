import { entryGame, gameHasPlayer, playerQuery } from '../../common/entry-game.ts';
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
  /**
   * A player of the entry's game: a number ("7", or "A7" with the division) or part of a name, any
   * case, accents or none. An entry recorded without a game has no player to find.
   */
  readonly player?: string;
}

/** Matching entries, newest first, at most `limit` of them. */
export function searchLog(log: ChallengeLog, filter: LogFilter, limit = 200): LogEntry[] {
  const from = filter.from === undefined ? undefined : isoTime(filter.from);
  const to = filter.to === undefined ? undefined : isoTime(filter.to);
  // Words are logged in canonical form ([CH]ICO); a judge searching types CHICO, so the brackets
  // that mark multi-letter tiles are not compared. English words have none.
  const word = filter.word?.trim().toUpperCase().replaceAll(/[[\]]/gu, '');
  const lexicon = filter.lexicon?.trim().toLowerCase();
  const player = filter.player === undefined ? null : playerQuery(filter.player);
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
      entry.words.some((logged) => logged.replaceAll(/[[\]]/gu, '') === word)) &&
    (player === null || hasPlayer(entry, player));
  // Newest first, stopping at the limit: a long log is not read to the start for one page.
  const found: LogEntry[] = [];
  for (const entry of log.newestFirst()) {
    if (found.length >= limit) break;
    if (matches(entry)) found.push(entry);
  }
  return found;
}

function hasPlayer(entry: LogEntry, player: NonNullable<ReturnType<typeof playerQuery>>): boolean {
  const game = entryGame(entry);
  return game !== null && gameHasPlayer(game, player);
}

// Entries hold times as toISOString() gives them; a bound is compared in the same form, so
// "…T09:00:00Z" and "…T09:00:00.000Z" mean the same instant. An unreadable bound is refused.
function isoTime(text: string): string {
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) throw new StationRequestError(`"${text}" is not a date and time.`);
  return time.toISOString();
}
