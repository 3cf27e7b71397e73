// Laws every alphabet keeps, over random input: a word read as tiles reads back the same from its
// canonical form and from its lower-case form; encoded words sort as canonical words do by UTF-8
// bytes (the fingerprint order); reading never throws; and English reads exactly what the station
// always read, refusing the same first character, on any BMP text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGLISH_LETTERS } from '../../../electron/core/words/letter-set.ts';
import { normaliseLetters } from '../../../electron/core/words/play-input.ts';
import {
  ALPHABET_IDS,
  canonicalWord,
  encodeTiles,
  getAlphabet,
  parseTiles,
  tileSpans,
  withoutLastTile,
  type AlphabetId,
  type TileAlphabet,
  type TileWord,
} from '../../../electron/common/alphabets/index.ts';

const RUNS = 300;

/** Random tile words of 1–15 tiles. */
function tileWords(alphabet: TileAlphabet): fc.Arbitrary<number[]> {
  return fc.array(fc.nat(alphabet.labels.length - 1), { minLength: 1, maxLength: 15 });
}

/** Text that is mostly the alphabet's own characters, with brackets, dots and anything else mixed in. */
function typedText(alphabet: TileAlphabet): fc.Arbitrary<string> {
  const own = fc.constantFrom(...alphabet.characters.keys());
  const unit = fc.oneof(
    { weight: 8, arbitrary: own },
    { weight: 1, arbitrary: fc.constantFrom('[', ']', '·', '.', '\u0301', '\u0308', 'ß', 'ı', '1', 'W') },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  );
  return fc.string({ unit, minLength: 1, maxLength: 20 });
}

/** True when consecutive one-letter tiles spell a longer tile's form, as Spanish C, H spells CH. */
function spellsMultiLetterTile(tiles: TileWord, alphabet: TileAlphabet): boolean {
  return tiles.some((_, start) => {
    let letters = '';
    for (const tile of tiles.slice(start)) {
      const label = alphabet.labels[tile] ?? '';
      if (label.length > 1) return false;
      letters += label;
      if (letters.length > 1 && alphabet.forms.has(letters)) return true;
    }
    return false;
  });
}

function tilesOf(text: string, alphabet: TileAlphabet): TileWord | string {
  const result = parseTiles(text, alphabet);
  return 'tiles' in result ? result.tiles : result.error.reason;
}

function utf8Order(a: string, b: string): number {
  return Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
}

describe.each(ALPHABET_IDS)('%s', (id: AlphabetId) => {
  const alphabet = getAlphabet(id);

  it('reads any accepted text back to the same tiles from its canonical form', () => {
    fc.assert(
      fc.property(typedText(alphabet), (text) => {
        const result = parseTiles(text, alphabet);
        if ('error' in result) {
          // The refusal names text that is really there, where it says.
          expect(text.normalize('NFC').startsWith(result.error.text, result.error.index)).toBe(true);
          expect(result.error.reason).toMatch(new RegExp(`${alphabet.definition.name}|square brackets`, 'u'));
          return;
        }
        expect(result.tiles.length).toBeGreaterThan(0);
        expect(tilesOf(canonicalWord(result.tiles, alphabet), alphabet)).toEqual(result.tiles);
      }),
      { numRuns: RUNS },
    );
  });

  it('places one box per tile over the typed text, and Backspace removes exactly the last tile', () => {
    fc.assert(
      fc.property(typedText(alphabet), (text) => {
        const result = parseTiles(text, alphabet);
        const read = tileSpans(text, alphabet);
        if ('error' in result || 'error' in read) {
          expect('error' in read).toBe('error' in result);
          return;
        }
        expect(read.spans).toHaveLength(result.tiles.length);
        expect(read.spans[0]?.[0]).toBe(0);
        expect(read.spans.at(-1)?.[1]).toBe(read.text.length);
        for (const [index, [start, end]] of read.spans.entries()) {
          expect(start).toBeLessThan(end);
          // Each box starts where the one before ended, or shares its one character (ß → S S).
          if (index > 0) expect(start).toBeLessThanOrEqual(read.spans[index - 1]?.[1] ?? -1);
        }
        const shorter = parseTiles(withoutLastTile(text, alphabet), alphabet);
        expect('tiles' in shorter && shorter.tiles).toEqual(result.tiles.slice(0, -1));
      }),
      { numRuns: RUNS },
    );
  });

  it('reads every tile word from its canonical form, in upper or lower case', () => {
    fc.assert(
      fc.property(tileWords(alphabet), (tiles) => {
        // Plain letters that spell a multi-letter tile are that tile (Spanish C then H is CH), so
        // such tile words are never read and have no written form of their own.
        fc.pre(!spellsMultiLetterTile(tiles, alphabet));
        const canonical = canonicalWord(tiles, alphabet);
        expect(tilesOf(canonical, alphabet)).toEqual(tiles);
        expect(tilesOf(canonical.toLowerCase(), alphabet)).toEqual(tiles);
      }),
      { numRuns: RUNS },
    );
  });

  it('reads a folded character exactly as the letters it folds to', () => {
    const folds = Object.entries(alphabet.definition.folds).filter(([, letters]) => letters.length === 1);
    if (folds.length === 0) return;
    fc.assert(
      fc.property(tileWords(alphabet), fc.constantFrom(...folds), fc.nat(), (tiles, [char, letter], at) => {
        fc.pre(!spellsMultiLetterTile(tiles, alphabet));
        const canonical = canonicalWord(tiles, alphabet);
        const spots = Array.from(canonical.matchAll(new RegExp(letter, 'gu')), (match) => match.index);
        const spot = spots[at % Math.max(1, spots.length)];
        if (spot === undefined || canonical.lastIndexOf('[', spot) > canonical.lastIndexOf(']', spot)) return;
        const folded = canonical.slice(0, spot) + char + canonical.slice(spot + 1);
        expect(tilesOf(folded, alphabet)).toEqual(tiles);
      }),
      { numRuns: RUNS },
    );
  });

  it('sorts encoded words exactly as their canonical forms sort by UTF-8 bytes', () => {
    fc.assert(
      fc.property(tileWords(alphabet), tileWords(alphabet), (a, b) => {
        const encoded = Math.sign(
          encodeTiles(a, alphabet) < encodeTiles(b, alphabet)
            ? -1
            : encodeTiles(a, alphabet) > encodeTiles(b, alphabet)
              ? 1
              : 0,
        );
        expect(encoded).toBe(utf8Order(canonicalWord(a, alphabet), canonicalWord(b, alphabet)));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('English compared with the station as it was', () => {
  const english = getAlphabet('english');

  function before(text: string): string | { bad: string } {
    const result = normaliseLetters(text, ENGLISH_LETTERS);
    return 'word' in result ? result.word : { bad: result.badChar };
  }

  function now(text: string): string | { bad: string } {
    const result = parseTiles(text, english);
    return 'tiles' in result ? encodeTiles(result.tiles, english) : { bad: result.error.text };
  }

  it('accepts and refuses the same words, naming the same character, on any BMP text', () => {
    const bmp = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
    const letters = fc.constantFrom(...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'));
    const unit = fc.oneof({ weight: 6, arbitrary: letters }, { weight: 1, arbitrary: bmp });
    fc.assert(
      fc.property(fc.string({ unit, minLength: 1, maxLength: 16 }), (text) => {
        expect(now(text)).toEqual(before(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on every single BMP character', () => {
    for (let code = 0; code <= 0xffff; code += 1) {
      const char = String.fromCharCode(code);
      expect(now(`A${char}`)).toEqual(before(`A${char}`));
    }
  });
});
