// The kiosk in the event's language, typed on a US keyboard and on the national one, in Chromium
// against the real station: every word on screen and in the live region in that language, `lang`
// set for screen readers, and each special tile from its national key or the US key in its place.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALPHABET_DEFINITIONS,
  ALPHABET_IDS,
  type AlphabetId,
} from '../../electron/common/alphabets/index.ts';
import type { KioskLanguage } from '../../electron/common/kiosk-languages.ts';
import type { Station } from '../../electron/core/station/station.ts';
import { kioskIntl } from '../../renderer/src/kiosk/i18n/kiosk-messages.ts';
import { US_KEY_CAPS } from '../../renderer/src/kiosk/tile-hints.ts';
import {
  launchChromium,
  openKiosk as openKioskIn,
  RAPID_TIMINGS,
  screenshot,
  typeKeys,
  verdictSpoken,
  type KioskFixture,
} from '../support/kiosk-fixture.ts';
import { useKiosks } from '../support/kiosk-suite.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const openKiosk = useKiosks();

/** A kiosk speaking `language`, offering one lexicon of `words` in `alphabet`. */
async function startIn(
  language: KioskLanguage,
  alphabet: AlphabetId,
  words: readonly string[],
  stationName = 'Mesa 1',
): Promise<KioskFixture> {
  const path = join(tempDir(), `${alphabet}.txt`);
  writeFileSync(path, `${words.join('\n')}\n`);
  const kiosk = await openKiosk((station: Station) => {
    station.importer.importFile(path, 'LIST', { alphabet });
    station.lexicons.offer(['LIST']);
    station.profile.rename(stationName);
    station.profile.updateConfig({ language });
  });
  await kiosk.page.waitForSelector('[data-screen=ready]');
  return kiosk;
}

/** A key as a national layout sends it: its character on the physical key `code`. */
async function pressOnLayout(session: CDPSession, key: string, code: string): Promise<void> {
  await session.send('Input.dispatchKeyEvent', {
    type: 'keyDown',
    key,
    code,
    text: key,
    unmodifiedText: key,
  });
  await session.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code });
}

async function boxesShown(page: Page): Promise<string[][]> {
  return page.evaluate<string[][]>(
    `[...document.querySelectorAll('.entry__words > li')].map((li) => [...li.querySelectorAll('.tile')].map((tile) => tile.textContent))`,
  );
}

describe('a Spanish event', () => {
  it('speaks Spanish on every screen, and takes Ñ on a US keyboard (;) and a Spanish one (ñ)', async () => {
    const { page, station } = await startIn('es', 'spanish', ['AÑO', 'ANO'], 'Mesa Ñandú – Łódź');
    expect(await page.evaluate('document.documentElement.lang')).toBe('es');
    expect(await page.getAttribute('main', 'lang')).toBe('es');
    expect(await page.textContent('main')).toContain('¿Cuántas palabras se cuestionan? Pulsen 1–8');
    // A station name beyond ASCII is shown as the director typed it.
    expect(await page.textContent('.kiosk__station')).toBe('Mesa Ñandú – Łódź');

    await page.keyboard.press('Digit1');
    expect(await page.textContent('h1')).toBe('Escriban la palabra cuestionada.');
    expect(await page.locator('.entry__hints').innerText()).toContain(
      'Ñ: Ñ, ; en un teclado estadounidense o N y después ~',
    );
    // US layout: the ; key, where Spanish keyboards have Ñ.
    await page.keyboard.type('a');
    await page.keyboard.press('Semicolon');
    await page.keyboard.type('o');
    expect(await boxesShown(page)).toEqual([['A', 'Ñ', 'O']]);
    expect(await page.getByRole('list', { name: 'Palabras cuestionadas' }).count()).toBe(1);
    await screenshot(page, 'entry-es');
    // N then ~ (Shift+` on a US keyboard) is Ñ too.
    await page.keyboard.press('Escape');
    await page.keyboard.type('an');
    await page.keyboard.press('Shift+Backquote');
    await page.keyboard.type('o');
    expect(await boxesShown(page)).toEqual([['A', 'Ñ', 'O']]);
    // Spanish layout: the same key types ñ.
    const session = await page.context().newCDPSession(page);
    await page.keyboard.press('Escape');
    await page.keyboard.type('a');
    await pressOnLayout(session, 'ñ', 'Semicolon');
    await page.keyboard.type('o');
    expect(await boxesShown(page)).toEqual([['A', 'Ñ', 'O']]);
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe('Ambos jugadores: comprueben la ortografía. Quien hizo la jugada cuestionada pulsa TAB.');

    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toBe('Veredicto: ACEPTADA');
    expect(await page.textContent('.verdict__word')).toContain('ACEPTADA');
    await screenshot(page, 'verdict-es');
    const judged = [...station.log.entries()].filter((entry) => entry.kind === 'adjudication');
    expect(judged.map((entry) => entry.words)).toEqual([['AÑO']]);
  });

  it('says how many words are missing in Spanish plurals', async () => {
    const { page } = await startIn('es', 'spanish', ['AÑO']);
    await page.keyboard.press('Digit3');
    expect(await page.textContent('h1')).toBe(
      'Escriban las 3 palabras cuestionadas, separadas por Espacio o Intro.',
    );
    await page.keyboard.type('ano');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe('Escriban 3 palabras: faltan 2 palabras.');
  });
});

