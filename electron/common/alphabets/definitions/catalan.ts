import { singleTiles, type AlphabetDefinition } from '../alphabet-definition.ts';

/**
 * Catalan: Ç, L·L, NY and QU are tiles; there is no K, W, Y or lone Q, so a US keyboard types
 * those letters as stand-ins for Ç, L·L, NY and QU. In a word list they are the letters of
 * loanwords (karate, clown), read as stand-ins only when the director says so. Plain LL is two L
 * tiles (COL·LECTAT and COLLECTAT are different words); QÜ folds to the QU tile.
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
  // A list written with stand-ins has K, W, Y and Q where these are; Ŀ is the old form of L·.
  realSpellingMarks: ['·', 'Ŀ', 'Ç', 'NY'],
  // Catalan and Spanish keyboards have Ç on the key right of the accent key (code Backslash).
  keyboard: { keys: { Backslash: 'Ç' } },
};
