// What one key press types on the entry screen, on any keyboard layout: the character the layout
// gives when the alphabet reads it, else the tile the alphabet maps that physical key to (its
// national layout's position, `KeyboardEvent.code`), or a letter turned into the tile it makes
// with the key pressed after it (Polish Z then ; is Ż). Pure, so the kiosk machine stays a reducer.
import { getAlphabet, type AlphabetId } from '../../../electron/common/alphabets/index.ts';
import { typedCharacter } from './tile-entry.ts';

/** A character to add to the word, a tile that replaces the word's last letter, or nothing typed. */
export type KeyTyping = { readonly char: string } | { readonly lastLetterBecomes: string } | null;

/**
 * What `key` (KeyboardEvent.key) pressed on `code` (KeyboardEvent.code) types after `word`. A key
 * whose own character the alphabet reads always types that character, so no mapping can change
 * what a letter key types on any layout; dead keys type nothing until their letter arrives.
 */
export function keyTyping(key: string, code: string | undefined, word: string, id: AlphabetId): KeyTyping {
  const char = typedCharacter(key);
  if (char === null) return null;
  const alphabet = getAlphabet(id);
  if (alphabet.characters.has(char) || code === undefined) return { char };
  const keyboard = alphabet.definition.keyboard;
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
