import type { IntlShape } from 'react-intl';
import type { AlphabetId } from '../../../../electron/common/alphabets/index.ts';
import { isKioskLanguage } from '../../../../electron/common/kiosk-languages.ts';
import { kioskIntl } from '../../kiosk/i18n/kiosk-messages.ts';

/**
 * A tile alphabet's name in the console's language: the kiosk's own word for it, so a lexicon's
 * alphabet reads the same on the director's screen and the players'.
 */
export function alphabetName(intl: IntlShape, alphabet: AlphabetId): string {
  const language = isKioskLanguage(intl.locale) ? intl.locale : 'en';
  return kioskIntl(language).formatMessage({ id: `alphabet.${alphabet}` });
}
