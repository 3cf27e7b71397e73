import { useIntl } from 'react-intl';
import { formatKioskMessage } from '../i18n/kiosk-messages.ts';
import type { Screen } from '../kiosk-machine.ts';
import { tileHints } from '../tile-hints.ts';
import { wordBoxes } from '../tile-entry.ts';
import { LexiconBadge } from './LexiconBadge.tsx';
import { PlayedWords } from './PlayedWords.tsx';

type Entry = Extract<Screen, { name: 'entry' | 'judging' }>;

/**
 * The words as typed, one per line, with what to do next. English words show as letters, as they
 * always have; other alphabets show tile boxes and how to type their special tiles on any keyboard.
 */
export function EntryScreen({ screen, maxTiles }: { readonly screen: Entry; readonly maxTiles: number }) {
  const intl = useIntl();
  const complete = screen.words.filter((word) => word.length > 0).length;
  const alphabet = screen.lexicon.alphabet;
  const hints = tileHints(alphabet, intl);
  return (
    <section className="entry">
      <LexiconBadge lexicon={screen.lexicon} />
      <h1 className="kiosk__prompt">{intl.formatMessage({ id: 'entry.prompt' }, { count: screen.count })}</h1>
      {hints.length > 0 && (
        <ul className="entry__hints" aria-label={intl.formatMessage({ id: 'entry.hintsLabel' })}>
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
      <PlayedWords
        block="entry"
        words={screen.words}
        rows={screen.count}
        maxTiles={maxTiles}
        alphabet={alphabet}
        boxes={wordBoxes}
      />
      <p className="entry__message" role="alert">
        {screen.message === null
          ? complete === screen.count
            ? intl.formatMessage({ id: 'entry.check' })
            : ''
          : formatKioskMessage(intl, screen.message)}
      </p>
    </section>
  );
}
