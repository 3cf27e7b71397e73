// The kiosk's screens as a pure state machine: every key and every answer from the station is an
// action, so the whole challenge flow can be tested without a browser.
import type { JudgeResponse, KioskState, OfferedLexicon } from '../../../electron/ipc/contract.ts';
import type { Verdict } from '../../../electron/common/entry-values.ts';
import { MAX_TABLE } from '../../../electron/common/limits.ts';
import { backspace, typeCharacter, typedCharacter, wordProblem } from './tile-entry.ts';

/** What the kiosk shows. */
export type Screen =
  | { readonly name: 'loading' }
  | { readonly name: 'unavailable'; readonly message: string }
  | { readonly name: 'choose-lexicon' }
  | {
      /** The player types the table number (when the director asks for it), then Enter. */
      readonly name: 'table';
      readonly lexicon: OfferedLexicon;
      readonly digits: string;
      readonly message: string | null;
    }
  | { readonly name: 'ready'; readonly lexicon: OfferedLexicon; readonly table?: number }
  | {
      readonly name: 'entry' | 'judging';
      readonly lexicon: OfferedLexicon;
      readonly count: number;
      readonly words: readonly string[];
      readonly message: string | null;
      readonly table?: number;
    }
  | {
      readonly name: 'verdict';
      readonly verdict: Verdict;
      readonly words: readonly string[];
      readonly lexicon: OfferedLexicon;
    };

/** The kiosk's whole state: the station's description and the current screen. */
export interface Kiosk {
  readonly station: KioskState | null;
  readonly screen: Screen;
}

/** Everything that can happen to the kiosk. */
export type KioskAction =
  | { readonly type: 'station'; readonly station: KioskState }
  | {
      readonly type: 'key';
      readonly key: string;
      /** Pressed with Ctrl, Alt (AltGr too) or Meta: a command to the browser or system, never typing. */
      readonly chord?: boolean;
    }
  | { readonly type: 'judged'; readonly response: JudgeResponse }
  | { readonly type: 'clear' };

/** The kiosk before the station has answered. */
export const INITIAL_KIOSK: Kiosk = { station: null, screen: { name: 'loading' } };

const DIGIT = /^[0-9]$/u;

/** What the kiosk says while no director has set the station up (and no verdict is given). */
export const NOT_SET_UP = 'Station not set up — call the director.';

/** The screen a challenge starts from, or what stops the station from taking one. */
export function restingScreen(station: KioskState): Screen {
  if (station.fault !== null) return { name: 'unavailable', message: station.fault };
  const [first, second] = station.offered;
  if (!station.setUp || first === undefined) return { name: 'unavailable', message: NOT_SET_UP };
  return second === undefined ? afterLexicon(station, first) : { name: 'choose-lexicon' };
}

/** The screen once the lexicon is known: the table number first when the director asks for it. */
function afterLexicon(station: KioskState, lexicon: OfferedLexicon): Screen {
  return station.tableEntry
    ? { name: 'table', lexicon, digits: '', message: null }
    : { name: 'ready', lexicon };
}

/** Applies one action. */
export function kioskReducer(kiosk: Kiosk, action: KioskAction): Kiosk {
  switch (action.type) {
    case 'station': {
      const keep =
        kiosk.screen.name !== 'loading' &&
        kiosk.screen.name !== 'unavailable' &&
        action.station.fault === null &&
        action.station.setUp;
      return { station: action.station, screen: keep ? kiosk.screen : restingScreen(action.station) };
    }
    case 'clear':
      return kiosk.station === null ? kiosk : { ...kiosk, screen: restingScreen(kiosk.station) };
    case 'judged':
      return judged(kiosk, action.response);
    case 'key':
      return kiosk.station === null || action.chord === true
        ? kiosk
        : { ...kiosk, screen: pressKey(kiosk.screen, kiosk.station, action.key) };
    default:
      return kiosk;
  }
}

function judged(kiosk: Kiosk, response: JudgeResponse): Kiosk {
  const screen = kiosk.screen;
  if (screen.name !== 'judging' || kiosk.station === null) return kiosk;
  if (response.ok) {
    return {
      ...kiosk,
      screen: {
        name: 'verdict',
        verdict: response.verdict,
        words: response.words,
        lexicon: response.lexicon,
      },
    };
  }
  if (response.reason === 'input')
    return { ...kiosk, screen: { ...screen, name: 'entry', message: response.message } };
  return { ...kiosk, screen: { name: 'unavailable', message: response.message } };
}