describe('a Polish event', () => {
  it('types Ż Ó Ł on a US keyboard as the letter then ;, and says NIEDOPUSZCZALNE in Polish', async () => {
    const { page } = await startIn('pl', 'polish', ['ŻÓŁW']);
    expect(await page.evaluate('document.documentElement.lang')).toBe('pl');
    await page.keyboard.press('Digit1');
    await page.keyboard.type('z;o;l;w');
    expect(await boxesShown(page)).toEqual([['Ż', 'Ó', 'Ł', 'W']]);
    await screenshot(page, 'entry-pl');
    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toBe('Werdykt: DOPUSZCZALNE');
    await page.waitForTimeout(1_100);
    await page.keyboard.press('Space');
    await page.waitForSelector('[data-screen=ready]');
    await page.keyboard.press('Digit1');
    await page.keyboard.type('zolw');
    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toBe('Werdykt: NIEDOPUSZCZALNE');
    await screenshot(page, 'verdict-pl');
  });
});

describe('a German event', () => {
  it('types Ä Ö Ü from the keys German keyboards have them on, on a US keyboard and a German one', async () => {
    const { page } = await startIn('de', 'german', ['ÄRGER', 'ÖL', 'ÜBER']);
    const session = await page.context().newCDPSession(page);
    await page.keyboard.press('Digit3');
    expect(await page.textContent('h1')).toBe(
      'Die 3 angezweifelten Wörter eingeben, getrennt durch Leertaste oder Enter.',
    );
    await page.keyboard.press('Quote');
    await page.keyboard.type('rger ');
    await pressOnLayout(session, 'ö', 'Semicolon');
    await page.keyboard.type('l ');
    await page.keyboard.press('BracketLeft');
    await page.keyboard.type('ber');
    expect(await boxesShown(page)).toEqual([
      ['Ä', 'R', 'G', 'E', 'R'],
      ['Ö', 'L'],
      ['Ü', 'B', 'E', 'R'],
    ]);
    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toBe('Entscheidung: ZULÄSSIG');
    await screenshot(page, 'verdict-de');
  });
});

// Every alphabet's special tiles typed in Chromium, from the alphabet's data: on a US layout the way
// the entry screen's hints say, and on the national layout as xkb-data has it
// (/usr/share/X11/xkb/symbols/), each key with its real `KeyboardEvent.code`. The same words without
// their special tiles are different words. The layout tables below were checked against Debian's
// Chromium under Xvfb with each layout set by setxkbmap and the keys pressed through XTest: the
// keydown events (key and code) are the ones sent here.

/**
 * A national layout, as far as the words here need it and without AltGr (levels 1 and 2 only):
 * where each character is that is not on its US key.
 */
interface Layout {
  /** xkb's name for it: `es`, `pl(qwertz)`. */
  readonly xkb: string;
  /** Character → the code of its key, `Shift+` when it is the key's shifted character. */
  readonly keys: Readonly<Record<string, string>>;
  /** Combining mark → the code of the dead key that puts it on the next letter. */
  readonly dead?: Readonly<Record<string, string>>;
}

/** A word as the list and the national layout spell it, and its tiles if they differ (`CO[L·L]ECTAT`). */
type Word = string | readonly [written: string, tiles: string];

