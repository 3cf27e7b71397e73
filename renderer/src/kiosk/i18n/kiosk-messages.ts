// Every kiosk language's messages, and the react-intl object that formats them. The kiosk machine
// holds messages as ids with values (KioskMessage), so it stays pure and any language can show them.
import type { IntlShape } from 'react-intl';
import { intlPerLanguage } from '../../i18n/intl-per-language.ts';
import { isAlphabetId } from '../../../../electron/common/alphabets/index.ts';
import type { KioskLanguage } from '../../../../electron/common/kiosk-languages.ts';
import { CA } from './messages/ca.ts';
import { DE } from './messages/de.ts';
import { EN, type KioskMessages, type MessageId } from './messages/en.ts';
import { ES } from './messages/es.ts';
import { FR } from './messages/fr.ts';
import { NB } from './messages/nb.ts';
import { NL } from './messages/nl.ts';
import { PL } from './messages/pl.ts';
import { SL } from './messages/sl.ts';
import { SV } from './messages/sv.ts';

export type { MessageId } from './messages/en.ts';

/** Each kiosk language's messages. */
export const KIOSK_MESSAGES: Readonly<Record<KioskLanguage, KioskMessages>> = {
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

/** A message to show: its id and the values its placeholders take. */
export interface KioskMessage {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** A message by id, with the values of its placeholders. */
export function kioskMessage(
  id: MessageId,
  values?: Readonly<Record<string, string | number>>,
): KioskMessage {
  return values === undefined ? { id } : { id, values };
}

/** The formatter for one kiosk language, made once. */
export const kioskIntl: (language: KioskLanguage) => IntlShape = intlPerLanguage(KIOSK_MESSAGES);

/** A message as text in `intl`'s language; an `alphabet` value (an alphabet id) is named in that language. */
export function formatKioskMessage(intl: IntlShape, message: KioskMessage): string {
  const alphabet = message.values?.['alphabet'];
  const values = isAlphabetId(alphabet)
    ? { ...message.values, alphabet: intl.formatMessage({ id: `alphabet.${alphabet}` }) }
    : message.values;
  return intl.formatMessage({ id: message.id }, values);
}
