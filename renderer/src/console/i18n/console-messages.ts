// Every console language's messages, and the react-intl object that formats them. The console speaks
// the station's language (the kiosk's, chosen on the station page), so a director at a Polish event
// reads the same words for challenge, verdict and lexicon on both screens.
import type { IntlShape } from 'react-intl';
import { intlPerLanguage } from '../../i18n/intl-per-language.ts';
import type { KioskLanguage } from '../../../../electron/common/kiosk-languages.ts';
import { CA } from './messages/ca.ts';
import { DE } from './messages/de.ts';
import { EN, type ConsoleMessageId, type ConsoleMessages } from './messages/en.ts';
import { ES } from './messages/es.ts';
import { FR } from './messages/fr.ts';
import { NB } from './messages/nb.ts';
import { NL } from './messages/nl.ts';
import { PL } from './messages/pl.ts';
import { SL } from './messages/sl.ts';
import { SV } from './messages/sv.ts';

export type { ConsoleMessageId } from './messages/en.ts';

/** Each language's console messages. */
export const CONSOLE_MESSAGES: Readonly<Record<KioskLanguage, ConsoleMessages>> = {
  en: EN,
  es: ES,
  ca: CA,
  fr: FR,
  de: DE,
  nl: NL,
  pl: PL,
  nb: NB,
  sv: SV,
  sl: SL,
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
