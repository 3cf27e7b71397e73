import type { WordView } from '../../../../electron/ipc/contract.ts';

/**
 * Each word, valid or not, with the lexicon's symbols and definition when it has them and, when two
 * or more lexicons are offered, which of them hold it. For word judges only: never on the kiosk.
 */
export function WordList({ words, label }: { readonly words: readonly WordView[]; readonly label: string }) {
  return (
    <ul className="word-list" aria-label={label}>
      {words.map((word, index) => (
        <li key={index} className={word.valid ? 'word--valid' : 'word--invalid'}>
          <strong>{word.word}</strong>
          {word.symbols !== null && (
            <span className="word-list__symbols" title="lexicon symbols">
              {word.symbols}
            </span>
          )}{' '}
          <span>{word.valid ? '✓ valid' : '✗ not valid'}</span>
          {word.lists.length > 0 && (
            <span className="word-list__lists">
              {' '}
              [
              {word.lists
                .map((list) =>
                  list.holds
                    ? `${list.lexicon}${list.symbols === null ? '' : ` ${list.symbols}`}`
                    : `not in ${list.lexicon}`,
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
