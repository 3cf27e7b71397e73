import { singleTiles, type AlphabetDefinition } from '../alphabet-definition.ts';

/** Polish: A–Z without Q, V, X, plus Ą Ć Ę Ł Ń Ó Ś Ź Ż as tiles; nothing folds. */
export const POLISH: AlphabetDefinition = {
  id: 'polish',
  name: 'Polish',
  tiles: singleTiles('AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ'),
  folds: {},
  neverFolds: ['Ą', 'Ć', 'Ę', 'Ł', 'Ń', 'Ó', 'Ś', 'Ź', 'Ż'],
  hints: ['Ą Ć Ę Ł Ń Ó Ś Ź Ż are tiles of their own'],
};
