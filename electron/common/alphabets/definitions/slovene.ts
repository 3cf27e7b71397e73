import { singleTiles, type AlphabetDefinition } from '../alphabet-definition.ts';

/** Slovene: A–Z plus Č Š Ž as tiles (Q W X Y are in the alphabet, not in the bag). Nothing folds. */
export const SLOVENE: AlphabetDefinition = {
  id: 'slovene',
  name: 'Slovene',
  tiles: singleTiles('ABCČDEFGHIJKLMNOPQRSŠTUVWXYZŽ'),
  folds: {},
  neverFolds: ['Č', 'Š', 'Ž'],
  // Slovene keyboards: Č on ;, Š on [, Ž on \ of a US keyboard.
  keyboard: { keys: { Semicolon: 'Č', BracketLeft: 'Š', Backslash: 'Ž' } },
};
