// Every tile types on any keyboard: key presses as a US layout and as each national layout send
// them (KeyboardEvent.key with KeyboardEvent.code), through the kiosk machine.
import { describe, expect, it } from 'vitest';
import type { KioskState, OfferedLexicon } from '../../../electron/ipc/contract.ts';
import {
  ALPHABET_DEFINITIONS,
  ALPHABET_IDS,
  getAlphabet,
  type AlphabetId,
} from '../../../electron/common/alphabets/index.ts';
import { INITIAL_KIOSK, kioskReducer, type KioskAction } from '../../../renderer/src/kiosk/kiosk-machine.ts';
import { formatKioskMessage, kioskIntl } from '../../../renderer/src/kiosk/i18n/kiosk-messages.ts';
import { tileHints, US_KEY_CAPS } from '../../../renderer/src/kiosk/tile-hints.ts';
import { wordBoxes } from '../../../renderer/src/kiosk/tile-entry.ts';
import { stationState } from './kiosk-machine-fixture.ts';

/** A key press: what the layout types and where the key is. */
type Press = readonly [key: string, code: string];

function lexicon(alphabet: AlphabetId): OfferedLexicon {
  return { name: 'LIST', fingerprint: 'c'.repeat(64), shortFingerprint: 'cccccccc', demo: false, alphabet };
}

function station(alphabet: AlphabetId): KioskState {
  return stationState({ offered: [lexicon(alphabet)] });
}

/** The US layout's code for a character it types without AltGr (letters, digits, the keys used here). */
function usCode(char: string): string {
  if (/^[a-z]$/iu.test(char)) return `Key${char.toUpperCase()}`;
  if (/^[0-9]$/u.test(char)) return `Digit${char}`;
  const named: Record<string, string> = { '.': 'Period', ...invert(US_KEY_CAPS), '`': 'Backquote' };
  const code = named[char];
  if (code === undefined) throw new Error(`a US keyboard has no key for ${char}`);
  return code;
}

function invert(record: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [value, key]));
}

/** Typing `text` on a US keyboard, lower case as a player types. */
function us(text: string): Press[] {
  return Array.from(text, (char) => [char.toLowerCase(), usCode(char)] as const);
}

/** The one word on the entry screen after `presses`, and what the kiosk said, in English. */
function typed(alphabet: AlphabetId, presses: readonly Press[]): { word: string; message: string | null } {
  const actions: KioskAction[] = [
    { type: 'station', station: station(alphabet) },
    { type: 'key', key: '1', code: 'Digit1' },
    ...presses.map(([key, code]): KioskAction => ({ type: 'key', key, code })),
  ];
  const { screen } = actions.reduce(kioskReducer, INITIAL_KIOSK);
  if (screen.name !== 'entry') throw new Error(`on ${screen.name}`);
  const message = screen.message === null ? null : formatKioskMessage(kioskIntl('en'), screen.message);
  return { word: screen.words[0] ?? '', message };
}

/** The tiles of the word typed by `presses`. */
function tiles(alphabet: AlphabetId, presses: readonly Press[]): readonly string[] {
  return wordBoxes(typed(alphabet, presses).word, alphabet).tiles;
}

describe('Spanish Ñ on any keyboard', () => {
  it('types Ñ from ñ on a Spanish layout, from ; on a US layout (same key), and from N then ~', () => {
    expect(tiles('spanish', [...us('a'), ['ñ', 'Semicolon'], ...us('o')])).toEqual(['A', 'Ñ', 'O']);
    expect(tiles('spanish', [...us('a'), [';', 'Semicolon'], ...us('o')])).toEqual(['A', 'Ñ', 'O']);
    expect(tiles('spanish', [...us('an'), ['~', 'Backquote'], ...us('o')])).toEqual(['A', 'Ñ', 'O']);
  });

  it('still refuses ~ with no N before it, so nothing is typed by accident', () => {
    const result = typed('spanish', [...us('a'), ['~', 'Backquote']]);
    expect(result.word).toBe('A');
    expect(result.message).toBe('~ is not a tile here (Spanish tiles).');
  });
});

