import { displayWord, parseTiles, type TileAlphabet, type TileWord } from '../../common/alphabets/index.ts';
import { STANDARD_PLAY_LIMITS } from '../../common/limits.ts';
import { splitWords } from '../../common/typed-words.ts';
import { describeCharacter, showWord } from './character-description.ts';
import { InputError } from './play-input.ts';

// A challenged play read as tiles of the lexicon's alphabet: the tile-aware twin of play-input.ts,
// whose English words and messages it reproduces exactly (test/properties checks that), so that
// switching the station over changes nothing an English player sees.

/** Limits on a challenged play, counted in tiles: [CH]A is a two-tile word. */
export interface TilePlayRules {
  readonly alphabet: TileAlphabet;
  readonly minTiles: number;
  readonly maxTiles: number;
  readonly maxWords: number;
}

/** The rules of a standard 15×15 board in `alphabet`: 1–8 words of 2–15 tiles. */
export function standardTileRules(alphabet: TileAlphabet): TilePlayRules {
  const { minLetters, maxLetters, maxWords } = STANDARD_PLAY_LIMITS;
  return { alphabet, minTiles: minLetters, maxTiles: maxLetters, maxWords };
}

/** Splits typed text into words and reads each as tiles; throws an InputError naming the first problem. */
export function parseTilePlay(text: string, rules: TilePlayRules): TileWord[] {
  return parseTileWords(splitWords(text), rules);
}

/** Reads already-split words as tiles, checking the word count and each word's tile count. */
export function parseTileWords(rawWords: readonly string[], rules: TilePlayRules): TileWord[] {
  const words = rawWords.flatMap(splitWords);
  if (words.length === 0) throw new InputError('Type the challenged words.');
  if (words.length > rules.maxWords) {
    throw new InputError(`A play forms at most ${rules.maxWords} words; ${words.length} were given.`);
  }
  return words.map((word, index) => readWord(word, index + 1, rules));
}

function readWord(raw: string, position: number, rules: TilePlayRules): TileWord {
  const { alphabet } = rules;
  const english = alphabet.id === 'english';
  const result = parseTiles(raw, alphabet);
  if ('error' in result) {
    const { text, reason } = result.error;
    // English keeps the station's original wording, character kind included.
    if (english) {
      throw new InputError(
        `Word ${position} ${showWord(raw)} contains ${describeCharacter(text)}; only letters A–Z are allowed.`,
      );
    }
    throw new InputError(`Word ${position} ${showWord(raw)}: ${reason}.`);
  }
  const unit = english ? 'letters' : 'tiles';
  const shown = displayWord(result.tiles, alphabet);
  const count = result.tiles.length;
  if (count < rules.minTiles) {
    throw new InputError(
      `Word ${position} "${shown}" is too short: a word has at least ${rules.minTiles} ${unit}.`,
    );
  }
  if (count > rules.maxTiles) {
    throw new InputError(
      `Word ${position} "${shown}" has ${count} ${unit}; a word has at most ${rules.maxTiles}.`,
    );
  }
  return result.tiles;
}
