import type { EntryView } from '../../../../electron/ipc/contract.ts';
import { formatWhen } from '../i18n/format-when.ts';
import { verdictName } from '../i18n/kiosk-terms.ts';
import { recordedRuleName } from '../i18n/rule-name.ts';
import { useConsoleText, type ConsoleText } from '../i18n/use-console-text.ts';
import { WordTiles } from '../../words/WordTiles.tsx';
import { EntryGameLines } from './EntryGameLines.tsx';
import { eventNote } from './event-note.ts';

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
  const say = useConsoleText();
  const { intl, text } = say;
  if (entries.length === 0) return <p>{text('entries.none')}</p>;
  return (
    <table className="table table--log" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{text('entries.col.time')}</th>
          <th scope="col">{text('entries.col.kind')}</th>
          <th scope="col">{text('log.round')}</th>
          <th scope="col">{text('log.table')}</th>
          <th scope="col">{text('entries.col.lexicon')}</th>
          <th scope="col">{text('entries.col.words')}</th>
          <th scope="col">{text('log.verdict')}</th>
          <th scope="col">{text('game.label')}</th>
          <th scope="col">{text('entries.col.notes')}</th>
          {onReview !== undefined && (
            <th scope="col">
              <span className="visually-hidden">{text('lexicons.col.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.seq} data-seq={entry.seq}>
            <th scope="row">{entry.seq}</th>
            <td>{formatWhen(intl, entry.time)}</td>
            <td>{text(`kind.${entry.kind}`)}</td>
            <td>{entry.round ?? ''}</td>
            <td>{entry.table ?? ''}</td>
            <td>
              {entry.kind === 'event' ? '' : `${entry.lexiconName} ${entry.lexiconFingerprint.slice(0, 8)}`}
            </td>
            <td>
              <WordResults entry={entry} />
            </td>
            <td>{entry.verdict === null ? '' : verdictName(intl, entry.verdict)}</td>
            <td>
              <EntryGameLines entry={entry} />
            </td>
            <td>{notes(entry, say)}</td>
            {onReview !== undefined && (
              <td>
                {entry.kind === 'adjudication' && (
                  <button type="button" onClick={() => onReview(entry.seq)}>
                    {text('entries.review', { seq: String(entry.seq) })}
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

/** Each word as tiles with ✓ (valid) or ✗ (not in the lexicon); the words alone where there is no result. */
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
            <WordTiles word={word} />
            {valid === undefined ? '' : valid ? ' ✓' : ' ✗'}
          </span>
        );
      })}
    </span>
  );
}

// An event is said by its action in the console's language (event-note.ts), the rule by its name;
// the action code stays in the log and its exports. What this version cannot read is shown as logged.
function notes(entry: EntryView, { intl, text }: ConsoleText): string {
  const event = entry.kind === 'event' ? eventNote(intl, entry.action, entry.details) : null;
  const parts = [
    ...(event ?? [entry.action]),
    entry.ruling === null ? null : text('entries.ruling', { ruling: text(`ruling.${entry.ruling}`) }),
    entry.refersTo === null ? null : text('entries.on', { seq: String(entry.refersTo) }),
    entry.judge === null ? null : text('entries.by', { judge: entry.judge }),
    entry.challengeRule === null ? null : recordedRuleName(intl, entry.challengeRule),
    event === null ? entry.details : null,
  ];
  return parts.filter((part) => part !== null && part !== '').join(' · ');
}
