// Every console language's messages, and the react-intl object that formats them. The console speaks
// the station's language (the kiosk's, chosen on the station page), so a director at a Polish event
// reads the same words for challenge, verdict and lexicon on both screens.
import type { IntlShape } from 'react-intl';
import { intlPerLanguage } from '../../i18n/intl-per-language.ts';
import type { KioskLanguage } from '../../../../electron/common/kiosk-languages.ts';
import { GAME_WORDS, type GameWordId } from '../../../../electron/common/game-words.ts';
import { CA } from './messages/ca.ts';
import { CA_LEXICONS } from './messages/lexicons/ca.ts';
import { CA_PAIRINGS } from './messages/pairings/ca.ts';
import { DE } from './messages/de.ts';
import { DE_LEXICONS } from './messages/lexicons/de.ts';
import { DE_PAIRINGS } from './messages/pairings/de.ts';
import { EN, type GeneralMessageId } from './messages/en.ts';
import { EN_LEXICONS, type LexiconsPageMessageId } from './messages/lexicons/en.ts';
import { EN_PAIRINGS, type PairingsMessageId } from './messages/pairings/en.ts';
import { ES } from './messages/es.ts';
import { ES_LEXICONS } from './messages/lexicons/es.ts';
import { ES_PAIRINGS } from './messages/pairings/es.ts';
import { FR } from './messages/fr.ts';
import { FR_LEXICONS } from './messages/lexicons/fr.ts';
import { FR_PAIRINGS } from './messages/pairings/fr.ts';
import { NB } from './messages/nb.ts';
import { NB_LEXICONS } from './messages/lexicons/nb.ts';
import { NB_PAIRINGS } from './messages/pairings/nb.ts';
import { NL } from './messages/nl.ts';
import { NL_LEXICONS } from './messages/lexicons/nl.ts';
import { NL_PAIRINGS } from './messages/pairings/nl.ts';
import { PL } from './messages/pl.ts';
import { PL_LEXICONS } from './messages/lexicons/pl.ts';
import { PL_PAIRINGS } from './messages/pairings/pl.ts';
import { SL } from './messages/sl.ts';
import { SL_LEXICONS } from './messages/lexicons/sl.ts';
import { SL_PAIRINGS } from './messages/pairings/sl.ts';
import { SV } from './messages/sv.ts';
import { SV_LEXICONS } from './messages/lexicons/sv.ts';
import { SV_PAIRINGS } from './messages/pairings/sv.ts';

/** Every console message id: the Lexicons page's, the pairings', a game's words and the rest. */
export type ConsoleMessageId = GeneralMessageId | LexiconsPageMessageId | PairingsMessageId | GameWordId;

/** One language's console messages: every id, no more. */
export type ConsoleMessages = Readonly<Record<ConsoleMessageId, string>>;

/**
 * Each language's console messages, its catalogues as one (each language's file types its part); a
 * recorded game is said in the words the printed report and the hall view use (game-words.ts).
 */
export const CONSOLE_MESSAGES: Readonly<Record<KioskLanguage, ConsoleMessages>> = {
  en: { ...EN, ...EN_LEXICONS, ...EN_PAIRINGS, ...GAME_WORDS.en },
  es: { ...ES, ...ES_LEXICONS, ...ES_PAIRINGS, ...GAME_WORDS.es },
  ca: { ...CA, ...CA_LEXICONS, ...CA_PAIRINGS, ...GAME_WORDS.ca },
  fr: { ...FR, ...FR_LEXICONS, ...FR_PAIRINGS, ...GAME_WORDS.fr },
  de: { ...DE, ...DE_LEXICONS, ...DE_PAIRINGS, ...GAME_WORDS.de },
  nl: { ...NL, ...NL_LEXICONS, ...NL_PAIRINGS, ...GAME_WORDS.nl },
  pl: { ...PL, ...PL_LEXICONS, ...PL_PAIRINGS, ...GAME_WORDS.pl },
  nb: { ...NB, ...NB_LEXICONS, ...NB_PAIRINGS, ...GAME_WORDS.nb },
  sv: { ...SV, ...SV_LEXICONS, ...SV_PAIRINGS, ...GAME_WORDS.sv },
  sl: { ...SL, ...SL_LEXICONS, ...SL_PAIRINGS, ...GAME_WORDS.sl },
};

/** The values a message's placeholders take. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A message kept as its id and values, not as text: what the console's pure form checks return, so
 * they stay testable in Node and any language can show them.
 */
export interface ConsoleMessage {
  readonly id: ConsoleMessageId;
  readonly values?: MessageValues;
}

/** A message by id, with the values of its placeholders. */
export function consoleMessage(id: ConsoleMessageId, values?: MessageValues): ConsoleMessage {
  return values === undefined ? { id } : { id, values };
}

/** The formatter for one language, made once. */
export const consoleIntl: (language: KioskLanguage) => IntlShape = intlPerLanguage(CONSOLE_MESSAGES);

/** A message as text in `intl`'s language. */
export function formatConsoleMessage(intl: IntlShape, message: ConsoleMessage): string {
  return intl.formatMessage({ id: message.id }, message.values);
}
