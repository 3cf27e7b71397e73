import type { WordView } from '../../../../electron/ipc/contract.ts';

/** Each word, valid or not, with the lexicon's definition when it has one. */
export function WordList({ words, label }: { readonly words: readonly WordView[]; readonly label: string }) {
  return (
    <ul className="word-list" aria-label={label}>
      {words.map((word, index) => (
        <li key={index} className={word.valid ? 'word--valid' : 'word--invalid'}>
          <strong>{word.word}</strong> <span>{word.valid ? '✓ valid' : '✗ not valid'}</span>
          {word.definition !== null && <span className="word-list__definition"> — {word.definition}</span>}
        </li>
      ))}
    </ul>
  );
}
