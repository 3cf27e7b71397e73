/** What changed between two editions of a lexicon. */
export interface LexiconDiff {
  /** Words in the new edition only, sorted by code point. */
  readonly added: string[];
  /** Words in the old edition only, sorted by code point. */
  readonly removed: string[];
  readonly oldCount: number;
  readonly newCount: number;
}

/**
 * Compares two word lists, each sorted by code point and distinct (as lexicons are stored and as
 * WordGraph.words() yields them), in one linear merge. Throws RangeError when either list is not
 * sorted and distinct, because a merge over unsorted input would report wrong changes silently.
 */
export function diffLexicons(oldWords: Iterable<string>, newWords: Iterable<string>): LexiconDiff {
  const added: string[] = [];
  const removed: string[] = [];
  const older = sortedCursor(oldWords, 'old');
  const newer = sortedCursor(newWords, 'new');
  let a = older.next();
  let b = newer.next();
  while (a !== undefined && b !== undefined) {
    if (a === b) {
      a = older.next();
      b = newer.next();
    } else if (a < b) {
      removed.push(a);
      a = older.next();
    } else {
      added.push(b);
      b = newer.next();
    }
  }
  for (; a !== undefined; a = older.next()) removed.push(a);
  for (; b !== undefined; b = newer.next()) added.push(b);
  return { added, removed, oldCount: older.count(), newCount: newer.count() };
}

/** Word counts by length in letters, shortest first, for comparing with a publisher's figures. */
export function wordCountsByLength(words: Iterable<string>): { length: number; count: number }[] {
  const counts: number[] = [];
  for (const word of words) {
    // Alphabet letters are single BMP code points, so UTF-16 length is the letter count.
    counts[word.length] = (counts[word.length] ?? 0) + 1;
  }
  const rows: { length: number; count: number }[] = [];
  counts.forEach((count, length) => rows.push({ length, count }));
  return rows;
}

// Steps through a list and checks, as it goes, that each word sorts after the one before.
function sortedCursor(
  words: Iterable<string>,
  which: string,
): { next(): string | undefined; count(): number } {
  if (Array.isArray(words)) return arrayCursor(words as readonly string[], which);
  const iterator = words[Symbol.iterator]();
  let previous: string | undefined;
  let seen = 0;
  return {
    next() {
      const step = iterator.next();
      if (step.done === true) return undefined;
      checkOrder(previous, step.value, which);
      previous = step.value;
      seen += 1;
      return step.value;
    },
    count: () => seen,
  };
}

// Arrays are indexed directly: the common case, and twice as fast as going through an iterator.
function arrayCursor(
  words: readonly string[],
  which: string,
): { next(): string | undefined; count(): number } {
  let index = 0;
  return {
    next() {
      if (index >= words.length) return undefined;
      const word = words[index] as string;
      checkOrder(index === 0 ? undefined : words[index - 1], word, which);
      index += 1;
      return word;
    },
    count: () => words.length,
  };
}

function checkOrder(previous: string | undefined, word: string, which: string): void {
  if (previous !== undefined && previous >= word) {
    throw new RangeError(`The ${which} word list is not sorted and distinct at ${JSON.stringify(word)}`);
  }
}
