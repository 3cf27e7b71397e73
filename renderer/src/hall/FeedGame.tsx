import type { EntryGame } from '../../../electron/common/entry-game.ts';
import { gameSentences } from '../../../electron/common/game-sentences.ts';
import { useHallText } from './i18n/hall-text.ts';

/**
 * A challenge's game as the feed shows it in the view's language: both players with their numbers
 * (first player first), who challenged and what the rule did; a dash for a challenge without one.
 * The names come made visible from the hub.
 */
export function FeedGame({ game }: { readonly game: EntryGame | null }) {
  const { t } = useHallText();
  if (game === null) return <span>—</span>;
  const said = gameSentences(game, (id, values) => t(id, values));
  return (
    <span className="hall__game">
      <span className="hall__game-line">{said.players.join(' · ')}</span>
      <span className="hall__game-line">{said.challenger}</span>
      {said.outcome === null ? null : <strong className="hall__game-line">{said.outcome}</strong>}
    </span>
  );
}
