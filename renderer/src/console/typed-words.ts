/** The words a judge typed to check (spaces or commas between them), or what is wrong with them. */
export function typedWords(text: string): { readonly words: string[] } | { readonly error: string } {
  const words = text.split(/[\s,]+/u).filter((word) => word !== '');
  if (words.length === 0) return { error: 'Type the words to check.' };
  if (words.length > 8) return { error: 'Check at most 8 words at a time.' };
  if (words.some((word) => word.length > 64)) return { error: 'A word has at most 64 characters.' };
  return { words };
}