interface AlphabetCase {
  readonly language: KioskLanguage;
  readonly layout: Layout;
  /** One challenge (at most 8 words) holding every tile beyond A–Z: the imported list. */
  readonly words: readonly Word[];
  /** Those words without their special tiles, where such a spelling exists: not in the list. */
  readonly plain: readonly string[];
}

// Digits on an AZERTY keyboard are the shifted characters of their keys.
const AZERTY_DIGITS = Object.fromEntries(
  Array.from('12345678', (digit) => [digit, `Shift+Digit${digit}`] as const),
);

/** English is A–Z with no folds: nothing beyond the US keyboard's letters to type. */
const CASES: Readonly<Record<AlphabetId, AlphabetCase | null>> = {
  english: null,
  spanish: {
    language: 'es',
    layout: { xkb: 'es', keys: { ñ: 'Semicolon' } },
    words: [['CHICO', '[CH]ICO'], ['CALLE', 'CA[LL]E'], ['PERRO', 'PE[RR]O'], 'AÑO'],
    plain: ['ANO'],
  },
  catalan: {
    language: 'ca',
    // es(cat) is es with ŀ on AltGr+L: Ç on BKSL, · on Shift+3.
    layout: { xkb: 'es(cat)', keys: { ç: 'Backslash', '·': 'Shift+Digit3' } },
    words: ['FORÇA', ['COL·LECTAT', 'CO[L·L]ECTAT'], ['NYAP', '[NY]AP'], ['QUI', '[QU]I']],
    plain: ['FORCA', 'COLLECTAT'],
  },
  french: {
    language: 'fr',
    // AZERTY: A Z Q W M moved, é è ç à ù on their own keys, ^ and ¨ dead on AD11.
    layout: {
      xkb: 'fr',
      keys: {
        ...AZERTY_DIGITS,
        a: 'KeyQ',
        q: 'KeyA',
        z: 'KeyW',
        w: 'KeyZ',
        m: 'Semicolon',
        é: 'Digit2',
        è: 'Digit7',
        ç: 'Digit9',
        à: 'Digit0',
        ù: 'Quote',
      },
      dead: { '\u0302': 'BracketLeft', '\u0308': 'Shift+BracketLeft' },
    },
    // No tile beyond A–Z: accents are read as their letters, so the US spelling is the same word.
    words: [
      ['ÉTÉ', 'ETE'],
      ['ZÈBRE', 'ZEBRE'],
      ['GARÇON', 'GARCON'],
      ['FORÊT', 'FORET'],
      ['MAÏS', 'MAIS'],
      ['OÙ', 'OU'],
      ['DÉJÀ', 'DEJA'],
      'SQUAW',
    ],
    plain: [],
  },
  german: {
    language: 'de',
    layout: {
      xkb: 'de',
      keys: { z: 'KeyY', y: 'KeyZ', ö: 'Semicolon', ä: 'Quote', ü: 'BracketLeft', ß: 'Minus' },
    },
    words: ['ÄRGER', 'ÖL', 'ÜBER', 'ZYSTE', ['STRAßE', 'STRASSE']],
    plain: ['ARGER', 'OL', 'UBER'],
  },
  dutch: {
    language: 'nl',
    // ¨ dead on AD11, ´ dead on AC11; no Ĳ key, so IJ is typed as the two tiles it is.
    layout: { xkb: 'nl', keys: {}, dead: { '\u0308': 'BracketLeft', '\u0301': 'Quote' } },
    words: [['ZEEËN', 'ZEEEN'], ['CAFÉ', 'CAFE'], 'IJS'],
    plain: [],
  },
  polish: {
    language: 'pl',
    // Polish (QWERTZ), the typist's layout: every diacritic without AltGr. The default `pl`
    // (programmer's) sends the US keys without AltGr, so the US test is typing on it too.
    layout: {
      xkb: 'pl(qwertz)',
      keys: {
        z: 'KeyY',
        y: 'KeyZ',
        ż: 'BracketLeft',
        ń: 'Shift+BracketLeft',
        ś: 'BracketRight',
        ć: 'Shift+BracketRight',
        ł: 'Semicolon',
        ą: 'Quote',
        ę: 'Shift+Quote',
        ó: 'Backslash',
        ź: 'Shift+Backslash',
      },
    },
    words: ['ŻÓŁW', 'KOŃ', 'GĘŚ', 'ŹLE', 'MĄKA', 'ĆMA', 'ZYSK'],
    plain: ['ZOLW', 'KON', 'GES', 'ZLE', 'MAKA', 'CMA'],
  },
  norwegian: {
    language: 'nb',
    // Ø Æ Å on AC10 AC11 AD11; ¨ dead on AD12 (code BracketRight), for the loanword tiles Ä Ö Ü.
    layout: {
      xkb: 'no',
      keys: { ø: 'Semicolon', æ: 'Quote', å: 'BracketLeft' },
      dead: { '\u0308': 'BracketRight' },
    },
    words: ['BLÅBÆR', 'ØL', 'MÜSLI', 'FÖHN', 'SÄR'],
    plain: ['BLABAER', 'OL', 'MUSLI', 'FOHN', 'SAR'],
  },
  swedish: {
    language: 'sv',
    // Ö Ä Å on AC10 AC11 AD11; ¨ dead on AD12 (code BracketRight); æ only on AltGr+AC11.
    layout: {
      xkb: 'se',
      keys: { ö: 'Semicolon', ä: 'Quote', å: 'BracketLeft' },
      dead: { '\u0308': 'BracketRight' },
    },
    words: ['ÅR', 'ÄPPLE', 'ÖL', 'MÜSLI', 'LÆR'],
    plain: ['AR', 'APPLE', 'OL', 'MUSLI', 'LAER'],
  },
  slovene: {
    language: 'sl',
    // si (rs(latin)): QWERTZ, Č on AC10, Š on AD11, Ž on BKSL.
    layout: {
      xkb: 'si',
      keys: { z: 'KeyY', y: 'KeyZ', č: 'Semicolon', š: 'BracketLeft', ž: 'Backslash' },
    },
    words: ['ČEŠNJA', 'ŽABA', 'ZOB'],
    plain: ['CESNJA', 'ZABA'],
  },
};

