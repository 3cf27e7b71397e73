// Which language the hall view speaks: the director's own choice in this browser session, or the
// hall's `language` setting (what its kiosks speak), or English. The choice is kept in
// sessionStorage: it outlives a reload, not the session, and nothing of the hall is stored with it.
import { useCallback, useEffect, useState } from 'react';
import { isKioskLanguage, type KioskLanguage } from '../../../../electron/common/kiosk-languages.ts';

const KEY = 'challenge-station.hall-view-language';

/** Where the choice is kept: the session's storage, or none where the page may not use it. */
type LanguageStore = Pick<Storage, 'getItem' | 'setItem'> | null;

function sessionStore(): LanguageStore {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage denied: the choice lasts as long as the page.
    return null;
  }
}

/** The director's choice kept for this session, or null when none was made. */
export function keptHallLanguage(store: LanguageStore = sessionStore()): KioskLanguage | null {
  try {
    const kept = store?.getItem(KEY);
    return isKioskLanguage(kept) ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps the director's choice for the rest of the session. */
export function keepHallLanguage(language: KioskLanguage, store: LanguageStore = sessionStore()): void {
  try {
    store?.setItem(KEY, language);
  } catch {
    // A full or denied storage only costs a reload the choice.
  }
}

/** The language shown: the director's choice over the hall's setting, English when neither is. */
export function hallViewLanguage(
  chosen: KioskLanguage | null,
  hall: KioskLanguage | undefined,
): KioskLanguage {
  return chosen ?? hall ?? 'en';
}

/**
 * The view's language and the director's switch. The page's `lang` follows it, so a screen reader
 * reads the page in it and the browser hyphenates and picks fonts for it.
 */
export function useHallLanguage(
  hall: KioskLanguage | undefined,
): readonly [KioskLanguage, (language: KioskLanguage) => void] {
  const [chosen, setChosen] = useState<KioskLanguage | null>(() => keptHallLanguage());
  const language = hallViewLanguage(chosen, hall);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const choose = useCallback((next: KioskLanguage) => {
    keepHallLanguage(next);
    setChosen(next);
  }, []);
  return [language, choose] as const;
}
