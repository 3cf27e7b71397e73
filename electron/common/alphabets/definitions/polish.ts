import { singleTiles, type AlphabetDefinition } from '../alphabet-definition.ts';

/** Polish: A–Z without Q, V, X, plus Ą Ć Ę Ł Ń Ó Ś Ź Ż as tiles; nothing folds. */
export const POLISH: AlphabetDefinition = {
  id: 'polish',
  name: 'Polish',
  tiles: singleTiles('AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ'),
  folds: {},
  neverFolds: ['Ą', 'Ć', 'Ę', 'Ł', 'Ń', 'Ó', 'Ś', 'Ź', 'Ż'],
  // The Polish layout types these with AltGr only, so the kiosk takes the letter then ; instead.
  keyboard: {
    after: {
      code: 'Semicolon',
      tiles: { A: 'Ą', C: 'Ć', E: 'Ę', L: 'Ł', N: 'Ń', O: 'Ó', S: 'Ś', Z: 'Ż', Ż: 'Ź' },
    },
  },
};
