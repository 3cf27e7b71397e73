// A letter set is the plain-letter view of a word list: single code points, read one at a time.
// It is not a tile alphabet (electron/common/alphabets/), where a tile may be several letters (CH).
/** The letters a word list or a typed play may use, upper case, one code point each. */
export interface LetterSet {
  readonly letters: string;
  /** How the set is named in messages, e.g. "A–Z". */
  readonly label: string;
}

/** The English letters A–Z, used by NWL, CSW and NSWL. */
export const ENGLISH_LETTERS: LetterSet = { letters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', label: 'A–Z' };

/**
 * Returns the upper-case letter for `char` when it is a letter of `set` in either case, else
 * null. Deliberately not `toUpperCase()` on anything: that maps ß to SS and dotless ı to I, which
 * would be silent folding.
 */
export function letterIn(char: string, set: LetterSet): string | null {
  if (set.letters.includes(char)) return char;
  const upper = char.toUpperCase();
  if (upper.length === char.length && set.letters.includes(upper) && upper.toLowerCase() === char) {
    return upper;
  }
  return null;
}

const wordPatterns = new WeakMap<LetterSet, RegExp>();

/**
 * Matches a word made only of the set's letters in either case: the fast path for word lists,
 * where every other word goes through {@link letterIn} one character at a time.
 */
export function plainWordPattern(letters: LetterSet): RegExp {
  let pattern = wordPatterns.get(letters);
  if (pattern === undefined) {
    const cases = Array.from(letters.letters).flatMap((letter) => [letter, letter.toLowerCase()]);
    const escaped = cases.map((letter) => letter.replace(/[\\\]^-]/gu, '\\$&')).join('');
    pattern = new RegExp(`^[${escaped}]+$`, 'u');
    wordPatterns.set(letters, pattern);
  }
  return pattern;
}
