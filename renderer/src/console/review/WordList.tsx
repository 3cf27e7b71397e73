import type { WordView } from '../../../../electron/ipc/contract.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { WordTiles } from '../../words/WordTiles.tsx';

/**
 * Each word, valid or not, with the lexicon's symbols and definition when it has them and, when two
 * or more lexicons are offered, which of them hold it. For word judges only: never on the kiosk.
 */
export function WordList({ words, label }: { readonly words: readonly WordView[]; readonly label: string }) {
  const { text } = useConsoleText();
  return (
    <ul className="word-list" aria-label={label}>
      {words.map((word, index) => (
        <li key={index} className={word.valid ? 'word--valid' : 'word--invalid'}>
          <strong>
            <WordTiles word={word.word} />
          </strong>
          {word.symbols !== null && (
            <span className="word-list__symbols" title={text('words.symbols')}>
              {word.symbols}
            </span>
          )}{' '}
          <span>{text(word.valid ? 'words.valid' : 'words.invalid')}</span>
          {word.lists.length > 0 && (
            <span className="word-list__lists">
              {' '}
              [
              {word.lists
                .map((list) =>
                  list.holds
                    ? `${list.lexicon}${list.symbols === null ? '' : ` ${list.symbols}`}`
                    : text('words.notIn', { lexicon: list.lexicon }),
                )
                .join(' · ')}
              ]
            </span>
          )}
          {word.definition !== null && <span className="word-list__definition"> — {word.definition}</span>}
        </li>
      ))}
    </ul>
  );
}
