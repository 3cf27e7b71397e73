// How the hall view's form edits each kind of setting (electron/common/hall-settings.ts): the field,
// what it accepts, and how the value standing is worded. A setting of a kind already here takes its
// row in the form from its row in the table alone.
import { useState, type ReactNode } from 'react';
import {
  HALL_SETTINGS,
  type HallChallengeRule,
  type HallChoiceRow,
  type HallSettingKind,
  type HallSettingKinds,
  type HallSettingNameOfKind,
  type HallSettingSet,
} from '../../../electron/common/hall-settings.ts';
import { KIOSK_LANGUAGES, type KioskLanguage } from '../../../electron/common/kiosk-languages.ts';
import { POINTS_LIMITS, ROUND_LIMITS } from '../../../electron/common/limits.ts';
import { languageName } from '../i18n/language-name.ts';
import { HallSettingRow, standing } from './HallSettingRow.tsx';
import type { HallMessageId } from './i18n/hall-messages.ts';
import { useHallText, type HallText } from './i18n/hall-text.ts';

/** What the form gives the editor of a setting of kind `K`. */
export interface HallSettingEditorProps<K extends HallSettingKind> {
  readonly name: HallSettingNameOfKind<K>;
  /** The value standing, who set it and when; undefined before the hall set it. */
  readonly set: HallSettingSet<HallSettingKinds[K]> | undefined;
  /** What the field starts from: the value standing, else the setting's default. */
  readonly initial: HallSettingKinds[K];
  /** The director's initials are typed: the Set buttons may be used. */
  readonly ready: boolean;
  readonly onSet: (value: HallSettingKinds[K]) => void;
}

function ruleWords({ t }: HallText, rule: HallChallengeRule): string {
  return rule.kind === 'double' ? t('settings.double') : t('settings.points', { points: rule.points });
}

function RoundEditor({ name, set, initial, ready, onSet }: HallSettingEditorProps<'round'>) {
  const text = useHallText();
  const { t } = text;
  const label = t(HALL_SETTINGS[name].hallView.label);
  const hintId = `hall-${name}-hint`;
  const [roundText, setRoundText] = useState(initial === null ? '' : String(initial));
  const roundNumber = Number(roundText);
  const roundOk =
    roundText.trim() === '' ||
    (/^\d+$/u.test(roundText.trim()) && roundNumber >= ROUND_LIMITS.min && roundNumber <= ROUND_LIMITS.max);
  return (
    <HallSettingRow
      label={label}
      now={standing(
        text,
        set,
        set === undefined || set.value === null
          ? t('settings.betweenRounds')
          : t('settings.roundValue', { round: set.value }),
      )}
      disabled={!ready || !roundOk}
      onSet={() => onSet(roundText.trim() === '' ? null : roundNumber)}
    >
      <input
        aria-label={label}
        inputMode="numeric"
        value={roundText}
        size={4}
        aria-invalid={!roundOk}
        aria-describedby={hintId}
        onChange={(event) => setRoundText(event.target.value)}
      />
      <span id={hintId} className="hall__hint">
        {t('settings.roundHint', { min: ROUND_LIMITS.min, max: ROUND_LIMITS.max })}
      </span>
    </HallSettingRow>
  );
}

function LanguageEditor({ name, set, initial, ready, onSet }: HallSettingEditorProps<'language'>) {
  const text = useHallText();
  const label = text.t(HALL_SETTINGS[name].hallView.label);
  const [languageCode, setLanguageCode] = useState<KioskLanguage>(initial);
  return (
    <HallSettingRow
      label={label}
      now={standing(text, set, set === undefined ? '' : languageName(text.intl, set.value))}
      disabled={!ready}
      onSet={() => onSet(languageCode)}
    >
      <select
        aria-label={label}
        value={languageCode}
        onChange={(event) => setLanguageCode(event.target.value as KioskLanguage)}
      >
        {KIOSK_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {languageName(text.intl, code)}
          </option>
        ))}
      </select>
    </HallSettingRow>
  );
}

