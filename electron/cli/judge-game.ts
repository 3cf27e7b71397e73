// What `judge --table N` adds to a verdict: the game at the table and what the challenge rule does
// to its players, in English, by their names as TSH wrote them (through visibleText, since a name
// comes from a file). Never which word failed: the outcome is the whole play's. Loaded only when a
// table is given, so a plain `judge` loads none of the hall's text code.
import type { TableLookup } from '../core/game/table-lookup.ts';
import { visibleText } from '../core/hall/wire/visible-text.ts';
import type { LogEntry } from '../core/log/log-entry.ts';

/** The game as the JSON output gives it, or null when the table had none. */
export interface JudgedGame {
  readonly division: string;
  readonly round: number;
  readonly table: string;
  readonly players: readonly { readonly number: number; readonly name: string }[];
  readonly challenger: number | null;
  readonly playFate: string | null;
  readonly turnLostBy: string | null;
  readonly bonusPoints: number | null;
}

/** The line of a lookup that found no game, or null (a game, or no pairings held: nothing to say). */
export function noGameLine(lookup: TableLookup, table: number): string | null {
  switch (lookup.kind) {
    case 'game':
    case 'no-pairings':
      return null;
    case 'not-paired':
      return lookup.round === null
        ? `Table ${table}: no round is paired yet; judged without a game.`
        : `Table ${table}: round ${lookup.round} is not paired; judged without a game.`;
    case 'no-game':
      return `Table ${table}: no game this round (a bye, or no such table); judged without a game.`;
    case 'ambiguous':
      return `Table ${table} is in divisions ${lookup.divisions.join(', ')} this round; judged without a game.`;
  }
}

/** The game an entry recorded, or null when it recorded none. */
export function judgedGame(entry: LogEntry): JudgedGame | null {
  const division = entry.gameDivision ?? null;
  const round = entry.gameRound ?? null;
  const table = entry.gameTable ?? null;
  if (division === null || round === null || table === null) return null;
  return {
    division,
    round,
    table,
    players: [
      { number: entry.firstPlayerNumber ?? 0, name: entry.firstPlayerName ?? '' },
      { number: entry.secondPlayerNumber ?? 0, name: entry.secondPlayerName ?? '' },
    ],
    challenger: entry.challenger ?? null,
    playFate: entry.playFate ?? null,
    turnLostBy: entry.turnLostBy ?? null,
    bonusPoints: entry.bonusPoints ?? null,
  };
}

/** "Round 5 · Table 12 — 1 DOE, Jane · 2 ROE, John", the division first when the event has several. */
export function gameLine(game: JudgedGame, severalDivisions: boolean): string {
  const [first, second] = game.players.map((player) => `${player.number} ${visibleText(player.name)}`);
  const division = severalDivisions ? `Division ${visibleText(game.division)} · ` : '';
  return `${division}Round ${game.round} · Table ${visibleText(game.table)} — ${first ?? ''} · ${second ?? ''}`;
}

/**
 * The rule's outcome by the players' names: the challenger is the seat given, the player who made
 * the play the other one. Without a challenger the roles stand in for the names.
 */
export function outcomeLine(game: JudgedGame, wordsChallenged: number): string {
  const seatName = (seat: number): string => visibleText(game.players[seat - 1]?.name ?? '');
  const challenger = game.challenger === null ? 'The challenger' : seatName(game.challenger);
  const player = game.challenger === null ? 'The player who made the play' : seatName(3 - game.challenger);
  const comesOff = game.playFate === 'comes-off';
  if (game.turnLostBy !== null) {
    const loser = game.turnLostBy === 'challenger' ? challenger : player;
    // "the player who made the play" reads after the dash in lower case.
    const after = game.challenger === null && comesOff ? 'the player who made it' : loser;
    return comesOff ? `The play comes off — ${after} loses the turn` : `${loser} loses the turn`;
  }
  if (game.bonusPoints !== null) {
    const each = game.bonusPoints / wordsChallenged;
    const words = `${wordsChallenged} word${wordsChallenged === 1 ? '' : 's'}`;
    return `${player} +${game.bonusPoints} (${each} × ${words})`;
  }
  return comesOff ? 'The play comes off' : 'The play stays';
}
