// A recorded game said in sentences, whichever catalogue says the words (game-words.ts): the
// printed report, the console and the hall view each pass their own `say`. Plain text, to be
// escaped where it goes into HTML.
import { playerCode, type EntryGame, type EntryPlayer, type EntrySeat } from './entry-game.ts';
import type { GameWordId } from './game-words.ts';

/** One of the game's words, with its values put in. */
export type SayGameWord = (id: GameWordId, values: Readonly<Record<string, string | number>>) => string;

/** A game as lines of text. */
export interface GameSentences {
  /** "Round 5 · Table 12 · Division A". */
  readonly where: string;
  /** Each player with their seat, name and number: "1 DOE, Jane (A7)", first player first. */
  readonly players: readonly [string, string];
  /** "Challenged by 2 ROE, John (A19)", or that nobody recorded who did. */
  readonly challenger: string;
  /** "The play stays — 2 ROE, John (A19) loses the turn"; null when the entry records no outcome. */
  readonly outcome: string | null;
}

/** A player as every screen and the report write them: "1 DOE, Jane (A7)". */
export function seatedPlayer(seat: EntrySeat, player: EntryPlayer): string {
  return `${seat} ${player.name} (${playerCode(player)})`;
}

/** The game's lines in the words `say` gives. */
export function gameSentences(game: EntryGame, say: SayGameWord): GameSentences {
  const seated = (seat: EntrySeat): string =>
    seatedPlayer(seat, seat === 1 ? game.players[0] : game.players[1]);
  const players: [string, string] = [seated(1), seated(2)];
  const challenger =
    game.challenger === null
      ? say('game.challengerUnknown', {})
      : say('game.challengedBy', { player: seated(game.challenger) });
  const parts: string[] = [];
  if (game.playFate !== null)
    parts.push(say(game.playFate === 'stays' ? 'game.playStays' : 'game.playComesOff', {}));
  if (game.turnLostBy !== null)
    parts.push(
      game.turnLoserSeat !== null
        ? say('game.losesTurn', { player: seated(game.turnLoserSeat) })
        : say(game.turnLostBy === 'challenger' ? 'game.challengerLosesTurn' : 'game.playerLosesTurn', {}),
    );
  if (game.bonusPoints !== null)
    parts.push(
      game.bonusSeat !== null
        ? say('game.points', { player: seated(game.bonusSeat), points: game.bonusPoints })
        : say('game.pointsToPlayer', { points: game.bonusPoints }),
    );
  return {
    where: say('game.where', { round: game.round, table: game.table, division: game.division }),
    players,
    challenger,
    outcome: parts.length === 0 ? null : parts.join(' — '),
  };
}
