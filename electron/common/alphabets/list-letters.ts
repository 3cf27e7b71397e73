import { buildTileAlphabet, type TileAlphabet } from './tile-alphabet.ts';

// A word list is read by its letters. An alphabet's aliases (Catalan K for Ç, Spanish 1 for CH) are
// keys a US keyboard types at the kiosk; in a real-spelling list the same letters are a loanword's
// (karate, clown), and reading them as stand-ins would invent words (ÇARATE, CLO[L·L]N).

const letterOnly = new WeakMap<TileAlphabet, TileAlphabet>();

/**
 * `alphabet` without its typing stand-ins: the same tiles, indexes and word-graph letters, so a
 * list read in it compiles to the lexicon the kiosk's typing looks words up in.
 */
export function withoutStandIns(alphabet: TileAlphabet): TileAlphabet {
  if (!alphabet.definition.tiles.some((tile) => (tile.aliases ?? []).length > 0)) return alphabet;
  let letters = letterOnly.get(alphabet);
  if (letters === undefined) {
    const tiles = alphabet.definition.tiles.map((tile) =>
      tile.spellings === undefined ? { label: tile.label } : { label: tile.label, spellings: tile.spellings },
    );
    letters = buildTileAlphabet({ ...alphabet.definition, tiles });
    letterOnly.set(alphabet, letters);
  }
  return letters;
}

/** Each typing stand-in of `alphabet` with the tile it stands for: `[['K', 'Ç'], ['W', 'L·L'], …]`. */
export function standIns(alphabet: TileAlphabet): readonly (readonly [string, string])[] {
  return alphabet.definition.tiles.flatMap((tile) =>
    (tile.aliases ?? []).map((alias) => [alias, tile.label] as const),
  );
}
