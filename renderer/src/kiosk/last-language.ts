// The language the kiosk last spoke, kept in the page's own storage so the next start says
// "Starting…" in it before the station has answered (a Polish hall never sees English at start-up).
// The web station serves the page in the station's language, which comes first.
// Only the language is kept: nothing of a challenge is ever written here.
import { isKioskLanguage, type KioskLanguage } from '../../../electron/common/kiosk-languages.ts';

const KEY = 'challenge-station.kiosk-language';

/** Where the language is kept: the page's localStorage, or none where it cannot be used. */
type LanguageStore = Pick<Storage, 'getItem' | 'setItem'> | null;

function pageStorage(): LanguageStore {
  try {
    return globalThis.localStorage;
  } catch {
    // A page whose storage is denied (an opaque origin) starts in English.
    return null;
  }
}

/** The page's language when the station served it in its own (the web station does), else null. */
function servedLanguage(): string | null {
  // Read through globalThis: the tests run this module in Node too, where there is no page.
  const page = globalThis as {
    document?: { documentElement: { lang: string; dataset: Record<string, string | undefined> } };
  };
  const root = page.document?.documentElement;
  return root?.dataset['language'] === 'station' ? root.lang : null;
}

/**
 * The language to say "Starting…" in: the station's, when it served the page in it (the web
 * kiosk's browser has a new profile at each start); else the one the kiosk last spoke here (the
 * Electron kiosk's page is built in English); else English.
 */
export function lastKioskLanguage(
  store: LanguageStore = pageStorage(),
  served: string | null = servedLanguage(),
): KioskLanguage {
  if (isKioskLanguage(served)) return served;
  try {
    const kept = store?.getItem(KEY);
    return isKioskLanguage(kept) ? kept : 'en';
  } catch {
    return 'en';
  }
}

/** Keeps the language the kiosk speaks now, for its next start. */
export function rememberKioskLanguage(language: KioskLanguage, store: LanguageStore = pageStorage()): void {
  try {
    if (store?.getItem(KEY) !== language) store?.setItem(KEY, language);
  } catch {
    // A full or denied storage only costs the next start its language.
  }
}
