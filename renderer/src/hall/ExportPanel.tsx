import { useState } from 'react';
import type { HallExportResult } from '../../../electron/common/hall-view-shapes.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';

/** "Export the hall's log": the files `hall export` writes, the heads to note on paper, and what is not settled. */
export function ExportPanel(props: { readonly api: HallViewApi }) {
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
      <h2 id="export-title">At the end</h2>
      <form
        className="hall__export-form"
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <label>
          Folder{' '}
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
          a USB stick’s full path, or empty for the hub’s own exports folder; a new folder is made inside it
        </span>
        <button type="submit" disabled={busy}>
          Export the hall’s log
        </button>
      </form>
      {problem === null ? null : (
        <p role="alert" className="hall__problem">
          {problem}
        </p>
      )}
      {result === null ? null : (
        <div role="status" className="hall__export-result">
          <p>
            Wrote {result.entries} entries into <code>{result.dir}</code>:{' '}
            {result.files.map((file) => file.split('/').at(-1)).join(', ')}.
          </p>
          {result.behind.length === 0 && result.openAlerts === 0 && result.conflicts === 0 ? (
            <p>✓ Every station is up to date and no alert is open.</p>
          ) : (
            <ul className="hall__export-warnings">
              {result.behind.map((line) => (
                <li key={line}>⚠ {line}</li>
              ))}
              {result.openAlerts === 0 ? null : (
                <li>
                  ⚠ {result.openAlerts} alert{result.openAlerts === 1 ? ' is' : 's are'} still open.
                </li>
              )}
              {result.conflicts === 0 ? null : (
                <li>
                  ⚠ {result.conflicts} station chain{result.conflicts === 1 ? '' : 's'} forked: see the
                  alerts.
                </li>
              )}
            </ul>
          )}
          <table>
            <caption>Heads to note on paper</caption>
            <thead>
              <tr>
                <th scope="col">Station</th>
                <th scope="col">Entries</th>
                <th scope="col">Head</th>
              </tr>
            </thead>
            <tbody>
              {result.stations.map((station) => (
                <tr key={station.name}>
                  <th scope="row">{station.name}</th>
                  <td>{station.entries}</td>
                  <td>
                    <code>{station.head}</code>
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row">Merged file</th>
                <td>{result.entries}</td>
                <td>
                  <code data-testid="merged-head">{result.mergedHead}</code>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
