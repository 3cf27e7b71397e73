import { useId } from 'react';
import type { UnplayableReportView } from '../../../../electron/ipc/contract.ts';

/**
 * A word list's lines that no game can play, grouped by reason with their counts and first lines,
 * and where the full list was written: why an import was refused, or what it skipped.
 */
export function UnplayableLinesReport({
  report,
  skipped,
}: {
  readonly report: UnplayableReportView;
  readonly skipped: boolean;
}) {
  const titleId = useId();
  const total = report.total.toLocaleString('en');
  return (
    <section className="unplayable-report" aria-labelledby={titleId}>
      <h4 id={titleId}>
        {skipped
          ? `Skipped ${total} ${report.total === 1 ? 'line' : 'lines'} that cannot be played`
          : `${total} ${report.total === 1 ? 'line' : 'lines'} cannot be played`}
      </h4>
      {report.groups.map((group) => (
        <div key={group.label}>
          <p>
            {group.label}: {group.count.toLocaleString('en')} {group.count === 1 ? 'line' : 'lines'}
          </p>
          <ul aria-label={group.label}>
            {group.first.map((line) => (
              <li key={line}>
                <code>{line}</code>
              </li>
            ))}
            {group.count > group.first.length && (
              <li>… and {(group.count - group.first.length).toLocaleString('en')} more</li>
            )}
          </ul>
        </div>
      ))}
      {report.file !== null && (
        <p>
          Every such line is listed in <code>{report.file}</code>
        </p>
      )}
      {report.alphabetHint !== null && <p>{report.alphabetHint}</p>}
    </section>
  );
}
