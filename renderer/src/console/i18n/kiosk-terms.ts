// The kiosk's own words for the domain's fixed terms (tile alphabets, verdicts), so the director's
// screen and the players' say the same thing in every language.
import type { IntlShape } from 'react-intl';
import type { AlphabetId } from '../../../../electron/common/alphabets/index.ts';
import type { Verdict } from '../../../../electron/common/entry-values.ts';
import { isKioskLanguage } from '../../../../electron/common/kiosk-languages.ts';
import { kioskIntl } from '../../kiosk/i18n/kiosk-messages.ts';

function kioskWords(intl: IntlShape): IntlShape {
  return kioskIntl(isKioskLanguage(intl.locale) ? intl.locale : 'en');
}

/** A tile alphabet's name in the console's language, as the kiosk names it. */
export function alphabetName(intl: IntlShape, alphabet: AlphabetId): string {
  return kioskWords(intl).formatMessage({ id: `alphabet.${alphabet}` });
}

/** A verdict (ACCEPTABLE, UNACCEPTABLE) in the console's language, as the kiosk shows it to players. */
export function verdictName(intl: IntlShape, verdict: Verdict): string {
  return kioskWords(intl).formatMessage({ id: `verdict.${verdict}` });
}
