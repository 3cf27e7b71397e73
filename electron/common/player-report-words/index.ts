// The per-player report's words in every kiosk language, for the printable report and the hall
// view's player page: the Record makes a language left out a type error.
import type { KioskLanguage } from '../kiosk-languages.ts';
import { PLAYER_REPORT_CA } from './ca.ts';
import { PLAYER_REPORT_DE } from './de.ts';
import { PLAYER_REPORT_EN, type PlayerReportWords } from './en.ts';
import { PLAYER_REPORT_ES } from './es.ts';
import { PLAYER_REPORT_FR } from './fr.ts';
import { PLAYER_REPORT_NB } from './nb.ts';
import { PLAYER_REPORT_NL } from './nl.ts';
import { PLAYER_REPORT_PL } from './pl.ts';
import { PLAYER_REPORT_SL } from './sl.ts';
import { PLAYER_REPORT_SV } from './sv.ts';

export type { PlayerReportWordId, PlayerReportWords } from './en.ts';

/** The per-player report's messages in each kiosk language. */
export const PLAYER_REPORT_WORDS: Readonly<Record<KioskLanguage, PlayerReportWords>> = {
  en: PLAYER_REPORT_EN,
  es: PLAYER_REPORT_ES,
  ca: PLAYER_REPORT_CA,
  fr: PLAYER_REPORT_FR,
  de: PLAYER_REPORT_DE,
  nl: PLAYER_REPORT_NL,
  pl: PLAYER_REPORT_PL,
  nb: PLAYER_REPORT_NB,
  sv: PLAYER_REPORT_SV,
  sl: PLAYER_REPORT_SL,
};
