// What the entry screen needs while a player types: where each tile box begins and ends, Backspace
// removing one tile, and telling a tile still being typed (L· before the last L) from a wrong one.
import { describe, expect, it } from 'vitest';
import {
  getAlphabet,
  parseTiles,
  tileSpans,
  withoutLastTile,
  type AlphabetId,
} from '../../../electron/common/alphabets/index.ts';

function boxes(id: AlphabetId, word: string): string[] {
  const read = tileSpans(word, getAlphabet(id));
  if ('error' in read) throw new Error(read.error.reason);
  return read.spans.map(([start, end]) => read.text.slice(start, end));
}

function unfinished(id: AlphabetId, word: string): boolean | 'read' {
  const result = parseTiles(word, getAlphabet(id));
  return 'error' in result ? result.error.incomplete : 'read';
}

describe('tile boxes', () => {
  it('hold each tile as it was typed', () => {
    expect(boxes('spanish', 'chico')).toEqual(['ch', 'i', 'c', 'o']);
    expect(boxes('spanish', '1ICO')).toEqual(['1', 'I', 'C', 'O']);
    expect(boxes('spanish', '[CH]a')).toEqual(['[CH]', 'a']);
    expect(boxes('catalan', 'coŀlegi')).toEqual(['c', 'o', 'ŀl', 'e', 'g', 'i']);
    // ß is two S tiles typed as one character: each of the two boxes came from it.
    expect(boxes('german', 'maß')).toEqual(['m', 'a', 'ß', 'ß']);
  });
});

describe('Backspace', () => {
  it('removes one tile, however many letters it took to type', () => {
    const catalan = getAlphabet('catalan');
    expect(withoutLastTile('COL·L', catalan)).toBe('CO');
    expect(withoutLastTile('COL.L', catalan)).toBe('CO');
    expect(withoutLastTile('[QU]', catalan)).toBe('');
    expect(withoutLastTile('CASA', getAlphabet('spanish'))).toBe('CAS');
    expect(withoutLastTile('PERRO', getAlphabet('spanish'))).toBe('PERR');
    expect(withoutLastTile('PERR', getAlphabet('spanish'))).toBe('PE');
    expect(withoutLastTile('MAß', getAlphabet('german'))).toBe('MAS');
    expect(withoutLastTile('cœ', getAlphabet('french'))).toBe('cO');
    expect(withoutLastTile('', getAlphabet('spanish'))).toBe('');
  });

  it('removes the last character of text that is not yet tiles', () => {
    expect(withoutLastTile('COL·', getAlphabet('catalan'))).toBe('COL');
    expect(withoutLastTile('[CH', getAlphabet('spanish'))).toBe('[C');
  });
});

describe('a tile still being typed', () => {
  it('is unfinished, not wrong', () => {
    expect(unfinished('catalan', 'COL·')).toBe(true);
    expect(unfinished('catalan', 'COL.')).toBe(true);
    expect(unfinished('catalan', 'COŀ')).toBe(true);
    expect(unfinished('spanish', '[')).toBe(true);
    expect(unfinished('spanish', '[C')).toBe(true);
    expect(unfinished('spanish', '[CH')).toBe(true);
    expect(unfinished('catalan', 'COL·L')).toBe('read');
  });

  it('is wrong when no more typing can make it a tile', () => {
    expect(unfinished('catalan', 'COL·A')).toBe(false);
    expect(unfinished('spanish', 'K')).toBe(false);
    expect(unfinished('spanish', '[X')).toBe(false);
    expect(unfinished('spanish', 'CH]')).toBe(false);
    expect(unfinished('english', 'CAT[')).toBe(false);
  });
});
