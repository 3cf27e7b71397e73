// Properties of the play parser over random Unicode: every input is accepted exactly when each word
// is, after NFC, made only of the letters A–Z in either case — and then the words are those letters
// upper-cased — or refused with an InputError in plain English that names the first bad word. Never
// another exception; never a character folded to a letter it is not (é→E, ß→SS, ı→I, Ａ→A, 𝐀→A).
// test/core/words has the worked examples; this file checks the rules hold for every input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORD_SEPARATORS as SEPARATORS } from '../../electron/common/typed-words.ts';
import { ENGLISH_LETTERS } from '../../electron/core/words/letter-set.ts';
import {
  InputError,
  parsePlay,
  parseWords,
  STANDARD_RULES,
  type PlayRules,
} from '../../electron/core/words/play-input.ts';

const RUNS = 500;
const ASCII_LETTER = /^[A-Za-z]$/u;

type Outcome = { readonly words: string[] } | { readonly message: string };

/** Runs the parser and sorts its result into words or a refusal; any other exception fails the test. */
function outcome(parse: () => string[]): Outcome {
  try {
    return { words: parse() };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { message: error.message };
  }
}

/** Where the rules say a play must be refused, and why — computed without the parser's helpers. */
type Expected =
  | { readonly accept: string[] }
  | { readonly refuse: 'empty' | 'too-many' }
  | { readonly refuse: 'char'; readonly word: number; readonly char: string }
  | { readonly refuse: 'length'; readonly word: number };

function expected(tokens: readonly string[], rules: PlayRules): Expected {
  if (tokens.length === 0) return { refuse: 'empty' };
  if (tokens.length > rules.maxWords) return { refuse: 'too-many' };
  const words: string[] = [];
  for (const [index, token] of tokens.entries()) {
    const nfc = token.normalize('NFC');
    const bad = Array.from(nfc).find((char) => !ASCII_LETTER.test(char));
    if (bad !== undefined) return { refuse: 'char', word: index + 1, char: bad };
    if (nfc.length < rules.minLetters || nfc.length > rules.maxLetters)
      return { refuse: 'length', word: index + 1 };
    words.push(nfc.toUpperCase());
  }
  return { accept: words };
}

function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A refusal a player can read: a sentence, no control or invisible characters printed raw. */
function expectPlainEnglish(message: string): void {
  expect(message.length).toBeGreaterThan(0);
  expect(message).toMatch(/^[A-Z]/u);
  expect(message).toMatch(/\.$/u);
  expect(message).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u);
}

function checkPlay(tokens: readonly string[], got: Outcome, rules: PlayRules): void {
  const want = expected(tokens, rules);
  if ('accept' in want) {
    expect(got).toEqual({ words: want.accept });
    if (!('words' in got)) return;
    for (const word of got.words) {
      expect(word).toMatch(/^[A-Z]+$/u);
      expect(word.length).toBeGreaterThanOrEqual(rules.minLetters);
      expect(word.length).toBeLessThanOrEqual(rules.maxLetters);
    }
    expect(got.words.length).toBeLessThanOrEqual(rules.maxWords);
    return;
  }
  if (!('message' in got))
    throw new Error(`accepted ${JSON.stringify(got.words)}; the rules refuse it (${want.refuse})`);
  expectPlainEnglish(got.message);
  switch (want.refuse) {
    case 'empty':
      expect(got.message).toMatch(/^Type the challenged words/u);
      break;
    case 'too-many':
      expect(got.message).toContain(`at most ${rules.maxWords} words; ${tokens.length} were given`);
      break;
    case 'char':
      expect(got.message).toMatch(new RegExp(`^Word ${want.word} `, 'u'));
      expect(got.message).toContain(codePoint(want.char));
      expect(got.message).toContain('A–Z');
      break;
    case 'length':
      expect(got.message).toMatch(
        new RegExp(`^Word ${want.word} "[A-Z]*" (is too short|has \\d+ letters)`, 'u'),
      );
      break;
  }
}

// Letters that look like, fold to, or decompose towards A–Z, and other traps; none is A–Z.
const LOOK_ALIKES = [
  'é',
  'É',
  'ñ',
  'Å',
  'ø',
  'æ',
  'Æ',
  'œ',
  'ß',
  'ẞ',
  'ı',
  'İ',
  'ſ',
  'ﬁ',
  'ﬀ',
  'ǅ',
  'ǈ',
  'ǲ',
  'Ω',
  'Å',
  'ª',
  'º',
  'ᵃ',
  'ⁱ',
  'ₐ',
  'ᴀ',
  'ʙ',
  'Ａ',
  'ｚ',
  '𝐀',
  '𝒵',
  '𝔸',
  '🅰',
  'Ⓐ',
  'ⓩ',
  'А',
  'а',
  'Е',
  'о',
  'Α',
  'ο',
  'Ꭺ',
  'ꭰ',
  'ꓮ',
  '\u0301',
  '\u0308',
  '\u200B',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u202E',
  '\u00A0',
  '\u2003',
  '\u3000',
  '\u0085',
  '\u2028',
  '\u0000',
  '\u0007',
  '\u007F',
  '\uD800',
  '\uDC00',
  '\uE000',
  '\uFFFD',
  '\u{1F600}',
  '\u{1F1FA}',
  '-',
  "'",
  '.',
  '1',
  '٣',
  '৪',
];

