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
  // Norwegian keyboards: Ø on ;, Æ on ', Å on [ of a US keyboard; ¨ (code BracketRight) after A, O
  // or U gives the loanword tiles Ä, Ö, Ü.
  keyboard: {
    keys: { Semicolon: 'Ø', Quote: 'Æ', BracketLeft: 'Å' },
    after: { code: 'BracketRight', tiles: { A: 'Ä', O: 'Ö', U: 'Ü' }, deadKey: '¨' },
  },
};
