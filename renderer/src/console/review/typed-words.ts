import { MAX_TYPED_LENGTH, MAX_TYPED_WORDS } from '../../../../electron/common/limits.ts';
import { splitWords } from '../../../../electron/common/typed-words.ts';
import { consoleMessage, type ConsoleMessage } from '../i18n/console-messages.ts';

/** The words a judge typed to check, split as the core splits them, or what is wrong with them. */
export function typedWords(text: string): { readonly words: string[] } | { readonly error: ConsoleMessage } {
  const words = splitWords(text);
  if (words.length === 0) return { error: consoleMessage('typed.none') };
  if (words.length > MAX_TYPED_WORDS)
    return { error: consoleMessage('typed.tooMany', { max: MAX_TYPED_WORDS }) };
  if (words.some((word) => word.length > MAX_TYPED_LENGTH)) {
    return { error: consoleMessage('typed.tooLong', { max: MAX_TYPED_LENGTH }) };
  }
  return { words };
}
