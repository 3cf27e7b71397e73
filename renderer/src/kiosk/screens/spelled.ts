/**
 * A word as a screen reader should say it, tile by tile ("C A T"), so a player hears the spelling,
 * not a guess at the pronunciation; an empty word (just begun) is said as `empty`, in the kiosk's language.
 */
export function spelled(word: string, empty: string): string {
  // Used for English words only (A–Z), whose code points are its tiles; other alphabets use tile-entry.ts.
  return word === '' ? empty : Array.from(word).join(' ');
}
