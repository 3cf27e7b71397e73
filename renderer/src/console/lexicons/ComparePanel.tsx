import { useId, useState, type SubmitEvent } from 'react';
import type { LexiconComparison, LexiconView } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PathField } from '../ui/PathField.tsx';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { WordTiles } from '../../words/WordTiles.tsx';

// A screen shows this many words of each list; the saved files hold them all.
const SHOWN_WORDS = 500;

/**
 * Compares two installed lexicons, e.g. two editions: how many words were added and removed, the
 * lists themselves, and the lists saved as text files to a folder (a USB stick). Files go to a
 * folder the director names, as the log export does: the kiosk and the web station both allow
 * that, while a browser download is blocked in the kiosk.
 */
export function ComparePanel({
  call,
  lexicons,
}: {
  readonly call: SessionCall;
  readonly lexicons: readonly LexiconView[];
}) {
  const { text } = useConsoleText();
  const [older, setOlder] = useState('');
  const [newer, setNewer] = useState('');
  const [comparison, setComparison] = useState<LexiconComparison | null>(null);
  const [folder, setFolder] = useState('');
  const { notice, setNotice, busy, whileBusy } = useFormNotice();
  const { notice: saveNotice, setNotice: setSaveNotice } = useFormNotice();
  const [files, setFiles] = useState<readonly string[]>([]);
  const titleId = useId();
  const olderId = useId();
  const newerId = useId();
  if (lexicons.length < 2) return null;
  const olderChoice = older === '' ? (lexicons[0]?.fingerprint ?? '') : older;
  const newerChoice = newer === '' ? (lexicons[1]?.fingerprint ?? '') : newer;

  const compare = async (event: SubmitEvent) => {
    event.preventDefault();
    const result = await whileBusy(() => call('compareLexicons', { older: olderChoice, newer: newerChoice }));
    setFiles([]);
    setSaveNotice(null);
    if (!result.ok) {
      setComparison(null);
      setNotice(failure(result.message));
      return;
    }
    setComparison(result);
    setNotice(
      ok(
        text('compare.result', {
          older: result.older.name,
          newer: result.newer.name,
          added: result.added.length,
          removed: result.removed.length,
        }),
      ),
    );
  };

  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    if (comparison === null) return;
    if (folder.trim() === '') {
      setSaveNotice(failure(text('compare.noFolder')));
      return;
    }
    const result = await call('saveLexiconDiff', {
      older: comparison.older.fingerprint,
      newer: comparison.newer.fingerprint,
      folder: folder.trim(),
    });
    if (!result.ok) {
      setFiles([]);
      setSaveNotice(failure(result.message));
      return;
    }
    setFiles(result.files);
    setSaveNotice(ok(text('compare.saved', { count: result.files.length })));
  };

  const choice = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <div className="field field--inline">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {lexicons.map((lexicon) => (
          <option key={lexicon.fingerprint} value={lexicon.fingerprint}>
            {lexicon.name} {lexicon.shortFingerprint}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{text('compare.title')}</h3>
      <form onSubmit={(event) => void compare(event)}>
        {choice(olderId, text('compare.older'), olderChoice, setOlder)}
        {choice(newerId, text('compare.newer'), newerChoice, setNewer)}
        <button type="submit" disabled={busy}>
          {text('compare.submit')}
        </button>
      </form>
      <NoticeLine notice={notice} />
      {comparison !== null && (
        <>
          <WordColumn
            title={text('compare.added', { name: comparison.newer.name })}
            words={comparison.added}
          />
          <WordColumn
            title={text('compare.removed', { name: comparison.older.name })}
            words={comparison.removed}
          />
          <form onSubmit={(event) => void save(event)}>
            <PathField
              call={call}
              kind="folder"
              label={text('compare.folder')}
              value={folder}
              onChange={setFolder}
            />
            <button type="submit">{text('compare.save')}</button>
          </form>
          <NoticeLine notice={saveNotice} />
          {files.length > 0 && (
            <ul className="files" aria-label={text('compare.files')}>
              {files.map((file) => (
                <li key={file}>
                  <code>{file}</code>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function WordColumn({ title, words }: { readonly title: string; readonly words: readonly string[] }) {
  const { text } = useConsoleText();
  const shown = words.slice(0, SHOWN_WORDS);
  return (
    <>
      <h4>{text('compare.count', { title, count: words.length })}</h4>
      {words.length === 0 ? (
        <p>{text('compare.none')}</p>
      ) : (
        <ul className="words" aria-label={title}>
          {shown.map((word) => (
            <li key={word}>
              <WordTiles word={word} />
            </li>
          ))}
          {words.length > shown.length && (
            <li>{text('compare.more', { count: words.length - shown.length })}</li>
          )}
        </ul>
      )}
    </>
  );
}
