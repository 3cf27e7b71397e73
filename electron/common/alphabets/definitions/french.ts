import { accentFolds } from '../accent-folds.ts';
import { singleTiles, type AlphabetDefinition } from '../alphabet-definition.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** French (ODS): A–Z; every accent is dropped (É→E, Ç→C) and the ligatures Œ and Æ are spelled out. */
export const FRENCH: AlphabetDefinition = {
  id: 'french',
  name: 'French',
  tiles: singleTiles(LETTERS),
  folds: { ...accentFolds(LETTERS), Œ: 'OE', Æ: 'AE' },
  neverFolds: [],
};
