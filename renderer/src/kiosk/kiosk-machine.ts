// The kiosk's screens as a pure state machine: every key and every answer from the station is an
// action, so the whole challenge flow can be tested without a browser.
import type {
  JudgeResponse,
  KioskGameLookup,
  KioskState,
  OfferedLexicon,
} from '../../../electron/ipc/contract.ts';
import { gameFound, typeChallengerKey, typeGameKey } from './game-entry.ts';
import { kioskMessage, type KioskMessage } from './i18n/kiosk-messages.ts';
import { keyTyping, replaceLastLetter } from './key-typing.ts';
import { typeTableKey } from './table-entry.ts';
import type { AtTable, Screen } from './kiosk-screens.ts';
import { backspace, typeCharacter, wordProblem } from './tile-entry.ts';

export type { AtTable, Screen } from './kiosk-screens.ts';

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
      /** Where the key is (KeyboardEvent.code), whatever the layout prints on it: `Semicolon`. */
      readonly code?: string;
      /** Pressed with Ctrl, Alt (AltGr too) or Meta: a command to the browser or system, never typing. */
      readonly chord?: boolean;
    }
  /** The station's answer to which game is at a typed table. */
  | { readonly type: 'game'; readonly table: number; readonly lookup: KioskGameLookup }
  | { readonly type: 'judged'; readonly response: JudgeResponse }
  /**
   * The web station did not answer at all (its process stopped), or answered that this page's
   * session is no longer one it knows (the page must be opened again from the station's new address).
   */
  | { readonly type: 'lost'; readonly loss: 'stopped' | 'session-ended' }
  | { readonly type: 'clear' };

/** The kiosk before the station has answered. */
export const INITIAL_KIOSK: Kiosk = { station: null, screen: { name: 'loading' } };

/** What the kiosk says while no director has set the station up (and no verdict is given). */
export const NOT_SET_UP = kioskMessage('fault.notSetUp');

/** What the kiosk says while the station cannot record challenges. */
export const CANNOT_RECORD = kioskMessage('fault.cannotRecord');

/** What the kiosk says when the web station no longer answers. */
export const STATION_STOPPED = kioskMessage('fault.stationStopped');

/** What the kiosk says when the web station no longer knows this page's session. */
export const REOPEN_PAGE = kioskMessage('fault.reopenPage');

/**
 * Whether no challenge is under way: the screen is the one a challenge starts from (nothing typed,
 * no list chosen), or the station is loading or unavailable. The kiosk asks for the station's
 * state again only then, and a changed state replaces only such a screen.
 */
export function isResting(kiosk: Kiosk): boolean {
  const { screen, station } = kiosk;
  if (screen.name === 'loading' || screen.name === 'unavailable') return true;
  return station !== null && sameScreen(screen, restingScreen(station));
}

// Kiosk states and screens are plain data from JSON: equal when their JSON is.
function sameState(a: KioskState, b: KioskState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameScreen(a: Screen, b: Screen): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The screen a challenge starts from, or what stops the station from taking one. */
export function restingScreen(station: KioskState): Screen {
  if (station.fault !== null) return { name: 'unavailable', message: CANNOT_RECORD };
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
      // The same state asked again (the kiosk asks at rest): nothing changes, a chosen list stays;
      // a screen waiting on the station (loading, or a fault a judgement met) is drawn again.
      const waiting = kiosk.screen.name === 'loading' || kiosk.screen.name === 'unavailable';
      if (!waiting && kiosk.station !== null && sameState(kiosk.station, action.station)) return kiosk;
      // A new list or setting (the hall's, received in the background) takes effect at the resting
      // screen only: a challenge under way keeps its list, its table and its words to the verdict.
      const keep = !isResting(kiosk) && action.station.fault === null && action.station.setUp;
      return { station: action.station, screen: keep ? kiosk.screen : restingScreen(action.station) };
    }
    case 'clear':
      return kiosk.station === null ? kiosk : { ...kiosk, screen: restingScreen(kiosk.station) };
    case 'game':
      return { ...kiosk, screen: gameFound(kiosk.screen, kiosk.station, action.table, action.lookup) };
    case 'judged':
      return judged(kiosk, action.response);
    case 'lost':
      // Whatever was on screen: no verdict can come, and nothing typed can be judged. The station's
      // last state is kept (its language); the kiosk asks again and a station that answers replaces it.
      return {
        ...kiosk,
        screen: {
          name: 'unavailable',
          message: action.loss === 'stopped' ? STATION_STOPPED : REOPEN_PAGE,
        },
      };
    case 'key':
      return kiosk.station === null || action.chord === true
        ? kiosk
        : { ...kiosk, screen: pressKey(kiosk.screen, kiosk.station, action.key, action.code) };
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
        ...(response.game === undefined ? {} : { game: response.game }),
      },
    };
  }
  if (response.reason === 'input') {
    // The station's reason is in English words: shown as it is to an English kiosk only.
    const message =
      kiosk.station.language === 'en'
        ? kioskMessage('entry.refused', { detail: response.message })
        : kioskMessage('entry.refusedTranslated');
    return { ...kiosk, screen: { ...screen, name: 'entry', message } };
  }
  return { ...kiosk, screen: { name: 'unavailable', message: refusalMessage(response.reason) } };
}

