import type { StationOverview } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { ExportForm } from './ExportForm.tsx';
import { VerifyForm } from './VerifyForm.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';

/** Exports the log to a folder, and checks its hash chain against the head noted on paper. */
export function ExportPage({
  call,
  overview,
}: {
  readonly call: SessionCall;
  readonly overview: StationOverview;
}) {
  return (
    <section aria-labelledby="export-page">
      <PageHeading id="export-page">Export &amp; verify</PageHeading>
      <ExportForm call={call} />
      <VerifyForm call={call} head={overview.head} />
    </section>
  );
}
