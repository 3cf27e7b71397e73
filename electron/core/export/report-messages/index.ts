// Every language's report messages, keyed by the kiosk's language tags: the Record makes a kiosk
// language without its report messages a type error.
import type { KioskLanguage } from '../../../common/kiosk-languages.ts';
import { CA } from './ca.ts';
import { DE } from './de.ts';
import { EN, type ReportMessages } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { NB } from './nb.ts';
import { NL } from './nl.ts';
import { PL } from './pl.ts';
import { SL } from './sl.ts';
import { SV } from './sv.ts';

export type { ReportMessageId, ReportMessages } from './en.ts';

/** The printable report's words in each kiosk language. */
export const REPORT_MESSAGES: Readonly<Record<KioskLanguage, ReportMessages>> = {
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
