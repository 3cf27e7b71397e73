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
  /**
   * True when typing more could still make a tile of the refused end (`L·` before the last L, an
   * open `[CH`): the entry screen shows it as unfinished rather than wrong.
   */
  readonly incomplete: boolean;
}

/** The outcome of {@link parseTiles}. */
export type TileParse = { readonly tiles: TileWord } | { readonly error: TileError };

/**
 * Reads one word as tiles of `alphabet`: NFC first, then each character in either case (never a
 * `toUpperCase()` guess such as ß → SS or ı → I unless the alphabet folds it), the alphabet's folds,
 * and then the longest tile spelling first, so Spanish CH is always the CH tile. `[CH]` names a
 * multi-letter tile explicitly; typing stand-ins (Spanish 1, Catalan W) read as their tile, so a
 * word list is parsed in `withoutStandIns(alphabet)` (list-letters.ts) unless written with them.
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
  return matchTiles(letters, input, alphabet, null);
}

/**
 * Where each tile of a word was typed: [start, end) in UTF-16 code units of the word's NFC form,
 * one span per tile, or the error. For the entry screen's tile boxes and its Backspace.
 */
export function tileSpans(
  word: string,
  alphabet: TileAlphabet,
):
  | { readonly text: string; readonly spans: readonly (readonly [number, number])[] }
  | { readonly error: TileError } {
  const text = word.normalize('NFC');
  const letters = upperLetters(text, alphabet);
  if (typeof letters !== 'string') return letters;
  const starts: number[] = [];
  const result = matchTiles(letters, text, alphabet, starts);
  if ('error' in result) return result;
  // A character that folds to several letters (ß → SS) lies in each of their tiles' spans.
  const spans = starts.map((start, index) => {
    const last = (starts[index + 1] ?? letters.length) - 1;
    return [sourceIndex(text, start, alphabet), sourceEnd(text, last, alphabet)] as const;
  });
  return { text, spans };
}

/**
 * The word with its last tile removed (Backspace on the entry screen). A character that stands for
 * several tiles (ß, Œ) gives back the letters of the tiles before the last: MAß → MAS. On text that
 * is not yet tiles, its last character is removed.
 */
export function withoutLastTile(word: string, alphabet: TileAlphabet): string {
  const text = word.normalize('NFC');
  const letters = upperLetters(text, alphabet);
  const starts: number[] = [];
  if (typeof letters !== 'string' || 'error' in matchTiles(letters, text, alphabet, starts)) {
    return Array.from(text).slice(0, -1).join('');
  }
  const cut = starts.at(-1) ?? 0;
  const charStart = sourceIndex(text, cut, alphabet);
  const kept = upperLetters(text.slice(0, charStart), alphabet);
  return text.slice(0, charStart) + letters.slice(typeof kept === 'string' ? kept.length : cut, cut);
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

// `starts`, when given, receives the letter position where each tile begins.
function matchTiles(
  letters: string,
  input: string,
  alphabet: TileAlphabet,
  starts: number[] | null,
): TileParse {
  const tiles: number[] = [];
  let position = 0;
  while (position < letters.length) {
    starts?.push(position);
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
        const inside = letters.slice(position + 1);
        const incomplete = letter === '[' && close < 0 && open < 0 && startsAForm(inside, alphabet, true);
        return { error: { text: letter, index: at, reason: unbalanced(alphabet), incomplete } };
      }
      const tile = alphabet.forms.get(letters.slice(position + 1, close));
      if (tile === undefined || (alphabet.labels[tile] ?? '').length < 2) {
        const text = input.slice(at, sourceIndex(input, close, alphabet) + 1);
        return {
          error: { text, index: at, reason: `${text} is not ${tileName(alphabet)}`, incomplete: false },
        };
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
  const error = notATile(input.charAt(at), at, alphabet);
  return { error: { ...error, incomplete: unfinished(letters, position, alphabet) } };
}

// The refused end may finish a tile begun before it (Catalan L· has read L as a tile), so try each
// tile boundary within a tile's length of the refusal.
function unfinished(letters: string, position: number, alphabet: TileAlphabet): boolean {
  const starts: number[] = [];
  matchTiles(letters.slice(0, position), '', alphabet, starts);
  return [...starts, position].some(
    (start) => start > position - alphabet.longestForm && startsAForm(letters.slice(start), alphabet, false),
  );
}

// True when `letters` begin some spelling of a tile and are not all of it; `inBrackets`: begin or
// are a spelling of a multi-letter tile, the only kind brackets may hold.
function startsAForm(letters: string, alphabet: TileAlphabet, inBrackets: boolean): boolean {
  for (const [form, tile] of alphabet.forms) {
    if (!form.startsWith(letters)) continue;
    if (inBrackets ? (alphabet.labels[tile] ?? '').length > 1 : form.length > letters.length) return true;
  }
  return false;
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

// Where the character holding the letter at `position` ends in the input.
function sourceEnd(input: string, position: number, alphabet: TileAlphabet): number {
  const start = sourceIndex(input, position, alphabet);
  return start + ((input.codePointAt(start) ?? 0) > 0xffff ? 2 : 1);
}

function notATile(char: string, index: number, alphabet: TileAlphabet): TileError {
  return {
    text: char,
    index,
    reason: `${showCharacter(char)} is not ${tileName(alphabet)}`,
    incomplete: false,
  };
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
