// Every hall view language's messages: the kiosk's ten languages, so a hall that sets its kiosks'
// language can show the director the same words (verdicts, "challenge", "station") in it.
import type { KioskLanguage } from '../../../../electron/common/kiosk-languages.ts';
import { CA } from './messages/ca.ts';
import { DE } from './messages/de.ts';
import { EN, type HallMessages } from './messages/en.ts';
import { ES } from './messages/es.ts';
import { FR } from './messages/fr.ts';
import { NB } from './messages/nb.ts';
import { NL } from './messages/nl.ts';
import { PL } from './messages/pl.ts';
import { SL } from './messages/sl.ts';
import { SV } from './messages/sv.ts';

export type { HallMessageId, HallMessages } from './messages/en.ts';

/** Each language's hall view messages. */
export const HALL_MESSAGES: Readonly<Record<KioskLanguage, HallMessages>> = {
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

/** Each language's name in itself: the switch lists them so, a director finds their own unread. */
export const HALL_LANGUAGE_AUTONYMS: Readonly<Record<KioskLanguage, string>> = {
  en: 'English',
  es: 'Español',
  ca: 'Català',
  fr: 'Français',
  de: 'Deutsch',
  nl: 'Nederlands',
  pl: 'Polski',
  nb: 'Norsk bokmål',
  sv: 'Svenska',
  sl: 'Slovenščina',
};
