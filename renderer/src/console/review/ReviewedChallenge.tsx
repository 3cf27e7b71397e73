import { EntryTable } from '../log/EntryTable.tsx';
import { formatTime } from '../ui/format.ts';
import type { Review } from './review.ts';
import { WordList } from './WordList.tsx';

/** The challenge as judged: its entry, each word's result and definition, and every follow-up since. */
export function ReviewedChallenge({ review }: { readonly review: Review }) {
  const { entry } = review;
  return (
    <section className="panel" aria-labelledby="reviewed-title">
      <h3 id="reviewed-title">
        Challenge #{entry.seq}: {entry.verdict}
      </h3>
      <p className="page__facts">
        {formatTime(entry.time)} · {entry.lexiconName} <code>{entry.lexiconFingerprint.slice(0, 8)}</code>
        {entry.round === null ? '' : ` · round ${entry.round}`}
        {entry.table === null ? '' : ` · table ${entry.table}`}
        {entry.challengeRule === null ? '' : ` · ${entry.challengeRule}`}
      </p>
      <WordList words={review.words} label={`Words of challenge ${entry.seq}`} />
      <h4>Follow-ups</h4>
      {review.followUps.length === 0 ? (
        <p>No check or ruling yet.</p>
      ) : (
        <EntryTable entries={review.followUps} label={`Follow-ups of challenge ${entry.seq}`} />
      )}
    </section>
  );
}
