// Text a station sends (its name for itself, its lexicons' names, its health, the words of an
// entry) is shown on the director's screens: the hub's terminal, `hall status`, the hall view. A
// terminal escape code there could erase lines (the hub's FAULT lines), and a right-to-left
// override could turn a word into "ACCEPTABLE" on screen. Every such text is shown through
// `visibleText`, which makes each control, format and bidirectional character visible as its code.

// Controls (C0, C1, DEL), format characters (the bidirectional marks, embeddings, overrides and
// isolates, zero-width characters, the BOM, tags) and the line and paragraph separators.
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

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
