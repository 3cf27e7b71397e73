// How typed text splits into words, the one rule for every side that splits: the core's play input
// (kiosk requests, the CLI, a judge's check) and the console's check form, which must send the words
// the core would read. No imports, so the renderer can use it.

/**
 * What separates typed words: spaces, tabs, commas and line breaks. Anything else is part of a word,
 * a non-breaking space too: the core then refuses it by name rather than guess what was meant.
 */
export const WORD_SEPARATORS = /[ \t,\r\n]+/u;

/** The words in typed text, in order, with no empty ones. */
export function splitWords(text: string): string[] {
  return text.split(WORD_SEPARATORS).filter((word) => word.length > 0);
}