function pressKey(screen: Screen, station: KioskState, key: string): Screen {
  switch (screen.name) {
    case 'choose-lexicon': {
      const lexicon = station.offered[Number(key) - 1];
      return /^[1-9]$/u.test(key) && lexicon !== undefined ? afterLexicon(station, lexicon) : screen;
    }
    case 'table':
      return typeTable(screen, station, key);
    case 'ready': {
      if (/^[1-8]$/u.test(key) && Number(key) <= station.rules.maxWords) {
        return {
          name: 'entry',
          lexicon: screen.lexicon,
          count: Number(key),
          words: [],
          message: null,
          ...tableOf(screen),
        };
      }
      if (key !== 'Escape') return screen;
      if (station.tableEntry) return afterLexicon(station, screen.lexicon);
      return station.offered.length > 1 ? { name: 'choose-lexicon' } : screen;
    }
    case 'entry':
      return typeKey(screen, station, key);
    default:
      return screen;
  }
}

type EntryScreen = Extract<Screen, { name: 'entry' | 'judging' }>;
type TableScreen = Extract<Screen, { name: 'table' }>;

/** The table number carried from screen to screen, absent when the station does not ask for it. */
function tableOf(screen: { readonly table?: number }): { table?: number } {
  return screen.table === undefined ? {} : { table: screen.table };
}

function typeTable(screen: TableScreen, station: KioskState, key: string): Screen {
  if (DIGIT.test(key)) {
    const digits = screen.digits === '0' ? key : screen.digits + key;
    if (Number(digits) > MAX_TABLE) return { ...screen, message: `A table number is at most ${MAX_TABLE}.` };
    return { ...screen, digits, message: null };
  }
  if (key === 'Backspace') return { ...screen, digits: screen.digits.slice(0, -1), message: null };
  if (key === 'Escape') {
    if (screen.digits !== '') return { ...screen, digits: '', message: null };
    return station.offered.length > 1 ? { name: 'choose-lexicon' } : { ...screen, message: null };
  }
  if (key === 'Enter' || key === 'Tab') {
    const table = Number(screen.digits);
    if (screen.digits === '' || table < 1)
      return { ...screen, message: 'Type your table number, then Enter.' };
    return { name: 'ready', lexicon: screen.lexicon, table };
  }
  if (Array.from(key).length === 1)
    return { ...screen, message: `“${key}” is not a digit. Type the table number.` };
  return screen;
}

function typeKey(screen: EntryScreen, station: KioskState, key: string): Screen {
  const words = [...screen.words];
  const current = words.at(-1);
  const say = (message: string | null): Screen => ({ ...screen, words, message });
  const complete = words.filter((word) => word.length > 0).length;
  if (key === 'Escape') {
    return words.length === 0
      ? { name: 'ready', lexicon: screen.lexicon, ...tableOf(screen) }
      : { ...screen, words: [], message: null };
  }
  // Words are read as tiles of the lexicon being judged (see tile-entry.ts): its letters, folds,
  // aliases and multi-letter tiles, never a hard-coded A–Z.
  const alphabet = screen.lexicon.alphabet;
  if (key === 'Backspace') {
    if (current === undefined) return say(null);
    const shorter = backspace(current, alphabet);
    if (shorter === '') words.pop();
    else words[words.length - 1] = shorter;
    return say(null);
  }
  if (key === ' ' || key === 'Enter') {
    if (current === undefined || current.length === 0) return say(null);
    if (words.length >= screen.count) return say(`This challenge has ${plural(screen.count, 'word')}.`);
    words.push('');
    return say(null);
  }
  if (key === 'Tab') {
    if (current === '') words.pop();
    if (complete < screen.count)
      return say(`Type ${plural(screen.count, 'word')} — ${missing(screen.count - complete)}.`);
    for (const [index, word] of words.entries()) {
      const problem = wordProblem(word, index + 1, alphabet, station.rules.minLetters);
      if (problem !== null) return say(problem);
    }
    return { ...screen, name: 'judging', words, message: null };
  }
  const char = typedCharacter(key);
  if (char === null) return screen;
  const typed = typeCharacter(current ?? '', char, alphabet, station.rules.maxLetters);
  if ('refusal' in typed) return say(typed.refusal);
  if (current === undefined || current === '') {
    if (current === undefined) words.push('');
    if (complete >= screen.count) {
      words.pop();
      return say(
        `This challenge has ${plural(screen.count, 'word')}. Press TAB to judge, or Esc to start again.`,
      );
    }
  }
  words[words.length - 1] = typed.word;
  return say(null);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function missing(count: number): string {
  return `${plural(count, 'more word')} to type`;
}
