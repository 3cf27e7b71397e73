// Text a station sends (its name for itself, its lexicons' names, its health, the words of an
// entry) is shown on the director's screens: the hub's terminal, `hall status`, the hall view, and
// in the merged export's files (`hall export`, `log merge`). A terminal escape code there could
// erase lines (the hub's FAULT lines), and a right-to-left override could turn a word into
// "ACCEPTABLE" on screen. Every such text is shown through `visibleText`, which makes each
// control, format and bidirectional character visible as its code.

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

/**
 * Every text in a plain value (strings, arrays and plain objects of them; no Map, Set or Date)
 * through {@link visibleText}: for a file a person reads (a merged export's CSV and HTML), whatever
 * fields it has.
 */
export function visibleIn<T>(value: T): T {
  return shownDeep(value) as T;
}

function shownDeep(value: unknown): unknown {
  if (typeof value === 'string') return visibleText(value);
  if (Array.isArray(value)) return value.map(shownDeep);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, shownDeep(each)]));
}

/**
 * `value` as JSON text with every character {@link visibleText} would change written as a `\uXXXX`
 * escape: the file shows none of them raw, and JSON.parse gives back exactly what was written (for
 * a file a program reads, such as a merged export's JSON Lines). JSON.stringify writes no
 * whitespace and escapes C0 controls itself, so what is left of them can only be inside a string.
 */
export function escapedJson(value: unknown): string {
  // A tag character (U+E0001…) is two UTF-16 units: each is escaped, as JSON writes it.
  return JSON.stringify(value).replace(HIDDEN, (char) =>
    Array.from({ length: char.length }, (_, index) => char.charCodeAt(index))
      .map((unit) => `\\u${unit.toString(16).padStart(4, '0')}`)
      .join(''),
  );
}
