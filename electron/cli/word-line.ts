import { wordSpelling } from '../common/alphabets/index.ts';
import type { WordReview } from '../common/log-shapes.ts';

/**
 * One word as `judge --explain` and `review show` print it for word judges: the word as spelled
 * (COL·LEGI, not the log's CO[L·L]EGI) with its
 * lexicon symbols, its result, which offered lists hold it (when two or more are offered), and its
 * definition.
 */
export function wordLine(item: WordReview): string {
  const word = `${wordSpelling(item.word)}${item.symbols ?? ''}`;
  const lists =
    item.lists.length === 0
      ? ''
      : `  [${item.lists.map((list) => (list.holds ? `${list.lexicon}${list.symbols === null ? '' : ` ${list.symbols}`}` : `not in ${list.lexicon}`)).join(' · ')}]`;
  const definition = item.definition === null ? '' : `  ${item.definition}`;
  return `  ${word.padEnd(15)} ${item.valid ? 'valid' : 'NOT in the lexicon'}${lists}${definition}`;
}
