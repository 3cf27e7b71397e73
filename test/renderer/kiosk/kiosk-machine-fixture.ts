// What the kiosk machine's tests build on: lexicons offered, a station's state and keys pressed.
import type { KioskLanguage } from '../../../electron/common/kiosk-languages.ts';
import type { KioskState, OfferedLexicon } from '../../../electron/ipc/contract.ts';
import {
  INITIAL_KIOSK,
  kioskReducer,
  type Kiosk,
  type KioskAction,
  type Screen,
} from '../../../renderer/src/kiosk/kiosk-machine.ts';
import { formatKioskMessage, kioskIntl } from '../../../renderer/src/kiosk/i18n/kiosk-messages.ts';

/** An offered lexicon whose fingerprint is `digit` repeated; only one named DEMO is the demo. */
export function lexicon(name: string, digit: string): OfferedLexicon {
  const fingerprint = digit.repeat(64);
  return {
    name,
    fingerprint,
    shortFingerprint: fingerprint.slice(0, 8),
    demo: name === 'DEMO',
    alphabet: 'english',
  };
}

export const NWL = lexicon('NWL2023', 'a');
export const CSW = lexicon('CSW24', 'b');

/**
 * A station in ordinary use, as the kiosk is told it: set up by a director, no table numbers,
 * standard text, NWL offered, the station's own timings; `overrides` change any of it.
 */
export function stationState(overrides: Partial<KioskState> = {}): KioskState {
  return {
    setUp: true,
    tableEntry: false,
    pairingsHeld: false,
    askChallenger: true,
    textSize: 'standard',
    language: 'en',
    stationName: 'Table 1',
    offered: [NWL],
    rules: { minLetters: 2, maxLetters: 15, maxWords: 8 },
    fault: null,
    timings: { verdictMinMs: 1_000, verdictClearMs: 10_000, idleClearMs: 30_000 },
    ...overrides,
  };
}

/** The kiosk after `actions`, in order. */
export function run(kiosk: Kiosk, ...actions: KioskAction[]): Kiosk {
  return actions.reduce(kioskReducer, kiosk);
}

/** Each of `pressed` as a key press (the names KeyboardEvent.key gives). */
export function keys(...pressed: string[]): KioskAction[] {
  return pressed.map((key) => ({ type: 'key', key }));
}

/** A kiosk just told the station's state. */
export function kioskAt(station: KioskState = stationState()): Kiosk {
  return run(INITIAL_KIOSK, { type: 'station', station });
}

/**
 * A screen as an English-speaking player reads it: its message (held as an id and values) in the
 * English words, so tests compare what the kiosk says.
 */
export function shown(screen: Screen, language: KioskLanguage = 'en'): Record<string, unknown> {
  if (!('message' in screen)) return { ...screen };
  return {
    ...screen,
    message: screen.message === null ? null : formatKioskMessage(kioskIntl(language), screen.message),
  };
}
