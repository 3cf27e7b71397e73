// What one key press types on the entry screen, on any keyboard layout: the character the layout
// gives when the alphabet reads it, else the tile the alphabet maps that physical key to (its
// national layout's position, `KeyboardEvent.code`), or a letter turned into the tile it makes
// with the key pressed after it (Polish Z then ; is Ż; on a US keyboard Norwegian U then ] is Ü), or
// before it where that key is a dead key of the national layout (Norwegian ¨ then U is Ü, as the
// player's own keyboard does it). Pure, so the kiosk machine stays a reducer.
import { getAlphabet, type AlphabetId } from '../../../electron/common/alphabets/index.ts';
import { typedCharacter } from './tile-entry.ts';

/**
 * A character to add to the word, a tile that replaces the word's last letter, a dead key waiting
 * for the letter it changes, or nothing typed.
 */
export type KeyTyping =
  { readonly char: string } | { readonly lastLetterBecomes: string } | { readonly deadKey: true } | null;

/**
 * What `key` (KeyboardEvent.key) pressed on `code` (KeyboardEvent.code) types after `word`. A key
 * whose own character the alphabet reads always types that character, so no mapping can change
 * what a letter key types on any layout. A dead key types nothing. The alphabet's "then this key"
 * key is a dead key on the national layout (Norwegian and Swedish ¨): there Chromium sends `Dead`
 * and then, the page's keydown being cancelled, the plain letter. So that dead key works as on the
 * player's own keyboard: it changes the next letter (`afterDeadKey` on the next press).
 */
export function keyTyping(
  key: string,
  code: string | undefined,
  word: string,
  id: AlphabetId,
  afterDeadKey = false,
): KeyTyping {
  const alphabet = getAlphabet(id);
  const keyboard = alphabet.definition.keyboard;
  if (key === 'Dead' && code !== undefined && keyboard?.after?.code === code) return { deadKey: true };
  const char = typedCharacter(key);
  if (char === null) return null;
  const changed = afterDeadKey ? keyboard?.after?.tiles[char.toUpperCase()] : undefined;
  if (changed !== undefined) return { char: changed };
  if (alphabet.characters.has(char) || code === undefined) return { char };
  const tile = keyboard?.keys?.[code];
  if (tile !== undefined) return { char: tile };
  if (keyboard?.after?.code === code) {
    const last = Array.from(word).at(-1);
    const next = last === undefined ? undefined : keyboard.after.tiles[last.toUpperCase()];
    if (next !== undefined) return { lastLetterBecomes: next };
  }
  return { char };
}

/** `word` with its last character replaced by `tile`. */
export function replaceLastLetter(word: string, tile: string): string {
  return Array.from(word).slice(0, -1).join('') + tile;
}
