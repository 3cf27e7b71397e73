import { getAlphabet } from '../../../../electron/common/alphabets/index.ts';
import type { Screen } from '../kiosk-machine.ts';
import { spokenTiles, wordBoxes } from '../tile-entry.ts';
import { LexiconBadge } from './LexiconBadge.tsx';
import { spelled } from './spelled.ts';
import { TileBoxes } from './TileBoxes.tsx';

type Entry = Extract<Screen, { name: 'entry' | 'judging' }>;

/**
 * The words as typed, one per line, with what to do next. English words show as letters, as they
 * always have; other alphabets show tile boxes and how to type their special tiles.
 */
export function EntryScreen({ screen }: { readonly screen: Entry }) {
  const complete = screen.words.filter((word) => word.length > 0).length;
  const alphabet = screen.lexicon.alphabet;
  const hints = getAlphabet(alphabet).definition.hints;
  return (
    <section>
      <LexiconBadge lexicon={screen.lexicon} />
      <h1 className="kiosk__prompt">
        Type the {screen.count === 1 ? 'challenged word' : `${screen.count} challenged words`}, separated by
        Space or Enter.
      </h1>
      {alphabet !== 'english' && hints.length > 0 && (
        <ul className="entry__hints" aria-label="How to type special tiles">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
      <ol className="entry__words" aria-label="Challenged words">
        {screen.words.map((word, index) => {
          if (alphabet === 'english') {
            return (
              <li key={index} aria-label={spelled(word)}>
                {word}
              </li>
            );
          }
          const boxes = wordBoxes(word, alphabet);
          return (
            <li key={index} aria-label={spokenTiles(boxes)}>
              <TileBoxes boxes={boxes} />
            </li>
          );
        })}
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
