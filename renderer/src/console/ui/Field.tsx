import { useId, type KeyboardEventHandler, type Ref } from 'react';

/**
 * A labelled text field. Nothing typed into the console is remembered, suggested or spell-checked.
 * A `secret` field (a PIN, the recovery code) is one no browser or password manager offers to keep.
 */
export function Field({
  label,
  value,
  onChange,
  type = 'text',
  inputMode,
  hint,
  maxLength,
  inputRef,
  disabled = false,
  className,
  secret,
  onKeyDown,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'datetime-local';
  readonly inputMode?: 'numeric' | 'text';
  readonly hint?: string;
  readonly maxLength?: number;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly disabled?: boolean;
  readonly className?: string;
  /**
   * `masked`: a password field, so a screen reader says dots rather than the PIN's digits; the station's
   * own browser profile has saving passwords off (scripts/kiosk-profile.ts), since Chromium offers to
   * save a password field even under `autocomplete="off"`. `shown`: a code on paper.
   */
  readonly secret?: 'masked' | 'shown';
  /** For a field that reads keys itself (WordField: the kiosk's keys for special tiles). */
  readonly onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type={secret === 'masked' ? 'password' : type}
        inputMode={inputMode}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={hint === undefined ? undefined : hintId}
        autoComplete={secret === 'shown' ? 'one-time-code' : 'off'}
        // Password-manager extensions (1Password, LastPass) skip fields marked so.
        data-1p-ignore={secret === undefined ? undefined : true}
        data-lpignore={secret === undefined ? undefined : 'true'}
        spellCheck={false}
        autoCapitalize="off"
      />
      {hint !== undefined && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
