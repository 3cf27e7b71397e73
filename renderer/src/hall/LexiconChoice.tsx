import { useState } from 'react';
import type {
  HallDesignation,
  HallLexiconCaution,
  HallOfferedLexicon,
} from '../../../electron/common/hall-view-shapes.ts';
import { unusualText } from './alert-text.ts';
import { alphabetName } from './i18n/alphabet-names.ts';
import type { HallText } from './i18n/hall-text.ts';
import { useHallText } from './i18n/hall-text.ts';

/**
 * The director's choice of the hall's lexicon, among those the stations offer: chosen in the list,
 * then designated with initials by a button, so that moving through the list never changes it.
 * Each list is named with its fingerprint and the stations that offer it, and one whose name is
 * another's, or reads like another's, says so.
 */
export function LexiconChoice(props: {
  readonly lexicons: readonly HallOfferedLexicon[];
  readonly designated: HallDesignation | null;
  readonly designations: readonly HallDesignation[];
  readonly onDesignate: (fingerprint: string, initials: string) => void;
}) {
  const text = useHallText();
  const { t, language, moment } = text;
  const [chosen, setChosen] = useState(props.designated?.fingerprint ?? '');
  const [initials, setInitials] = useState('');
  const changed = chosen !== '' && chosen !== props.designated?.fingerprint;
  const chosenCaution = props.lexicons.find((lexicon) => lexicon.fingerprint === chosen)?.caution ?? null;
  const caution = chosenCaution === null ? null : cautionText(text, chosenCaution);
  const earlier = props.designations.slice(0, -1);
  return (
    <form
      className="hall__designate"
      aria-label={t('lexicon.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && initials.trim() !== '') props.onDesignate(chosen, initials.trim());
      }}
    >
      <span className="hall__designated" role="status">
        {props.designated === null
          ? t('lexicon.none')
          : t(props.designated.at === '' ? 'lexicon.designated' : 'lexicon.designatedAt', {
              name: props.designated.name,
              fingerprint: props.designated.fingerprint.slice(0, 8),
              initials: props.designated.by,
              time: moment(props.designated.at),
            })}
      </span>
      <label>
        {t('lexicon.label')}{' '}
        <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{t('lexicon.choose')}</option>
          {props.lexicons.map((lexicon) => (
            <option key={lexicon.fingerprint} value={lexicon.fingerprint}>
              {t('lexicon.option', {
                name: lexicon.name,
                alphabet: alphabetName(language, lexicon.alphabet),
                fingerprint: lexicon.fingerprint.slice(0, 8),
                count: lexicon.wordCount,
                // The hub in the view's words, first, as the hub lists it.
                stations: [...(lexicon.atHub ? [t('lexicon.hub')] : []), ...lexicon.stations].join(', '),
              })}
              {lexicon.caution === null ? '' : ` ⚠ ${cautionText(text, lexicon.caution)}`}
            </option>
          ))}
        </select>
      </label>
      {caution === null ? null : <span className="hall__caution">⚠ {caution}</span>}
      <label>
        {t('lexicon.initials')}{' '}
        <input
          value={initials}
          maxLength={8}
          size={4}
          onChange={(event) => setInitials(event.target.value)}
        />
      </label>
      <button type="submit" disabled={!changed || initials.trim() === ''}>
        {t('lexicon.designate')}
      </button>
      {earlier.length === 0 ? null : (
        <details className="hall__designations">
          <summary>{t('lexicon.before')}</summary>
          <ol>
            {earlier.map((designation) => (
              <li key={`${designation.at}:${designation.fingerprint}`}>
                {t('lexicon.earlier', {
                  name: designation.name,
                  fingerprint: designation.fingerprint.slice(0, 8),
                  initials: designation.by,
                  time: moment(designation.at),
                })}
              </li>
            ))}
          </ol>
        </details>
      )}
    </form>
  );
}

/** Why a list may mislead, in the view's words. */
function cautionText(text: HallText, caution: HallLexiconCaution): string {
  return caution.code === 'same-name'
    ? text.t('caution.same-name', { other: caution.other })
    : `${text.t('caution.look-alike', { other: caution.other })}${unusualText(text, caution.unusual)}`;
}
