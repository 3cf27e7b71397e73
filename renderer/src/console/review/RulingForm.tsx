import { useId, useState, type SubmitEvent } from 'react';
import type { SessionCall } from '../console-api.ts';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import type { Review } from './review.ts';
import { TEXT_LIMITS } from '../../../../electron/common/limits.ts';
import { verdictName } from '../i18n/kiosk-terms.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';

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
  const { intl, text } = useConsoleText();
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
    const verdict = result.entry.verdict;
    setNotice(
      ok(
        text('ruling.done', {
          ruling: text(`ruling.${ruling}`),
          verdict: verdict === null ? '' : verdictName(intl, verdict),
          seq: String(result.entry.seq),
        }),
      ),
    );
    setNote('');
    onRecorded();
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text('ruling.title')}</h3>
      <form onSubmit={(event) => void submit(event)}>
        <fieldset>
          <legend>
            {text('ruling.verdictIs', {
              verdict: review.entry.verdict === null ? '' : verdictName(intl, review.entry.verdict),
            })}
          </legend>
          <label className="check">
            <input
              type="radio"
              name={`${id}-ruling`}
              checked={ruling === 'upheld'}
              onChange={() => setRuling('upheld')}
            />{' '}
            {text('ruling.upheldLabel')}
          </label>
          <label className="check">
            <input
              type="radio"
              name={`${id}-ruling`}
              checked={ruling === 'overturned'}
              onChange={() => setRuling('overturned')}
            />{' '}
            {text('ruling.overturnedLabel')}
          </label>
        </fieldset>
        <div className="field field--wide">
          <label htmlFor={`${id}-note`}>{text('ruling.note')}</label>
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
            {text('ruling.noteHint')}
          </p>
        </div>
        <button type="submit">{text('ruling.submit')}</button>
      </form>
      <NoticeLine notice={notice} />
    </section>
  );
}
