// The English words a console screen in another language must not show: every word of the English
// console and kiosk catalogues (the console borrows the kiosk's terms), less the words that language
// writes the same (found in its own catalogues) and ICU's own keywords. What a screen shows as data
// (names, words, paths, hashes, a language's name in itself) is taken out before it is read; that is
// the English left by design, listed in docs/DIRECTOR-GUIDE.md.
import { KIOSK_LANGUAGES, type KioskLanguage } from '../../electron/common/kiosk-languages.ts';
import { CONSOLE_MESSAGES } from '../../renderer/src/console/i18n/console-messages.ts';
import { KIOSK_MESSAGES } from '../../renderer/src/kiosk/i18n/kiosk-messages.ts';

// ICU's syntax and the tags a message may hold: not words a person reads.
const ICU_WORDS = new Set([
  'plural',
  'select',
  'one',
  'two',
  'few',
  'many',
  'other',
  'none',
  'code',
  'strong',
  'kbd',
]);

/** The words (three letters or more, lower case) of a text. */
export function wordsOf(text: string): string[] {
  return (text.match(/\p{L}{3,}/gu) ?? []).map((word) => word.toLocaleLowerCase('en'));
}

function catalogueWords(language: KioskLanguage): Set<string> {
  const texts = [...Object.values(CONSOLE_MESSAGES[language]), ...Object.values(KIOSK_MESSAGES[language])];
  return new Set(texts.flatMap(wordsOf));
}

/** The English words of the catalogues that `language` does not write the same. */
export function englishOnlyWords(language: KioskLanguage): Set<string> {
  const own = catalogueWords(language);
  return new Set([...catalogueWords('en')].filter((word) => !own.has(word) && !ICU_WORDS.has(word)));
}

/** Each kiosk language's name in itself ("English", "Deutsch"): the language list names them so. */
const OWN_NAMES = KIOSK_LANGUAGES.map(
  (language) => new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language,
);

/**
 * A screen's text with what it shows as data taken out: the strings given (names, words, paths),
 * quoted names, hex digests, file names and each language's own name.
 */
export function withoutData(text: string, data: readonly string[]): string {
  let left = text;
  for (const value of [...data, ...OWN_NAMES].sort((a, b) => b.length - a.length))
    left = left.replaceAll(value, ' ');
  return left
    .replace(/[«“„”"‘][^«»“”„"‘’]*[»”“"’]/gu, ' ')
    .replace(/\b[0-9a-f]{8,}\b/gu, ' ')
    .replace(/\S+\.(?:csv|json|html|txt|pdf|sqlite|join)\b/gu, ' ');
}

/** The English words left in a screen's text once its data is taken out, each once. */
export function englishLeft(text: string, data: readonly string[], english: ReadonlySet<string>): string[] {
  return [...new Set(wordsOf(withoutData(text, data)).filter((word) => english.has(word)))];
}
