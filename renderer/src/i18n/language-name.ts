import type { IntlShape } from 'react-intl';
import { KIOSK_LANGUAGE_NAMES, type KioskLanguage } from '../../../electron/common/kiosk-languages.ts';

/** Each language's name in itself, worked out once. */
const OWN_NAMES = new Map<KioskLanguage, string>();

function ownName(language: KioskLanguage): string {
  let own = OWN_NAMES.get(language);
  if (own === undefined) {
    own = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
    OWN_NAMES.set(language, own);
  }
  return own;
}

/**
 * A kiosk language's name in the screen's language and in itself ("hiszpański (español)"), so a
 * director who has chosen a language they cannot read still finds their own. English keeps the
 * station's own list of names. The console and the hall view name languages alike.
 */
export function languageName(intl: IntlShape, language: KioskLanguage): string {
  if (intl.locale === 'en') return KIOSK_LANGUAGE_NAMES[language];
  const here = intl.formatDisplayName(language, { type: 'language' }) ?? language;
  const own = ownName(language);
  return here === own ? here : `${here} (${own})`;
}
