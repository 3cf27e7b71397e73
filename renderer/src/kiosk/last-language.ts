// The language the kiosk last spoke, kept in the page's own storage so the next start says
// "Starting…" in it before the station has answered (a Polish hall never sees English at start-up).
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

/** The language the kiosk last spoke here, or English the first time. */
export function lastKioskLanguage(store: LanguageStore = pageStorage()): KioskLanguage {
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
