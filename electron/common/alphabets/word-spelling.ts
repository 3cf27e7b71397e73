/**
 * How a person reads a word the log holds in its data form, where a tile of several letters is in
 * square brackets (`CO[L·L]EGI`, `[QU]INZE`, `[CH]ICO`). Every tile alphabet writes a tile's data
 * form as its printed label, bracketed when the label has several letters, so the word reads
 * without knowing its alphabet: the hall view, the exports and the CLI show words from stations of
 * any alphabet. The data form itself stays in the database, the hash chain, JSON Lines and CSV.
 */

/**
 * The word's tiles as printed on them, one entry per tile: `CO[L·L]EGI` → C O L·L E G I. A bracket
 * that does not close a tile (never written by a station) is kept as a character of its own, so
 * nothing a station sent is hidden.
 */
export function wordTiles(word: string): string[] {
  const tiles: string[] = [];
  let index = 0;
  while (index < word.length) {
    const close = word.charAt(index) === '[' ? word.indexOf(']', index + 1) : -1;
    const inside = close > index + 1 ? word.slice(index + 1, close) : '';
    if (inside !== '' && !inside.includes('[')) {
      tiles.push(inside);
      index = close + 1;
      continue;
    }
    const char = String.fromCodePoint(word.codePointAt(index) ?? 0);
    tiles.push(char);
    index += char.length;
  }
  return tiles;
}

/** The word as a person writes it, for plain text: `CO[L·L]EGI` → `COL·LEGI`, `[QU]INZE` → `QUINZE`. */
export function wordSpelling(word: string): string {
  return wordTiles(word).join('');
}
