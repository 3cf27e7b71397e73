import { useState, type SubmitEvent } from 'react';
import type { StationApi } from '../../../../electron/ipc/contract.ts';
import { useCountdown } from './use-countdown.ts';
import { useFocusOnMount } from '../ui/focus.ts';
import { Field } from '../ui/Field.tsx';
import { PinField } from './PinField.tsx';
import { failure, NoticeLine } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { accessRefusalText } from './access-refusal.ts';
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
  const { text } = useConsoleText();
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
      setNotice(failure(text('recover.pinsDiffer')));
      setAgain('');
      return;
    }
    const result = await whileBusy(() =>
      api
        .recover({ code, newPin: pin })
        .catch(() => ({ ok: false, waitMs: 0, message: text('console.noAnswer') }) as const),
    );
    if (result.ok && result.recoveryCode !== undefined) {
      onDone(result.token, result.recoveryCode);
      return;
    }
    setNotice(failure(result.ok ? text('recover.noCode') : accessRefusalText(text, result, 'code')));
    if (!result.ok) start(result.waitMs);
    codeRef.current?.focus();
  };

  return (
    <section className="access" aria-labelledby="recover-title">
      <h1 id="recover-title">{text('recover.title')}</h1>
      <p>{text('recover.intro')}</p>
      <form onSubmit={(event) => void submit(event)}>
        <Field
          label={text('recover.code')}
          value={code}
          onChange={setCode}
          hint={text('recover.codeHint')}
          maxLength={TEXT_LIMITS.recoveryCode}
          inputRef={codeRef}
          secret="shown"
        />
        <PinField label={text('recover.newPin')} value={pin} onChange={setPin} hint={text('pin.hint')} />
        <PinField label={text('recover.newPinAgain')} value={again} onChange={setAgain} />
        <button type="submit" disabled={busy || waiting}>
          {text('recover.submit')}
        </button>{' '}
        <button type="button" onClick={onBack}>
          {text('recover.back')}
        </button>
      </form>
      <NoticeLine notice={notice} />
      <p className="access__wait" role="timer" aria-live="off">
        {waiting ? text('pin.wait', { seconds: secondsLeft }) : ''}
      </p>
    </section>
  );
}
