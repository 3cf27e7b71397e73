// Spanish and Catalan challenges typed in Chromium against the real station: multi-letter tiles in
// one box, keys from the player's layout (Ñ, ·, dead-key accents), Backspace by tile, and a verdict
// that shows the tiles and never which word failed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AlphabetId } from '../../electron/common/alphabets/index.ts';
import type { Station } from '../../electron/core/station/station.ts';
import { accessibilityTree, treeText } from './accessibility-tree.ts';
import { screenshot, verdictSpoken, type KioskFixture } from '../support/kiosk-fixture.ts';
import { useKiosks } from '../support/kiosk-suite.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const openKiosk = useKiosks();

const LISTS: Record<'spanish' | 'catalan', readonly string[]> = {
  spanish: ['CHICO', 'NIÑO', 'CALLE', 'PERRO', 'CAMIÓN'],
  catalan: ['COL·LECTAT', 'FORÇA', 'NYAP', 'QUI', 'CASA'],
};

/** A kiosk offering one lexicon in `alphabet`, imported the way a director does. */
async function startIn(alphabet: 'spanish' | 'catalan'): Promise<KioskFixture> {
  const path = join(tempDir(), `${alphabet}.txt`);
  writeFileSync(path, `${LISTS[alphabet].join('\n')}\n`);
  const name = alphabet === 'spanish' ? 'FISE' : 'DISC';
  const kiosk = await openKiosk((station: Station) => {
    station.importer.importFile(path, name, { alphabet: alphabet satisfies AlphabetId });
    station.lexicons.offer([name]);
  });
  await kiosk.page.waitForSelector('[data-screen=ready]');
  return kiosk;
}

/**
 * Types `text` key by key as a player's own layout delivers it: each character as the key it is
 * (Ñ, Ç, · are keys on Spanish and Catalan keyboards), through the DevTools protocol, which sends
 * keydown with `key` set exactly as Chromium does for a real layout.
 */
async function typeOnLayout(session: CDPSession, text: string): Promise<void> {
  for (const char of text) {
    if (char === ' ') {
      await pressNamed(session, ' ', 'Space', 32);
      continue;
    }
    await session.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      key: char,
      text: char,
      unmodifiedText: char,
    });
    await session.send('Input.dispatchKeyEvent', { type: 'keyUp', key: char });
  }
}

/** A dead key (the accent key of a Spanish keyboard) followed by the letter it composes with. */
async function typeDeadKey(session: CDPSession, composed: string): Promise<void> {
  await session.send('Input.dispatchKeyEvent', { type: 'keyDown', key: 'Dead', code: 'Quote' });
  await session.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Dead', code: 'Quote' });
  await session.send('Input.dispatchKeyEvent', { type: 'keyDown', key: composed, text: composed });
  await session.send('Input.dispatchKeyEvent', { type: 'keyUp', key: composed });
}

async function pressNamed(session: CDPSession, key: string, code: string, keyCode: number): Promise<void> {
  await session.send('Input.dispatchKeyEvent', {
    type: 'keyDown',
    key,
    code,
    windowsVirtualKeyCode: keyCode,
  });
  await session.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode });
}

/** The tile boxes of each word on screen, as the eye reads them. */
async function boxesShown(page: Page, list: '.entry__words' | '.verdict__words'): Promise<string[][]> {
  return page.evaluate<string[][]>(
    `[...document.querySelectorAll('${list} > li')].map((li) => [...li.querySelectorAll('.tile')].map((tile) => tile.textContent))`,
  );
}

async function spokenWords(page: Page, list: '.entry__words' | '.verdict__words'): Promise<string[]> {
  return page.evaluate<string[]>(
    `[...document.querySelectorAll('${list} > li')].map((li) => li.getAttribute('aria-label'))`,
  );
}

