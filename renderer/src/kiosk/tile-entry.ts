// Typing a word on the kiosk in the tiles of the lexicon being judged: which keys are taken, how a
// word splits into tile boxes, and what Backspace removes. Pure, so the kiosk machine stays a
// reducer that unit tests reach.
import {
  getAlphabet,
  parseTiles,
  showCharacter,
  tileLabels,
  withoutLastTile,
  wordTiles,
  type AlphabetId,
  type TileAlphabet,
} from '../../../electron/common/alphabets/index.ts';
import { kioskMessage, type KioskMessage } from './i18n/kiosk-messages.ts';

/** A word on screen: its finished tiles, and typed text that does not make a tile yet (`L·`, `[CH`). */
export interface WordBoxes {
  readonly tiles: readonly string[];
  readonly pending: string;
}

/** The outcome of a typed character: the word with it, or why it was refused. */
export type Typed = { readonly word: string } | { readonly refusal: KioskMessage };

/**
 * The single character a key press types, or null for named keys (Shift, Dead, ArrowLeft…). A
 * dead key arrives as `Dead` and then the composed character; a layout that sends a letter and a
 * combining accent separately is composed here (NFC).
 */
export function typedCharacter(key: string): string | null {
  if (Array.from(key).length === 1) return key;
  // Compose only what arrived in parts: NFC would also turn a lone Kelvin sign into K.
  if (!/^\p{L}\p{M}+$/u.test(key)) return null;
  const composed = key.normalize('NFC');
  return Array.from(composed).length === 1 ? composed : null;
}

/**
 * Adds `char` to `word` when the word still reads as tiles of the alphabet, or is on its way to a
 * tile (Catalan `L·` before the second L), and stays within `maxTiles`. English keeps the
 * station's original message (letters A–Z).
 */
export function typeCharacter(word: string, char: string, id: AlphabetId, maxTiles: number): Typed {
  const alphabet = getAlphabet(id);
  const parsed = parseTiles(word + char, alphabet);
  // The character itself must be one the alphabet reads: parseTiles would NFC a look-alike (the
  // Kelvin sign) into a letter, which a key press must never become.
  if (!alphabet.characters.has(char) || ('error' in parsed && !parsed.error.incomplete)) {
    if (id === 'english') return { refusal: kioskMessage('entry.notLetter', { char }) };
    if (alphabet.characters.has(char)) return { refusal: kioskMessage('entry.notHere', { char }) };
    // Named as the tile would be printed (K, not k), unless upper case changes its length (ß).
    const shown = char.toUpperCase().length === char.length ? char.toUpperCase() : char;
    return { refusal: kioskMessage('entry.notTile', { char: showCharacter(shown), alphabet: id }) };
  }
  // Stored upper case where the alphabet reads both cases alike (never ſ → S or ß → SS), so the
  // word on screen is the word judged.
  const upper = char.toUpperCase();
  const same = alphabet.characters.get(upper) === alphabet.characters.get(char);
  const next = word + (same ? upper : char);
  if (tileCount(next, alphabet) > maxTiles) {
    return {
      refusal: kioskMessage(id === 'english' ? 'entry.tooLongLetters' : 'entry.tooLongTiles', {
        max: maxTiles,
      }),
    };
  }
  return { word: next };
}

/** The word with its last tile removed (a tile of several letters goes in one press). */
export function backspace(word: string, id: AlphabetId): string {
  return withoutLastTile(word, getAlphabet(id));
}

/** How a typed word splits into tile boxes. */
export function wordBoxes(word: string, id: AlphabetId): WordBoxes {
  const alphabet = getAlphabet(id);
  const parsed = parseTiles(word, alphabet);
  if ('tiles' in parsed) return { tiles: tileLabels(parsed.tiles, alphabet), pending: '' };
  const text = word.normalize('NFC');
  const before = parseTiles(text.slice(0, parsed.error.index), alphabet);
  const tiles = 'tiles' in before ? tileLabels(before.tiles, alphabet) : [];
  return { tiles, pending: text.slice(parsed.error.index) };
}

/** A judged word (canonical form, `[CH]ICO`) as its tile boxes, as the console and hall view draw it. */
export function judgedBoxes(word: string): WordBoxes {
  return { tiles: wordTiles(word), pending: '' };
}

/** Why a typed word cannot be judged yet, or null: unfinished (`L·`) or under `minTiles`. */
export function wordProblem(
  word: string,
  position: number,
  id: AlphabetId,
  minTiles: number,
): KioskMessage | null {
  const alphabet = getAlphabet(id);
  const parsed = parseTiles(word, alphabet);
  if ('error' in parsed) return kioskMessage('entry.unfinished', { position });
  if (parsed.tiles.length >= minTiles) return null;
  return kioskMessage(id === 'english' ? 'entry.tooShortLetters' : 'entry.tooShortTiles', {
    position,
    min: minTiles,
  });
}

/** The words a screen reader says for a word: each tile in turn ("CH I C O"), or `empty` in the kiosk's language. */
export function spokenTiles(boxes: WordBoxes, empty: string): string {
  const parts = [...boxes.tiles, ...(boxes.pending === '' ? [] : [boxes.pending])];
  return parts.length === 0 ? empty : parts.join(' ');
}

function tileCount(word: string, alphabet: TileAlphabet): number {
  const parsed = parseTiles(word, alphabet);
  return 'tiles' in parsed ? parsed.tiles.length : wordBoxesOf(word, alphabet);
}

// An unfinished word counts its finished tiles and one for the tile being typed.
function wordBoxesOf(word: string, alphabet: TileAlphabet): number {
  return wordBoxes(word, alphabet.id).tiles.length + 1;
}
