// A logged word (its data form, multi-letter tiles bracketed) as people read it: the tiles the
// console and hall view draw, and the spelling printed in plain text.
import { describe, expect, it } from 'vitest';
import {
  ALPHABET_IDS,
  canonicalWord,
  displayWord,
  getAlphabet,
  parseTiles,
  tileLabels,
  wordSpelling,
  wordTiles,
  type AlphabetId,
} from '../../../electron/common/alphabets/index.ts';

/** The data form of `typed` in `id`, as a station logs it. */
function logged(id: AlphabetId, typed: string): string {
  const alphabet = getAlphabet(id);
  const result = parseTiles(typed, alphabet);
  if ('error' in result) throw new Error(result.error.reason);
  return canonicalWord(result.tiles, alphabet);
}

describe('a logged word as people read it', () => {
  it('Catalan: L·L, QU and NY are one tile each and read without brackets', () => {
    expect(logged('catalan', 'COL·LEGI')).toBe('CO[L·L]EGI');
    expect(wordTiles('CO[L·L]EGI')).toEqual(['C', 'O', 'L·L', 'E', 'G', 'I']);
    expect(wordSpelling('CO[L·L]EGI')).toBe('COL·LEGI');
    expect(wordTiles('[QU]INZE')).toEqual(['QU', 'I', 'N', 'Z', 'E']);
    expect(wordSpelling('[QU]INZE')).toBe('QUINZE');
    expect(wordSpelling('[NY]AM')).toBe('NYAM');
    expect(wordSpelling('FRANÇA')).toBe('FRANÇA');
  });

  it('Spanish: CH, LL and RR are one tile each, Ñ one letter', () => {
    expect(wordTiles('[CH]I[RR]I[LL]O')).toEqual(['CH', 'I', 'RR', 'I', 'LL', 'O']);
    expect(wordSpelling('[CH]I[RR]I[LL]O')).toBe('CHIRRILLO');
    expect(wordTiles('AÑO')).toEqual(['A', 'Ñ', 'O']);
  });

  it('English, with no multi-letter tiles: the word itself, a tile a letter', () => {
    expect(wordTiles('QUIZ')).toEqual(['Q', 'U', 'I', 'Z']);
    expect(wordSpelling('QUIZ')).toBe('QUIZ');
  });

  it('agrees with each alphabet’s own labels for every tile', () => {
    for (const id of ALPHABET_IDS) {
      const alphabet = getAlphabet(id);
      const every = alphabet.labels.map((_, tile) => tile);
      const word = canonicalWord(every, alphabet);
      expect(wordTiles(word), id).toEqual(tileLabels(every, alphabet));
      expect(wordSpelling(word), id).toBe(displayWord(every, alphabet));
      expect(wordSpelling(word), id).not.toContain('[');
    }
  });

  it('keeps a bracket that closes no tile, so nothing a station sent is hidden', () => {
    expect(wordSpelling('CO[L·L')).toBe('CO[L·L');
    expect(wordTiles('A[]B')).toEqual(['A', '[', ']', 'B']);
    expect(wordSpelling('A]B')).toBe('A]B');
  });
});
