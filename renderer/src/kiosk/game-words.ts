// The game at the table and the rule's outcome as kiosk messages (ids with values), so the machine
// stays pure and each language words them. Names arrive from the station already made visible
// (control and bidirectional characters shown as codes) and are shown as text, never as markup.
import type {
  JudgedGame,
  KioskGame,
  KioskGameLookup,
  KioskPlayer,
  KioskSeat,
} from '../../../electron/ipc/contract.ts';
import { kioskMessage, type KioskMessage } from './i18n/kiosk-messages.ts';

/** "Round 5 · Table 12 — 1 DOE, Jane · 2 ROE, John". */
export function gameLine(game: KioskGame): KioskMessage {
  const [first, second] = game.players;
  return kioskMessage('game.line', {
    round: game.round,
    table: game.table,
    first: first.name,
    second: second.name,
  });
}

/** The one plain line for a table with no game to show; null for a game. */
export function noGameLine(lookup: KioskGameLookup): KioskMessage | null {
  switch (lookup.kind) {
    case 'game':
      return null;
    case 'no-game':
      return kioskMessage('game.noGame', { table: lookup.table });
    case 'ambiguous':
      return kioskMessage('game.ambiguous', { table: lookup.table, divisions: lookup.divisions.join(', ') });
    case 'not-paired':
      return kioskMessage('game.notPaired');
    default:
      return kioskMessage('game.noPairings');
  }
}

/** A line per withdrawn player of the game (none for most games). */
export function withdrawnLines(game: KioskGame): KioskMessage[] {
  return game.withdrawn.map((seat) => kioskMessage('game.withdrawn', { name: nameAt(game.players, seat) }));
}

/** "Challenging: 2 ROE, John". */
export function challengerLine(game: KioskGame, seat: KioskSeat): KioskMessage {
  return kioskMessage('challenger.shown', { seat, name: nameAt(game.players, seat) });
}

/**
 * What the rule makes of the verdict, by the players' names (by role when the challenger is not
 * known); null when the rule does nothing a player must be told. Never which word failed: only the
 * play's fate and the number of words challenged.
 */
export function outcomeLine(judged: JudgedGame): KioskMessage | null {
  const name = (seat: KioskSeat | null) => (seat === null ? null : nameAt(judged.players, seat));
  const off = judged.play === 'comes-off';
  if (judged.turnLostBy !== null) {
    const loser = name(judged.turnLostBySeat);
    if (loser === null) {
      return kioskMessage(off ? 'outcome.offPlayerTurnLost' : 'outcome.challengerTurnLost');
    }
    return kioskMessage(off ? 'outcome.offTurnLost' : 'outcome.turnLost', { name: loser });
  }
  if (judged.bonusPoints !== null) {
    const points = {
      points: judged.bonusPoints,
      perWord: judged.bonusPoints / judged.wordsChallenged,
      words: judged.wordsChallenged,
    };
    const gainer = name(judged.bonusPointsTo);
    return gainer === null
      ? kioskMessage('outcome.playerPoints', points)
      : kioskMessage('outcome.points', { name: gainer, ...points });
  }
  return off ? kioskMessage('outcome.off') : null;
}

function nameAt(players: readonly [KioskPlayer, KioskPlayer], seat: KioskSeat): string {
  return (seat === 1 ? players[0] : players[1]).name;
}
