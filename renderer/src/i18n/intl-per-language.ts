// One react-intl formatter per language of a screen's catalogue, each made once, on first use. The
// kiosk and the console each keep their own catalogue (and message ids); this is what they share.
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { KioskLanguage } from '../../../electron/common/kiosk-languages.ts';

/** The formatter of each language of `catalogues`, English the default for a missing message. */
export function intlPerLanguage(
  catalogues: Readonly<Record<KioskLanguage, Readonly<Record<string, string>>>>,
): (language: KioskLanguage) => IntlShape {
  const cache = createIntlCache();
  const intls = new Map<KioskLanguage, IntlShape>();
  return (language) => {
    let intl = intls.get(language);
    if (intl === undefined) {
      intl = createIntl({ locale: language, defaultLocale: 'en', messages: catalogues[language] }, cache);
      intls.set(language, intl);
    }
    return intl;
  };
}
