// An alphabet named as the kiosk names it in each language (its messages `alphabet.ID`), so the
// hall view and the kiosks beside it never call one alphabet two things.
import type { AlphabetId } from '../../../../electron/common/alphabets/index.ts';
import type { KioskLanguage } from '../../../../electron/common/kiosk-languages.ts';
import { KIOSK_MESSAGES } from '../../kiosk/i18n/kiosk-messages.ts';

/** The alphabet's name in `language`. */
export function alphabetName(language: KioskLanguage, alphabet: AlphabetId): string {
  return KIOSK_MESSAGES[language][`alphabet.${alphabet}`];
}
