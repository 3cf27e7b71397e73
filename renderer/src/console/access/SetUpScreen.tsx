import { useRef, useState, type SubmitEvent } from 'react';
import type { StationApi } from '../../../../electron/ipc/contract.ts';
import { NO_ANSWER } from '../console-api.ts';
import { useFocusOnMount } from '../ui/focus.ts';
import { Field } from '../ui/Field.tsx';
import { PinField } from './PinField.tsx';
import { failure, NoticeLine } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PIN_HINT } from './pin-hint.ts';
import { TEXT_LIMITS } from '../../../../electron/common/limits.ts';

/** First run: the director chooses the PIN (typed twice) and names the station. */
export function SetUpScreen({
  api,
  onDone,
}: {
  readonly api: StationApi;
  readonly onDone: (token: string, recoveryCode: string, stationName: string) => void;
}) {
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [name, setName] = useState('');
  const { notice, setNotice, busy, whileBusy } = useFormNotice();
  const pinRef = useFocusOnMount<HTMLInputElement>();
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    if (pin !== again) {
      setNotice(failure('The two PINs are not the same. Type the PIN again in both fields.'));
      setAgain('');
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
      <p>
        Until it is set up, the kiosk judges nothing. Choose the director PIN and name the station as players
        will see it.
      </p>
      <form onSubmit={(event) => void submit(event)}>
        <PinField label="Director PIN" value={pin} onChange={setPin} hint={PIN_HINT} inputRef={pinRef} />
        <PinField label="The same PIN again" value={again} onChange={setAgain} />
        <Field
          label="Station name"
          value={name}
          onChange={setName}
          hint="For example: Station 3"
          maxLength={TEXT_LIMITS.stationName}
          inputRef={nameRef}
        />
        <button type="submit" disabled={busy}>
          Set up the station
        </button>
      </form>
      <NoticeLine notice={notice} />
    </section>
  );
}
