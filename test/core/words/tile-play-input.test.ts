// A challenged play read as tiles: word limits count tiles, refusals name the word, the character
// and the alphabet, and an English play reads exactly as it always did, message for message.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError, parsePlay } from '../../../electron/core/words/play-input.ts';
import { parseTilePlay, standardTileRules } from '../../../electron/core/words/tile-play-input.ts';
import {
  canonicalWord,
  encodeTiles,
  getAlphabet,
  type AlphabetId,
} from '../../../electron/common/alphabets/index.ts';

type Outcome = { readonly words: string[] } | { readonly message: string };

function outcome(read: () => string[]): Outcome {
  try {
    return { words: read() };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { message: error.message };
  }
}

function play(id: AlphabetId, text: string): Outcome {
  const alphabet = getAlphabet(id);
  return outcome(() =>
    parseTilePlay(text, standardTileRules(alphabet)).map((tiles) => canonicalWord(tiles, alphabet)),
  );
}

describe('a play read as tiles', () => {
  it('counts tiles, not letters, against the 2–15 limit', () => {
    expect(play('spanish', 'cha')).toEqual({ words: ['[CH]A'] });
    expect(play('spanish', 'ch')).toEqual({
      message: 'Word 1 "CH" is too short: a word has at least 2 tiles.',
    });
    expect(play('catalan', 'col·lectivitzada')).toEqual({ words: ['CO[L·L]ECTIVITZADA'] });
    expect(play('spanish', 'ch'.repeat(15))).toEqual({ words: ['[CH]'.repeat(15)] });
    expect(play('spanish', 'ch'.repeat(16))).toEqual({
      message: `Word 1 "${'CH'.repeat(16)}" has 16 tiles; a word has at most 15.`,
    });
  });

  it('names the word, the character and the alphabet when a character is not a tile', () => {
    expect(play('spanish', 'casa kilo')).toEqual({ message: 'Word 2 "kilo": k is not a Spanish tile.' });
    expect(play('catalan', 'L·A')).toEqual({ message: 'Word 1 "L·A": · is not a Catalan tile.' });
    expect(play('spanish', '[C]A')).toEqual({ message: 'Word 1 "[C]A": [C] is not a Spanish tile.' });
    expect(play('german', 'ca\u200Bfe')).toEqual({
      message: 'Word 1 "ca<U+200B>fe": U+200B is not a German tile.',
    });
  });

  it('reads each special tile however the player types it', () => {
    expect(play('catalan', 'col.legi, COŀLEGI cowegi')).toEqual({
      words: ['CO[L·L]EGI', 'CO[L·L]EGI', 'CO[L·L]EGI'],
    });
    expect(play('spanish', '1ico CHICO [ch]ico')).toEqual({ words: ['[CH]ICO', '[CH]ICO', '[CH]ICO'] });
  });
});

describe('an English play read as tiles', () => {
  const english = getAlphabet('english');
  const asTiles = (text: string): Outcome =>
    outcome(() =>
      parseTilePlay(text, standardTileRules(english)).map((tiles) => encodeTiles(tiles, english)),
    );

  it('gives the same words and the same message as the station always did, on any text', () => {
    const unit = fc.oneof(
      {
        weight: 10,
        arbitrary: fc.constantFrom(...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')),
      },
      { weight: 2, arbitrary: fc.constantFrom(' ', ',', '\n', '\t') },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), (text) => {
        expect(asTiles(text)).toEqual(outcome(() => parsePlay(text)));
      }),
      { numRuns: 2000 },
    );
  });
});
