// An entry's game as the hall view shows it: the texts the pairings gave (the players' names, the
// division, the table's label) came from a station, so each is made visible (visible-text.ts) and a
// right-to-left override in a name cannot make one player read as the other.
import { entryGame, type EntryGame, type EntryPlayer } from '../../../common/entry-game.ts';
import type { LogEntry } from '../../../common/log-shapes.ts';
import { visibleText } from '../wire/visible-text.ts';

/** The entry's game with every text made visible, or null for an entry without one. */
export function visibleGame(entry: LogEntry): EntryGame | null {
  const game = entryGame(entry);
  if (game === null) return null;
  const player = (one: EntryPlayer): EntryPlayer => ({
    division: visibleText(one.division),
    number: one.number,
    name: visibleText(one.name),
  });
  return {
    ...game,
    division: visibleText(game.division),
    table: visibleText(game.table),
    players: [player(game.players[0]), player(game.players[1])],
  };
}
