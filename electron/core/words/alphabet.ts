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
