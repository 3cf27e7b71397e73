import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { AlphabetId } from '../../../../electron/common/alphabets/index.ts';
import { Field } from './Field.tsx';
import { typedInField } from './word-typing.ts';

/**
 * A field where a word is typed (check again, the log's word): a labelled text field that also
 * takes the kiosk's keys for the special tiles of `alphabet` (Polish Z then ; is Ż), so a word
 * judge at any keyboard types what a player types at the kiosk.
 */
export function WordField({
  alphabet,
  value,
  onChange,
  ...field
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly alphabet: AlphabetId;
  readonly hint?: string;
  readonly maxLength?: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  // After React has written the new text, the caret goes where the tile ends.
  useLayoutEffect(() => {
    if (caret.current === null || input.current === null) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
    const target = event.currentTarget;
    const typed = typedInField(
      event.key,
      event.code,
      { value: target.value, start: target.selectionStart ?? 0, end: target.selectionEnd ?? 0 },
      alphabet,
    );
    if (typed === null) return;
    if (field.maxLength !== undefined && typed.value.length > field.maxLength) return;
    event.preventDefault();
    caret.current = typed.caret;
    onChange(typed.value);
  };
  return <Field {...field} value={value} onChange={onChange} inputRef={input} onKeyDown={onKeyDown} />;
}
