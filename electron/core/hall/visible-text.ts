// Text a station sends (its name for itself, its lexicons' names, its health, the words of an
// entry) is shown on the director's screens: the hub's terminal, `hall status`, the hall view. A
// terminal escape code there could erase lines (the hub's FAULT lines), and a right-to-left
// override could turn a word into "ACCEPTABLE" on screen. Every such text is shown through
// `visibleText`, which makes each control, format and bidirectional character visible as its code.

// C0 and C1 controls and DEL; the bidirectional marks, embeddings, overrides and isolates; the
// zero-width and other invisible format characters; line and paragraph separators; the BOM.
const HIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/gu;

/** `text` with every control, bidi and invisible format character shown as `⟨U+XXXX⟩`. */
export function visibleText(text: string): string {
  return text.replace(
    HIDDEN,
    (char) => `⟨U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟩`,
  );
}

/** Whether `text` holds anything {@link visibleText} would change. */
export function hasHiddenCharacters(text: string): boolean {
  HIDDEN.lastIndex = 0;
  const found = HIDDEN.test(text);
  HIDDEN.lastIndex = 0;
  return found;
}