const asciiLetter = fc.constantFrom(...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'));
const separator = fc.constantFrom(' ', '\t', ',', '\r', '\n', '\r\n', ' , ');
const lookAlike = fc.constantFrom(...LOOK_ALIKES);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const anyCodePoint = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
/** One character of typed text: mostly letters, so that many plays are accepted. */
const typedChar = fc.oneof(
  { weight: 20, arbitrary: asciiLetter },
  { weight: 3, arbitrary: separator },
  { weight: 1, arbitrary: lookAlike },
  { weight: 1, arbitrary: anyCodePoint },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: fc.constant('\u212A') }, // the Kelvin sign: canonically the letter K
);
const typedText = fc.array(typedChar, { maxLength: 80 }).map((chars) => chars.join(''));
const rules = fc.record({
  letters: fc.constant(ENGLISH_LETTERS),
  minLetters: fc.integer({ min: 1, max: 4 }),
  maxLetters: fc.integer({ min: 4, max: 21 }),
  maxWords: fc.integer({ min: 1, max: 10 }),
});

function tokens(text: string): string[] {
  return text.split(SEPARATORS).filter((part) => part.length > 0);
}

describe('parsePlay over random Unicode', () => {
  it(`accepts exactly the plays of A–Z words within the rules, upper-cased, and refuses the rest in plain English (${RUNS} runs)`, () => {
    const seen = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(typedText, rules, (text, playRules) => {
        const got = outcome(() => parsePlay(text, playRules));
        checkPlay(tokens(text), got, playRules);
        seen['words' in got ? 'accepted' : 'refused'] += 1;
      }),
      { numRuns: RUNS },
    );
    // Both sides of the property were exercised.
    expect(seen.accepted).toBeGreaterThan(RUNS / 10);
    expect(seen.refused).toBeGreaterThan(RUNS / 10);
  });

  it(`never folds a look-alike, accented, wide or styled character into A–Z (${RUNS} runs)`, () => {
    const word = fc
      .tuple(
        fc.array(asciiLetter, { maxLength: 6 }),
        fc.oneof(lookAlike, anyCodePoint, loneSurrogate),
        fc.array(asciiLetter, { maxLength: 6 }),
      )
      .filter(([, odd]) => !ASCII_LETTER.test(odd) && !SEPARATORS.test(odd) && odd !== '\u212A')
      .map(([before, odd, after]) => ({ text: [...before, odd, ...after].join(''), odd }));
    fc.assert(
      fc.property(word, ({ text, odd }) => {
        const got = outcome(() => parsePlay(text));
        if (!('message' in got))
          throw new Error(`${JSON.stringify(text)} was accepted as ${JSON.stringify(got.words)}`);
        expectPlainEnglish(got.message);
        expect(got.message).toMatch(/^Word 1 /u);
        // The character named is the odd one, or what NFC made of it with the letter before it.
        const named = Array.from(text.normalize('NFC')).find((char) => !ASCII_LETTER.test(char)) ?? odd;
        expect(got.message).toContain(codePoint(named));
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses every BMP character other than A–Z, a–z and separators inside a word, naming it', () => {
    // Exhaustive over the Basic Multilingual Plane (the astral planes are sampled above): 65,536 words.
    const accepted: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      const char = String.fromCharCode(code);
      if (ASCII_LETTER.test(char) || SEPARATORS.test(char)) continue;
      const got = outcome(() => parsePlay(`Q${char}I`));
      if ('words' in got) {
        accepted.push(`${codePoint(char)} → ${got.words.join(' ')}`);
        continue;
      }
      const named = Array.from(`Q${char}I`.normalize('NFC')).find((c) => !ASCII_LETTER.test(c)) ?? char;
      if (!got.message.includes(codePoint(named)))
        accepted.push(`${codePoint(char)} not named: ${got.message}`);
    }
    // Only the Kelvin sign, which Unicode makes canonically equal to K, becomes a letter.
    expect(accepted).toEqual(['U+212A → QKI']);
  });
});

describe('parseWords', () => {
  it(`gives the same result as parsePlay on the words joined by spaces (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.array(typedText, { maxLength: 10 }), rules, (words, playRules) => {
        expect(outcome(() => parseWords(words, playRules))).toEqual(
          outcome(() => parsePlay(words.join(' '), playRules)),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it(`holds the same rules for words as separate arguments (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.array(typedText, { maxLength: 10 }), (words) => {
        checkPlay(
          tokens(words.join(' ')),
          outcome(() => parseWords(words)),
          STANDARD_RULES,
        );
      }),
      { numRuns: RUNS },
    );
  });
});