describe('German, Nordic, Slovene and Catalan keys where their layouts have them', () => {
  it.each([
    ['german', 'Semicolon', 'ö', 'Ö'],
    ['german', 'Quote', 'ä', 'Ä'],
    ['german', 'BracketLeft', 'ü', 'Ü'],
    ['swedish', 'Semicolon', 'ö', 'Ö'],
    ['swedish', 'Quote', 'ä', 'Ä'],
    ['swedish', 'BracketLeft', 'å', 'Å'],
    ['norwegian', 'Semicolon', 'ø', 'Ø'],
    ['norwegian', 'Quote', 'æ', 'Æ'],
    ['norwegian', 'BracketLeft', 'å', 'Å'],
    ['slovene', 'Semicolon', 'č', 'Č'],
    ['slovene', 'BracketLeft', 'š', 'Š'],
    ['slovene', 'Backslash', 'ž', 'Ž'],
    ['catalan', 'Backslash', 'ç', 'Ç'],
  ] as const)('%s: code %s types %s on its own layout and on a US layout', (alphabet, code, local, tile) => {
    const usKey = US_KEY_CAPS[code] ?? '';
    expect(tiles(alphabet, [...us('a'), [local, code]])).toEqual(['A', tile]);
    expect(tiles(alphabet, [...us('a'), [usKey, code]])).toEqual(['A', tile]);
  });

  it('never changes a letter key: German z on code KeyY stays Z', () => {
    expect(
      tiles('german', [
        ['z', 'KeyY'],
        ['y', 'KeyZ'],
      ]),
    ).toEqual(['Z', 'Y']);
  });

  it('Nordic loanword tiles: U then ] is Ü, and a dead ¨ key followed by u is Ü too', () => {
    expect(tiles('norwegian', [...us('u'), [']', 'BracketRight']])).toEqual(['Ü']);
    expect(tiles('norwegian', [...us('a'), ['Dead', 'BracketRight'], ['ü', 'KeyU']])).toEqual(['A', 'Ü']);
    // Chromium on X11 sends the plain letter after a dead key when keydown is cancelled, as the kiosk
    // does: the dead ¨ still makes the next letter its tile, as the player's own keyboard would.
    expect(tiles('norwegian', [...us('a'), ['Dead', 'BracketRight'], ['u', 'KeyU']])).toEqual(['A', 'Ü']);
    expect(
      tiles('norwegian', [
        ['Dead', 'BracketRight'],
        ['Shift', 'ShiftLeft'],
        ['O', 'KeyO'],
      ]),
    ).toEqual(['Ö']);
    expect(
      tiles('swedish', [
        ['Dead', 'BracketRight'],
        ['ä', 'Quote'],
      ]),
    ).toEqual(['Æ']);
    // It waits for one letter only: the next is itself, and a letter it does not change is typed as it is.
    expect(tiles('norwegian', [['Dead', 'BracketRight'], ...us('uu')])).toEqual(['Ü', 'U']);
    expect(tiles('norwegian', [['Dead', 'BracketRight'], ...us('n')])).toEqual(['N']);
    expect(
      tiles('swedish', [
        ['ä', 'Quote'],
        [']', 'BracketRight'],
      ]),
    ).toEqual(['Æ']);
  });
});

describe('Polish diacritics without AltGr', () => {
  it('turns the letter before ; into its diacritic tile: Z ; is Ż, Z ; ; is Ź, L ; is Ł', () => {
    expect(tiles('polish', us('z;'))).toEqual(['Ż']);
    expect(tiles('polish', us('z;;'))).toEqual(['Ź']);
    expect(tiles('polish', us('l;o;dz;'))).toEqual(['Ł', 'Ó', 'D', 'Ż']);
    expect(tiles('polish', [['ą', 'KeyA']])).toEqual(['Ą']);
  });

  it('refuses ; with no letter it can change', () => {
    expect(typed('polish', us('b;')).message).toBe('; is not a tile here (Polish tiles).');
  });
});

