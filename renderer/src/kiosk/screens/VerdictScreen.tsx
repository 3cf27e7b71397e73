import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { outcomeLine } from '../game-words.ts';
import { formatKioskMessage, kioskMessage } from '../i18n/kiosk-messages.ts';
import type { Screen } from '../kiosk-machine.ts';
import { judgedBoxes } from '../tile-entry.ts';
import { PlayedWords } from './PlayedWords.tsx';

type Verdict = Extract<Screen, { name: 'verdict' }>;

/**
 * The verdict for the whole play: word, colour, icon and border all differ, so it reads without
 * colour vision. Nothing on it depends on which word failed.
 */
export function VerdictScreen({ screen, maxTiles }: { readonly screen: Verdict; readonly maxTiles: number }) {
  const intl = useIntl();
  const acceptable = screen.verdict === 'ACCEPTABLE';
  const { lexicon } = screen;
  const word = intl.formatMessage({ id: `verdict.${screen.verdict}` });
  // The icon, a space and the word: what the heading's size is fitted to.
  const chars = Array.from(word).length + 2;
  // What the rule makes of it, by the players' names: worded from the recorded entry alone.
  const outcome = screen.game === undefined ? null : outcomeLine(screen.game);
  return (
    <section className={`verdict verdict--${acceptable ? 'acceptable' : 'unacceptable'}`}>
      {/* Spoken by the kiosk's live region (VerdictAnnouncer); this heading is what a screen reader finds. */}
      <h1 className="verdict__word" style={{ '--chars': chars } as CSSProperties}>
        <span aria-hidden="true" className="verdict__icon">
          {acceptable ? '✔' : '✖'}
        </span>
        {word}
      </h1>
      {outcome !== null && <p className="verdict__outcome">{formatKioskMessage(intl, outcome)}</p>}
      <PlayedWords
        block="verdict"
        words={screen.words}
        rows={screen.words.length}
        maxTiles={maxTiles}
        alphabet={lexicon.alphabet}
        boxes={judgedBoxes}
      />
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
