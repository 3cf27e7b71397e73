import { useId, useState, type SubmitEvent } from 'react';
import type { LexiconView, ResponseByMethod } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { typedWords } from './typed-words.ts';
import { WordField } from '../ui/WordField.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import type { Review } from './review.ts';
import { WordList } from './WordList.tsx';

type Checked = Extract<ResponseByMethod['check'], { ok: true }>;

/** Re-checks a challenge's words, spelled as corrected and/or in another lexicon; the check is logged. */
export function CheckForm({
  call,
  review,
  judge,
  lexicons,
  onRecorded,
}: {
  readonly call: SessionCall;
  readonly review: Review;
  readonly judge: string;
  readonly lexicons: readonly LexiconView[];
  readonly onRecorded: () => void;
}) {
  const [words, setWords] = useState(review.entry.words.join(' '));
  const [lexicon, setLexicon] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const { notice, setNotice } = useFormNotice();
  const id = useId();
  // The words are typed in the tiles of the lexicon they are checked in (the challenge's, unless
  // another is chosen), with the kiosk's keys for them.
  const checkedIn = lexicon === '' ? review.entry.lexiconFingerprint : lexicon;
  const alphabet = lexicons.find((item) => item.fingerprint === checkedIn)?.alphabet ?? 'english';

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = typedWords(words);
    if ('error' in parsed) {
      setNotice(failure(parsed.error));
      return;
    }
    const result = await call('check', {
      seq: review.entry.seq,
      words: parsed.words,
      judge,
      ...(lexicon === '' ? {} : { lexicon }),
    });
    if (!result.ok) {
      setChecked(null);
      setNotice(failure(result.message));
      return;
    }
    setChecked(result);
    setNotice(
      ok(`Checked in ${result.entry.lexiconName}: ${result.verdict}. Recorded as entry ${result.entry.seq}.`),
    );
    onRecorded();
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Check again</h3>
      <form onSubmit={(event) => void submit(event)}>
        <WordField
          label="Words to check"
          alphabet={alphabet}
          value={words}
          onChange={setWords}
          hint="Correct a spelling if needed; spaces between words."
          maxLength={600}
        />
        <div className="field">
          <label htmlFor={id}>Lexicon</label>
          <select id={id} value={lexicon} onChange={(event) => setLexicon(event.target.value)}>
            <option value="">
              The challenge’s lexicon ({review.entry.lexiconName}{' '}
              {review.entry.lexiconFingerprint.slice(0, 8)})
            </option>
            {lexicons.map((item) => (
              <option key={item.fingerprint} value={item.fingerprint}>
                {item.name} {item.shortFingerprint}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Check</button>
      </form>
      <NoticeLine notice={notice} />
      {checked !== null && <WordList words={checked.words} label="Words as checked" />}
    </section>
  );
}
