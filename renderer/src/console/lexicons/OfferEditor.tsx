import { useEffect, useId, useState } from 'react';
import type { LexiconView, StationApi, StationOverview } from '../../../../electron/ipc/contract.ts';
import type { SessionCall } from '../console-api.ts';
import { failure, NoticeLine, ok } from '../ui/Notice.tsx';
import { useFormNotice } from '../ui/use-form-notice.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';

/** The lexicons players choose from, in the kiosk's order (the first is the default). */
export function OfferEditor({
  api,
  call,
  lexicons,
  onOverview,
}: {
  readonly api: StationApi;
  readonly call: SessionCall;
  readonly lexicons: readonly LexiconView[];
  readonly onOverview: (overview: StationOverview) => void;
}) {
  const { text } = useConsoleText();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [adding, setAdding] = useState('');
  const { notice, setNotice } = useFormNotice();
  const addId = useId();
  // The overview says which lexicons are offered but not in what order; the kiosk's state does. It
  // is read again whenever the station's lexicons change (the first import becomes the offered one).
  const stationOffer = lexicons.map((lexicon) => `${lexicon.fingerprint}:${String(lexicon.offered)}`).join();
  useEffect(() => {
    let current = true;
    api.kioskState().then(
      (state) => {
        if (current) setChosen(state.offered.map((lexicon) => lexicon.fingerprint));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, stationOffer]);

  const byFingerprint = new Map(lexicons.map((lexicon) => [lexicon.fingerprint, lexicon]));
  const listed = chosen.filter((fingerprint) => byFingerprint.has(fingerprint));
  const others = lexicons.filter((lexicon) => !listed.includes(lexicon.fingerprint));
  const toAdd = others.some((lexicon) => lexicon.fingerprint === adding)
    ? adding
    : (others[0]?.fingerprint ?? '');
  const move = (index: number, by: -1 | 1) => {
    const next = [...listed];
    const [item] = next.splice(index, 1);
    if (item !== undefined) next.splice(index + by, 0, item);
    setChosen(next);
  };
  const save = async () => {
    if (listed.length === 0) {
      setNotice(failure(text('offer.none')));
      return;
    }
    const result = await call('offerLexicons', { fingerprints: [...listed] });
    if (!result.ok) {
      setNotice(failure(result.message));
      return;
    }
    onOverview(result);
    const names = listed.map((fingerprint) => byFingerprint.get(fingerprint)?.name ?? fingerprint);
    setNotice(ok(text('offer.saved', { names: names.join(', ') })));
  };

  return (
    <section className="panel" aria-labelledby={`${addId}-title`}>
      <h3 id={`${addId}-title`}>{text('offer.title')}</h3>
      <p>{text('offer.intro')}</p>
      <ol className="offer" aria-label={text('offer.list')}>
        {listed.map((fingerprint, index) => {
          const name = byFingerprint.get(fingerprint)?.name ?? fingerprint;
          return (
            <li key={fingerprint}>
              <span className="offer__name">
                {name} <code>{fingerprint.slice(0, 8)}</code>
              </span>{' '}
              <button
                type="button"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={text('offer.upLabel', { name })}
              >
                {text('offer.up')}
              </button>{' '}
              <button
                type="button"
                disabled={index === listed.length - 1}
                onClick={() => move(index, 1)}
                aria-label={text('offer.downLabel', { name })}
              >
                {text('offer.down')}
              </button>{' '}
              <button
                type="button"
                onClick={() => setChosen(listed.filter((item) => item !== fingerprint))}
                aria-label={text('offer.removeLabel', { name })}
              >
                {text('offer.remove')}
              </button>
            </li>
          );
        })}
      </ol>
      {others.length > 0 && (
        <div className="field field--inline">
          <label htmlFor={addId}>{text('offer.add')}</label>
          <select id={addId} value={toAdd} onChange={(event) => setAdding(event.target.value)}>
            {others.map((lexicon) => (
              <option key={lexicon.fingerprint} value={lexicon.fingerprint}>
                {lexicon.name} {lexicon.shortFingerprint}
              </option>
            ))}
          </select>{' '}
          <button type="button" onClick={() => setChosen([...listed, toAdd])}>
            {text('offer.addButton')}
          </button>
        </div>
      )}
      <button type="button" onClick={() => void save()}>
        {text('offer.save')}
      </button>
      <NoticeLine notice={notice} />
    </section>
  );
}
