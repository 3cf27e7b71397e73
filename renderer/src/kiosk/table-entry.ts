// The table-number screen's keys: digits up to the highest table number (MAX_TABLE), Backspace and
// Escape to correct, Enter or Tab to go on (to the game at the table, where the station holds
// pairings). Kept out of the kiosk's reducer, which routes a key here.
import type { KioskState } from '../../../electron/ipc/contract.ts';
import { MAX_TABLE } from '../../../electron/common/limits.ts';
import { kioskMessage } from './i18n/kiosk-messages.ts';
import type { Screen } from './kiosk-machine.ts';

type TableScreen = Extract<Screen, { name: 'table' }>;

const DIGIT = /^[0-9]$/u;

/** The screen after one key on the table-number screen. */
export function typeTableKey(screen: TableScreen, station: KioskState, key: string): Screen {
  if (DIGIT.test(key)) {
    const digits = screen.digits === '0' ? key : screen.digits + key;
    if (Number(digits) > MAX_TABLE)
      return { ...screen, message: kioskMessage('table.tooBig', { max: MAX_TABLE }) };
    return { ...screen, digits, message: null };
  }
  if (key === 'Backspace') return { ...screen, digits: screen.digits.slice(0, -1), message: null };
  if (key === 'Escape') {
    if (screen.digits !== '') return { ...screen, digits: '', message: null };
    return station.offered.length > 1 ? { name: 'choose-lexicon' } : { ...screen, message: null };
  }
  if (key === 'Enter' || key === 'Tab') {
    const table = Number(screen.digits);
    if (screen.digits === '' || table < 1) return { ...screen, message: kioskMessage('table.missing') };
    // The game is asked for now, before any word is typed: the verdict never waits on it.
    if (station.pairingsHeld) return { name: 'game', lexicon: screen.lexicon, table, lookup: null };
    return { name: 'ready', lexicon: screen.lexicon, table };
  }
  if (Array.from(key).length === 1) return { ...screen, message: kioskMessage('table.notDigit', { key }) };
  return screen;
}