describe('every tile of every alphabet on a US keyboard', () => {
  /** The US key presses that type `tile`, found from the alphabet's data alone. */
  function route(alphabet: AlphabetId, tile: string): Press[] {
    const definition = ALPHABET_DEFINITIONS[alphabet];
    const tileDefinition = definition.tiles.find((candidate) => candidate.label === tile);
    const ascii = [tile, ...(tileDefinition?.spellings ?? []), ...(tileDefinition?.aliases ?? [])].find(
      (form) => /^[A-Z0-9.]+$/u.test(form),
    );
    if (ascii !== undefined) return us(ascii);
    const key = Object.entries(definition.keyboard?.keys ?? {}).find(([, target]) => target === tile);
    if (key !== undefined) return [[US_KEY_CAPS[key[0]] ?? '', key[0]]];
    const after = definition.keyboard?.after;
    const from = Object.entries(after?.tiles ?? {}).find(([, target]) => target === tile);
    if (after !== undefined && from !== undefined) {
      return [...route(alphabet, from[0]), [US_KEY_CAPS[after.code] ?? '', after.code]];
    }
    throw new Error(`${alphabet}: no way to type ${tile} on a US keyboard`);
  }

  it.each(ALPHABET_IDS)('%s: each tile types as that one tile', (alphabet) => {
    for (const { label } of ALPHABET_DEFINITIONS[alphabet].tiles) {
      expect(tiles(alphabet, route(alphabet, label)), label).toEqual([label]);
    }
  });

  it.each(ALPHABET_IDS)('%s: maps only punctuation keys, to its own tiles', (alphabet) => {
    const { keyboard, tiles: defined } = ALPHABET_DEFINITIONS[alphabet];
    const labels = new Set(defined.map((tile) => tile.label));
    const codes = [...Object.keys(keyboard?.keys ?? {}), ...(keyboard?.after ? [keyboard.after.code] : [])];
    for (const code of codes) expect(code).not.toMatch(/^(Key|Digit|Numpad)/u);
    for (const target of [
      ...Object.values(keyboard?.keys ?? {}),
      ...Object.values(keyboard?.after?.tiles ?? {}),
    ]) {
      expect(labels.has(target), target).toBe(true);
    }
    // A key the national layout types a tile on is never also the "after" key.
    expect(Object.keys(keyboard?.keys ?? {})).not.toContain(keyboard?.after?.code);
    // And the US character of a mapped key is never one the alphabet reads itself.
    for (const code of codes)
      expect(getAlphabet(alphabet).characters.has(US_KEY_CAPS[code] ?? '')).toBe(false);
  });
});

describe('the way is shown on the entry screen', () => {
  it('names the national key and the US key for each special tile', () => {
    const en = kioskIntl('en');
    expect(tileHints('spanish', en)).toContain('Ñ: Ñ, ; on a US keyboard, or N then ~');
    expect(tileHints('polish', en)).toContain('Ź: Ź or Ż then ;');
    expect(tileHints('german', en)).toContain('Ö: Ö or ; on a US keyboard');
    expect(tileHints('catalan', en)).toContain('L·L: L·L, L.L, or W');
    expect(tileHints('english', en)).toEqual([]);
  });

  it('lists every fold the alphabet makes, from its own data', () => {
    const en = kioskIntl('en');
    expect(tileHints('catalan', en)).toContain(
      'Read as the same tile: À = A, È É = E, Í Ï = I, Ò Ó = O, Ú Ü = U',
    );
    expect(tileHints('spanish', en)).toContain('Read as the same tile: Á = A, É = E, Í = I, Ó = O, Ú Ü = U');
    expect(tileHints('german', en)).toContain('Read as the same tile: ß ẞ = SS');
    // French and Dutch drop every accent: said once, beside their ligatures.
    expect(tileHints('french', en)).toContain(
      'Read as the same tile: any accented letter = the letter without its accent, Œ = OE, Æ = AE',
    );
    expect(tileHints('dutch', kioskIntl('ca'))).toContain(
      'Es llegeixen com la mateixa fitxa: qualsevol lletra accentuada = la lletra sense accent, Ĳ = IJ',
    );
    for (const alphabet of ['polish', 'norwegian', 'swedish', 'slovene', 'english'] as const)
      expect(tileHints(alphabet, en).join('\n')).not.toContain('Read as the same tile');
    expect(tileHints('spanish', kioskIntl('es'))).toContain(
      'Ñ: Ñ, ; en un teclado estadounidense o N y después ~',
    );
  });
});
