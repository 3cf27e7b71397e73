import {
  KIOSK_LANGUAGES,
  isKioskLanguage,
  type KioskLanguage,
} from '../../../electron/common/kiosk-languages.ts';
import { HALL_LANGUAGE_AUTONYMS } from './i18n/hall-messages.ts';
import { useHallText } from './i18n/hall-text.ts';

/**
 * The director's switch of the view's language, in the header: labelled in the language shown,
 * each language named in itself (with its `lang`, so a screen reader says it right).
 */
export function LanguageSelect(props: {
  readonly language: KioskLanguage;
  readonly onChoose: (language: KioskLanguage) => void;
}) {
  const { t } = useHallText();
  return (
    <label className="hall__language">
      {t('view.language')}{' '}
      <select
        value={props.language}
        onChange={(event) => {
          if (isKioskLanguage(event.target.value)) props.onChoose(event.target.value);
        }}
      >
        {KIOSK_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {HALL_LANGUAGE_AUTONYMS[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
