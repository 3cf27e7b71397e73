import type { Screen } from '../kiosk-machine.ts';
import { LexiconBadge } from './LexiconBadge.tsx';

type Table = Extract<Screen, { name: 'table' }>;

/** Asks for the table number, typed as digits and ended with Enter (or Tab), before the word count. */
export function TableScreen({ screen }: { readonly screen: Table }) {
  return (
    <section>
      <LexiconBadge lexicon={screen.lexicon} />
      <h1 className="kiosk__prompt">Type your table number, then press Enter.</h1>
      <p className="table__digits" aria-label="Table number">
        {screen.digits}
      </p>
      <p className="entry__message" role="alert">
        {screen.message ?? ''}
      </p>
    </section>
  );
}
