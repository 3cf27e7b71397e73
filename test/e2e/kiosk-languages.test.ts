// The kiosk in the event's language, typed on a US keyboard and on the national one, in Chromium
// against the real station: every word on screen and in the live region in that language, `lang`
// set for screen readers, and each special tile from its national key or the US key in its place.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AlphabetId } from '../../electron/common/alphabets/index.ts';
import type { KioskLanguage } from '../../electron/common/kiosk-languages.ts';
import type { Station } from '../../electron/core/station/station.ts';
import { screenshot, verdictSpoken, type KioskFixture } from '../support/kiosk-fixture.ts';
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