function RuleEditor({ name, set, initial, ready, onSet }: HallSettingEditorProps<'rule'>) {
  const text = useHallText();
  const { t } = text;
  const label = t(HALL_SETTINGS[name].hallView.label);
  const [ruleKind, setRuleKind] = useState<'double' | 'points'>(initial.kind);
  const [points, setPoints] = useState(initial.kind === 'points' ? String(initial.points) : '5');
  const pointsNumber = Number(points);
  const pointsOk =
    /^\d+$/u.test(points.trim()) && pointsNumber >= POINTS_LIMITS.min && pointsNumber <= POINTS_LIMITS.max;
  return (
    <HallSettingRow
      label={label}
      now={standing(text, set, set === undefined ? '' : ruleWords(text, set.value))}
      disabled={!ready || (ruleKind === 'points' && !pointsOk)}
      onSet={() =>
        onSet(ruleKind === 'double' ? { kind: 'double' } : { kind: 'points', points: pointsNumber })
      }
    >
      <select
        aria-label={label}
        value={ruleKind}
        onChange={(event) => setRuleKind(event.target.value as 'double' | 'points')}
      >
        <option value="double">{t('settings.double')}</option>
        <option value="points">{t('settings.pointsOption')}</option>
      </select>
      {ruleKind === 'double' ? null : (
        <input
          aria-label={t('settings.pointsLabel')}
          inputMode="numeric"
          value={points}
          size={3}
          aria-invalid={!pointsOk}
          onChange={(event) => setPoints(event.target.value)}
        />
      )}
    </HallSettingRow>
  );
}

function OnOffEditor({ name, set, initial, ready, onSet }: HallSettingEditorProps<'onOff'>) {
  const text = useHallText();
  const { t } = text;
  const { label: labelId, onOption } = HALL_SETTINGS[name].hallView;
  const label = t(labelId);
  const [on, setOn] = useState(initial);
  return (
    <HallSettingRow
      label={label}
      now={standing(text, set, t(set?.value === true ? 'settings.on' : 'settings.off'))}
      disabled={!ready}
      onSet={() => onSet(on)}
    >
      <select
        aria-label={label}
        value={on ? 'on' : 'off'}
        onChange={(event) => setOn(event.target.value === 'on')}
      >
        <option value="on">{t(onOption)}</option>
        <option value="off">{t('settings.off')}</option>
      </select>
    </HallSettingRow>
  );
}

function ChoiceEditor({ name, set, initial, ready, onSet }: HallSettingEditorProps<'choice'>) {
  const text = useHallText();
  const { t } = text;
  const row: HallChoiceRow = HALL_SETTINGS[name];
  // Each choice's id is checked against the English messages by test/common/hall-settings.test.ts.
  const said = (choice: string) => {
    const id = row.hallView.choices[choice];
    return id === undefined ? choice : t(id as HallMessageId);
  };
  const label = t(row.hallView.label as HallMessageId);
  const [choice, setChoice] = useState(initial);
  return (
    <HallSettingRow
      label={label}
      now={standing(text, set, set === undefined ? '' : said(set.value))}
      disabled={!ready}
      onSet={() => onSet(choice)}
    >
      <select aria-label={label} value={choice} onChange={(event) => setChoice(event.target.value)}>
        {row.choices.map((each) => (
          <option key={each} value={each}>
            {said(each)}
          </option>
        ))}
      </select>
    </HallSettingRow>
  );
}

/** The form's editor of each kind of setting. */
export const HALL_SETTING_EDITORS: {
  readonly [K in HallSettingKind]: (props: HallSettingEditorProps<K>) => ReactNode;
} = {
  round: RoundEditor,
  language: LanguageEditor,
  rule: RuleEditor,
  onOff: OnOffEditor,
  choice: ChoiceEditor,
};
