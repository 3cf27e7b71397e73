import type { TileAlphabet } from './tile-alphabet.ts';

/** A word as tiles: each entry is a tile index into its alphabet's definition. */
export type TileWord = readonly number[];

/** Why a word is not a word of the alphabet, naming the first character (or bracket) at fault. */
export interface TileError {
  /** The character or bracketed text refused, as typed (after NFC). */
  readonly text: string;
  /** Where it starts, in UTF-16 code units of the NFC form of the input. */
  readonly index: number;
  /** A phrase for a person, without a final full stop: "K is not a Spanish tile". */
  readonly reason: string;
}

/** The outcome of {@link parseTiles}. */
export type TileParse = { readonly tiles: TileWord } | { readonly error: TileError };

/**
 * Reads one word as tiles of `alphabet`: NFC first, then each character in either case (never a
 * `toUpperCase()` guess such as ß → SS or ı → I unless the alphabet folds it), the alphabet's folds,
 * and then the longest tile spelling first, so Spanish CH is always the CH tile. `[CH]` names a
 * multi-letter tile explicitly; legacy aliases (Spanish 1, Catalan W) read as their tile.
 */
export function parseTiles(word: string, alphabet: TileAlphabet): TileParse {
  // Word lists are NFC already, so normalising only after a refusal keeps imports fast; every
  // character of the table is NFC, so text made only of them needs no normalising.
  let letters = upperLetters(word, alphabet);
  let input = word;
  if (typeof letters !== 'string') {
    const nfc = word.normalize('NFC');
    if (nfc === word) return letters;
    input = nfc;
    letters = upperLetters(nfc, alphabet);
    if (typeof letters !== 'string') return letters;
  }
  return matchTiles(letters, input, alphabet);
}

// Maps each character through the alphabet's table: its upper-case letters, folded.
function upperLetters(input: string, alphabet: TileAlphabet): string | { readonly error: TileError } {
  let letters = '';
  let index = 0;
  for (const char of input) {
    const mapped = alphabet.characters.get(char);
    if (mapped === undefined) return { error: notATile(char, index, alphabet) };
    letters += mapped;
    index += char.length;
  }
  return letters;
}

function matchTiles(letters: string, input: string, alphabet: TileAlphabet): TileParse {
  const tiles: number[] = [];
  let position = 0;
  while (position < letters.length) {
    const letter = letters.charAt(position);
    if (!alphabet.multiLetterStarts.has(letter)) {
      const tile = alphabet.forms.get(letter);
      if (tile === undefined) break;
      tiles.push(tile);
      position += 1;
      continue;
    }
    if (letter === '[' || letter === ']') {
      const close = letters.indexOf(']', position);
      const open = letters.indexOf('[', position + 1);
      const at = sourceIndex(input, position, alphabet);
      if (letter === ']' || close < 0 || (open >= 0 && open < close)) {
        return { error: { text: letter, index: at, reason: unbalanced(alphabet) } };
      }
      const tile = alphabet.forms.get(letters.slice(position + 1, close));
      if (tile === undefined || (alphabet.labels[tile] ?? '').length < 2) {
        const text = input.slice(at, sourceIndex(input, close, alphabet) + 1);
        return { error: { text, index: at, reason: `${text} is not ${tileName(alphabet)}` } };
      }
      tiles.push(tile);
      position = close + 1;
      continue;
    }
    const found = longestForm(letters, position, alphabet);
    if (found === null) break;
    tiles.push(found.tile);
    position += found.length;
  }
  if (position === letters.length) return { tiles };
  const at = sourceIndex(input, position, alphabet);
  return { error: notATile(input.charAt(at), at, alphabet) };
}

function longestForm(
  letters: string,
  position: number,
  alphabet: TileAlphabet,
): { tile: number; length: number } | null {
  for (let length = Math.min(alphabet.longestForm, letters.length - position); length > 0; length -= 1) {
    const tile = alphabet.forms.get(letters.slice(position, position + length));
    if (tile !== undefined) return { tile, length };
  }
  return null;
}

// Where the letter at `position` came from in the input (a fold such as ß → SS gives two letters
// from one character). Walked again only when there is an error to report.
function sourceIndex(input: string, position: number, alphabet: TileAlphabet): number {
  let letters = 0;
  let index = 0;
  for (const char of input) {
    letters += (alphabet.characters.get(char) ?? '').length;
    if (letters > position) return index;
    index += char.length;
  }
  return index;
}

function notATile(char: string, index: number, alphabet: TileAlphabet): TileError {
  return { text: char, index, reason: `${showCharacter(char)} is not ${tileName(alphabet)}` };
}

function unbalanced(alphabet: TileAlphabet): string {
  const examples = alphabet.canonical.filter((form) => form.length > 1).join(', ');
  return `square brackets must enclose one ${alphabet.definition.name} tile of several letters, such as ${examples}`;
}

/** "a Spanish tile", "an English tile". */
export function tileName(alphabet: TileAlphabet): string {
  const name = alphabet.definition.name;
  return `${/^[AEIOU]/u.test(name) ? 'an' : 'a'} ${name} tile`;
}

/** The character itself when it is visible, else its code point, so a message never prints an invisible character raw. */
export function showCharacter(char: string): string {
  const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return /[\p{Cc}\p{Cf}\p{Z}\p{M}\p{Co}\p{Cn}\p{Cs}]/u.test(char) ? code : char;
}
