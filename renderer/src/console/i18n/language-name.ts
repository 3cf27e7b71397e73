import type { IntlShape } from 'react-intl';
import { KIOSK_LANGUAGE_NAMES, type KioskLanguage } from '../../../../electron/common/kiosk-languages.ts';

/**
 * A kiosk language's name in the console's language and in itself ("hiszpański (español)"), so a
 * director who has chosen a language they cannot read still finds their own. English keeps the
 * station's own list of names.
 */
export function languageName(intl: IntlShape, language: KioskLanguage): string {
  if (intl.locale === 'en') return KIOSK_LANGUAGE_NAMES[language];
  const here = new Intl.DisplayNames([intl.locale], { type: 'language' }).of(language) ?? language;
  const own = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return here === own ? here : `${here} (${own})`;
}
