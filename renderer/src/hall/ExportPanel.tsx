import { useState } from 'react';
import type { HallExportResult } from '../../../electron/common/hall-view-shapes.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';
import { behindNoteText } from './behind-note-text.tsx';
import { HeadsTable } from './HeadsTable.tsx';
import { useHallText } from './i18n/hall-text.ts';

/**
 * "Export the hall's log": the files `hall export` writes, the heads to note on paper, and what is
 * not settled; and the merged report printed, with the heads of the last export when there is one.
 */
export function ExportPanel(props: {
  readonly api: HallViewApi;
  readonly onPrint: (exported: HallExportResult | null) => void;
}) {
  const text = useHallText();
  const { t, rich } = text;
  const [result, setResult] = useState<HallExportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [folder, setFolder] = useState('');
  const run = () => {
    setBusy(true);
    setProblem(null);
    props.api
      .exportLog(folder.trim() === '' ? {} : { to: folder.trim() })
      .then(setResult, (error: unknown) => setProblem((error as Error).message))
      .finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby="export-title" className="hall__export">
      <h2 id="export-title">{t('export.title')}</h2>
      <form
        className="hall__export-form"
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <label>
          {t('export.folder')}{' '}
          <input
            value={folder}
            size={40}
            maxLength={4096}
            placeholder="/media/usb"
            aria-describedby="export-folder-hint"
            onChange={(event) => setFolder(event.target.value)}
          />
        </label>
        <span id="export-folder-hint" className="hall__hint">
          {t('export.folderHint')}
        </span>
        <button type="submit" disabled={busy}>
          {t('export.run')}
        </button>
      </form>
      <p>
        <button type="button" onClick={() => props.onPrint(result)}>
          {t('print.report')}
        </button>
      </p>
      {problem === null ? null : (
        <p role="alert" className="hall__problem">
          {problem}
        </p>
      )}
      {result === null ? null : (
        <div role="status" className="hall__export-result">
          <p>
            {rich('export.wrote', {
              entries: result.entries,
              dir: result.dir,
              files: result.files.map((file) => file.split('/').at(-1)).join(', '),
            })}
          </p>
          {result.behind.length === 0 &&
          result.warnings.length === 0 &&
          result.openAlerts === 0 &&
          result.conflicts === 0 ? (
            <p>{t('export.allWell')}</p>
          ) : (
            <ul className="hall__export-warnings">
              {result.behind.map((note) => (
                <li key={`${note.code}:${note.station}`}>⚠ {behindNoteText(text, note)}</li>
              ))}
              {/* The merge's own problems, in the hub's words. */}
              {result.warnings.map((line) => (
                <li key={line}>⚠ {line}</li>
              ))}
              {result.openAlerts === 0 ? null : (
                <li>{t('export.openAlerts', { count: result.openAlerts })}</li>
              )}
              {result.conflicts === 0 ? null : <li>{t('export.forked', { count: result.conflicts })}</li>}
            </ul>
          )}
          <HeadsTable result={result} testId="merged-head" />
        </div>
      )}
    </section>
  );
}
