import { useId, type Ref } from 'react';

/** A labelled text field. Nothing typed into the console is remembered, suggested or spell-checked. */
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
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'password' | 'datetime-local';
  readonly inputMode?: 'numeric' | 'text';
  readonly hint?: string;
  readonly maxLength?: number;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly disabled?: boolean;
  readonly className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type={type}
        inputMode={inputMode}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint === undefined ? undefined : hintId}
        autoComplete="off"
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
