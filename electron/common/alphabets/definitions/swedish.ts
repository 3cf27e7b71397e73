import { singleTiles, type AlphabetDefinition } from '../alphabet-definition.ts';

/** Swedish: A–Z plus Å Ä Ö; Ü and Æ are in the alphabet (loanwords) though not in the bag. Nothing folds. */
export const SWEDISH: AlphabetDefinition = {
  id: 'swedish',
  name: 'Swedish',
  tiles: singleTiles('ABCDEFGHIJKLMNOPQRSTUVWXYÜZÅÄÆÖ'),
  folds: {},
  neverFolds: ['Å', 'Ä', 'Ö', 'Ü', 'Æ'],
  // Swedish keyboards: Ö on ;, Ä on ', Å on [ of a US keyboard; ¨ (code BracketRight) after U gives
  // Ü, and after Ä the loanword tile Æ.
  keyboard: {
    keys: { Semicolon: 'Ö', Quote: 'Ä', BracketLeft: 'Å' },
    after: { code: 'BracketRight', tiles: { U: 'Ü', Ä: 'Æ' }, deadKey: '¨' },
  },
};
