import { getAlphabet } from '../../../../electron/common/alphabets/index.ts';
import type { Screen } from '../kiosk-machine.ts';
import { DEMO_WARNING } from './LexiconBadge.tsx';
import { judgedBoxes, spokenTiles } from '../tile-entry.ts';
import { spelled } from './spelled.ts';
import { TileBoxes } from './TileBoxes.tsx';

type Verdict = Extract<Screen, { name: 'verdict' }>;

/**
 * The verdict for the whole play: word, colour, icon and border all differ, so it reads without
 * colour vision. Nothing on it depends on which word failed.
 */
export function VerdictScreen({ screen }: { readonly screen: Verdict }) {
  const acceptable = screen.verdict === 'ACCEPTABLE';
  return (
    <section className={`verdict verdict--${acceptable ? 'acceptable' : 'unacceptable'}`}>
      {/* Spoken by the kiosk's live region (VerdictAnnouncer); this heading is what a screen reader finds. */}
      <h1 className="verdict__word">
        <span aria-hidden="true" className="verdict__icon">
          {acceptable ? '✔' : '✖'}
        </span>
        {screen.verdict}
      </h1>
      <ol className="verdict__words" aria-label="Challenged words">
        {screen.words.map((word, index) => {
          // English words show as letters, as they always have; other alphabets as tile boxes.
          if (screen.lexicon.alphabet === 'english') {
            return (
              <li key={index} aria-label={spelled(word)}>
                {word}
              </li>
            );
          }
          const boxes = judgedBoxes(word, screen.lexicon.alphabet);
          return (
            <li key={index} aria-label={spokenTiles(boxes)}>
              <TileBoxes boxes={boxes} />
            </li>
          );
        })}
      </ol>
      <p className="verdict__lexicon">
        {screen.lexicon.name} {screen.lexicon.shortFingerprint}
        {screen.lexicon.alphabet === 'english'
          ? ''
          : ` — ${getAlphabet(screen.lexicon.alphabet).definition.name} tiles`}
        {screen.lexicon.demo ? ` — ${DEMO_WARNING}` : ''}
      </p>
    </section>
  );
}
