import { singleTiles, type AlphabetDefinition } from '../alphabet-definition.ts';

/**
 * Norwegian: A–Z plus Æ Ø Å; Ü, Ä and Ö are in the alphabet (loanwords in the lists) though not in
 * the bag, in the order wolges numbers them. Nothing folds.
 */
export const NORWEGIAN: AlphabetDefinition = {
  id: 'norwegian',
  name: 'Norwegian',
  tiles: singleTiles('ABCDEFGHIJKLMNOPQRSTUVWXYÜZÆÄØÖÅ'),
  folds: {},
  neverFolds: ['Æ', 'Ø', 'Å', 'Ü', 'Ä', 'Ö'],
  hints: ['Æ Ø Å are tiles of their own'],
};