describe('a Spanish challenge in Chromium', () => {
  it('shows CH as one tile, takes Ñ and a dead-key accent, and judges in Spanish tiles', async () => {
    const { page, station } = await startIn('spanish');
    const session = await page.context().newCDPSession(page);
    expect(await page.locator('.lexicon__alphabet').innerText()).toContain('Spanish tiles');
    await page.keyboard.press('3');
    await typeOnLayout(session, 'chico niño cami');
    await typeDeadKey(session, 'ó');
    await typeOnLayout(session, 'n');
    expect(await boxesShown(page, '.entry__words')).toEqual([
      ['CH', 'I', 'C', 'O'],
      ['N', 'I', 'Ñ', 'O'],
      ['C', 'A', 'M', 'I', 'O', 'N'],
    ]);
    // Ó folds to the O tile, and the box says so before Tab.
    expect(await spokenWords(page, '.entry__words')).toEqual(['CH I C O', 'N I Ñ O', 'C A M I O N']);
    expect(await page.locator('.entry__hints').innerText()).toContain('CH: CH or 1');
    await screenshot(page, 'entry-spanish');

    await pressNamed(session, 'Backspace', 'Backspace', 8);
    expect((await boxesShown(page, '.entry__words')).at(-1)).toEqual(['C', 'A', 'M', 'I', 'O']);
    await typeOnLayout(session, 'n');

    await pressNamed(session, 'Tab', 'Tab', 9);
    await page.waitForSelector('[data-screen=verdict]');
    expect(await verdictSpoken(page)).toContain('ACCEPTABLE');
    expect(await boxesShown(page, '.verdict__words')).toEqual([
      ['CH', 'I', 'C', 'O'],
      ['N', 'I', 'Ñ', 'O'],
      ['C', 'A', 'M', 'I', 'O', 'N'],
    ]);
    await screenshot(page, 'verdict-spanish');
    const entry = [...station.log.entries()].filter((logged) => logged.kind === 'adjudication').at(-1);
    expect(entry?.words).toEqual(['[CH]ICO', 'NIÑO', 'CAMION']);
  });

  it('refuses K, naming the Spanish alphabet, and removes CH in one Backspace', async () => {
    const { page } = await startIn('spanish');
    const session = await page.context().newCDPSession(page);
    await page.keyboard.press('1');
    await typeOnLayout(session, 'chk');
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe('K is not a tile here (Spanish tiles).');
    expect(await boxesShown(page, '.entry__words')).toEqual([['CH']]);
    await pressNamed(session, 'Backspace', 'Backspace', 8);
    expect(await boxesShown(page, '.entry__words')).toEqual([]);
  });

  it('looks the same whichever word failed: screen, tree and spoken words', async () => {
    const { page } = await startIn('spanish');
    const session = await page.context().newCDPSession(page);
    const verdictScreen = async (words: string): Promise<{ html: string; tree: string }> => {
      await page.keyboard.press('2');
      await typeOnLayout(session, words);
      await pressNamed(session, 'Tab', 'Tab', 9);
      await page.waitForSelector('[data-screen=verdict]');
      // Each word's boxes and spoken spelling made one, so only the verdict itself can differ.
      const html = (await page.innerHTML('main'))
        .replaceAll(
          /<li aria-label="[^"]*"><span class="tiles" aria-hidden="true">.*?<\/span><\/span><\/li>/gu,
          'WORD',
        )
        .replaceAll(/CH I C O|X Q Z T/gu, 'WORD');
      const tree = treeText(await accessibilityTree(page)).replaceAll(
        /CH I C O|X Q Z T|\[CH\]ICO|XQZT/gu,
        'WORD',
      );
      await page.waitForTimeout(1_100);
      await pressNamed(session, ' ', 'Space', 32);
      await page.waitForSelector('[data-screen=ready]');
      return { html, tree };
    };
    const validFirst = await verdictScreen('chico xqzt');
    const invalidFirst = await verdictScreen('xqzt chico');
    expect(validFirst.html).toContain('UNACCEPTABLE');
    expect(invalidFirst.html).toBe(validFirst.html);
    expect(invalidFirst.tree).toBe(validFirst.tree);
  });
});

describe('a Catalan challenge in Chromium', () => {
  it('judges COL·LECTAT (L·L one tile) valid and COLLECTAT (two L tiles) invalid', async () => {
    const { page, station } = await startIn('catalan');
    const session = await page.context().newCDPSession(page);
    await page.keyboard.press('1');
    await typeOnLayout(session, 'col·lectat');
    expect(await boxesShown(page, '.entry__words')).toEqual([['C', 'O', 'L·L', 'E', 'C', 'T', 'A', 'T']]);
    expect(await page.locator('.entry__hints').innerText()).toContain('L·L: L·L, L.L, or W');
    await screenshot(page, 'entry-catalan');
    await pressNamed(session, 'Tab', 'Tab', 9);
    await page.waitForSelector('[data-screen=verdict]');
    expect(await verdictSpoken(page)).toContain('ACCEPTABLE');
    expect(await verdictSpoken(page)).not.toContain('UNACCEPTABLE');
    await screenshot(page, 'verdict-catalan');
    await page.waitForTimeout(1_100);
    await pressNamed(session, ' ', 'Space', 32);
    await page.waitForSelector('[data-screen=ready]');

    await page.keyboard.press('1');
    await typeOnLayout(session, 'collectat');
    expect(await boxesShown(page, '.entry__words')).toEqual([['C', 'O', 'L', 'L', 'E', 'C', 'T', 'A', 'T']]);
    await pressNamed(session, 'Tab', 'Tab', 9);
    await page.waitForSelector('[data-screen=verdict]');
    expect(await verdictSpoken(page)).toContain('UNACCEPTABLE');
    const words = [...station.log.entries()]
      .filter((logged) => logged.kind === 'adjudication')
      .map((logged) => logged.words);
    expect(words).toEqual([['CO[L·L]ECTAT'], ['COLLECTAT']]);
  });

  it('shows L· as an unfinished tile until the second L, and takes Ç from the layout', async () => {
    const { page } = await startIn('catalan');
    const session = await page.context().newCDPSession(page);
    await page.keyboard.press('2');
    await typeOnLayout(session, 'col·');
    expect(await page.locator('.entry__words .tile--pending').innerText()).toBe('·');
    await typeOnLayout(session, 'lectat força');
    expect((await boxesShown(page, '.entry__words')).at(-1)).toEqual(['F', 'O', 'R', 'Ç', 'A']);
    await pressNamed(session, 'Tab', 'Tab', 9);
    await page.waitForSelector('[data-screen=verdict]');
    expect(await verdictSpoken(page)).toContain('ACCEPTABLE');
  });
});
