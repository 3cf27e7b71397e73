import type { LexiconInfo } from '../lexicon/lexicon-registry.ts';
import { graphKey } from '../lexicon/tile-lexicon.ts';
import type { WordGraph } from '../lexicon/word-graph.ts';
import type { LexiconShelf } from '../lexicon/lexicon-shelf.ts';
import { getAlphabet } from '../../common/alphabets/index.ts';
import type { WordInList, WordReview } from '../../common/log-shapes.ts';

/** What a word review reads of the lexicon shelf: the offered lists, their graphs and their notes. */
export type ReviewShelf = Pick<LexiconShelf, 'notes' | 'offered' | 'graph'>;

/**
 * Each word as a word judge sees it: its result, the lexicon's definition and symbols, and — when
 * two or more lexicons are offered — which of them hold it, with their symbols. For the console and
 * the CLI only: nothing here ever reaches the players' screen.
 */
export function wordReviews(
  shelf: ReviewShelf,
  lexicon: LexiconInfo | null,
  words: readonly string[],
  results: readonly boolean[],
): WordReview[] {
  const notes = lexicon === null ? [] : shelf.notes(lexicon, words);
  const lists = listsHolding(shelf, words);
  return words.map((word, index) => ({
    word,
    valid: results[index] ?? false,
    definition: notes[index]?.definition ?? null,
    symbols: notes[index]?.symbols ?? null,
    lists: lists[index] ?? [],
  }));
}

// A lexicon whose graph cannot load is left out rather than failing the review: the review is
// still needed, and the judge sees only the lists that could be read.
function listsHolding(shelf: ReviewShelf, words: readonly string[]): WordInList[][] {
  const offered = shelf.offered();
  if (offered.length < 2) return words.map(() => []);
  const perLexicon = offered.flatMap((lexicon) => {
    try {
      const graph = shelf.graph(lexicon);
      const notes = shelf.notes(lexicon, words);
      return [{ lexicon, graph, notes }];
    } catch {
      return [];
    }
  });
  return words.map((word, index) =>
    perLexicon.map(({ lexicon, graph, notes }) => ({
      lexicon: lexicon.name,
      // Words are logged in canonical form ([CH]ICO); each list is asked in its own alphabet.
      holds: holds(graph, word, lexicon),
      symbols: notes[index]?.symbols ?? null,
    })),
  );
}

function holds(graph: WordGraph, word: string, lexicon: LexiconInfo): boolean {
  const key = graphKey(word, getAlphabet(lexicon.alphabet));
  return key !== null && graph.has(key);
}
