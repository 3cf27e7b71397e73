import { singleTiles, type AlphabetDefinition } from '../alphabet-definition.ts';

/** German: A–Z plus Ä, Ö, Ü as tiles of their own; there is no ß tile, so ß (and capital ẞ) is SS. */
export const GERMAN: AlphabetDefinition = {
  id: 'german',
  name: 'German',
  tiles: [...singleTiles('AÄBCDEFGHIJKLMNOÖPQRSTUÜVWXYZ')],
  folds: { ß: 'SS', ẞ: 'SS' },
  neverFolds: ['Ä', 'Ö', 'Ü'],
  // Haus, Straße: every noun has a capital, so a German list's capitals do not mark names.
  capitalisedNouns: true,
  // German keyboards: Ö on ;, Ä on ', Ü on [ of a US keyboard.
  keyboard: { keys: { Semicolon: 'Ö', Quote: 'Ä', BracketLeft: 'Ü' } },
};
