import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import type { ResponseByMethod, StationOverview } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { CheckForm } from './CheckForm.tsx';
import type { Review } from './review.ts';
import { ReviewedChallenge } from './ReviewedChallenge.tsx';
import { RulingForm } from './RulingForm.tsx';
import { Field } from '../ui/Field.tsx';
import { failure, NoticeLine } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { PageHeading } from '../ui/PageHeading.tsx';
import { TEXT_LIMITS } from '../../../../electron/common/limits.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';

/**
 * A word judge's second opinion: open a challenge (the latest, or by its number), see each word's
 * result and definition, re-check spellings or another lexicon, and record a ruling. Each check and
 * ruling is a new log entry; the challenge's own entry never changes.
 */
export function ReviewPage({
  call,
  overview,
  seq,
}: {
  readonly call: SessionCall;
  readonly overview: StationOverview;
  readonly seq: number | null;
}) {
  const { text } = useConsoleText();
  const [judge, setJudge] = useState('');
  const [wanted, setWanted] = useState(seq === null ? '' : String(seq));
  const [review, setReview] = useState<Review | null>(null);
  const { notice, setNotice } = useFormNotice();

  const show = useCallback(
    (result: ResponseByMethod['review']) => {
      if (!result.ok) {
        setReview(null);
        setNotice(failure(result.message));
        return;
      }
      setReview(result);
      setNotice(null);
    },
    [setNotice],
  );
  const open = (opened: number | undefined) => {
    void call('review', opened === undefined ? {} : { seq: opened }).then(show);
  };
  useEffect(() => {
    if (seq !== null) void call('review', { seq }).then(show);
  }, [seq, call, show]);
  const openTyped = (event: SubmitEvent) => {
    event.preventDefault();
    const number = Number(wanted);
    if (!/^\d{1,15}$/u.test(wanted.trim()) || number < 1) {
      setNotice(failure(text('review.badEntry')));
      return;
    }
    open(number);
  };

  return (
    <section aria-labelledby="review-page">
      <PageHeading id="review-page" title="page.review" />
      <Field
        label={text('review.judge')}
        value={judge}
        onChange={setJudge}
        hint={text('review.judgeHint')}
        maxLength={TEXT_LIMITS.judgeName}
      />
      <div className="review__open">
        <button type="button" onClick={() => open(undefined)}>
          {text('review.latest')}
        </button>
        <form onSubmit={openTyped} className="inline-form">
          <Field
            label={text('review.entry')}
            inputMode="numeric"
            value={wanted}
            onChange={setWanted}
            maxLength={15}
          />
          <button type="submit">{text('review.open')}</button>
        </form>
      </div>
      <NoticeLine notice={notice} />
      {review !== null && (
        <>
          <ReviewedChallenge review={review} />
          <CheckForm
            key={`check-${review.entry.seq}`}
            call={call}
            review={review}
            judge={judge}
            lexicons={overview.lexicons}
            onRecorded={() => open(review.entry.seq)}
          />
          <RulingForm
            key={`rule-${review.entry.seq}`}
            call={call}
            review={review}
            judge={judge}
            onRecorded={() => open(review.entry.seq)}
          />
        </>
      )}
    </section>
  );
}
