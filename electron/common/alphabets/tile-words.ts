import type { TileWord } from './parse-tiles.ts';
import { compareCodePoints, type TileAlphabet } from './tile-alphabet.ts';

/**
 * The canonical form of a word, used in logs, exports and fingerprints: each tile of several
 * letters in square brackets, e.g. `[CH]ICO`, `CO[L·L]EGI`. English words are unchanged.
 */
export function canonicalWord(tiles: TileWord, alphabet: TileAlphabet): string {
  return tiles.map((tile) => alphabet.canonical[tile] ?? '?').join('');
}

/** The word as a person writes it, e.g. `CHICO`, `COL·LEGI` (the tile boxes are {@link tileLabels}). */
export function displayWord(tiles: TileWord, alphabet: TileAlphabet): string {
  return tileLabels(tiles, alphabet).join('');
}

/** Each tile's printed label, one entry per tile box: `['CH', 'I', 'C', 'O']`. */
export function tileLabels(tiles: TileWord, alphabet: TileAlphabet): string[] {
  return tiles.map((tile) => alphabet.labels[tile] ?? '?');
}

/** How many tiles a word uses; word limits (2–15) count tiles, not letters. */
export function tileCount(tiles: TileWord): number {
  return tiles.length;
}

/**
 * The word as one UTF-16 code unit per tile, for the word graph (whose alphabet is
 * `alphabet.graphLetters`). For English this is the word itself. Encoded words sort in the same
 * order as their canonical forms.
 */
export function encodeTiles(tiles: TileWord, alphabet: TileAlphabet): string {
  let encoded = '';
  for (const tile of tiles) encoded += alphabet.graphLetters.charAt(tile);
  return encoded;
}

/** The tiles of an encoded word, or null when a code unit is not one of the alphabet's. */
export function decodeTiles(encoded: string, alphabet: TileAlphabet): number[] | null {
  const tiles: number[] = [];
  for (let index = 0; index < encoded.length; index += 1) {
    const tile = alphabet.tileOfGraphCode.get(encoded.charCodeAt(index));
    if (tile === undefined) return null;
    tiles.push(tile);
  }
  return tiles;
}

/**
 * Sorts canonical words into fingerprint order (UTF-8 byte order, which is code point order) and
 * drops repeats, in place; returns the same array.
 */
export function sortDistinctCanonical(words: string[]): string[] {
  // Canonical words are BMP-only (every tile letter is), where `<` on strings is code point order;
  // the general comparison is kept for anything else.
  const bmpOnly = words.every((word) => !/[\uD800-\uDFFF]/u.test(word));
  if (bmpOnly) words.sort();
  else words.sort(compareCodePoints);
  let kept = 0;
  for (const word of words) {
    if (kept === 0 || words[kept - 1] !== word) words[kept++] = word;
  }
  words.length = kept;
  return words;
}
