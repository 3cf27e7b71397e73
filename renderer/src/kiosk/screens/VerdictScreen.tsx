import { useIntl } from 'react-intl';
import { formatKioskMessage, kioskMessage } from '../i18n/kiosk-messages.ts';
import type { Screen } from '../kiosk-machine.ts';
import { judgedBoxes, spokenTiles } from '../tile-entry.ts';
import { spelled } from './spelled.ts';
import { TileBoxes } from './TileBoxes.tsx';

type Verdict = Extract<Screen, { name: 'verdict' }>;

/**
 * The verdict for the whole play: word, colour, icon and border all differ, so it reads without
 * colour vision. Nothing on it depends on which word failed.
 */
export function VerdictScreen({ screen }: { readonly screen: Verdict }) {
  const intl = useIntl();
  const acceptable = screen.verdict === 'ACCEPTABLE';
  const empty = intl.formatMessage({ id: 'entry.empty' });
  const { lexicon } = screen;
  return (
    <section className={`verdict verdict--${acceptable ? 'acceptable' : 'unacceptable'}`}>
      {/* Spoken by the kiosk's live region (VerdictAnnouncer); this heading is what a screen reader finds. */}
      <h1 className="verdict__word">
        <span aria-hidden="true" className="verdict__icon">
          {acceptable ? '✔' : '✖'}
        </span>
        {intl.formatMessage({ id: `verdict.${screen.verdict}` })}
      </h1>
      <ol className="verdict__words" aria-label={intl.formatMessage({ id: 'entry.wordsLabel' })}>
        {screen.words.map((word, index) => {
          // English words show as letters, as they always have; other alphabets as tile boxes.
          if (lexicon.alphabet === 'english') {
            return (
              <li key={index} aria-label={spelled(word, empty)}>
                {word}
              </li>
            );
          }
          const boxes = judgedBoxes(word, lexicon.alphabet);
          return (
            <li key={index} aria-label={spokenTiles(boxes, empty)}>
              <TileBoxes boxes={boxes} />
            </li>
          );
        })}
      </ol>
      <p className="verdict__lexicon">
        {lexicon.name} {lexicon.shortFingerprint}
        {lexicon.alphabet === 'english'
          ? ''
          : ` — ${formatKioskMessage(intl, kioskMessage('lexicon.tiles', { alphabet: lexicon.alphabet }))}`}
        {lexicon.demo ? ` — ${intl.formatMessage({ id: 'lexicon.demo' })}` : ''}
      </p>
    </section>
  );
}
