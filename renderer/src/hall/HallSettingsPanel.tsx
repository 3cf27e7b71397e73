import { useState, type ReactNode } from 'react';
import { KIOSK_LANGUAGES, type KioskLanguage } from '../../../electron/common/kiosk-languages.ts';
import { POINTS_LIMITS, ROUND_LIMITS } from '../../../electron/common/limits.ts';
import type { HallChallengeRule, HallSettingsView } from '../../../electron/common/hall-view-shapes.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';
import { languageName } from '../i18n/language-name.ts';
import { useHallText, type HallText } from './i18n/hall-text.ts';

/** One setting's change as the hub takes it (`hall:set`), without the initials. */
type SettingChange = Omit<Parameters<HallViewApi['setHall']>[0], 'initials'>;

function ruleWords({ t }: HallText, rule: HallChallengeRule): string {
  return rule.kind === 'double' ? t('settings.double') : t('settings.points', { points: rule.points });
}

/** A setting as it stands: its value, and who set it when; "not set by the hall" before. */
function standing(
  { t, moment }: HallText,
  set: { readonly by: string; readonly at: string } | undefined,
  value: string,
): string {
  return set === undefined
    ? t('settings.notSet')
    : t('settings.standing', { value, initials: set.by, time: moment(set.at) });
}

/**
 * The hall's settings, set once at the hub as `hall set` does: the round, the kiosk's language,
 * the challenge rule and table entry. Each is set by its own button with the director's initials;
 * every station applies it at its ready screen and logs it as set by the hall.
 */
export function HallSettingsPanel(props: {
  readonly settings: HallSettingsView;
  readonly onSet: (change: SettingChange, initials: string) => void;
}) {
  const text = useHallText();
  const { t } = text;
  const { round, language, rule, tableEntry } = props.settings;
  const [initials, setInitials] = useState('');
  const [roundText, setRoundText] = useState(
    round === undefined || round.value === null ? '' : String(round.value),
  );
  const [languageCode, setLanguageCode] = useState<KioskLanguage>(language?.value ?? 'en');
  const [ruleKind, setRuleKind] = useState<'double' | 'points'>(rule?.value.kind ?? 'double');
  const [points, setPoints] = useState(rule?.value.kind === 'points' ? String(rule.value.points) : '5');
  const [table, setTable] = useState(tableEntry?.value ?? false);
  const ready = initials.trim() !== '';
  const roundNumber = Number(roundText);
  const roundOk =
    roundText.trim() === '' ||
    (/^\d+$/u.test(roundText.trim()) && roundNumber >= ROUND_LIMITS.min && roundNumber <= ROUND_LIMITS.max);
  const pointsNumber = Number(points);
  const pointsOk =
    /^\d+$/u.test(points.trim()) && pointsNumber >= POINTS_LIMITS.min && pointsNumber <= POINTS_LIMITS.max;
  const set = (change: SettingChange) => {
    if (ready) props.onSet(change, initials.trim());
  };
  return (
    <section aria-labelledby="hall-settings-title" className="hall__settings">
      <h2 id="hall-settings-title">{t('settings.title')}</h2>
      <p>{t('settings.intro')}</p>
      <label>
        {t('settings.initials')}{' '}
        <input
          value={initials}
          maxLength={8}
          size={4}
          onChange={(event) => setInitials(event.target.value)}
        />
      </label>
      <Row
        label={t('settings.round')}
        now={standing(
          text,
          round,
          round === undefined || round.value === null
            ? t('settings.betweenRounds')
            : t('settings.roundValue', { round: round.value }),
        )}
        disabled={!ready || !roundOk}
        onSet={() => set({ setting: 'round', value: roundText.trim() === '' ? null : roundNumber })}
      >
        <input
          aria-label={t('settings.round')}
          inputMode="numeric"
          value={roundText}
          size={4}
          aria-invalid={!roundOk}
          aria-describedby="hall-round-hint"
          onChange={(event) => setRoundText(event.target.value)}
        />
        <span id="hall-round-hint" className="hall__hint">
          {t('settings.roundHint', { min: ROUND_LIMITS.min, max: ROUND_LIMITS.max })}
        </span>
      </Row>
      <Row
        label={t('settings.language')}
        now={standing(text, language, language === undefined ? '' : languageName(text.intl, language.value))}
        disabled={!ready}
        onSet={() => set({ setting: 'language', value: languageCode })}
      >
        <select
          aria-label={t('settings.language')}
          value={languageCode}
          onChange={(event) => setLanguageCode(event.target.value as KioskLanguage)}
        >
          {KIOSK_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(text.intl, code)}
            </option>
          ))}
        </select>
      </Row>
      <Row
        label={t('settings.rule')}
        now={standing(text, rule, rule === undefined ? '' : ruleWords(text, rule.value))}
        disabled={!ready || (ruleKind === 'points' && !pointsOk)}
        onSet={() =>
          set({
            setting: 'rule',
            value: ruleKind === 'double' ? { kind: 'double' } : { kind: 'points', points: pointsNumber },
          })
        }
      >
        <select
          aria-label={t('settings.rule')}
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
      </Row>
      <Row
        label={t('settings.tableEntry')}
        now={standing(text, tableEntry, t(tableEntry?.value === true ? 'settings.on' : 'settings.off'))}
        disabled={!ready}
        onSet={() => set({ setting: 'tableEntry', value: table })}
      >
        <select
          aria-label={t('settings.tableEntry')}
          value={table ? 'on' : 'off'}
          onChange={(event) => setTable(event.target.value === 'on')}
        >
          <option value="on">{t('settings.onOption')}</option>
          <option value="off">{t('settings.off')}</option>
        </select>
      </Row>
    </section>
  );
}

/** One setting: what stands, the field to change it, and its own Set button. */
function Row(props: {
  readonly label: string;
  readonly now: string;
  readonly disabled: boolean;
  readonly onSet: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useHallText();
  return (
    <form
      className="hall__setting"
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.disabled) props.onSet();
      }}
    >
      <span className="hall__setting-name">{props.label}</span>
      <span className="hall__setting-now" role="status">
        {props.now}
      </span>
      {props.children}
      <button type="submit" disabled={props.disabled}>
        {t('settings.set')}
      </button>
    </form>
  );
}
