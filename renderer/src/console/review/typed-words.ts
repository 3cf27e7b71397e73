import { MAX_TYPED_LENGTH, MAX_TYPED_WORDS } from '../../../../electron/common/limits.ts';
import { splitWords } from '../../../../electron/common/typed-words.ts';

/** The words a judge typed to check, split as the core splits them, or what is wrong with them. */
export function typedWords(text: string): { readonly words: string[] } | { readonly error: string } {
  const words = splitWords(text);
  if (words.length === 0) return { error: 'Type the words to check.' };
  if (words.length > MAX_TYPED_WORDS) return { error: `Check at most ${MAX_TYPED_WORDS} words at a time.` };
  if (words.some((word) => word.length > MAX_TYPED_LENGTH)) {
    return { error: `A word has at most ${MAX_TYPED_LENGTH} characters.` };
  }
  return { words };
}
