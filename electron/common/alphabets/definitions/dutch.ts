import { accentFolds } from '../accent-folds.ts';
import { singleTiles, type AlphabetDefinition } from '../alphabet-definition.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Dutch: A–Z, IJ is two tiles (so the ligature Ĳ is spelled out), and accents are dropped (ZEEËN → ZEEEN). */
export const DUTCH: AlphabetDefinition = {
  id: 'dutch',
  name: 'Dutch',
  tiles: singleTiles(LETTERS),
  folds: { ...accentFolds(LETTERS), Ĳ: 'IJ' },
  neverFolds: [],
};
