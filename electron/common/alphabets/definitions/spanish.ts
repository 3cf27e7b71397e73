import { singleTiles, type AlphabetDefinition } from '../alphabet-definition.ts';

/**
 * FISE Spanish: A–Z without K and W, plus CH, LL, RR and Ñ. Typed CH, LL and RR are always the
 * digraph tiles (FISE lists never hold them as two tiles); 1 2 3 are typing stand-ins, read in a
 * word list only when the director says it is written with them.
 */
export const SPANISH: AlphabetDefinition = {
  id: 'spanish',
  name: 'Spanish',
  tiles: [
    ...singleTiles('ABC'),
    { label: 'CH', aliases: ['1'] },
    ...singleTiles('DEFGHIJL'),
    { label: 'LL', aliases: ['2'] },
    ...singleTiles('MNÑOPQR'),
    { label: 'RR', aliases: ['3'] },
    ...singleTiles('STUVXYZ'),
  ],
  folds: { Á: 'A', É: 'E', Í: 'I', Ó: 'O', Ú: 'U', Ü: 'U' },
  neverFolds: ['Ñ'],
  // A list written with stand-ins has 1, 2 and 3 where these are.
  realSpellingMarks: ['CH', 'LL', 'RR'],
  keyboard: {
    // Spanish keyboards have Ñ on the key US keyboards print ; on; N then ~ (Shift+` on a US keyboard)
    // is what an English speaker reaches for.
    keys: { Semicolon: 'Ñ' },
    after: { code: 'Backquote', tiles: { N: 'Ñ' } },
  },
};
