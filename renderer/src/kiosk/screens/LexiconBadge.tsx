import type { OfferedLexicon } from '../../../../electron/ipc/contract.ts';
import { ALPHABET_DEFINITIONS } from '../../../../electron/common/alphabets/index.ts';

/** The banner the demo list carries wherever it is named. */
export const DEMO_WARNING = 'DEMO — not for tournament play';

/**
 * A lexicon as players see it: name, short fingerprint, its tile alphabet unless English (which
 * every station had before alphabets existed), and a banner for the demo list.
 */
export function LexiconBadge({ lexicon }: { readonly lexicon: OfferedLexicon }) {
  return (
    <span className="lexicon">
      <span className="lexicon__name">{lexicon.name}</span>{' '}
      <span className="lexicon__fingerprint">{lexicon.shortFingerprint}</span>
      {lexicon.alphabet !== 'english' && (
        <span className="lexicon__alphabet"> {ALPHABET_DEFINITIONS[lexicon.alphabet].name} tiles</span>
      )}
      {lexicon.demo && <span className="lexicon__demo">{DEMO_WARNING}</span>}
    </span>
  );
}
