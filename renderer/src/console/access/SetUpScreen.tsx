import { useId, useRef, useState, type SubmitEvent } from 'react';
import type { ConsoleStatus, StationApi } from '../../../../electron/ipc/contract.ts';
import { NO_ANSWER } from '../console-api.ts';
import { useFocusOnMount } from '../ui/focus.ts';
import { Field } from '../ui/Field.tsx';
import { PinField } from './PinField.tsx';
import { failure, NoticeLine } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PIN_HINT } from './pin-hint.ts';
import { TEXT_LIMITS } from '../../../../electron/common/limits.ts';

/** How the station is set up: alone (the director names it) or by joining a hall (the invitation does). */
type SetUpWay = 'alone' | 'join';

/**
 * First run: the director chooses the PIN (typed twice) and either names the station (Set up alone)
 * or gives the join file the director's hub made for it (Join a hall, issue 27): the station then
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
      setNotice(failure('Give the join file’s path.'));
      pathRef.current?.focus();
      return;
    }
    if (pin !== again) {
      setNotice(failure('The two PINs are not the same. Type the PIN again in both fields.'));
      setAgain('');
      return;
    }
    if (way === 'join') {
      const result = await whileBusy(() =>
        api.joinAtSetUp({ pin, path: path.trim() }).catch(() => NO_ANSWER),
      );
      if (result.ok) onDone(result.token, result.recoveryCode, result.stationName);
      else {
        setNotice(failure(result.message));
        ('field' in result ? pathRef : pinRef).current?.focus();
      }
      return;
    }
    const result = await whileBusy(() => api.setUp({ pin, stationName: name }).catch(() => NO_ANSWER));
    if (result.ok) onDone(result.token, result.recoveryCode, name.trim());
    else {
      setNotice(failure(result.message));
      // Back to the field at fault: a refused name is fixed in the name field, not by retyping the PIN.
      ('field' in result ? nameRef : pinRef).current?.focus();
    }
  };

  return (
    <section className="access" aria-labelledby="set-up-title">
      <h1 id="set-up-title">Set up this station</h1>
      <p>Until it is set up, the kiosk judges nothing.</p>
      {joined !== null ? (
        <p role="status">
          This station has joined the hall “{joined.hallName}” as “{joined.stationName}” and takes its list
          and settings from there. Choose the director PIN to finish setting it up.
        </p>
      ) : (
        <fieldset className="set-up-way">
          <legend>How to set it up</legend>
          <label className="check">
            <input
              type="radio"
              name="set-up-way"
              checked={way === 'alone'}
              onChange={() => choose('alone')}
              aria-describedby={`${wayId}-alone`}
            />{' '}
            Set up alone
          </label>
          <p id={`${wayId}-alone`} className="field__hint">
            Choose the director PIN and name the station as players will see it.
          </p>
          <label className="check">
            <input
              type="radio"
              name="set-up-way"
              checked={way === 'join'}
              onChange={() => choose('join')}
              aria-describedby={`${wayId}-join`}
            />{' '}
            Join a hall
          </label>
          <p id={`${wayId}-join`} className="field__hint">
            With the join file the director’s hub made for this station: it takes its name, the hall’s list
            and the hall’s settings from the hall. Choose only the director PIN.
          </p>
        </fieldset>
      )}
      <form onSubmit={(event) => void submit(event)}>
        {way === 'join' && (
          <Field
            label="Join file"
            value={path}
            onChange={setPath}
            hint="The join file’s full path on this computer (from `hall invite`, on a USB stick)."
            maxLength={TEXT_LIMITS.path}
            inputRef={pathRef}
          />
        )}
        <PinField label="Director PIN" value={pin} onChange={setPin} hint={PIN_HINT} inputRef={pinRef} />
        <PinField label="The same PIN again" value={again} onChange={setAgain} />
        {way === 'alone' && (
          <Field
            label="Station name"
            value={name}
            onChange={setName}
            hint="For example: Station 3"
            maxLength={TEXT_LIMITS.stationName}
            inputRef={nameRef}
          />
        )}
        <button type="submit" disabled={busy}>
          {way === 'join' ? 'Join the hall and set up' : 'Set up the station'}
        </button>
      </form>
      <NoticeLine notice={notice} />
    </section>
  );
}
