import { entryGame } from '../../../../electron/common/entry-game.ts';
import { EntryGameLines } from '../log/EntryGameLines.tsx';
import { EntryTable } from '../log/EntryTable.tsx';
import { formatWhen } from '../i18n/format-when.ts';
import { verdictName } from '../i18n/kiosk-terms.ts';
import { recordedRuleName } from '../i18n/rule-name.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';
import type { Review } from './review.ts';
import { WordList } from './WordList.tsx';

/** The challenge as judged: its entry, each word's result and definition, and every follow-up since. */
export function ReviewedChallenge({ review }: { readonly review: Review }) {
  const { intl, text } = useConsoleText();
  const { entry } = review;
  const seq = String(entry.seq);
  return (
    <section className="panel" aria-labelledby="reviewed-title">
      <h3 id="reviewed-title">
        {text('challenge.title', {
          seq,
          verdict: entry.verdict === null ? '' : verdictName(intl, entry.verdict),
        })}
      </h3>
      <p className="page__facts">
        {formatWhen(intl, entry.time)} · {entry.lexiconName}{' '}
        <code>{entry.lexiconFingerprint.slice(0, 8)}</code>
        {entry.round === null ? '' : ` · ${text('challenge.round', { round: entry.round })}`}
        {entry.table === null ? '' : ` · ${text('challenge.table', { table: String(entry.table) })}`}
        {entry.challengeRule === null ? '' : ` · ${recordedRuleName(intl, entry.challengeRule)}`}
      </p>
      {entryGame(entry) === null ? null : (
        <p className="page__facts">
          <EntryGameLines entry={entry} />
        </p>
      )}
      <WordList words={review.words} label={text('challenge.words', { seq })} />
      <h4>{text('challenge.followUps')}</h4>
      {review.followUps.length === 0 ? (
        <p>{text('challenge.noFollowUps')}</p>
      ) : (
        <EntryTable entries={review.followUps} label={text('challenge.followUpsOf', { seq })} />
      )}
    </section>
  );
}
