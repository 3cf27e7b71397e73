import { useIntl } from 'react-intl';
import type { Screen } from '../kiosk-machine.ts';

/**
 * The kiosk's one polite live region, present on every screen and empty but on the verdict. A screen
 * reader speaks text put into a region it already knows, so the verdict is heard once, in words, as it
 * appears; keys pressed while it is up change nothing in the region, so nothing is re-read.
 */
export function VerdictAnnouncer({ screen }: { readonly screen: Screen }) {
  const intl = useIntl();
  return (
    <div role="status" aria-atomic="true" className="visually-hidden">
      {screen.name === 'verdict'
        ? intl.formatMessage(
            { id: 'verdict.spoken' },
            { verdict: intl.formatMessage({ id: `verdict.${screen.verdict}` }) },
          )
        : ''}
    </div>
  );
}
