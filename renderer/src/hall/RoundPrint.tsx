import { useMemo, useState } from 'react';
import type { HallFeedItem } from '../../../electron/common/hall-view-shapes.ts';
import { useHallText } from './i18n/hall-text.ts';

/** The value the round select gives challenges recorded between rounds. */
const NO_ROUND = 'none';

/** The rounds the feed holds, in order, and whether any challenge has none. */
export function roundsOf(items: readonly HallFeedItem[]): { rounds: number[]; unrounded: boolean } {
  const rounds = new Set<number>();
  let unrounded = false;
  for (const item of items) {
    if (item.round === null) unrounded = true;
    else rounds.add(item.round);
  }
  return { rounds: [...rounds].sort((a, b) => a - b), unrounded };
}

/**
 * One round's challenges on paper, for the director's file or the notice board: a round chosen
 * among those the feed holds (the latest by default), then Print. The sheet itself is PrintSheet.
 */
export function RoundPrint(props: {
  readonly items: readonly HallFeedItem[];
  readonly onPrint: (round: number | null) => void;
}) {
  const { t } = useHallText();
  const { rounds, unrounded } = useMemo(() => roundsOf(props.items), [props.items]);
  const [choice, setChoice] = useState('');
  const latest = rounds.at(-1);
  const value = choice !== '' ? choice : latest === undefined ? (unrounded ? NO_ROUND : '') : String(latest);
  return (
    <form
      className="hall__round-print"
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== '') props.onPrint(value === NO_ROUND ? null : Number(value));
      }}
    >
      <label>
        {t('print.roundChoice')}{' '}
        <select value={value} onChange={(event) => setChoice(event.target.value)}>
          {rounds.map((round) => (
            <option key={round} value={String(round)}>
              {round}
            </option>
          ))}
          {unrounded ? <option value={NO_ROUND}>{t('print.noRound')}</option> : null}
        </select>
      </label>
      <button type="submit" disabled={value === ''}>
        {t('print.round')}
      </button>
    </form>
  );
}
