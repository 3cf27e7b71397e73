import { useId, useState, type SubmitEvent } from 'react';
import type { HeadView } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PathField } from '../ui/PathField.tsx';
import { NotedHead } from './NotedHead.tsx';
import { useConsoleText } from '../i18n/use-console-text.ts';

/** Writes the whole log to a folder (e.g. a USB stick) and lists the files written; `onDone` after. */
export function ExportForm({ call, onDone }: { readonly call: SessionCall; readonly onDone: () => void }) {
  const { text } = useConsoleText();
  const [folder, setFolder] = useState('');
  const [written, setWritten] = useState<{ files: readonly string[]; head: HeadView | null } | null>(null);
  const { notice, setNotice, busy, whileBusy } = useFormNotice();
  const titleId = useId();

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (folder.trim() === '') {
      setNotice(failure(text('export.noFolder')));
      return;
    }
    const result = await whileBusy(() => call('exportLog', { folder: folder.trim() }));
    onDone();
    if (!result.ok) {
      setWritten(null);
      setNotice(failure(result.message));
      return;
    }
    setWritten({ files: result.files, head: result.head });
    setNotice(ok(text('export.done', { count: result.files.length })));
  };

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{text('export.title')}</h3>
      <form onSubmit={(event) => void submit(event)}>
        <PathField
          call={call}
          kind="folder"
          label={text('export.folder')}
          value={folder}
          onChange={setFolder}
        />
        <button type="submit" disabled={busy}>
          {text('export.submit')}
        </button>
      </form>
      <NoticeLine notice={notice} />
      {written !== null && (
        <>
          <ul className="files" aria-label={text('export.files')}>
            {written.files.map((file) => (
              <li key={file}>
                <code>{file}</code>
              </li>
            ))}
          </ul>
          <NotedHead head={written.head} label={text('export.exportedHead')} />
        </>
      )}
    </section>
  );
}
