// The game at a kiosk's table and the rule's outcome, as the kiosk is given them: plain data, the
// players' names with every control and bidirectional character made visible (visible-text.ts),
// so a name in a TSH file can never draw itself as something else on the players' screen.
import type { TurnLoser } from '../common/entry-values.ts';
import type { LogEntry } from '../common/log-shapes.ts';
import { visibleText } from '../core/hall/wire/visible-text.ts';
import type { TableLookup } from '../core/game/table-lookup.ts';
import type { JudgedGame, KioskGameLookup, KioskPlayer, KioskSeat } from '../ipc/contract.ts';

/** A table lookup as the kiosk shows it. */
export function kioskLookup(found: TableLookup): KioskGameLookup {
  switch (found.kind) {
    case 'game': {
      const { division, round, table, players, withdrawn } = found.game;
      const [first, second] = players;
      return {
        kind: 'game',
        game: {
          division: visibleText(division),
          round,
          table: visibleText(table),
          players: [player(first.number, first.name), player(second.number, second.name)],
          withdrawn: ([1, 2] as const).filter((seat) =>
            withdrawn.includes((seat === 1 ? first : second).number),
          ),
        },
      };
    }
    case 'no-game':
      return { kind: 'no-game', table: visibleText(found.table) };
    case 'ambiguous':
      return {
        kind: 'ambiguous',
        table: visibleText(found.table),
        divisions: found.divisions.map(visibleText),
      };
    case 'not-paired':
      return { kind: 'not-paired' };
    default:
      return { kind: 'no-pairings' };
  }
}

/**
 * The game and outcome an adjudication was recorded with, read from the recorded entry (never from
 * what the kiosk asked); null when the entry records no game.
 */
export function judgedGame(entry: LogEntry): JudgedGame | null {
  const { gameDivision, gameRound, gameTable, playFate } = entry;
  const { firstPlayerNumber, firstPlayerName, secondPlayerNumber, secondPlayerName } = entry;
  if (
    gameDivision === undefined ||
    gameDivision === null ||
    gameRound === undefined ||
    gameRound === null ||
    gameTable === undefined ||
    gameTable === null ||
    playFate === undefined ||
    playFate === null ||
    firstPlayerNumber === undefined ||
    firstPlayerNumber === null ||
    firstPlayerName === undefined ||
    firstPlayerName === null ||
    secondPlayerNumber === undefined ||
    secondPlayerNumber === null ||
    secondPlayerName === undefined ||
    secondPlayerName === null
  ) {
    return null;
  }
  const challenger = entry.challenger === 1 || entry.challenger === 2 ? entry.challenger : null;
  const turnLostBy = entry.turnLostBy ?? null;
  const bonusPoints = entry.bonusPoints ?? null;
  const playerSeat = challenger === null ? null : otherSeat(challenger);
  return {
    division: visibleText(gameDivision),
    round: gameRound,
    table: visibleText(gameTable),
    players: [player(firstPlayerNumber, firstPlayerName), player(secondPlayerNumber, secondPlayerName)],
    challenger,
    play: playFate,
    turnLostBy,
    turnLostBySeat: seatOf(turnLostBy, challenger),
    bonusPoints,
    bonusPointsTo: bonusPoints === null ? null : playerSeat,
    wordsChallenged: entry.words.length,
  };
}

function player(number: number, name: string): KioskPlayer {
  return { number, name: visibleText(name) };
}

function otherSeat(seat: KioskSeat): KioskSeat {
  return seat === 1 ? 2 : 1;
}

// The challenger's seat, or the other one for the player who made the play.
function seatOf(role: TurnLoser | null, challenger: KioskSeat | null): KioskSeat | null {
  if (role === null || challenger === null) return null;
  return role === 'challenger' ? challenger : otherSeat(challenger);
}
