import { useEffect, useRef, useState } from 'react';
import type { HallEntryDetail, HallFeedItem } from '../../../electron/common/hall-view-shapes.ts';
import { clock } from './AlertsPanel.tsx';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';

/**
 * One challenge opened: its place in its station's chain and the second opinions on it, asked again
 * when the feed counts another. Which word failed stays hidden (this screen may face the room) until
 * the director asks, for this entry only.
 */
export function EntryDetail(props: {
  readonly item: HallFeedItem;
  /** The feed's count of second opinions on this entry: when it changes, the panel asks again. */
  readonly opinions: number;
  readonly api: HallViewApi;
  readonly onClose: () => void;
}) {
  const [detail, setDetail] = useState<HallEntryDetail | null>(null);
  const [reveal, setReveal] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { item, api, opinions } = props;
  useEffect(() => {
    let current = true;
    api.entry({ token: item.token, seq: item.seq, reveal }).then(
      (answer) => {
        if (current) setDetail(answer);
      },
      (error: unknown) => {
        if (current) setProblem((error as Error).message);
      },
    );
    return () => {
      current = false;
    };
    // `opinions` is not read: a new count means the hub holds another second opinion to show.
  }, [api, item, reveal, opinions]);
  useEffect(() => heading.current?.focus(), [item]);
  return (
    <section
      className="hall__detail"
      aria-labelledby="detail-title"
      onKeyDown={(event) => event.key === 'Escape' && props.onClose()}
    >
      <h2 id="detail-title" tabIndex={-1} ref={heading}>
        {item.station}, entry {item.seq}
      </h2>
      {problem === null ? null : <p role="alert">{problem}</p>}
      {detail === null ? null : (
        <>
          <dl>
            <dt>Time</dt>
            <dd>{clock(detail.time)}</dd>
            <dt>Round, table</dt>
            <dd>
              {detail.round ?? '—'}, {detail.table ?? '—'}
            </dd>
            <dt>Lexicon</dt>
            <dd>
              {detail.lexiconName} (<code>{detail.lexiconFingerprint.slice(0, 8)}</code>)
              <span className="hall__hint"> fingerprint {detail.lexiconFingerprint}</span>
            </dd>
            <dt>Verdict</dt>
            <dd>{detail.verdict === 'ACCEPTABLE' ? '✓ acceptable' : '✗ unacceptable'}</dd>
            <dt>Words</dt>
            <dd>
              {detail.words.map(({ word, valid, hubValid }) => (
                <span key={word} className="hall__word">
                  {word}
                  {valid === null ? '' : valid ? ' ✓ valid' : ' ✗ not valid'}
                  {valid === null || hubValid === null
                    ? ''
                    : hubValid
                      ? ' (hub: ✓ valid)'
                      : ' (hub: ✗ not valid)'}
                </span>
              ))}
            </dd>
            {detail.judgedAgain === null ? null : (
              <>
                <dt>Judged again at the hub</dt>
                <dd>
                  {detail.judgedAgain === 'agrees'
                    ? '✓ the hub’s copy of the list agrees, word for word'
                    : detail.judgedAgain === 'differs'
                      ? '✗ the hub’s copy of the list DIFFERS from the station'
                      : 'not judged again: the hub does not hold this list'}
                </dd>
              </>
            )}
            <dt>Chain position</dt>
            <dd>
              seq {detail.seq}, hash <code>{detail.hash.slice(0, 16)}</code>, after{' '}
              <code>{detail.prevHash.slice(0, 16)}</code>
            </dd>
            <dt>Second opinions</dt>
            <dd>
              {detail.opinions.length === 0
                ? 'none'
                : detail.opinions.map((opinion) => (
                    <span key={opinion.seq} className="hall__opinion">
                      entry {opinion.seq}: {opinion.kind}
                      {opinion.ruling === null ? '' : ` ${opinion.ruling}`}
                      {opinion.judge === null ? '' : ` by ${opinion.judge}`} at {clock(opinion.time)}
                      {opinion.details === null ? '' : ` — ${opinion.details}`}
                    </span>
                  ))}
            </dd>
          </dl>
          <button type="button" onClick={() => setReveal(!reveal)}>
            {reveal ? 'Hide which word failed' : 'Show which word failed'}
          </button>{' '}
        </>
      )}
      <button type="button" onClick={props.onClose}>
        Close
      </button>
    </section>
  );
}
