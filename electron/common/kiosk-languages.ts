// The languages the kiosk can speak, chosen per station by the director; the station's console and
// its printed reports speak the station's, and the hall view the hall's.

/** The kiosk's languages by BCP 47 tag, English first (the default). */
export const KIOSK_LANGUAGES = ['en', 'es', 'ca', 'fr', 'de', 'nl', 'pl', 'nb', 'sv', 'sl'] as const;

/** One kiosk language's tag, as stored in the station's settings and set on the page's `lang`. */
export type KioskLanguage = (typeof KIOSK_LANGUAGES)[number];

/** Each language's name in English (for the console and the CLI) and in itself (for the director's eye). */
export const KIOSK_LANGUAGE_NAMES: Readonly<Record<KioskLanguage, string>> = {
  en: 'English',
  es: 'Spanish (español)',
  ca: 'Catalan (català)',
  fr: 'French (français)',
  de: 'German (Deutsch)',
  nl: 'Dutch (Nederlands)',
  pl: 'Polish (polski)',
  nb: 'Norwegian Bokmål (norsk bokmål)',
  sv: 'Swedish (svenska)',
  sl: 'Slovene (slovenščina)',
};

/** True when `value` is a kiosk language's tag. */
export function isKioskLanguage(value: unknown): value is KioskLanguage {
  return typeof value === 'string' && (KIOSK_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Other tags a director may type for a kiosk language: `no` (Norwegian, the tag most people know) is
 * the kiosk's Norwegian Bokmål, stored as `nb`.
 */
export const KIOSK_LANGUAGE_ALIASES: Readonly<Record<string, KioskLanguage>> = { no: 'nb' };

/** The kiosk language a typed tag names, in any case and with an alias mapped (`no` → `nb`), or null. */
export function kioskLanguageFromTag(typed: string): KioskLanguage | null {
  const tag = typed.trim().toLowerCase();
  if (isKioskLanguage(tag)) return tag;
  return Object.hasOwn(KIOSK_LANGUAGE_ALIASES, tag) ? (KIOSK_LANGUAGE_ALIASES[tag] ?? null) : null;
}
