import { useId, useState, type SubmitEvent } from 'react';
import { wordSpelling } from '../../../../electron/common/alphabets/word-spelling.ts';
import type { LexiconView, ResponseByMethod } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { typedWords } from './typed-words.ts';
import { WordField } from '../ui/WordField.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import type { Review } from './review.ts';
import { verdictName } from '../i18n/kiosk-terms.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';
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
  const { intl, text, message } = useConsoleText();
  // Offered as the judge would type them (COL·LEGI, not the log's CO[L·L]EGI): they read back as
  // the same tiles.
  const [words, setWords] = useState(review.entry.words.map(wordSpelling).join(' '));
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
      setNotice(failure(message(parsed.error)));
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
      ok(
        text('check.done', {
          lexicon: result.entry.lexiconName,
          verdict: verdictName(intl, result.verdict),
          seq: String(result.entry.seq),
        }),
      ),
    );
    onRecorded();
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text('check.title')}</h3>
      <form onSubmit={(event) => void submit(event)}>
        <WordField
          label={text('check.words')}
          alphabet={alphabet}
          value={words}
          onChange={setWords}
          hint={text('check.wordsHint')}
          maxLength={600}
        />
        <div className="field">
          <label htmlFor={id}>{text('check.lexicon')}</label>
          <select id={id} value={lexicon} onChange={(event) => setLexicon(event.target.value)}>
            <option value="">
              {text('check.challengeLexicon', {
                name: review.entry.lexiconName,
                fingerprint: review.entry.lexiconFingerprint.slice(0, 8),
              })}
            </option>
            {lexicons.map((item) => (
              <option key={item.fingerprint} value={item.fingerprint}>
                {item.name} {item.shortFingerprint}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{text('check.submit')}</button>
      </form>
      <NoticeLine notice={notice} />
      {checked !== null && <WordList words={checked.words} label={text('check.asChecked')} />}
    </section>
  );
}
