import type { Ref } from 'react';
import { Field } from '../ui/Field.tsx';
import { TEXT_LIMITS } from '../../../../electron/common/limits.ts';

/**
 * A PIN or new-PIN field: masked, a numeric keypad where there is one, and room for more digits than
 * the rules allow, so a mistyped PIN is refused with the rules' message rather than cut short. No
 * browser offers to save it: a save-password pop-up once covered the one-time recovery code.
 */
export function PinField(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}) {
  return <Field {...props} secret="masked" inputMode="numeric" maxLength={TEXT_LIMITS.pin} />;
}
