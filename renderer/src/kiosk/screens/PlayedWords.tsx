import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { AlphabetId } from '../../../../electron/common/alphabets/index.ts';
import { spokenTiles, type WordBoxes } from '../tile-entry.ts';
import { spelled } from './spelled.ts';
import { TileBoxes } from './TileBoxes.tsx';

/**
 * The words of a play, one per line, as the entry screen shows them while they are typed and the
 * verdict screen once they are judged. English words show as letters, as they always have; other
 * alphabets as tile boxes, each word's item carrying its spoken spelling.
 */
export function PlayedWords({
  block,
  words,
  rows,
  maxTiles,
  alphabet,
  boxes,
}: {
  /** The screen's class name, which the box's and the list's class names start with. */
  readonly block: 'entry' | 'verdict';
  readonly words: readonly string[];
  /** How many lines the box is sized for. */
  readonly rows: number;
  readonly maxTiles: number;
  readonly alphabet: AlphabetId;
  /** How a word splits into tile boxes: as typed so far, or as judged. */
  readonly boxes: (word: string, alphabet: AlphabetId) => WordBoxes;
}) {
  const intl = useIntl();
  const empty = intl.formatMessage({ id: 'entry.empty' });
  return (
    <div className={`${block}__words-box`} style={{ '--rows': rows, '--tiles': maxTiles } as CSSProperties}>
      <ol className={`${block}__words`} aria-label={intl.formatMessage({ id: 'entry.wordsLabel' })}>
        {words.map((word, index) => {
          if (alphabet === 'english') {
            return (
              <li key={index} aria-label={spelled(word, empty)}>
                {word}
              </li>
            );
          }
          const tiles = boxes(word, alphabet);
          return (
            <li key={index} aria-label={spokenTiles(tiles, empty)}>
              <TileBoxes boxes={tiles} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