// The station's own words are English (they go to the log); the kiosk says the same in its language.
function refusalMessage(reason: 'cannot-record' | 'cannot-judge' | 'not-set-up'): KioskMessage {
  if (reason === 'not-set-up') return NOT_SET_UP;
  return reason === 'cannot-judge' ? kioskMessage('fault.cannotJudge') : CANNOT_RECORD;
}

function pressKey(screen: Screen, station: KioskState, key: string, code: string | undefined): Screen {
  switch (screen.name) {
    case 'choose-lexicon': {
      const lexicon = station.offered[Number(key) - 1];
      return /^[1-9]$/u.test(key) && lexicon !== undefined ? afterLexicon(station, lexicon) : screen;
    }
    case 'table':
      return typeTableKey(screen, station, key);
    case 'game':
      return typeGameKey(screen, station, key);
    case 'challenger':
      return typeChallengerKey(screen, key);
    case 'ready': {
      if (/^[1-8]$/u.test(key) && Number(key) <= station.rules.maxWords) {
        return {
          name: 'entry',
          lexicon: screen.lexicon,
          count: Number(key),
          words: [],
          message: null,
          ...atTable(screen),
        };
      }
      if (key !== 'Escape') return screen;
      if (station.tableEntry) return afterLexicon(station, screen.lexicon);
      return station.offered.length > 1 ? { name: 'choose-lexicon' } : screen;
    }
    case 'entry':
      return typeKey(screen, station, key, code);
    default:
      return screen;
  }
}

type EntryScreen = Extract<Screen, { name: 'entry' | 'judging' }>;

/** The table, game and challenger carried from screen to screen, each absent when not asked. */
export function atTable(screen: AtTable): AtTable {
  return {
    ...(screen.table === undefined ? {} : { table: screen.table }),
    ...(screen.lookup === undefined ? {} : { lookup: screen.lookup }),
    ...(screen.challenger === undefined ? {} : { challenger: screen.challenger }),
  };
}

function typeKey(pressed: EntryScreen, station: KioskState, key: string, code: string | undefined): Screen {
  // A dead key waits for the next key that types something (Shift for a capital may come between).
  const { deadKey, ...screen } = pressed;
  const words = [...screen.words];
  const current = words.at(-1);
  const say = (message: KioskMessage | null): Screen => ({ ...screen, words, message });
  const complete = words.filter((word) => word.length > 0).length;
  if (key === 'Escape') {
    return words.length === 0
      ? { name: 'ready', lexicon: screen.lexicon, ...atTable(screen) }
      : { ...screen, words: [], message: null };
  }
  // Words are read as tiles of the lexicon being judged (see tile-entry.ts): its letters, folds,
  // aliases and multi-letter tiles, never a hard-coded A–Z.
  const alphabet = screen.lexicon.alphabet;
  if (key === 'Backspace') {
    if (current === undefined) return say(null);
    // Backspace over a word's last letter leaves the break before it: the next letter starts that
    // word again, not the word before. Only Backspace on the empty word removes the break.
    const shorter = backspace(current, alphabet);
    if (current === '' || (shorter === '' && words.length === 1)) words.pop();
    else words[words.length - 1] = shorter;
    return say(null);
  }
  if (key === ' ' || key === 'Enter') {
    if (current === undefined || current.length === 0) return say(null);
    if (words.length >= screen.count) return say(kioskMessage('entry.wordCount', { count: screen.count }));
    words.push('');
    return say(null);
  }
  if (key === 'Tab') {
    if (current === '') words.pop();
    if (complete < screen.count)
      return say(kioskMessage('entry.missing', { count: screen.count, missing: screen.count - complete }));
    for (const [index, word] of words.entries()) {
      const problem = wordProblem(word, index + 1, alphabet, station.rules.minLetters);
      if (problem !== null) return say(problem);
    }
    return { ...screen, name: 'judging', words, message: null };
  }
  const typing = keyTyping(key, code, current ?? '', alphabet, deadKey === true);
  if (typing === null) return deadKey === true ? pressed : screen;
  if ('deadKey' in typing) return { ...screen, deadKey: true };
  if ('lastLetterBecomes' in typing) {
    // Only a word with a letter reaches here (the mapping needs one to change).
    words[words.length - 1] = replaceLastLetter(current ?? '', typing.lastLetterBecomes);
    return say(null);
  }
  const typed = typeCharacter(current ?? '', typing.char, alphabet, station.rules.maxLetters);
  if ('refusal' in typed) return say(typed.refusal);
  if (current === undefined || current === '') {
    if (current === undefined) words.push('');
    if (complete >= screen.count) {
      words.pop();
      return say(kioskMessage('entry.wordCountDone', { count: screen.count }));
    }
  }
  words[words.length - 1] = typed.word;
  return say(null);
}
