import type { Screen } from '../kiosk-machine.ts';
import { LexiconBadge } from './LexiconBadge.tsx';
import { spelled } from './spelled.ts';

type Entry = Extract<Screen, { name: 'entry' | 'judging' }>;

/** The words as typed, one per line, with what to do next. */
export function EntryScreen({ screen }: { readonly screen: Entry }) {
  const complete = screen.words.filter((word) => word.length > 0).length;
  return (
    <section>
      <LexiconBadge lexicon={screen.lexicon} />
      <h1 className="kiosk__prompt">
        Type the {screen.count === 1 ? 'challenged word' : `${screen.count} challenged words`}, separated by
        Space or Enter.
      </h1>
      <ol className="entry__words" aria-label="Challenged words">
        {screen.words.map((word, index) => (
          <li key={index} aria-label={spelled(word)}>
            {word}
          </li>
        ))}
      </ol>
      <p className="entry__message" role="alert">
        {screen.message ??
          (complete === screen.count
            ? 'Both sides: check the spelling. The player whose play was challenged presses TAB.'
            : '')}
      </p>
    </section>
  );
}
