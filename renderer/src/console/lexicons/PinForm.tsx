import { useId, useState, type SubmitEvent } from 'react';
import type { StationOverview } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { Field } from '../ui/Field.tsx';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
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
  const [name, setName] = useState('');
  const [fingerprint, setFingerprint] = useState('');
  const { notice, setNotice } = useFormNotice();
  const titleId = useId();

  const pin = async (pinName: string, typed: string) => {
    const wanted = typed.trim().toLowerCase();
    if (pinName.trim() === '') {
      setNotice(failure('Give the lexicon name to pin.'));
      return;
    }
    if (wanted !== '' && !FINGERPRINT.test(wanted)) {
      setNotice(failure('A fingerprint is the full 64 hex digits (0–9, a–f), or empty to remove the pin.'));
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
          ? `${pinName.trim()} is no longer pinned.`
          : `${pinName.trim()} is pinned to ${wanted.slice(0, 8)}.`,
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
      <h3 id={titleId}>Pinned editions</h3>
      {pins.length === 0 ? (
        <p>No lexicon name is pinned.</p>
      ) : (
        <ul className="pins" aria-label="Pinned lexicon names">
          {pins.map((item) => (
            <li key={item.name}>
              <strong>{item.name}</strong> <code className="hash">{item.fingerprint}</code>{' '}
              <button type="button" onClick={() => void pin(item.name, '')}>
                Unpin {item.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit}>
        <Field
          label="Lexicon name to pin"
          value={name}
          onChange={setName}
          maxLength={TEXT_LIMITS.lexiconName}
        />
        <Field
          label="Fingerprint of the official edition"
          value={fingerprint}
          onChange={setFingerprint}
          hint="64 hex digits; leave empty to remove the pin."
          maxLength={80}
          className="field--wide"
        />
        <button type="submit">Pin</button>
      </form>
      <NoticeLine notice={notice} />
    </section>
  );
}
