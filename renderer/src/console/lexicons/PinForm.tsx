import { useId, useState, type SubmitEvent } from 'react';
import type { StationOverview } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { Field } from '../ui/Field.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';
import { TEXT_LIMITS } from '../../../../electron/common/limits.ts';

const FINGERPRINT = /^[0-9a-f]{64}$/u;

/**
 * Pins a lexicon name to the fingerprint of its official edition (from the publisher or the
 * tournament rules): an import under that name must then be exactly that word list.
 */
export function PinForm({
  call,
  pins,
  onOverview,
}: {
  readonly call: SessionCall;
  readonly pins: StationOverview['pins'];
  readonly onOverview: (overview: StationOverview) => void;
}) {
  const { text } = useConsoleText();
  const [name, setName] = useState('');
  const [fingerprint, setFingerprint] = useState('');
  const { notice, setNotice } = useFormNotice();
  const titleId = useId();

  const pin = async (pinName: string, typed: string) => {
    const wanted = typed.trim().toLowerCase();
    if (pinName.trim() === '') {
      setNotice(failure(text('pins.noName')));
      return;
    }
    if (wanted !== '' && !FINGERPRINT.test(wanted)) {
      setNotice(failure(text('pins.badFingerprint')));
      return;
    }
    const result = await call('pinLexicon', {
      name: pinName.trim(),
      fingerprint: wanted === '' ? null : wanted,
    });
    if (!result.ok) {
      setNotice(failure(result.message));
      return;
    }
    onOverview(result);
    setNotice(
      ok(
        wanted === ''
          ? text('pins.unpinned', { name: pinName.trim() })
          : text('pins.pinned', { name: pinName.trim(), fingerprint: wanted.slice(0, 8) }),
      ),
    );
    setName('');
    setFingerprint('');
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void pin(name, fingerprint);
  };

  return (
    <section className="panel" aria-labelledby={titleId}>
      <h3 id={titleId}>{text('pins.title')}</h3>
      {pins.length === 0 ? (
        <p>{text('pins.none')}</p>
      ) : (
        <ul className="pins" aria-label={text('pins.list')}>
          {pins.map((item) => (
            <li key={item.name}>
              <strong>{item.name}</strong> <code className="hash">{item.fingerprint}</code>{' '}
              <button type="button" onClick={() => void pin(item.name, '')}>
                {text('pins.unpin', { name: item.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit}>
        <Field
          label={text('pins.name')}
          value={name}
          onChange={setName}
          maxLength={TEXT_LIMITS.lexiconName}
        />
        <Field
          label={text('pins.fingerprint')}
          value={fingerprint}
          onChange={setFingerprint}
          hint={text('pins.fingerprintHint')}
          maxLength={80}
          className="field--wide"
        />
        <button type="submit">{text('pins.submit')}</button>
      </form>
      <NoticeLine notice={notice} />
    </section>
  );
}
