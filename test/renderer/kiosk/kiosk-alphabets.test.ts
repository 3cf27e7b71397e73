// The kiosk's entry screen in the alphabet of the lexicon being judged: keys from the player's
// layout, multi-letter tiles as one box, Backspace by tile, and refusals that name the alphabet.
import { describe, expect, it } from 'vitest';
import type { KioskState, OfferedLexicon } from '../../../electron/ipc/contract.ts';
import type { AlphabetId } from '../../../electron/common/alphabets/index.ts';
import { isChord } from '../../../renderer/src/kiosk/kiosk-chord.ts';
import {
  INITIAL_KIOSK,
  kioskReducer,
  type Kiosk,
  type KioskAction,
} from '../../../renderer/src/kiosk/kiosk-machine.ts';
import {
  judgedBoxes,
  spokenTiles,
  typedCharacter,
  wordBoxes,
} from '../../../renderer/src/kiosk/tile-entry.ts';
import { formatKioskMessage, kioskIntl } from '../../../renderer/src/kiosk/i18n/kiosk-messages.ts';

function lexicon(alphabet: AlphabetId): OfferedLexicon {
  return {
    name: alphabet.toUpperCase(),
    fingerprint: 'c'.repeat(64),
    shortFingerprint: 'cccccccc',
    demo: false,
    alphabet,
  };
}

function station(alphabet: AlphabetId): KioskState {
  return {
    setUp: true,
    tableEntry: false,
    pairingsHeld: false,
    askChallenger: true,
    textSize: 'standard',
    language: 'en',
    stationName: 'Table 1',
    offered: [lexicon(alphabet)],
    rules: { minLetters: 2, maxLetters: 15, maxWords: 8 },
    fault: null,
    timings: { verdictMinMs: 1_000, verdictClearMs: 10_000, idleClearMs: 30_000 },
  };
}

/** Each character of `text` as a key press. */
const chars = (text: string): string[] => Array.from(text);

const keys = (...pressed: string[]): KioskAction[] => pressed.map((key) => ({ type: 'key', key }));

/** The entry screen for one word in `alphabet` after pressing `pressed`. */
function typedIn(
  alphabet: AlphabetId,
  ...pressed: string[]
): { words: readonly string[]; message: string | null; name: string } {
  const kiosk: Kiosk = [
    { type: 'station', station: station(alphabet) } as KioskAction,
    ...keys('1', ...pressed),
  ].reduce(kioskReducer, INITIAL_KIOSK);
  const { screen } = kiosk;
  if (screen.name !== 'entry' && screen.name !== 'judging') throw new Error(`on ${screen.name}`);
  // The message as an English-speaking player reads it.
  const message = screen.message === null ? null : formatKioskMessage(kioskIntl('en'), screen.message);
  return { ...screen, message };
}

describe('typing Spanish', () => {
  it('shows CH as one tile box, and Backspace removes the whole tile', () => {
    const screen = typedIn('spanish', ...chars('chico'));
    expect(screen.words).toEqual(['CHICO']);
    expect(wordBoxes('CHICO', 'spanish')).toEqual({ tiles: ['CH', 'I', 'C', 'O'], pending: '' });
    expect(spokenTiles(wordBoxes('CHICO', 'spanish'), 'empty')).toBe('CH I C O');
    expect(typedIn('spanish', ...chars('chico'), 'Backspace', 'Backspace', 'Backspace').words).toEqual([
      'CH',
    ]);
    expect(typedIn('spanish', ...chars('ch'), 'Backspace').words).toEqual([]);
  });

  it('takes Ñ and accented vowels from the layout, and refuses K naming the alphabet', () => {
    expect(typedIn('spanish', ...chars('niño')).words).toEqual(['NIÑO']);
    expect(typedIn('spanish', 'Dead', 'á', 'n').words).toEqual(['ÁN']);
    const refused = typedIn('spanish', ...chars('ca'), 'k');
    expect(refused.words).toEqual(['CA']);
    expect(refused.message).toBe('K is not a tile here (Spanish tiles).');
  });

  it('counts the minimum in tiles: CH alone is one tile, too short to judge', () => {
    const screen = typedIn('spanish', ...chars('ch'), 'Tab');
    expect(screen.name).toBe('entry');
    expect(screen.message).toBe('Word 1 is too short: a word has at least 2 tiles.');
    expect(typedIn('spanish', ...chars('cha'), 'Tab').name).toBe('judging');
  });
});

describe('typing Catalan', () => {
  it('reads L·L typed with the middle dot or a full stop as one tile, and LL as two', () => {
    expect(wordBoxes('COL·LECTAT', 'catalan').tiles).toEqual(['C', 'O', 'L·L', 'E', 'C', 'T', 'A', 'T']);
    expect(typedIn('catalan', ...chars('col.lectat')).words).toEqual(['COL.LECTAT']);
    expect(wordBoxes('COL.LECTAT', 'catalan').tiles).toContain('L·L');
    expect(wordBoxes('COLLECTAT', 'catalan').tiles).toEqual(['C', 'O', 'L', 'L', 'E', 'C', 'T', 'A', 'T']);
  });

  it('shows an unfinished L· as pending, and will not judge it', () => {
    const screen = typedIn('catalan', ...chars('col·'));
    expect(screen.words).toEqual(['COL·']);
    expect(wordBoxes('COL·', 'catalan')).toEqual({ tiles: ['C', 'O', 'L'], pending: '·' });
    const tabbed = typedIn('catalan', ...chars('col·'), 'Tab');
    expect(tabbed.name).toBe('entry');
    expect(tabbed.message).toMatch(/^Word 1 is not finished/u);
  });

  it('composes a letter and a combining accent sent in parts, and never a look-alike', () => {
    expect(typedCharacter('c\u0327')).toBe('ç');
    expect(typedIn('catalan', ...chars('for'), 'c\u0327', 'a').words).toEqual(['FORÇA']);
    expect(typedCharacter('\u212A')).toBe('\u212A');
    expect(typedIn('english', 'c', 'a', '\u212A').message).toBe(
      '“\u212A” is not a letter. Type letters A–Z only.',
    );
    expect(typedCharacter('Dead')).toBeNull();
  });

  it('shows judged words (canonical form) as tile boxes', () => {
    expect(judgedBoxes('CO[L·L]ECTAT').tiles).toEqual(['C', 'O', 'L·L', 'E', 'C', 'T', 'A', 'T']);
    expect(judgedBoxes('[CH]ICO').tiles).toEqual(['CH', 'I', 'C', 'O']);
  });
});

describe('AltGr on the kiosk', () => {
  const event = (altGraph: boolean, ctrl = true) => ({
    ctrlKey: ctrl,
    altKey: true,
    metaKey: false,
    getModifierState: (name: string) => name === 'AltGraph' && altGraph,
  });

  it('types a letter beyond ASCII (Polish Ą), and never a plain letter, digit or key', () => {
    expect(isChord('ą', event(true))).toBe(false);
    expect(isChord('v', event(true))).toBe(true);
    expect(isChord('7', event(true))).toBe(true);
    expect(isChord('Tab', event(true))).toBe(true);
    expect(isChord('ą', event(false))).toBe(true);
    expect(isChord('a', { ...event(false, false), altKey: false })).toBe(false);
  });

  it('lets Polish tiles typed with AltGr reach the word', () => {
    expect(typedIn('polish', ...chars('żółć')).words).toEqual(['ŻÓŁĆ']);
  });
});
