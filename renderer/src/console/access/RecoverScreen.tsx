import { useState, type SubmitEvent } from 'react';
import type { StationApi } from '../../../../electron/ipc/contract.ts';
import { useCountdown } from './use-countdown.ts';
import { useFocusOnMount } from '../ui/focus.ts';
import { Field } from '../ui/Field.tsx';
import { PinField } from './PinField.tsx';
import { failure, NoticeLine } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PIN_HINT } from './pin-hint.ts';
import { TEXT_LIMITS } from '../../../../electron/common/limits.ts';

/** A forgotten PIN: the recovery code written down at set-up sets a new PIN, and a new code is issued. */
export function RecoverScreen({
  api,
  onDone,
  onBack,
}: {
  readonly api: StationApi;
  readonly onDone: (token: string, recoveryCode: string) => void;
  readonly onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const { notice, setNotice, busy, whileBusy } = useFormNotice();
  const { secondsLeft, start } = useCountdown();
  const codeRef = useFocusOnMount<HTMLInputElement>();
  const waiting = secondsLeft > 0;

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy || waiting) return;
    if (pin !== again) {
      setNotice(failure('The two PINs are not the same. Type the new PIN again in both fields.'));
      setAgain('');
      return;
    }
    const result = await whileBusy(() =>
      api
        .recover({ code, newPin: pin })
        .catch(() => ({ ok: false, waitMs: 0, message: 'The station did not answer. Try again.' }) as const),
    );
    if (result.ok && result.recoveryCode !== undefined) {
      onDone(result.token, result.recoveryCode);
      return;
    }
    setNotice(failure(result.ok ? 'The station issued no new recovery code.' : result.message));
    if (!result.ok) start(result.waitMs);
    codeRef.current?.focus();
  };

  return (
    <section className="access" aria-labelledby="recover-title">
      <h1 id="recover-title">Forgot PIN</h1>
      <p>Type the recovery code written down when the station was set up, and choose a new PIN.</p>
      <form onSubmit={(event) => void submit(event)}>
        <Field
          label="Recovery code"
          value={code}
          onChange={setCode}
          hint="16 characters, e.g. 7K2M-Q9TX-…"
          maxLength={TEXT_LIMITS.recoveryCode}
          inputRef={codeRef}
          secret="shown"
        />
        <PinField label="New PIN" value={pin} onChange={setPin} hint={PIN_HINT} />
        <PinField label="The same new PIN again" value={again} onChange={setAgain} />
        <button type="submit" disabled={busy || waiting}>
          Set the new PIN
        </button>{' '}
        <button type="button" onClick={onBack}>
          Back to the PIN
        </button>
      </form>
      <NoticeLine notice={notice} />
      <p className="access__wait" role="timer" aria-live="off">
        {waiting ? `Next attempt in ${secondsLeft} s.` : ''}
      </p>
    </section>
  );
}
