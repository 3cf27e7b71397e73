import { STANDARD_PLAY_LIMITS } from '../../common/limits.ts';
import { splitWords } from '../../common/typed-words.ts';
import { letterIn, ENGLISH_LETTERS, type LetterSet } from './letter-set.ts';
import { describeCharacter, showWord } from './character-description.ts';

/** Limits on a challenged play. */
export interface PlayRules {
  readonly letters: LetterSet;
  readonly minLetters: number;
  /** 15 on a standard board; a rule of the Station (not yet a director's setting), so a 21×21 board could allow 21. */
  readonly maxLetters: number;
  readonly maxWords: number;
}

/** The rules of a standard 15×15 board: a play forms 1–8 words of 2–15 letters. */
export const STANDARD_RULES: PlayRules = { letters: ENGLISH_LETTERS, ...STANDARD_PLAY_LIMITS };

/** Input that cannot be judged; the message is written for the person at the station. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

/** Splits typed text into words, then validates them as {@link parseWords} does. */
export function parsePlay(text: string, rules: PlayRules = STANDARD_RULES): string[] {
  return parseWords(splitWords(text), rules);
}

/**
 * Normalises each word (NFC, upper case) and checks it against the rules. Throws an InputError that
 * names the word and the character at the first problem. Nothing is folded or dropped beyond
 * Unicode's canonical equivalence (NFC), whose one BMP case here is the Kelvin sign, which is K.
 */
export function parseWords(rawWords: readonly string[], rules: PlayRules = STANDARD_RULES): string[] {
  const words = rawWords.flatMap(splitWords);
  if (words.length === 0) throw new InputError('Type the challenged words.');
  if (words.length > rules.maxWords) {
    throw new InputError(`A play forms at most ${rules.maxWords} words; ${words.length} were given.`);
  }
  return words.map((word, index) => normaliseWord(word, index + 1, rules));
}

/** Normalises one word of a lexicon or a play: NFC, every character a letter, upper case. */
export function normaliseLetters(raw: string, letters: LetterSet): { word: string } | { badChar: string } {
  let word = '';
  for (const char of raw.normalize('NFC')) {
    const letter = letterIn(char, letters);
    if (letter === null) return { badChar: char };
    word += letter;
  }
  return { word };
}

function normaliseWord(raw: string, position: number, rules: PlayRules): string {
  const result = normaliseLetters(raw, rules.letters);
  if ('badChar' in result) {
    throw new InputError(
      `Word ${position} ${showWord(raw)} contains ${describeCharacter(result.badChar)}; only letters ${rules.letters.label} are allowed.`,
    );
  }
  // Alphabet letters are single BMP code points, so UTF-16 length is the letter count.
  const length = result.word.length;
  if (length < rules.minLetters) {
    throw new InputError(
      `Word ${position} "${result.word}" is too short: a word has at least ${rules.minLetters} letters.`,
    );
  }
  if (length > rules.maxLetters) {
    throw new InputError(
      `Word ${position} "${result.word}" has ${length} letters; a word has at most ${rules.maxLetters}.`,
    );
  }
  return result.word;
}
