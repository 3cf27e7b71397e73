// English left on a page in another language: the words of a screen's English catalogue that its
// translation does not use too (a word both languages write alike, "hub", is not a leftover),
// looked for in the page's text nodes. What a message's ICU syntax adds (placeholders, plural and
// select keys) is not a word a reader sees, so it is left out of the list.

/** Words a reader sees in a catalogue's messages, in lower case, of three letters or more. */
export function catalogueWords(messages: Readonly<Record<string, string>>): Set<string> {
  const words = new Set<string>();
  for (const message of Object.values(messages)) {
    const seen = message
      .replace(/<\/?\w+>/gu, ' ')
      .replace(/\{\s*\w+\s*\}/gu, ' ')
      .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/gu, ' ')
      .replace(/(=\d+|\b\w+)\s*\{/gu, ' ');
    for (const word of wordsOf(seen)) words.add(word);
  }
  return words;
}

/** A text's words: letters only, lower case, three or more; hex runs (fingerprints, hashes) out. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/\b[0-9a-f]{8,}\b/giu, ' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3)
    .map((word) => word.toLocaleLowerCase('en'));
}

/** Each English word found in `texts`, with the text it was found in ("word" in "text"). */
export function englishLeftIn(
  texts: readonly string[],
  english: Readonly<Record<string, string>>,
  translated: Readonly<Record<string, string>>,
): string[] {
  const theirs = catalogueWords(translated);
  const leftovers = [...catalogueWords(english)].filter((word) => !theirs.has(word));
  const found: string[] = [];
  for (const text of texts)
    for (const word of wordsOf(text))
      if (leftovers.includes(word)) found.push(`"${word}" in "${text.trim()}"`);
  return found;
}

/**
 * Page code that lists every non-blank text node's text (options of a closed list too), except in
 * scripts, styles and the elements `skip` selects (a CSS selector), for `page.evaluate`.
 */
export function textNodes(skip = ':not(*)'): string {
  return `(() => {
    const texts = [];
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || parent.closest('script, style') !== null) continue;
      if (parent.closest(${JSON.stringify(skip)}) !== null) continue;
      if (node.textContent.trim() !== '') texts.push(node.textContent);
    }
    return texts;
  })()`;
}
