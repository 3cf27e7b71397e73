import { singleTiles, type AlphabetDefinition } from '../alphabet-definition.ts';

/** NWL, CSW and NSWL: A–Z and nothing else, no folding (so é, ß, ı and Ａ are refused, as always). */
export const ENGLISH: AlphabetDefinition = {
  id: 'english',
  name: 'English',
  tiles: singleTiles('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  folds: {},
  neverFolds: [],
};
