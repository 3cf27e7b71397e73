import { singleTiles, type AlphabetDefinition } from '../alphabet-definition.ts';

/**
 * Catalan: Ç, L·L, NY and QU are tiles; there is no K, W, Y or lone Q, so those letters are the
 * legacy stand-ins for Ç, L·L, NY and QU. Plain LL is two L tiles (COL·LECTAT and COLLECTAT are
 * different words); QÜ folds to the QU tile.
 */
export const CATALAN: AlphabetDefinition = {
  id: 'catalan',
  name: 'Catalan',
  tiles: [
    ...singleTiles('ABC'),
    { label: 'Ç', aliases: ['K'] },
    ...singleTiles('DEFGHIJL'),
    // U+013F Ŀ is the old precomposed L with middle dot, typed as ŀl.
    { label: 'L·L', spellings: ['L.L', 'ĿL'], aliases: ['W'] },
    ...singleTiles('MN'),
    { label: 'NY', aliases: ['Y'] },
    ...singleTiles('OP'),
    { label: 'QU', aliases: ['Q'] },
    ...singleTiles('RSTUVXZ'),
  ],
  folds: { À: 'A', È: 'E', É: 'E', Í: 'I', Ï: 'I', Ò: 'O', Ó: 'O', Ú: 'U', Ü: 'U' },
  neverFolds: ['Ç'],
  // Catalan and Spanish keyboards have Ç on the key right of the accent key (code Backslash).
  keyboard: { keys: { Backslash: 'Ç' } },
};
