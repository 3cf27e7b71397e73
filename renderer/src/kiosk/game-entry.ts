// The game screen's and the challenger screen's keys, and the station's answer to which game is at
// the typed table. Kept out of the kiosk's reducer, which routes them here. Nothing here can stop a
// challenge: a table with no game goes on to the word count with one plain line.
import type { KioskGameLookup, KioskState } from '../../../electron/ipc/contract.ts';
import type { Screen } from './kiosk-screens.ts';

type GameScreen = Extract<Screen, { name: 'game' }>;
type ChallengerScreen = Extract<Screen, { name: 'challenger' }>;

/**
 * The screen once the station says which game is at `table`: the game to confirm, or (no game) the
 * word count with the line saying why. An answer for another table or screen is dropped: the
 * players have moved on (Esc, or the idle clear).
 */
export function gameFound(
  screen: Screen,
  station: KioskState | null,
  table: number,
  lookup: KioskGameLookup,
): Screen {
  if (station === null || screen.name !== 'game' || screen.table !== table || screen.lookup !== null) {
    return screen;
  }
  if (lookup.kind === 'game') return { ...screen, lookup };
  return { name: 'ready', lexicon: screen.lexicon, table, lookup };
}

/** Enter confirms the game shown; Esc types the table again, from nothing. */
export function typeGameKey(screen: GameScreen, station: KioskState, key: string): Screen {
  if (key === 'Escape') return { name: 'table', lexicon: screen.lexicon, digits: '', message: null };
  const { lookup } = screen;
  if (lookup === null || (key !== 'Enter' && key !== 'Tab')) return screen;
  if (lookup.kind === 'game' && station.askChallenger) {
    return { name: 'challenger', lexicon: screen.lexicon, table: screen.table, lookup };
  }
  return { name: 'ready', lexicon: screen.lexicon, table: screen.table, lookup };
}

/** 1 or 2 says which player challenges; Esc goes back to the game shown. */
export function typeChallengerKey(screen: ChallengerScreen, key: string): Screen {
  if (key === 'Escape') return { ...screen, name: 'game' };
  if (key !== '1' && key !== '2') return screen;
  return {
    name: 'ready',
    lexicon: screen.lexicon,
    table: screen.table,
    lookup: screen.lookup,
    challenger: key === '1' ? 1 : 2,
  };
}
