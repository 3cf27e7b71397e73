import { describe, expect, it } from 'vitest';
import {
  InputError,
  parsePlay,
  parseWords,
  STANDARD_RULES,
} from '../../../electron/core/words/play-input.ts';

function refusal(input: string): string {
  try {
    parsePlay(input);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(input)} to be refused`);
}

describe('parsePlay', () => {
  it('upper-cases and splits on spaces, commas and newlines', () => {
    expect(parsePlay('cat, Dog\nEEL\r\n  fox')).toEqual(['CAT', 'DOG', 'EEL', 'FOX']);
  });

  it('normalises to NFC before checking letters', () => {
    // "K" written as the Kelvin sign is canonically the letter K.
    expect(parsePlay('o\u212A')).toEqual(['OK']);
  });

  it.each([
    ['CAT1', 'digit', '"1"'],
    ['C.AT', 'punctuation', '"."'],
    ['CAFÉ', 'accented', '"É"'],
    ['CAFE\u0301', 'accented', '"É"'],
    ['C\u0410T', 'another alphabet', 'U+0410'],
    ['CA\u200BT', 'invisible formatting', 'U+200B'],
    ['CA\u202ET', 'invisible formatting', 'U+202E'],
    ['CAT\u{1F600}', 'emoji', 'U+1F600'],
    ['CA\u0007T', 'control character', 'U+0007'],
    ['CA\u00A0T', 'space that is not a plain space', 'U+00A0'],
    ['STRAßE', 'special letter', '"ß"'],
    ['\u0131T', 'special letter', 'U+0131'],
    ['ＣＡＴ', 'wide or styled form of "C"', 'U+FF23'],
    ['\u{1D402}AT', 'wide or styled form of "C"', 'U+1D402'],
  ])('refuses %j, naming the word and the character', (input, kind, shown) => {
    const message = refusal(input);
    expect(message).toContain('Word 1');
    expect(message).toContain(kind);
    expect(message).toContain(shown);
    expect(message).toContain('A–Z');
  });

  it('shows invisible characters in the word instead of printing them raw', () => {
    expect(refusal('QI ZA\u200B')).toContain('Word 2 "ZA<U+200B>"');
  });

  it('enforces 2–15 letters a word and 1–8 words a play', () => {
    expect(refusal('A')).toMatch(/too short/u);
    expect(parsePlay('ABCDEFGHIJKLMNO')).toHaveLength(1);
    expect(refusal('ABCDEFGHIJKLMNOP')).toMatch(/16 letters; a word has at most 15/u);
    expect(parsePlay('AA BB CC DD EE FF GG HH')).toHaveLength(8);
    expect(refusal('AA BB CC DD EE FF GG HH II')).toMatch(/at most 8 words; 9 were given/u);
    expect(refusal('  ,\n ')).toMatch(/Type the challenged words/u);
  });

  it('takes the longest word from the rules, for bigger boards', () => {
    const superRules = { ...STANDARD_RULES, maxLetters: 21 };
    expect(parseWords(['ABCDEFGHIJKLMNOPQRSTU'], superRules)).toEqual(['ABCDEFGHIJKLMNOPQRSTU']);
    expect(() => parseWords(['ABCDEFGHIJKLMNOPQRSTUV'], superRules)).toThrow(/at most 21/u);
  });

  it('accepts words given as separate arguments, splitting any that hold separators', () => {
    expect(parseWords(['cat,dog', 'eel'])).toEqual(['CAT', 'DOG', 'EEL']);
  });
});
