import { useIntl } from 'react-intl';
import type { OfferedLexicon } from '../../../../electron/ipc/contract.ts';
import { formatKioskMessage, kioskMessage } from '../i18n/kiosk-messages.ts';

/**
 * A lexicon as players see it: name, short fingerprint, its tile alphabet unless English (which
 * every station had before alphabets existed), and a banner for the demo list.
 */
export function LexiconBadge({ lexicon }: { readonly lexicon: OfferedLexicon }) {
  const intl = useIntl();
  return (
    <span className="lexicon">
      <span className="lexicon__name">{lexicon.name}</span>{' '}
      <span className="lexicon__fingerprint">{lexicon.shortFingerprint}</span>
      {lexicon.alphabet !== 'english' && (
        <span className="lexicon__alphabet">
          {' '}
          {formatKioskMessage(intl, kioskMessage('lexicon.tiles', { alphabet: lexicon.alphabet }))}
        </span>
      )}
      {lexicon.demo && <span className="lexicon__demo">{intl.formatMessage({ id: 'lexicon.demo' })}</span>}
    </span>
  );
}
