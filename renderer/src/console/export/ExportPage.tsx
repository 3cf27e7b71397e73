import { useEffect } from 'react';
import type { StationOverview } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { ExportForm } from './ExportForm.tsx';
import { NotedHead } from './NotedHead.tsx';
import { VerifyForm } from './VerifyForm.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { useConsoleText } from '../i18n/use-console-text.ts';

/**
 * Exports the log to a folder, and checks its hash chain against the head noted on paper. The head
 * to note is the log's as it is now: read again when the page opens and after each export and
 * verification, which are themselves entries of the log.
 */
export function ExportPage({
  call,
  overview,
  reload,
}: {
  readonly call: SessionCall;
  readonly overview: StationOverview;
  readonly reload: () => Promise<void>;
}) {
  const { text } = useConsoleText();
  useEffect(() => {
    void reload();
  }, [reload]);
  const refresh = () => void reload();
  return (
    <section aria-labelledby="export-page">
      <PageHeading id="export-page" title="page.export" />
      <NotedHead head={overview.head} label={text('export.head')} />
      <ExportForm call={call} onDone={refresh} />
      <VerifyForm call={call} onDone={refresh} />
    </section>
  );
}
