import { useIntl } from 'react-intl';
import { formatKioskMessage } from '../i18n/kiosk-messages.ts';
import type { Screen } from '../kiosk-machine.ts';
import { LexiconBadge } from './LexiconBadge.tsx';

type Table = Extract<Screen, { name: 'table' }>;

/** Asks for the table number, typed as digits and ended with Enter (or Tab), before the word count. */
export function TableScreen({ screen }: { readonly screen: Table }) {
  const intl = useIntl();
  return (
    <section>
      <LexiconBadge lexicon={screen.lexicon} />
      <h1 className="kiosk__prompt">{intl.formatMessage({ id: 'table.prompt' })}</h1>
      <p className="table__digits" aria-label={intl.formatMessage({ id: 'table.label' })}>
        {screen.digits}
      </p>
      <p className="entry__message" role="alert">
        {screen.message === null ? '' : formatKioskMessage(intl, screen.message)}
      </p>
    </section>
  );
}
