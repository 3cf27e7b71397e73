import type { OfferedLexicon } from '../../../electron/ipc/contract.ts';

/** The banner the demo list carries wherever it is named. */
export const DEMO_WARNING = 'DEMO — not for tournament play';

/** A lexicon as players see it: name, short fingerprint, and a banner for the demo list. */
export function LexiconBadge({ lexicon }: { readonly lexicon: OfferedLexicon }) {
  return (
    <span className="lexicon">
      <span className="lexicon__name">{lexicon.name}</span>{' '}
      <span className="lexicon__fingerprint">{lexicon.shortFingerprint}</span>
      {lexicon.demo && <span className="lexicon__demo">{DEMO_WARNING}</span>}
    </span>
  );
}
