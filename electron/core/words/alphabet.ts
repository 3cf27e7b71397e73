/** The letters a lexicon may use, upper case, one code point each. */
export interface Alphabet {
  readonly letters: string;
  /** How the alphabet is named in messages, e.g. "A–Z". */
  readonly label: string;
}

/** The English tile alphabet used by NWL, CSW and NSWL. */
export const ENGLISH_ALPHABET: Alphabet = { letters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', label: 'A–Z' };

/**
 * Returns the upper-case letter for `char` when it is a letter of `alphabet` in either case, else
 * null. Deliberately not `toUpperCase()` on anything: that maps ß to SS and dotless ı to I, which
 * would be silent folding.
 */
export function alphabetLetter(char: string, alphabet: Alphabet): string | null {
  if (alphabet.letters.includes(char)) return char;
  const upper = char.toUpperCase();
  if (upper.length === char.length && alphabet.letters.includes(upper) && upper.toLowerCase() === char) {
    return upper;
  }
  return null;
}

const wordPatterns = new WeakMap<Alphabet, RegExp>();

/**
 * Matches a word made only of the alphabet's letters in either case: the fast path for word lists,
 * where every other word goes through {@link alphabetLetter} one character at a time.
 */
export function plainWordPattern(alphabet: Alphabet): RegExp {
  let pattern = wordPatterns.get(alphabet);
  if (pattern === undefined) {
    const letters = Array.from(alphabet.letters).flatMap((letter) => [letter, letter.toLowerCase()]);
    const escaped = letters.map((letter) => letter.replace(/[\\\]^-]/gu, '\\$&')).join('');
    pattern = new RegExp(`^[${escaped}]+$`, 'u');
    wordPatterns.set(alphabet, pattern);
  }
  return pattern;
}
