import { useEffect, useRef, useState } from 'react';
import { useConsoleText } from '../i18n/use-console-text.ts';

/**
 * A button for an action that cannot be undone: it first asks, in the page (a kiosk has no dialog
 * boxes), with the confirming button focused and Cancel beside it.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  onConfirm,
  disabled = false,
}: {
  readonly label: string;
  readonly question: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly disabled?: boolean;
}) {
  const { text } = useConsoleText();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (asked.current) askRef.current?.focus();
    asked.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" ref={askRef} disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={question}>
      <span className="confirm__question">{question}</span>{' '}
      <button
        type="button"
        ref={confirmRef}
        className="button--danger"
        onClick={() => {
          asked.current = false;
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>{' '}
      <button type="button" onClick={() => setAsking(false)}>
        {text('confirm.cancel')}
      </button>
    </span>
  );
}
