import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { wordSpelling } from '../../../electron/common/alphabets/word-spelling.ts';
import { gameHasPlayer, playerQuery } from '../../../electron/common/entry-game.ts';
import type { HallFeedItem, HallLexicon } from '../../../electron/common/hall-view-shapes.ts';
import { FeedGame } from './FeedGame.tsx';
import { WordsAsTiles } from '../words/WordTiles.tsx';
import { useHallText } from './i18n/hall-text.ts';
import { RoundPrint } from './RoundPrint.tsx';
import { verdictText, verdictWord } from './verdict-text.ts';

const ROW_PX = 34;

interface Filters {
  station: string;
  round: string;
  table: string;
  verdict: string;
  word: string;
  player: string;
}
const NO_FILTERS: Filters = { station: '', round: '', table: '', verdict: '', word: '', player: '' };

/**
 * The challenges, newest first, filtered by station, round, table, verdict, word and a player of the
 * game (by name or number); only the rows
 * in view are in the page (virtualised), so a hall of 100,000 entries scrolls as one of ten. Each
 * row names the list it was judged on with its short fingerprint, and says so when that is not the
 * hall's designated list.
 */
export function ChallengeFeed(props: {
  readonly items: readonly HallFeedItem[];
  readonly opinions: Readonly<Record<string, number>>;
  readonly stations: readonly string[];
  readonly designated: HallLexicon | null;
  readonly onOpen: (item: HallFeedItem) => void;
  /** Prints one round's challenges (null: those without a round). */
  readonly onPrintRound: (round: number | null) => void;
}) {
  const text = useHallText();
  const { t, clock } = text;
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const { items } = props;
  const shown = useMemo(() => {
    const word = filters.word.trim().toUpperCase();
    const player = playerQuery(filters.player);
    const matches = (item: HallFeedItem) =>
      (filters.station === '' || item.station === filters.station) &&
      (filters.round === '' || String(item.round ?? '') === filters.round.trim()) &&
      (filters.table === '' || String(item.table ?? '') === filters.table.trim()) &&
      (filters.verdict === '' || item.verdict === filters.verdict) &&
      // A word is found as the director reads it (COL·LEGI) or as the log holds it (CO[L·L]EGI).
      (word === '' || item.words.some((w) => w.includes(word) || wordSpelling(w).includes(word))) &&
      (player === null || (item.game !== null && gameHasPlayer(item.game, player)));
    const out: HallFeedItem[] = [];
    for (let index = items.length - 1; index >= 0; index -= 1) {
      const item = items[index];
      if (item !== undefined && matches(item)) out.push(item);
    }
    // Newest by the time judged, not by arrival: a station that catches up after a break sends its
    // older challenges last, and they belong below the ones judged since. The time judged on the
    // hub's clock (`hubTime`), so a station whose clock is hours off stands among the others where
    // its challenges happened. The sort is stable, so challenges of the same instant keep the latest
    // arrival first. (ISO times of one format order as text.)
    return out.sort((a, b) => (a.hubTime < b.hubTime ? 1 : a.hubTime > b.hubTime ? -1 : 0));
  }, [items, filters]);
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualiser's functions change as it measures: this component is not memoised, on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 12,
  });
  const field = (key: keyof Filters) => ({
    value: filters[key],
    onChange: (event: { target: { value: string } }) => setFilters({ ...filters, [key]: event.target.value }),
  });
  return (
    <section aria-labelledby="feed-title" className="hall__feed">
      <h2 id="feed-title">
        {t('feed.title')}{' '}
        <span className="hall__count">
          {shown.length === items.length
            ? items.length
            : t('feed.shown', { shown: shown.length, total: items.length })}
        </span>
      </h2>
      <form
        className="hall__filters"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('feed.filters')}
      >
        <label>
          {t('feed.station')}{' '}
          <select {...field('station')}>
            <option value="">{t('feed.all')}</option>
            {props.stations.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label>
          {t('feed.round')} <input {...field('round')} inputMode="numeric" size={4} />
        </label>
        <label>
          {t('feed.table')} <input {...field('table')} inputMode="numeric" size={4} />
        </label>
        <label>
          {t('feed.verdict')}{' '}
          <select {...field('verdict')}>
            <option value="">{t('feed.all')}</option>
            <option value="ACCEPTABLE">{verdictWord(text, 'ACCEPTABLE')}</option>
            <option value="UNACCEPTABLE">{verdictWord(text, 'UNACCEPTABLE')}</option>
          </select>
        </label>
        <label>
          {t('feed.word')} <input {...field('word')} size={10} />
        </label>
        <label>
          {t('game.search')} <input {...field('player')} size={10} />
        </label>
        <button type="button" onClick={() => setFilters(NO_FILTERS)}>
          {t('feed.clear')}
        </button>
      </form>
      <RoundPrint items={items} onPrint={props.onPrintRound} />
      <div className="hall__feed-head" aria-hidden="true">
        <span>{t('feed.time')}</span>
        <span>{t('feed.station')}</span>
        <span>{t('feed.round')}</span>
        <span>{t('feed.table')}</span>
        <span>{t('game.label')}</span>
        <span>{t('feed.words')}</span>
        <span>{t('feed.verdict')}</span>
        <span>{t('feed.lexicon')}</span>
      </div>
      <div ref={scroller} className="hall__feed-scroll" tabIndex={0} aria-label={t('feed.list')}>
        <ul style={{ height: rows.getTotalSize() }} className="hall__feed-list">
          {rows.getVirtualItems().map((row) => {
            const item = shown[row.index];
            if (item === undefined) return null;
            const opinions = props.opinions[`${item.token}:${item.seq}`] ?? 0;
            const offList =
              props.designated !== null && item.lexicon.fingerprint !== props.designated.fingerprint;
            return (
              // Measured once shown: a row whose words wrap on a narrow screen or in a longer language
              // is as tall as it needs, and the rows after it move down.
              <li
                key={`${item.token}:${item.seq}`}
                data-index={row.index}
                ref={rows.measureElement}
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <button type="button" className="hall__feed-row" onClick={() => props.onOpen(item)}>
                  <span>{clock(item.time)}</span>
                  <span>{item.station}</span>
                  <span>{item.round === null ? '—' : t('feed.roundShort', { round: item.round })}</span>
                  <span>{item.table === null ? '—' : t('feed.tableShort', { table: item.table })}</span>
                  <FeedGame game={item.game} />
                  <span className="hall__words">
                    <WordsAsTiles words={item.words} />
                  </span>
                  <span
                    className={`hall__verdict hall__verdict--${item.verdict === 'ACCEPTABLE' ? 'ok' : 'no'}`}
                  >
                    {verdictText(text, item.verdict)}
                    {opinions > 0 ? ` · ${t('feed.opinions', { count: opinions })}` : ''}
                  </span>
                  <span className={offList ? 'hall__off-list' : undefined}>
                    {item.lexicon.name} ({item.lexicon.fingerprint.slice(0, 8)})
                    {offList ? ` ${t('feed.notHalls')}` : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
