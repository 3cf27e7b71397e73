import { useId } from 'react';
import type { UnplayableReportView } from '../../../../electron/ipc/contract.ts';
import { Message } from '../i18n/Message.tsx';
import { useConsoleText } from '../i18n/use-console-text.ts';

/**
 * A word list's lines that no game can play, grouped by reason with their counts and first lines,
 * and where the full list was written: why an import was refused, or what it skipped. The reasons,
 * the lines and the alphabet hint are the station's own words, in English.
 */
export function UnplayableLinesReport({
  report,
  skipped,
}: {
  readonly report: UnplayableReportView;
  readonly skipped: boolean;
}) {
  const { text, number } = useConsoleText();
  const titleId = useId();
  return (
    <section className="unplayable-report" aria-labelledby={titleId}>
      <h4 id={titleId}>
        {text(skipped ? 'unplayable.skipped' : 'unplayable.refused', { count: report.total })}
      </h4>
      {report.groups.map((group) => (
        <div key={group.label}>
          <p>{text('unplayable.group', { label: group.label, count: group.count })}</p>
          <ul aria-label={group.label}>
            {group.first.map((line) => (
              <li key={line}>
                <code>{line}</code>
              </li>
            ))}
            {group.count > group.first.length && (
              <li>{text('unplayable.more', { count: number(group.count - group.first.length) })}</li>
            )}
          </ul>
        </div>
      ))}
      {report.file !== null && (
        <p>
          <Message id="unplayable.file" values={{ file: report.file }} />
        </p>
      )}
      {report.alphabetHint !== null && <p>{report.alphabetHint}</p>}
    </section>
  );
}