const written = (word: Word): string => (typeof word === 'string' ? word : word[0]);
const tileNotation = (word: Word): string => (typeof word === 'string' ? word : word[1]);

/** The tiles of a word written as the log writes it: `[CH]ICO` is CH I C O. */
function tilesOf(notation: string): string[] {
  return Array.from(notation.matchAll(/\[([^\]]+)\]|(.)/gu), (match) => match[1] ?? match[2] ?? '');
}

/** The tiles of an alphabet beyond A–Z. */
function specialTiles(alphabet: AlphabetId): string[] {
  return ALPHABET_DEFINITIONS[alphabet].tiles
    .map((tile) => tile.label)
    .filter((label) => !/^[A-Z]$/u.test(label));
}

/** How a tile is typed on a US keyboard, from the alphabet's data, and what its hint line must show. */
function usWay(alphabet: AlphabetId, tile: string): { keys: string; shown: string[] } {
  if (/^[A-Z]$/u.test(tile)) return { keys: tile.toLowerCase(), shown: [] };
  const { keyboard, tiles } = ALPHABET_DEFINITIONS[alphabet];
  const code = Object.entries(keyboard?.keys ?? {}).find(([, target]) => target === tile)?.[0];
  if (code !== undefined) {
    const cap = US_KEY_CAPS[code] ?? '';
    return { keys: cap, shown: [cap] };
  }
  const after = keyboard?.after;
  const from = Object.entries(after?.tiles ?? {}).find(([, target]) => target === tile)?.[0];
  if (after !== undefined && from !== undefined) {
    const cap = US_KEY_CAPS[after.code] ?? '';
    return { keys: usWay(alphabet, from).keys + cap, shown: [from, cap] };
  }
  const definition = tiles.find((candidate) => candidate.label === tile);
  const ascii = [tile, ...(definition?.spellings ?? []), ...(definition?.aliases ?? [])].find((form) =>
    /^[A-Z.]+$/u.test(form),
  );
  if (ascii !== undefined) return { keys: ascii.toLowerCase(), shown: [ascii] };
  throw new Error(`${alphabet}: no way to type ${tile} on a US keyboard`);
}

/** One key press as a layout sends it; `text` is what the OS composes when it differs from `key`. */
interface LayoutPress {
  readonly key: string;
  readonly code: string;
  readonly shift: boolean;
  readonly text?: string;
}

