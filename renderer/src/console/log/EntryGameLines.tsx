import { entryGame } from '../../../../electron/common/entry-game.ts';
import { gameSentences } from '../../../../electron/common/game-sentences.ts';
import type { EntryView } from '../../../../electron/ipc/contract.ts';
import { useConsoleText } from '../i18n/use-console-text.ts';

/**
 * An entry's game as lines in the console's language: where it was played, both players with their
 * numbers (first player first), who challenged and what the rule did. Nothing for an entry recorded
 * without a game. The players' names are shown as the pairings wrote them.
 */
export function EntryGameLines({ entry }: { readonly entry: EntryView }) {
  const { text } = useConsoleText();
  const game = entryGame(entry);
  if (game === null) return null;
  const said = gameSentences(game, (id, values) => text(id, values));
  return (
    <span className="entry-game">
      <span className="entry-game__line">{said.where}</span>
      <span className="entry-game__line">{said.players.join(' · ')}</span>
      <span className="entry-game__line">{said.challenger}</span>
      {said.outcome === null ? null : <strong className="entry-game__line">{said.outcome}</strong>}
    </span>
  );
}
