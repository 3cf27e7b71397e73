import { useRef, useState } from 'react';
import type { SessionCall } from '../console-api.ts';
import { Field } from './Field.tsx';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { TEXT_LIMITS } from '../../../../electron/common/limits.ts';
import { hasSystemDialogs } from '../../station-api.ts';

/**
 * A path typed in, or picked with the system's dialog (Browse…). The web station has no dialog, so
 * it shows no Browse (a button that only says so is a dead end); should a station answer
 * 'unsupported' all the same, Browse goes away then and the typed path stays.
 */
export function PathField({
  call,
  kind,
  label,
  value,
  onChange,
}: {
  readonly call: SessionCall;
  readonly kind: 'file' | 'folder';
  readonly label: string;
  readonly value: string;
  readonly onChange: (path: string) => void;
}) {
  const { text } = useConsoleText();
  const [canBrowse, setCanBrowse] = useState(hasSystemDialogs);
  const [note, setNote] = useState(() =>
    hasSystemDialogs() ? '' : text(kind === 'file' ? 'path.noDialog.file' : 'path.noDialog.folder'),
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const browse = async () => {
    const result = await call(kind === 'file' ? 'chooseFile' : 'chooseFolder', {});
    if (result.ok) {
      if (result.path !== null) onChange(result.path);
    } else if (result.reason === 'unsupported') {
      setCanBrowse(false);
      setNote(text(kind === 'file' ? 'path.noDialog.file' : 'path.noDialog.folder'));
    } else setNote(result.message);
    inputRef.current?.focus();
  };
  return (
    <div className="path-field">
      <Field
        label={label}
        value={value}
        onChange={onChange}
        maxLength={TEXT_LIMITS.path}
        inputRef={inputRef}
        hint={note === '' ? text(kind === 'file' ? 'path.hint.file' : 'path.hint.folder') : note}
      />
      {canBrowse && (
        <button
          type="button"
          className="path-field__browse"
          onClick={() => void browse()}
          aria-label={text(kind === 'file' ? 'path.browse.file' : 'path.browse.folder')}
        >
          {text('path.browse')}
        </button>
      )}
    </div>
  );
}
