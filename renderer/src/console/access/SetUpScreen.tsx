import { useId, useRef, useState, type SubmitEvent } from 'react';
import type { ConsoleStatus, StationApi } from '../../../../electron/ipc/contract.ts';
import { noAnswer } from '../console-api.ts';
import { useFocusOnMount } from '../ui/focus.ts';
import { Field } from '../ui/Field.tsx';
import { PinField } from './PinField.tsx';
import { failure, NoticeLine } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { TEXT_LIMITS } from '../../../../electron/common/limits.ts';

/** How the station is set up: alone (the director names it) or by joining a hall (the invitation does). */
type SetUpWay = 'alone' | 'join';

/**
 * First run: the director chooses the PIN (typed twice) and either names the station (Set up alone)
 * or gives the join file the director's hub made for it (Join a hall): the station then
 * takes its name from the invitation, and the hall's list and settings from its hub.
 */
export function SetUpScreen({
  api,
  status,
  onDone,
}: {
  readonly api: StationApi;
  /** What the station says of itself: a name it was given already is kept, a hall it joined named. */
  readonly status: ConsoleStatus | null;
  readonly onDone: (token: string, recoveryCode: string, stationName: string) => void;
}) {
  const { text } = useConsoleText();
  const joined = status?.hall ?? null;
  const [way, setWay] = useState<SetUpWay>('alone');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  // A station named from the command line (or by `hall join --new-station`) keeps its name.
  const [name, setName] = useState(status?.named === true ? status.stationName : '');
  const [path, setPath] = useState('');
  const { notice, setNotice, busy, whileBusy } = useFormNotice();
  const pinRef = useFocusOnMount<HTMLInputElement>();
  const nameRef = useRef<HTMLInputElement>(null);
  const pathRef = useRef<HTMLInputElement>(null);
  const wayId = useId();

  const choose = (chosen: SetUpWay) => {
    setWay(chosen);
    setNotice(null);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    if (way === 'join' && path.trim() === '') {
      setNotice(failure(text('joinFile.missing')));
      pathRef.current?.focus();
      return;
    }
    if (pin !== again) {
      setNotice(failure(text('setUp.pinsDiffer')));
      setAgain('');
      return;
    }
    if (way === 'join') {
      const result = await whileBusy(() =>
        api.joinAtSetUp({ pin, path: path.trim() }).catch(() => noAnswer(text('console.noAnswerRestart'))),
      );
      if (result.ok) onDone(result.token, result.recoveryCode, result.stationName);
      else {
        setNotice(failure(result.message));
        ('field' in result ? pathRef : pinRef).current?.focus();
      }
      return;
    }
    const result = await whileBusy(() =>
      api.setUp({ pin, stationName: name }).catch(() => noAnswer(text('console.noAnswerRestart'))),
    );
    if (result.ok) onDone(result.token, result.recoveryCode, name.trim());
    else {
      setNotice(failure(result.message));
      // Back to the field at fault: a refused name is fixed in the name field, not by retyping the PIN.
      ('field' in result ? nameRef : pinRef).current?.focus();
    }
  };

  return (
    <section className="access" aria-labelledby="set-up-title">
      <h1 id="set-up-title">{text('setUp.title')}</h1>
      <p>{text('setUp.intro')}</p>
      {joined !== null ? (
        <p role="status">{text('setUp.joined', { hall: joined.hallName, station: joined.stationName })}</p>
      ) : (
        <fieldset className="set-up-way">
          <legend>{text('setUp.how')}</legend>
          <label className="check">
            <input
              type="radio"
              name="set-up-way"
              checked={way === 'alone'}
              onChange={() => choose('alone')}
              aria-describedby={`${wayId}-alone`}
            />{' '}
            {text('setUp.alone')}
          </label>
          <p id={`${wayId}-alone`} className="field__hint">
            {text('setUp.aloneHint')}
          </p>
          <label className="check">
            <input
              type="radio"
              name="set-up-way"
              checked={way === 'join'}
              onChange={() => choose('join')}
              aria-describedby={`${wayId}-join`}
            />{' '}
            {text('setUp.join')}
          </label>
          <p id={`${wayId}-join`} className="field__hint">
            {text('setUp.joinHint')}
          </p>
        </fieldset>
      )}
      <form onSubmit={(event) => void submit(event)}>
        {way === 'join' && (
          <Field
            label={text('joinFile.label')}
            value={path}
            onChange={setPath}
            hint={text('setUp.joinFileHint')}
            maxLength={TEXT_LIMITS.path}
            inputRef={pathRef}
          />
        )}
        <PinField
          label={text('setUp.pin')}
          value={pin}
          onChange={setPin}
          hint={text('pin.hint')}
          inputRef={pinRef}
        />
        <PinField label={text('setUp.pinAgain')} value={again} onChange={setAgain} />
        {way === 'alone' && (
          <Field
            label={text('station.name')}
            value={name}
            onChange={setName}
            hint={text('setUp.nameHint')}
            maxLength={TEXT_LIMITS.stationName}
            inputRef={nameRef}
          />
        )}
        <button type="submit" disabled={busy}>
          {text(way === 'join' ? 'setUp.submitJoin' : 'setUp.submitAlone')}
        </button>
      </form>
      <NoticeLine notice={notice} />
    </section>
  );
}