function onKey(key: string, where: string): LayoutPress {
  const shift = where.startsWith('Shift+');
  return { key, code: shift ? where.slice('Shift+'.length) : where, shift };
}

/** What `layout` sends on the key `code`, unshifted: its character there, `Dead`, or the US one. */
function layoutKey(layout: Layout, code: string): LayoutPress {
  const char = Object.entries(layout.keys).find(([, where]) => where === code)?.[0];
  if (char !== undefined) return onKey(char, code);
  if (Object.values(layout.dead ?? {}).includes(code)) return onKey('Dead', code);
  return onKey(US_KEY_CAPS[code] ?? '', code);
}

/**
 * The presses that type `char` on `layout`: its own key; a dead key, then the letter — Chromium on
 * X11 sends keydown `Dead`, then keydown with the plain letter (the composed one reaches only the
 * keypress, which the kiosk's preventDefault cancels); or, where the layout has the character only
 * on AltGr, the alphabet's own way (the letter, then a key) pressed on this layout.
 */
function layoutPresses(alphabet: AlphabetId, layout: Layout, char: string): LayoutPress[] {
  if (char === ' ') return [onKey(' ', 'Space')];
  const where = layout.keys[char];
  if (where !== undefined) return [onKey(char, where)];
  if (/^[a-z]$/u.test(char)) return [onKey(char, `Key${char.toUpperCase()}`)];
  if (/^[0-9]$/u.test(char)) return [onKey(char, `Digit${char}`)];
  const [base, mark, ...more] = Array.from(char.normalize('NFD'));
  const dead = mark === undefined ? undefined : layout.dead?.[mark];
  if (base !== undefined && dead !== undefined && more.length === 0) {
    const letter = layoutPresses(alphabet, layout, base).at(-1);
    if (letter !== undefined) return [onKey('Dead', dead), { ...letter, text: char }];
  }
  const after = ALPHABET_DEFINITIONS[alphabet].keyboard?.after;
  const from = Object.entries(after?.tiles ?? {}).find(([, tile]) => tile === char.toUpperCase())?.[0];
  if (after !== undefined && from !== undefined) {
    const key = layoutKey(layout, after.code);
    const letter = layoutPresses(alphabet, layout, from.toLowerCase());
    // A dead key on this layout (Nordic ¨) changes the letter after it, as the player's keyboard does.
    return key.key === 'Dead' ? [key, ...letter] : [...letter, key];
  }
  throw new Error(`${layout.xkb} has no key for ${char} without AltGr, and ${alphabet} no other way`);
}

/** Types `text` key by key as `layout` sends it, through the DevTools protocol. */
async function typeOnLayout(
  session: CDPSession,
  alphabet: AlphabetId,
  layout: Layout,
  text: string,
): Promise<void> {
  for (const char of text) {
    for (const press of layoutPresses(alphabet, layout, char)) {
      const { key, code } = press;
      const modifiers = press.shift ? 8 : 0;
      const composed = press.text ?? key;
      const typed = key === 'Dead' ? {} : { text: composed, unmodifiedText: composed };
      await session.send('Input.dispatchKeyEvent', { type: 'keyDown', key, code, modifiers, ...typed });
      await session.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, modifiers });
    }
  }
}

async function verdictBoxes(page: Page): Promise<string[][]> {
  return page.evaluate<string[][]>(
    `[...document.querySelectorAll('.verdict__words > li')].map((li) => [...li.querySelectorAll('.tile')].map((tile) => tile.textContent))`,
  );
}

/** What the live region says for `verdict` in `language`. */
function spokenVerdict(language: KioskLanguage, verdict: Verdict): string {
  const intl = kioskIntl(language);
  return intl.formatMessage(
    { id: 'verdict.spoken' },
    { verdict: intl.formatMessage({ id: `verdict.${verdict}` }) },
  );
}

type Verdict = 'ACCEPTABLE' | 'UNACCEPTABLE';

const TYPED_CASES = ALPHABET_IDS.flatMap((alphabet) => {
  const typedCase = CASES[alphabet];
  return typedCase === null ? [] : [{ alphabet, ...typedCase }];
});

