import { useEffect, useRef, useState } from 'react';
import type { EntryGame } from '../../../electron/common/entry-game.ts';
import { gameSentences } from '../../../electron/common/game-sentences.ts';
import type { HallEntryDetail, HallFeedItem } from '../../../electron/common/hall-view-shapes.ts';
import type { HallViewApi } from '../../../electron/ipc/hall-view-contract.ts';
import { WordTiles } from '../words/WordTiles.tsx';
import { useHallText } from './i18n/hall-text.ts';
import { opinionText } from './opinion-text.ts';
import { ruleText } from './rule-text.ts';
import { verdictText } from './verdict-text.ts';

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
  const text = useHallText();
  const { t, rich, clock } = text;
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
        {t('entry.title', { station: item.station, seq: item.seq })}
      </h2>
      {problem === null ? null : <p role="alert">{problem}</p>}
      {detail === null ? null : (
        <>
          <dl>
            <dt>{t('entry.time')}</dt>
            <dd>{clock(detail.time)}</dd>
            <dt>{t('entry.roundTable')}</dt>
            <dd>
              {detail.round ?? '—'}, {detail.table ?? '—'}
            </dd>
            {detail.game === null ? null : <GameFacts game={detail.game} />}
            <dt>{t('entry.lexicon')}</dt>
            <dd>
              {detail.lexiconName} (<code>{detail.lexiconFingerprint.slice(0, 8)}</code>)
              <span className="hall__hint">
                {' '}
                {t('entry.fingerprint', { fingerprint: detail.lexiconFingerprint })}
              </span>
            </dd>
            {detail.challengeRule === null ? null : (
              <>
                <dt>{t('entry.rule')}</dt>
                <dd>{ruleText(text, detail.challengeRule)}</dd>
              </>
            )}
            <dt>{t('entry.verdict')}</dt>
            <dd>{verdictText(text, detail.verdict)}</dd>
            <dt>{t('entry.words')}</dt>
            <dd>
              {detail.words.map(({ word, valid, hubValid }) => (
                <span key={word} className="hall__word">
                  <WordTiles word={word} />
                  {valid === null ? '' : ` ${t(valid ? 'entry.valid' : 'entry.notValid')}`}
                  {valid === null || hubValid === null
                    ? ''
                    : ` ${t(hubValid ? 'entry.hubValid' : 'entry.hubNotValid')}`}
                </span>
              ))}
            </dd>
            {detail.judgedAgain === null ? null : (
              <>
                <dt>{t('entry.judgedAgain')}</dt>
                <dd>
                  {t(
                    detail.judgedAgain === 'agrees'
                      ? 'entry.agrees'
                      : detail.judgedAgain === 'differs'
                        ? 'entry.differs'
                        : 'entry.notJudged',
                  )}
                </dd>
              </>
            )}
            <dt>{t('entry.chain')}</dt>
            <dd>
              {rich('entry.chainText', {
                seq: detail.seq,
                hash: detail.hash.slice(0, 16),
                prev: detail.prevHash.slice(0, 16),
              })}
            </dd>
            <dt>{t('entry.opinions')}</dt>
            <dd>
              {detail.opinions.length === 0
                ? t('entry.noOpinions')
                : detail.opinions.map((opinion) => (
                    // The kind and ruling in the view's words; the details are the judge's, as recorded.
                    <span key={opinion.seq} className="hall__opinion">
                      {opinionText(text, opinion)}
                      {opinion.details === null ? '' : ` — ${opinion.details}`}
                    </span>
                  ))}
            </dd>
          </dl>
          <button type="button" onClick={() => setReveal(!reveal)}>
            {t(reveal ? 'entry.hide' : 'entry.reveal')}
          </button>{' '}
        </>
      )}
      <button type="button" onClick={props.onClose}>
        {t('entry.close')}
      </button>
    </section>
  );
}

// The game from the pairings: where, both players with their numbers, who challenged, and the rule's
// outcome by the players' names (which word failed stays hidden: the outcome does not say).
function GameFacts({ game }: { readonly game: EntryGame }) {
  const { t } = useHallText();
  const said = gameSentences(game, (id, values) => t(id, values));
  return (
    <>
      <dt>{t('game.label')}</dt>
      <dd>
        <span className="hall__game-line">{said.where}</span>
        <span className="hall__game-line">{said.players.join(' · ')}</span>
        <span className="hall__game-line">{said.challenger}</span>
      </dd>
      {said.outcome === null ? null : (
        <>
          <dt>{t('game.outcome')}</dt>
          <dd>{said.outcome}</dd>
        </>
      )}
    </>
  );
}
