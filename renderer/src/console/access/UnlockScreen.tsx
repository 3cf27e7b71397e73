import { useEffect, useState, type SubmitEvent } from 'react';
import type { StationApi } from '../../../../electron/ipc/contract.ts';
import { useCountdown } from './use-countdown.ts';
import { useFocusOnMount } from '../ui/focus.ts';
import { PinField } from './PinField.tsx';
import { failure, NoticeLine } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { accessRefusalText } from './access-refusal.ts';

/** The PIN prompt. After repeated wrong PINs the station makes the director wait; the wait counts down here. */
export function UnlockScreen({
  api,
  waitMs,
  onUnlocked,
  onForgot,
}: {
  readonly api: StationApi;
  readonly waitMs: number;
  readonly onUnlocked: (token: string) => void;
  readonly onForgot: () => void;
}) {
  const { text } = useConsoleText();
  const [pin, setPin] = useState('');
  const { notice, setNotice, busy, whileBusy } = useFormNotice();
  const { secondsLeft, start } = useCountdown();
  const pinRef = useFocusOnMount<HTMLInputElement>();
  useEffect(() => start(waitMs), [start, waitMs]);
  const waiting = secondsLeft > 0;

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy || waiting) return;
    const result = await whileBusy(() =>
      api.unlock({ pin }).catch(() => ({ ok: false, waitMs: 0, message: text('console.noAnswer') }) as const),
    );
    if (result.ok) {
      onUnlocked(result.token);
      return;
    }
    setPin('');
    setNotice(failure(accessRefusalText(text, result, 'pin')));
    start(result.waitMs);
    pinRef.current?.focus();
  };

  return (
    <section className="access" aria-labelledby="unlock-title">
      <h1 id="unlock-title">{text('unlock.title')}</h1>
      <form onSubmit={(event) => void submit(event)}>
        <PinField label={text('unlock.pin')} value={pin} onChange={setPin} inputRef={pinRef} />
        <button type="submit" disabled={busy || waiting}>
          {text('unlock.submit')}
        </button>
      </form>
      <NoticeLine notice={notice} />
      <p className="access__wait" role="timer" aria-live="off">
        {waiting ? text('pin.wait', { seconds: secondsLeft }) : ''}
      </p>
      <p>
        <button type="button" className="button--link" onClick={onForgot}>
          {text('unlock.forgot')}
        </button>
      </p>
    </section>
  );
}
