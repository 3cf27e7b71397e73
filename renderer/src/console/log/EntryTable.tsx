import type { EntryView } from '../../../../electron/ipc/contract.ts';
import { formatTime } from '../ui/format.ts';

/**
 * Log entries for judges and directors, with each word's result: shown here and on the Review page,
 * never on the kiosk.
 */
export function EntryTable({
  entries,
  label,
  onReview,
}: {
  readonly entries: readonly EntryView[];
  readonly label: string;
  readonly onReview?: (seq: number) => void;
}) {
  if (entries.length === 0) return <p>No entries.</p>;
  return (
    <table className="table table--log" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Time</th>
          <th scope="col">Kind</th>
          <th scope="col">Round</th>
          <th scope="col">Table</th>
          <th scope="col">Lexicon</th>
          <th scope="col">Words</th>
          <th scope="col">Verdict</th>
          <th scope="col">Notes</th>
          {onReview !== undefined && (
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.seq} data-seq={entry.seq}>
            <th scope="row">{entry.seq}</th>
            <td>{formatTime(entry.time)}</td>
            <td>{entry.kind}</td>
            <td>{entry.round ?? ''}</td>
            <td>{entry.table ?? ''}</td>
            <td>
              {entry.kind === 'event' ? '' : `${entry.lexiconName} ${entry.lexiconFingerprint.slice(0, 8)}`}
            </td>
            <td>
              <WordResults entry={entry} />
            </td>
            <td>{entry.verdict ?? ''}</td>
            <td>{notes(entry)}</td>
            {onReview !== undefined && (
              <td>
                {entry.kind === 'adjudication' && (
                  <button type="button" onClick={() => onReview(entry.seq)}>
                    Review #{entry.seq}
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each word with ✓ (valid) or ✗ (not in the lexicon); the words alone where there is no result. */
export function WordResults({ entry }: { readonly entry: EntryView }) {
  return (
    <span className="words">
      {entry.words.map((word, index) => {
        const valid = entry.wordResults[index];
        return (
          <span
            key={index}
            className={`word ${valid === undefined ? '' : valid ? 'word--valid' : 'word--invalid'}`}
          >
            {word}
            {valid === undefined ? '' : valid ? ' ✓' : ' ✗'}
          </span>
        );
      })}
    </span>
  );
}

function notes(entry: EntryView): string {
  const parts = [
    entry.action,
    entry.ruling === null ? null : `ruling: ${entry.ruling}`,
    entry.refersTo === null ? null : `on #${entry.refersTo}`,
    entry.judge === null ? null : `by ${entry.judge}`,
    entry.challengeRule,
    entry.details,
  ];
  return parts.filter((part) => part !== null && part !== '').join(' · ');
}