describe('every special tile of every alphabet, typed in Chromium', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('has words holding every tile beyond A–Z of each alphabet', () => {
    for (const alphabet of ALPHABET_IDS) {
      const typedCase = CASES[alphabet];
      if (typedCase === null) {
        expect(specialTiles(alphabet), alphabet).toEqual([]);
        expect(ALPHABET_DEFINITIONS[alphabet].folds, alphabet).toEqual({});
        continue;
      }
      const tiles = new Set(typedCase.words.flatMap((word) => tilesOf(tileNotation(word))));
      for (const tile of specialTiles(alphabet)) expect(tiles.has(tile), `${alphabet} ${tile}`).toBe(true);
      expect(typedCase.words.length).toBeLessThanOrEqual(8);
      expect(typedCase.plain.length).toBeLessThanOrEqual(8);
    }
  });

  // One kiosk per alphabet for its three tests, which each start and end on the ready screen.
  describe.each(TYPED_CASES)('$alphabet', ({ alphabet, language, layout, words, plain }) => {
    let kiosk: KioskFixture | undefined;
    let session: CDPSession | undefined;
    beforeAll(async () => {
      if (browser === undefined) throw new Error('The browser is not running.');
      const path = join(tempDir(), `${alphabet}.txt`);
      writeFileSync(path, `${words.map(written).join('\n')}\n`);
      kiosk = await openKioskIn(
        browser,
        (station: Station) => {
          station.importer.importFile(path, 'LIST', { alphabet });
          station.lexicons.offer(['LIST']);
          station.profile.updateConfig({ language });
        },
        // A key clears the verdict at once: the 1 s minimum on screen is the flow tests' matter.
        { timings: RAPID_TIMINGS },
      );
      session = await kiosk.page.context().newCDPSession(kiosk.page);
      await kiosk.page.waitForSelector('[data-screen=ready]');
    });
    afterAll(async () => {
      await kiosk?.close();
    });

    function opened(): { kiosk: KioskFixture; session: CDPSession } {
      if (kiosk === undefined || session === undefined) throw new Error('No kiosk.');
      return { kiosk, session };
    }

    /** Types `text` on the national layout. */
    const typeNational = (text: string) => typeOnLayout(opened().session, alphabet, layout, text);

    /** Types a challenge of `tiles.length` words with `type`, and checks the boxes, verdict and log. */
    async function challenge(type: () => Promise<void>, tiles: string[][], verdict: Verdict): Promise<void> {
      const { page, station } = opened().kiosk;
      await typeNational(String(tiles.length));
      await page.waitForSelector('[data-screen=entry]');
      await type();
      expect(await boxesShown(page)).toEqual(tiles);
      await page.keyboard.press('Tab');
      expect(await verdictSpoken(page)).toBe(spokenVerdict(language, verdict));
      expect(await verdictBoxes(page)).toEqual(tiles);
      const judged = [...station.log.entries()].filter((entry) => entry.kind === 'adjudication').at(-1);
      expect(judged?.words).toEqual(
        tiles.map((word) => word.map((tile) => (tile.length > 1 ? `[${tile}]` : tile)).join('')),
      );
      await page.keyboard.press('Space');
      await page.waitForSelector('[data-screen=ready]');
    }

    const expected = words.map((word) => tilesOf(tileNotation(word)));

    it('types every special tile on a US keyboard the way the hints say', async () => {
      const { page } = opened().kiosk;
      const typed = words.map((word) =>
        tilesOf(tileNotation(word))
          .map((tile) => usWay(alphabet, tile).keys)
          .join(''),
      );
      await challenge(
        async () => {
          const hints = await page.locator('.entry__hints li').allInnerTexts();
          for (const tile of specialTiles(alphabet)) {
            const line = hints.find((hint) => hint.startsWith(`${tile}:`));
            expect(line, `the hint for ${tile}`).toBeDefined();
            for (const shown of usWay(alphabet, tile).shown) expect(line).toContain(shown);
          }
          await typeKeys(page, typed.join(' '));
        },
        expected,
        'ACCEPTABLE',
      );
    });

    if (plain.length > 0) {
      it('judges the words without their special tiles as the other words they are', async () => {
        await challenge(
          () => typeNational(plain.join(' ').toLowerCase()),
          plain.map(tilesOf),
          'UNACCEPTABLE',
        );
      });
    }

    it(`types every special tile on ${layout.xkb}`, async () => {
      await challenge(
        () => typeNational(words.map((word) => written(word).toLowerCase()).join(' ')),
        expected,
        'ACCEPTABLE',
      );
    });
  });
});
