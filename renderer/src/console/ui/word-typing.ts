// The kiosk's keys for the special tiles, in the console's word fields: a word judge at a US
// keyboard types Polish Ż as Z then ; (jez; is jeż), German Ö on ;, as a player does at the kiosk.
// The kiosk's own mapping (kiosk/key-typing.ts) decides; this only applies it to a text field,
// where the browser keeps the caret, the selection and the OS layout's dead keys.
import type { AlphabetId } from '../../../../electron/common/alphabets/index.ts';
import { keyTyping, replaceLastLetter } from '../../kiosk/key-typing.ts';

/** A field's text and selection, as a key press finds them. */
export interface FieldText {
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

/**
 * What a key press makes of a word field's text when the kiosk reads it as a special tile: the
 * new text and where the caret goes; null when the browser should type the key as it always does
 * (a letter, a space, a key the alphabet maps to nothing, a dead key of the OS layout).
 */
export function typedInField(
  key: string,
  code: string,
  field: FieldText,
  alphabet: AlphabetId,
): { readonly value: string; readonly caret: number } | null {
  const before = field.value.slice(0, field.start);
  const after = field.value.slice(field.end);
  const typing = keyTyping(key, code, before, alphabet);
  if (typing === null || 'deadKey' in typing) return null;
  if ('lastLetterBecomes' in typing) {
    // Only on a letter just typed, not across a selection.
    if (field.start !== field.end) return null;
    const last = Array.from(before).at(-1) ?? '';
    const tile = inCaseOf(last, typing.lastLetterBecomes);
    const changed = replaceLastLetter(before, tile);
    return { value: changed + after, caret: changed.length };
  }
  if (typing.char === key) return null;
  const typed = before + typing.char;
  return { value: typed + after, caret: typed.length };
}

// The kiosk types capitals; a field keeps the case the judge typed (z; is ż, Z; is Ż).
function inCaseOf(letter: string, tile: string): string {
  const lower = tile.toLowerCase();
  return letter !== letter.toUpperCase() && lower.toUpperCase() === tile ? lower : tile;
}
