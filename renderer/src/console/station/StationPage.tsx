import { useId, useRef, useState, type SubmitEvent } from 'react';
import type { StationOverview } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { TEXT_LIMITS, TIMING_LIMITS, type Range } from '../../../../electron/common/limits.ts';
import { KIOSK_LANGUAGE_NAMES, KIOSK_LANGUAGES } from '../../../../electron/common/kiosk-languages.ts';
import { secondsRange, stationForm, stationUpdate, type StationForm } from './station-form.ts';
import { Field } from '../ui/Field.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { HallSection } from './HallSection.tsx';
import { hallSetting, HallSettingNote, hallSettingText } from './HallSettingNote.tsx';
import { useHallLink } from './use-hall-link.ts';

const TEXT_SIZES = [
  ['standard', 'Standard'],
  ['large', 'Large'],
  ['largest', 'Largest'],
] as const;

/** The kiosk's timings: each field, its label, and the range the station accepts. */
const TIMING_FIELDS: readonly (readonly [
  'verdictMinSeconds' | 'verdictClearSeconds' | 'idleClearSeconds',
  string,
  Range,
])[] = [
  ['verdictMinSeconds', 'Verdict shown at least', TIMING_LIMITS.verdictMinMs],
  ['verdictClearSeconds', 'Verdict clears after', TIMING_LIMITS.verdictClearMs],
  ['idleClearSeconds', 'Unjudged entry clears after', TIMING_LIMITS.idleClearMs],
];

/** The station's name and the director's settings (round, table entry, challenge rule, timings, text size, kiosk language), and its tournament hall. */
export function StationPage({
  call,
  overview,
  onOverview,
}: {
  readonly call: SessionCall;
  readonly overview: StationOverview;
  readonly onOverview: (overview: StationOverview) => void;
}) {
  const [form, setForm] = useState<StationForm>(() => stationForm(overview));
  const { notice, setNotice, busy, whileBusy } = useFormNotice();
  const textSizeId = useId();
  const languageId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const noteId = useId();
  // The hall link, read every 1.5 s: which of these settings the hall set, for the notes beside them.
  const [link, setLink] = useHallLink(call);
  const byHall = {
    round: hallSetting(link, 'round'),
    tableEntry: hallSetting(link, 'tableEntry'),
    rule: hallSetting(link, 'rule'),
    language: hallSetting(link, 'language'),
  };
  const noteOf = (name: keyof typeof byHall) => `${noteId}-${name}`;
  const set =
    <K extends keyof StationForm>(key: K) =>
    (value: StationForm[K]) =>
      setForm({ ...form, [key]: value });

  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    const update = stationUpdate(form);
    if ('error' in update) {
      setNotice(failure(update.error));
      return;
    }
    const result = await whileBusy(() => call('updateStation', update));
    if (!result.ok) {
      setNotice(failure(result.message));
      // Back to the field at fault, as at set-up: the form checks every other setting before sending,
      // so a request refused while the name changed is the name (an em dash pasted for the en dash).
      if (result.reason === 'request' && update.stationName !== overview.stationName)
        nameRef.current?.focus();
      return;
    }
    onOverview(result);
    setForm(stationForm(result));
    setNotice(ok('Settings saved. The kiosk uses them from its next challenge.'));
  };

  return (
    <section aria-labelledby="station-page">
      <PageHeading id="station-page">Station</PageHeading>
      <p className="page__facts">
        Station id <code>{overview.stationId}</code> · version {overview.appVersion} · current round{' '}
        <strong>{overview.config.round ?? 'none'}</strong>
      </p>
      <form className="settings" onSubmit={(event) => void save(event)}>
        <Field
          label="Station name"
          value={form.stationName}
          onChange={set('stationName')}
          maxLength={TEXT_LIMITS.stationName}
          inputRef={nameRef}
        />
        <Field
          label="Current round"
          inputMode="numeric"
          value={form.round}
          onChange={set('round')}
          hint={`Recorded with each challenge. Leave empty between rounds.${byHall.round === undefined ? '' : ` ${hallSettingText(byHall.round)}`}`}
          maxLength={3}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={form.tableEntry}
            onChange={(event) => set('tableEntry')(event.target.checked)}
            aria-describedby={byHall.tableEntry === undefined ? undefined : noteOf('tableEntry')}
          />{' '}
          Players type their table number before the words
        </label>
        {byHall.tableEntry !== undefined && (
          <HallSettingNote id={noteOf('tableEntry')} setting={byHall.tableEntry} />
        )}
        <fieldset aria-describedby={byHall.rule === undefined ? undefined : noteOf('rule')}>
          <legend>Challenge rule</legend>
          {byHall.rule !== undefined && <HallSettingNote id={noteOf('rule')} setting={byHall.rule} />}
          <label className="check">
            <input
              type="radio"
              name="rule"
              checked={form.rule === 'double'}
              onChange={() => set('rule')('double')}
            />{' '}
            Double challenge
          </label>
          <label className="check">
            <input
              type="radio"
              name="rule"
              checked={form.rule === 'points'}
              onChange={() => set('rule')('points')}
            />{' '}
            Points per word
          </label>
          <Field
            label="Points per challenged word"
            inputMode="numeric"
            value={form.points}
            onChange={set('points')}
            disabled={form.rule !== 'points'}
            maxLength={2}
          />
        </fieldset>
        <fieldset>
          <legend>Kiosk timings, in seconds</legend>
          {TIMING_FIELDS.map(([key, label, range]) => (
            <Field
              key={key}
              label={label}
              value={form[key]}
              onChange={set(key)}
              hint={secondsRange(range)}
              maxLength={8}
            />
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={textSizeId}>Kiosk text size</label>
          <select
            id={textSizeId}
            value={form.textSize}
            onChange={(event) => set('textSize')(event.target.value as StationForm['textSize'])}
          >
            {TEXT_SIZES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={languageId}>Kiosk language</label>
          <select
            id={languageId}
            aria-describedby={byHall.language === undefined ? undefined : noteOf('language')}
            value={form.language}
            onChange={(event) => set('language')(event.target.value as StationForm['language'])}
          >
            {KIOSK_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {KIOSK_LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
          {byHall.language !== undefined && (
            <HallSettingNote id={noteOf('language')} setting={byHall.language} />
          )}
        </div>
        <button type="submit" disabled={busy}>
          Save settings
        </button>
      </form>
      <NoticeLine notice={notice} />
      <HallSection call={call} link={link} setLink={setLink} />
    </section>
  );
}
