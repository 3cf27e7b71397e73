// The log search form as text fields, turned into the contract's filter: pure, tested in Node. The
// limits are the contract's, which refuses a request outside them without saying why; what is wrong
// is a message id, shown in the console's language.
import { ENTRY_KINDS, type EntryKind, type Verdict } from '../../../../electron/common/entry-values.ts';
import { MAX_TABLE, MAX_TYPED_LENGTH, ROUND_LIMITS } from '../../../../electron/common/limits.ts';
import type { RequestOf } from '../../../../electron/ipc/contract.ts';
import { consoleMessage, type ConsoleMessage } from '../i18n/console-messages.ts';

/** The filter the station takes. */
export type LogFilter = RequestOf<'searchLog'>['filter'];

/** Every entry kind, in the order the form lists them. */
export { ENTRY_KINDS, type EntryKind };

/** The search form as typed. */
export interface LogFilterForm {
  /** As from an `<input type="datetime-local">`: local time, "YYYY-MM-DDTHH:MM". */
  readonly from: string;
  readonly to: string;
  readonly round: string;
  readonly table: string;
  readonly verdict: '' | Verdict;
  readonly lexicon: string;
  readonly word: string;
  /** A player of the entry's game: a number ("A7", "7") or part of a name. */
  readonly player: string;
  readonly kinds: readonly EntryKind[];
}

/** An empty form: every entry, newest first. */
export const EMPTY_FILTER: LogFilterForm = {
  from: '',
  to: '',
  round: '',
  table: '',
  verdict: '',
  lexicon: '',
  word: '',
  player: '',
  kinds: ENTRY_KINDS,
};

/** The filter to send, or what is wrong with the form. */
export function logFilter(
  form: LogFilterForm,
): { readonly filter: LogFilter } | { readonly error: ConsoleMessage } {
  const from = isoTime(form.from);
  const to = isoTime(form.to, 59_999);
  if (from === null || to === null) return { error: consoleMessage('filter.time') };
  // Limits as text: a table number is written 9999, not 9,999.
  const round = whole(form.round, ROUND_LIMITS.max);
  if (round === null) return { error: consoleMessage('filter.round', { max: String(ROUND_LIMITS.max) }) };
  const table = whole(form.table, MAX_TABLE);
  if (table === null) return { error: consoleMessage('filter.table', { max: String(MAX_TABLE) }) };
  if (form.kinds.length === 0) return { error: consoleMessage('filter.kinds') };
  const lexicon = form.lexicon.trim();
  const word = form.word.trim();
  const player = form.player.trim();
  if (lexicon.length > MAX_TYPED_LENGTH || word.length > MAX_TYPED_LENGTH || player.length > MAX_TYPED_LENGTH)
    return { error: consoleMessage('filter.length', { max: MAX_TYPED_LENGTH }) };
  const filter: LogFilter = {
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(round === undefined ? {} : { round }),
    ...(table === undefined ? {} : { table }),
    ...(form.verdict === '' ? {} : { verdict: form.verdict }),
    ...(lexicon === '' ? {} : { lexicon }),
    ...(word === '' ? {} : { word }),
    ...(player === '' ? {} : { player }),
    ...(form.kinds.length === ENTRY_KINDS.length ? {} : { kinds: [...form.kinds] }),
  };
  return { filter };
}

// A local minute as the UTC ISO time the log uses; `extraMs` makes "to" take in its whole minute.
function isoTime(local: string, extraMs = 0): string | undefined | null {
  if (local.trim() === '') return undefined;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? null : new Date(time + extraMs).toISOString();
}

function whole(text: string, max: number): number | undefined | null {
  if (text.trim() === '') return undefined;
  if (!/^\s*\d{1,4}\s*$/u.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}
