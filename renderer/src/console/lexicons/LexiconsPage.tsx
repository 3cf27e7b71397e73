import type { StationApi, StationOverview } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { ComparePanel } from './ComparePanel.tsx';
import { ImportForm } from './ImportForm.tsx';
import { LengthCounts } from './LengthCounts.tsx';
import { LexiconTable } from './LexiconTable.tsx';
import { OfferEditor } from './OfferEditor.tsx';
import { PinForm } from './PinForm.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';

/**
 * The lexicons: the list with removal, which ones players are offered, imports, pinned editions, words
 * by length, and a comparison of two editions.
 */
export function LexiconsPage({
  api,
  call,
  overview,
  onOverview,
  reload,
}: {
  readonly api: StationApi;
  readonly call: SessionCall;
  readonly overview: StationOverview;
  readonly onOverview: (overview: StationOverview) => void;
  readonly reload: () => Promise<void>;
}) {
  return (
    <section aria-labelledby="lexicons-page">
      <PageHeading id="lexicons-page" title="page.lexicons" />
      <LexiconTable call={call} lexicons={overview.lexicons} onOverview={onOverview} />
      <OfferEditor api={api} call={call} lexicons={overview.lexicons} onOverview={onOverview} />
      <ImportForm call={call} onImported={reload} />
      <PinForm call={call} pins={overview.pins} onOverview={onOverview} />
      <LengthCounts lexicons={overview.lexicons} />
      <ComparePanel call={call} lexicons={overview.lexicons} />
    </section>
  );
}
