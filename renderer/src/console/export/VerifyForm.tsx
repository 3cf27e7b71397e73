import { useId, useState, type SubmitEvent } from 'react';
import type { ResponseByMethod } from '../../../../electron/ipc/contract.ts';
import { NOTED_HASH_DIGITS, parseNotedHead } from '../../../../electron/common/noted-head-format.ts';
import type { SessionCall } from '../console-api.ts';
import { Field } from '../ui/Field.tsx';
import { failure, NoticeLine } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { NotedHead } from './NotedHead.tsx';
import { useConsoleText } from '../i18n/use-console-text.ts';

type Verified = Extract<ResponseByMethod['verifyLog'], { ok: true }>;

/**
 * Recomputes the hash chain, and compares it with a head noted on paper earlier, when one is given;
 * `onDone` after.
 */
export function VerifyForm({ call, onDone }: { readonly call: SessionCall; readonly onDone: () => void }) {
  const { text } = useConsoleText();
  const [seq, setSeq] = useState('');
  const [hash, setHash] = useState('');
  const [verified, setVerified] = useState<Verified | null>(null);
  const { notice, setNotice } = useFormNotice();
  const titleId = useId();

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const noted = notedHead(seq, hash);
    if (typeof noted === 'string') {
      setNotice(failure(text('verify.orEmpty', { reason: noted })));
      return;
    }
    setNotice(null);
    const result = await call('verifyLog', noted === undefined ? {} : { expectedHead: noted });
    onDone();
    if (!result.ok) {
      setVerified(null);
      setNotice(failure(result.message));
      return;
    }
    setVerified(result);
  };

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{text('verify.title')}</h3>
      <form onSubmit={(event) => void submit(event)}>
        <fieldset>
          <legend>{text('verify.noted')}</legend>
          <Field
            label={text('review.entry')}
            inputMode="numeric"
            value={seq}
            onChange={setSeq}
            maxLength={15}
          />
          <Field
            label={text('verify.hash', { digits: NOTED_HASH_DIGITS })}
            value={hash}
            onChange={setHash}
            maxLength={80}
            className="field--wide"
          />
        </fieldset>
        <button type="submit">{text('verify.submit')}</button>
      </form>
      <NoticeLine notice={notice} />
      {verified !== null && <Outcome verified={verified} />}
    </section>
  );
}

function Outcome({ verified }: { readonly verified: Verified }) {
  const { text } = useConsoleText();
  const { result, matchesExpected } = verified;
  return (
    <div className="verify" role="status">
      <p className={`verify__result ${result.intact ? 'verify__result--ok' : 'verify__result--bad'}`}>
        {result.intact
          ? text('verify.intact', { count: result.count })
          : text('verify.broken', { seq: String(result.firstBadSeq), reason: result.reason })}
      </p>
      {matchesExpected !== null && (
        <p className={`verify__result ${matchesExpected ? 'verify__result--ok' : 'verify__result--bad'}`}>
          {text(matchesExpected ? 'verify.matches' : 'verify.differs')}
        </p>
      )}
      {result.intact && <NotedHead head={result.head} label={text('verify.head')} />}
    </div>
  );
}

// The noted head to send: undefined when none is given, else the head or why it cannot be used (the
// shared parser's own English words, which the console wraps in its language).
function notedHead(seq: string, hash: string): { seq: number; hash: string } | undefined | string {
  if (seq.trim() === '' && hash.trim() === '') return undefined;
  const parsed = parseNotedHead(`${seq.trim()}:${hash}`);
  if (!parsed.ok) return parsed.message;
  return { seq: parsed.seq, hash: parsed.hash };
}
