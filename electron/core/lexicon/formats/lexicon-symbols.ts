// Zyzzyva marks words with lexicon symbols glued to the word: `#` in CSW only, `$` in NWL only,
// `+` new in this edition, and word judges' own marks such as `*` and `^`. A definitions text file
// exported with symbols reads `QAT# an evergreen shrub`. Only these characters are taken as symbols
// in text, so a stray `!` or digit in a word is still refused as a bad letter rather than swallowed.
const TEXT_SYMBOLS = '#$+*^';

/** The symbols a text line may glue after its word, for docs/CLI.md and messages. */
export const TEXT_LEXICON_SYMBOLS = TEXT_SYMBOLS;

/** Splits trailing lexicon symbols off a word as written in a text file: `QAT#+` → QAT, `#+`. */
export function splitLexiconSymbols(token: string): { readonly word: string; readonly symbols: string } {
  let end = token.length;
  while (end > 0 && TEXT_SYMBOLS.includes(token.charAt(end - 1))) end -= 1;
  // All symbols and no word: leave it whole, so the caller refuses it as a word.
  if (end === token.length || end === 0) return { word: token, symbols: '' };
  return { word: token.slice(0, end), symbols: token.slice(end) };
}

// Zyzzyva lets a user choose any symbol strings, so a database may carry others; accept short runs
// of punctuation and symbols, never letters, spaces or control characters.
const DATABASE_SYMBOLS = /^[\p{P}\p{S}]{1,8}$/u;

/** True when `symbols` (from a database's lexicon_symbols column) is a plausible run of symbols. */
export function isLexiconSymbols(symbols: string): boolean {
  return DATABASE_SYMBOLS.test(symbols);
}
