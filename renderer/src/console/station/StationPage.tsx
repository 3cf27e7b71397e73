import { useId, useRef, useState, type SubmitEvent } from 'react';
import type { StationOverview } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { TEXT_LIMITS, TIMING_LIMITS, type Range } from '../../../../electron/common/limits.ts';
import { KIOSK_LANGUAGES } from '../../../../electron/common/kiosk-languages.ts';
import type { ConsoleMessageId } from '../i18n/console-messages.ts';
import { languageName } from '../../i18n/language-name.ts';
import { Message } from '../i18n/Message.tsx';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { secondsRange, stationForm, stationUpdate, type StationForm } from './station-form.ts';
import { Field } from '../ui/Field.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { HallSection } from './HallSection.tsx';
import { PairingsSection } from './PairingsSection.tsx';
import { hallSetting, HallSettingNote } from './HallSettingNote.tsx';
import { hallSettingText } from './hall-setting-text.ts';
import { useHallLink } from './use-hall-link.ts';

const TEXT_SIZES = [
  ['standard', 'station.textSize.standard'],
  ['large', 'station.textSize.large'],
  ['largest', 'station.textSize.largest'],
] as const;

/** The kiosk's timings: each field, its label, and the range the station accepts. */
const TIMING_FIELDS: readonly (readonly [
  'verdictMinSeconds' | 'verdictClearSeconds' | 'idleClearSeconds',
  ConsoleMessageId,
  Range,
])[] = [
  ['verdictMinSeconds', 'station.timing.verdictMin', TIMING_LIMITS.verdictMinMs],
  ['verdictClearSeconds', 'station.timing.verdictClear', TIMING_LIMITS.verdictClearMs],
  ['idleClearSeconds', 'station.timing.idleClear', TIMING_LIMITS.idleClearMs],
];

/** The station's name and the director's settings (round, table entry, asking who challenges, challenge rule, timings, text size, kiosk language), its pairings from TSH, and its tournament hall. */
export function StationPage({
  call,
  overview,
  onOverview,
}: {
  readonly call: SessionCall;
  readonly overview: StationOverview;
  readonly onOverview: (overview: StationOverview) => void;
}) {
  const { intl, text, message } = useConsoleText();
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
      setNotice(failure(message(update.error)));
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
    setNotice(ok(text('station.saved')));
  };

  return (
    <section aria-labelledby="station-page">
      <PageHeading id="station-page" title="page.station" />
      <p className="page__facts">
        <Message
          id="station.facts"
          values={{
            id: overview.stationId,
            version: overview.appVersion,
            round: overview.config.round ?? text('station.noRound'),
          }}
        />
      </p>
      <form className="settings" onSubmit={(event) => void save(event)}>
        <Field
          label={text('station.name')}
          value={form.stationName}
          onChange={set('stationName')}
          maxLength={TEXT_LIMITS.stationName}
          inputRef={nameRef}
        />
        <Field
          label={text('station.round')}
          inputMode="numeric"
          value={form.round}
          onChange={set('round')}
          hint={`${text('station.roundHint')}${byHall.round === undefined ? '' : ` ${message(hallSettingText(intl, byHall.round))}`}`}
          maxLength={3}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={form.tableEntry}
            onChange={(event) => set('tableEntry')(event.target.checked)}
            aria-describedby={byHall.tableEntry === undefined ? undefined : noteOf('tableEntry')}
          />{' '}
          {text('station.tableEntry')}
        </label>
        {byHall.tableEntry !== undefined && (
          <HallSettingNote id={noteOf('tableEntry')} setting={byHall.tableEntry} />
        )}
        <label className="check">
          <input
            type="checkbox"
            checked={form.askChallenger}
            onChange={(event) => set('askChallenger')(event.target.checked)}
          />{' '}
          {text('station.askChallenger')}
        </label>
        <fieldset aria-describedby={byHall.rule === undefined ? undefined : noteOf('rule')}>
          <legend>{text('station.rule')}</legend>
          {byHall.rule !== undefined && <HallSettingNote id={noteOf('rule')} setting={byHall.rule} />}
          <label className="check">
            <input
              type="radio"
              name="rule"
              checked={form.rule === 'double'}
              onChange={() => set('rule')('double')}
            />{' '}
            {text('station.rule.double')}
          </label>
          <label className="check">
            <input
              type="radio"
              name="rule"
              checked={form.rule === 'points'}
              onChange={() => set('rule')('points')}
            />{' '}
            {text('station.rule.points')}
          </label>
          <Field
            label={text('station.points')}
            inputMode="numeric"
            value={form.points}
            onChange={set('points')}
            disabled={form.rule !== 'points'}
            maxLength={2}
          />
        </fieldset>
        <fieldset>
          <legend>{text('station.timings')}</legend>
          {TIMING_FIELDS.map(([key, label, range]) => (
            <Field
              key={key}
              label={text(label)}
              value={form[key]}
              onChange={set(key)}
              hint={text('station.range', secondsRange(range))}
              maxLength={8}
            />
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={textSizeId}>{text('station.textSize')}</label>
          <select
            id={textSizeId}
            value={form.textSize}
            onChange={(event) => set('textSize')(event.target.value as StationForm['textSize'])}
          >
            {TEXT_SIZES.map(([value, label]) => (
              <option key={value} value={value}>
                {text(label)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={languageId}>{text('station.language')}</label>
          <select
            id={languageId}
            aria-describedby={
              byHall.language === undefined
                ? `${languageId}-hint`
                : `${languageId}-hint ${noteOf('language')}`
            }
            value={form.language}
            onChange={(event) => set('language')(event.target.value as StationForm['language'])}
          >
            {KIOSK_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {languageName(intl, language)}
              </option>
            ))}
          </select>
          <p id={`${languageId}-hint`} className="field__hint">
            {text('station.languageHint')}
          </p>
          {byHall.language !== undefined && (
            <HallSettingNote id={noteOf('language')} setting={byHall.language} />
          )}
        </div>
        <button type="submit" disabled={busy}>
          {text('station.save')}
        </button>
      </form>
      <NoticeLine notice={notice} />
      <PairingsSection call={call} round={overview.config.round} />
      <HallSection call={call} link={link} setLink={setLink} />
    </section>
  );
}
