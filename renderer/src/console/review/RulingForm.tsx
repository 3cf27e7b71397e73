import { useId, useState, type SubmitEvent } from 'react';
import type { SessionCall } from '../console-api.ts';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import type { Review } from './review.ts';
import { TEXT_LIMITS } from '../../../../electron/common/limits.ts';

/** Records a judge's ruling on the challenge as a new log entry; the challenge's entry stays as it was. */
export function RulingForm({
  call,
  review,
  judge,
  onRecorded,
}: {
  readonly call: SessionCall;
  readonly review: Review;
  readonly judge: string;
  readonly onRecorded: () => void;
}) {
  const [ruling, setRuling] = useState<'upheld' | 'overturned'>('upheld');
  const [note, setNote] = useState('');
  const { notice, setNotice } = useFormNotice();
  const id = useId();

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const result = await call('rule', { seq: review.entry.seq, ruling, judge, note });
    if (!result.ok) {
      setNotice(failure(result.message));
      return;
    }
    setNotice(ok(`Ruling (${ruling}, ${result.entry.verdict ?? ''}) recorded as entry ${result.entry.seq}.`));
    setNote('');
    onRecorded();
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Ruling</h3>
      <form onSubmit={(event) => void submit(event)}>
        <fieldset>
          <legend>The verdict ({review.entry.verdict}) is</legend>
          <label className="check">
            <input
              type="radio"
              name={`${id}-ruling`}
              checked={ruling === 'upheld'}
              onChange={() => setRuling('upheld')}
            />{' '}
            Upheld
          </label>
          <label className="check">
            <input
              type="radio"
              name={`${id}-ruling`}
              checked={ruling === 'overturned'}
              onChange={() => setRuling('overturned')}
            />{' '}
            Overturned
          </label>
        </fieldset>
        <div className="field field--wide">
          <label htmlFor={`${id}-note`}>Note</label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={TEXT_LIMITS.note}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            spellCheck={false}
          />
          <p id={`${id}-hint`} className="field__hint">
            Required when the verdict is overturned: say why.
          </p>
        </div>
        <button type="submit">Record the ruling</button>
      </form>
      <NoticeLine notice={notice} />
    </section>
  );
}
