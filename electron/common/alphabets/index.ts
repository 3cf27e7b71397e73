// The tile alphabets: pure data and pure functions, shared by the core, the IPC layer and the
// renderer. Nothing here imports Node, Electron, React or a library.
export {
  ALPHABET_IDS,
  type AlphabetDefinition,
  type AlphabetId,
  type TileDefinition,
} from './alphabet-definition.ts';
export { ALPHABET_DEFINITIONS, DEFAULT_ALPHABET_ID, getAlphabet, isAlphabetId } from './alphabets.ts';
export {
  parseTiles,
  tileSpans,
  withoutLastTile,
  showCharacter,
  tileName,
  type TileError,
  type TileParse,
  type TileWord,
} from './parse-tiles.ts';
export { standIns, withoutStandIns } from './list-letters.ts';
export { buildTileAlphabet, compareCodePoints, type TileAlphabet } from './tile-alphabet.ts';
export {
  canonicalWord,
  decodeTiles,
  displayWord,
  encodeTiles,
  sortDistinctCanonical,
  tileCount,
  tileLabels,
} from './tile-words.ts';
export { wordSpelling, wordTiles } from './word-spelling.ts';
