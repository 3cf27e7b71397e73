import { useState, type ReactNode } from 'react';
import {
  KIOSK_LANGUAGE_NAMES,
  KIOSK_LANGUAGES,
  type KioskLanguage,
} from '../../../electron/common/kiosk-languages.ts';
import { POINTS_LIMITS, ROUND_LIMITS } from '../../../electron/common/limits.ts';
import type { HallChallengeRule, HallSettingsView } from '../../../electron/common/hall-view-shapes.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';
import { clock } from './AlertsPanel.tsx';

/** One setting's change as the hub takes it (`hall:set`), without the initials. */
type SettingChange = Omit<Parameters<HallViewApi['setHall']>[0], 'initials'>;

function ruleWords(rule: HallChallengeRule): string {
  return rule.kind === 'double' ? 'double challenge' : `${rule.points} points per word`;
}

/** A setting as it stands: its value, and who set it when; "not set by the hall" before. */
function standing(set: { readonly by: string; readonly at: string } | undefined, value: string): string {
  return set === undefined ? 'not set by the hall' : `${value}, set by ${set.by} at ${clock(set.at)}`;
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
      <h2 id="hall-settings-title">The hall’s settings</h2>
      <p>
        Set once here for every station: each applies it at its ready screen and logs it with your initials.
      </p>
      <label>
        Initials{' '}
        <input
          value={initials}
          maxLength={8}
          size={4}
          onChange={(event) => setInitials(event.target.value)}
        />
      </label>
      <Row
        label="Round"
        now={standing(
          round,
          round === undefined || round.value === null ? 'between rounds' : `round ${round.value}`,
        )}
        disabled={!ready || !roundOk}
        onSet={() => set({ setting: 'round', value: roundText.trim() === '' ? null : roundNumber })}
      >
        <input
          aria-label="Round"
          inputMode="numeric"
          value={roundText}
          size={4}
          aria-invalid={!roundOk}
          aria-describedby="hall-round-hint"
          onChange={(event) => setRoundText(event.target.value)}
        />
        <span id="hall-round-hint" className="hall__hint">
          {ROUND_LIMITS.min}–{ROUND_LIMITS.max}; empty between rounds
        </span>
      </Row>
      <Row
        label="Kiosk language"
        now={standing(language, language === undefined ? '' : KIOSK_LANGUAGE_NAMES[language.value])}
        disabled={!ready}
        onSet={() => set({ setting: 'language', value: languageCode })}
      >
        <select
          aria-label="Kiosk language"
          value={languageCode}
          onChange={(event) => setLanguageCode(event.target.value as KioskLanguage)}
        >
          {KIOSK_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {KIOSK_LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </Row>
      <Row
        label="Challenge rule"
        now={standing(rule, rule === undefined ? '' : ruleWords(rule.value))}
        disabled={!ready || (ruleKind === 'points' && !pointsOk)}
        onSet={() =>
          set({
            setting: 'rule',
            value: ruleKind === 'double' ? { kind: 'double' } : { kind: 'points', points: pointsNumber },
          })
        }
      >
        <select
          aria-label="Challenge rule"
          value={ruleKind}
          onChange={(event) => setRuleKind(event.target.value as 'double' | 'points')}
        >
          <option value="double">double challenge</option>
          <option value="points">points per word</option>
        </select>
        {ruleKind === 'double' ? null : (
          <input
            aria-label="Points per word"
            inputMode="numeric"
            value={points}
            size={3}
            aria-invalid={!pointsOk}
            onChange={(event) => setPoints(event.target.value)}
          />
        )}
      </Row>
      <Row
        label="Table entry"
        now={standing(tableEntry, tableEntry?.value === true ? 'on' : 'off')}
        disabled={!ready}
        onSet={() => set({ setting: 'tableEntry', value: table })}
      >
        <select
          aria-label="Table entry"
          value={table ? 'on' : 'off'}
          onChange={(event) => setTable(event.target.value === 'on')}
        >
          <option value="on">on: players type the table number</option>
          <option value="off">off</option>
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
        Set for every station
      </button>
    </form>
  );
}
