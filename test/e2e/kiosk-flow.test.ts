import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../electron/core/log/log-entry.ts';
import { DEFAULT_CONFIG } from '../../electron/core/station/station-config.ts';
import type { Station } from '../../electron/core/station/station.ts';
import { accessibilityTree, treeText } from './accessibility-tree.ts';
import {
  typeKeys,
  verdictSpoken,
  type KioskFixture,
  type KioskFixtureOptions,
  screenshot,
} from '../support/kiosk-fixture.ts';
import { useKiosks } from '../support/kiosk-suite.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const openKiosk = useKiosks();

async function start(
  prepare?: Parameters<typeof openKiosk>[0],
  options?: KioskFixtureOptions,
): Promise<KioskFixture> {
  const kiosk = await openKiosk(prepare, options);
  const { page } = kiosk;
  await expect.poll(() => screenName(page)).not.toBe('loading');
  return kiosk;
}

/** A kiosk on the station's own timings (1 s, 10 s, 30 s), whose page time the test moves itself. */
function startOnFakeClock(): Promise<KioskFixture> {
  return start(undefined, { fakeClock: true, timings: DEFAULT_CONFIG.timings });
}

function screenName(page: Page): Promise<string | null> {
  return page.getAttribute('main', 'data-screen');
}

/** How the verdict reads without colour: its icon, its class (which sets the border) and border style. */
async function verdictLook(
  page: Page,
): Promise<{ icon: string | null; className: string | null; border: string }> {
  return {
    icon: await page.locator('.verdict__icon').textContent(),
    className: await page.locator('section.verdict').getAttribute('class'),
    border: await page.evaluate<string>(
      "getComputedStyle(document.querySelector('section.verdict')).borderTopStyle",
    ),
  };
}

/** The browser's history length, read at load to check that a challenge adds nothing to it. */
function historyLength(page: Page): Promise<number> {
  return page.evaluate<number>('history.length');
}

/**
 * Nothing of a challenge is left in the page once it is cleared: no storage, no history entry, no
 * field that could hold text, and none of its words anywhere in the document, spelled out or not.
 */
async function expectNothingKept(page: Page, words: readonly string[], historyAtLoad: number): Promise<void> {
  // The page keeps one thing of its own: the language it speaks, for its next start.
  expect(await page.evaluate<string[]>('Object.keys(localStorage)')).toEqual([
    'challenge-station.kiosk-language',
  ]);
  expect(await page.evaluate<string | null>("localStorage.getItem('challenge-station.kiosk-language')")).toBe(
    'en',
  );
  expect(await page.evaluate<number>('sessionStorage.length')).toBe(0);
  expect(await page.evaluate<string>('document.cookie')).toBe('');
  expect(await historyLength(page)).toBe(historyAtLoad);
  expect(await page.locator('input, textarea, select, [contenteditable]').count()).toBe(0);
  const html = await page.evaluate<string>('document.documentElement.outerHTML');
  // Nor as a screen reader was given them, tile by tile; and the live region has nothing left to say.
  for (const word of words) {
    expect(html).not.toMatch(wholeWord(word));
    expect(html).not.toMatch(wholeWord(Array.from(word).join(' ')));
  }
  expect(await page.getByRole('status').textContent()).toBe('');
}

/** A word on its own, in any case ("QUI" but not the "equi" of http-equiv). */
function wholeWord(word: string): RegExp {
  return new RegExp(`(?<![A-Za-z])${word}(?![A-Za-z])`, 'iu');
}

describe('the challenge flow in a real browser', () => {
  it('judges an acceptable play and logs it', async () => {
    const { page, station } = await start();
    await expect.poll(() => page.textContent('main')).toContain('How many words are challenged?');
    await expect.poll(() => page.textContent('main')).toContain('DEMO — not for tournament play');
    await screenshot(page, 'ready');
    await page.keyboard.press('2');
    await typeKeys(page, 'cat dog');
    await expect
      .poll(() => page.textContent('main'))
      .toContain('The player whose play was challenged presses TAB');
    await screenshot(page, 'entry');
    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toBe('Verdict: ACCEPTABLE');
    expect(await page.textContent('main')).toContain('CAT');
    // Read without colour: its own icon and border, unlike the unacceptable verdict's (below).
    expect(await verdictLook(page)).toEqual({
      icon: '✔',
      className: 'verdict verdict--acceptable',
      border: 'solid',
    });
    await screenshot(page, 'verdict-acceptable');
    const [entry] = adjudications(station);
    expect(entry).toMatchObject({ words: ['CAT', 'DOG'], verdict: 'ACCEPTABLE', source: 'kiosk' });
  });

  it('judges an unacceptable play without saying which word failed', async () => {
    const { page, station } = await start();
    await page.keyboard.press('2');
    await typeKeys(page, 'cat xqzt');
    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toBe('Verdict: UNACCEPTABLE');
    expect(await verdictLook(page)).toEqual({
      icon: '✖',
      className: 'verdict verdict--unacceptable',
      border: 'double',
    });
    await screenshot(page, 'verdict-unacceptable');
    expect(adjudications(station).map((entry) => entry.verdict)).toEqual(['UNACCEPTABLE']);
  });

  it('refuses bad characters, a 16th letter and an extra word at once, in plain words', async () => {
    const { page } = await start();
    await page.keyboard.press('1');
    await page.keyboard.press('7');
    await expect.poll(() => page.textContent('[role=alert]')).toContain('“7” is not a letter');
    await typeKeys(page, 'abcdefghijklmnop');
    await expect.poll(() => page.textContent('[role=alert]')).toContain('at most 15 letters');
    expect(await page.textContent('ol[aria-label="Challenged words"]')).toBe('ABCDEFGHIJKLMNO');
    await page.keyboard.press('Space');
    await expect.poll(() => page.textContent('[role=alert]')).toContain('This challenge has 1 word');
  });

  it('types nothing for a key pressed with Ctrl, Alt or Meta: Ctrl+V is not V', async () => {
    const { page } = await start();
    await page.keyboard.press('1');
    await typeKeys(page, 'ca');
    const hint = await page.textContent('[role=alert]');
    for (const chord of ['Control+V', 'Control+Shift+V', 'Alt+S', 'Meta+E', 'Control+Alt+Z', 'Control+Space'])
      await page.keyboard.press(chord);
    await typeKeys(page, 't');
    await expect.poll(() => page.textContent('ol[aria-label="Challenged words"]')).toBe('CAT');
    expect(await page.textContent('[role=alert]')).toBe(hint);
  });

  // `npm start`'s browser profile keeps the address it opened, secret and all, in its history.
  it('opens from its address once: a reload keeps the session, the address used again gets nothing', async () => {
    const { page, web, station } = await start();
    expect(await screenName(page)).toBe('ready');
    expect(page.url()).not.toContain('secret');
    await page.reload();
    await expect.poll(() => screenName(page)).toBe('ready');
    // Another context of the same browser: no cookie, no storage, only the address.
    const browser = page.context().browser();
    if (browser === null) throw new Error('The kiosk page has no browser.');
    const thief = await browser.newContext();
    try {
      const stolen = await thief.newPage();
      await stolen.goto(web.url);
      await expect.poll(() => screenName(stolen)).toBe('unavailable');
      // It has no session: it is told to call the director, as a page whose session ended is.
      expect(await stolen.textContent('main')).toContain('This page must be opened again');
      await stolen.keyboard.press('1');
      await typeKeys(stolen, 'qi');
      await stolen.keyboard.press('Tab');
      expect(adjudications(station)).toEqual([]);
    } finally {
      await thief.close();
    }
  });

  it('keeps the browser’s context menu shut', async () => {
    const { page } = await start();
    const prevented = await page.evaluate<boolean>(
      "(() => { const e = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }); document.querySelector('main').dispatchEvent(e); return e.defaultPrevented; })()",
    );
    expect(prevented).toBe(true);
  });

  it('says what is missing when Tab comes too early, and edits with Backspace and Esc', async () => {
    const { page } = await start();
    await page.keyboard.press('3');
    await typeKeys(page, 'cat dox');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.textContent('[role=alert]')).toContain('1 more word to type');
    await page.keyboard.press('Backspace');
    await typeKeys(page, 'g');
    expect(await page.textContent('ol[aria-label="Challenged words"]')).toBe('CATDOG');
    await page.keyboard.press('Escape');
    expect(await page.textContent('ol[aria-label="Challenged words"]')).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.textContent('main')).toContain('How many words are challenged?');
  });

  it('keeps the word break when Backspace removes the last letter of a word, until Backspace again', async () => {
    const { page } = await start();
    const wordsShown = (): Promise<string[]> =>
      page.evaluate<string[]>(
        "[...document.querySelectorAll('.entry__words > li')].map((li) => li.textContent)",
      );
    await page.keyboard.press('2');
    await typeKeys(page, 'cat d');
    await page.keyboard.press('Backspace');
    expect(await wordsShown()).toEqual(['CAT', '']);
    await typeKeys(page, 'dog');
    expect(await wordsShown()).toEqual(['CAT', 'DOG']);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await wordsShown()).toEqual(['CAT']);
  });

  it('keeps the verdict at least 1 s whatever is pressed, then clears on any key, leaving nothing', async () => {
    const { page } = await startOnFakeClock();
    const historyAtLoad = await historyLength(page);
    await page.keyboard.press('2');
    await typeKeys(page, 'jinx quiz');
    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toBe('Verdict: ACCEPTABLE');
    expect(await page.evaluate<string>('document.documentElement.outerHTML')).toMatch(wholeWord('jinx'));
    for (const key of ['Escape', 'Space', 'Enter', 'Tab', 'Backspace', '1', 'a']) {
      await page.keyboard.press(key);
      expect(await screenName(page), key).toBe('verdict');
    }
    await page.clock.runFor(900);
    await page.keyboard.press('Space');
    expect(await screenName(page)).toBe('verdict');
    await page.clock.runFor(100);
    await page.keyboard.press('Escape');
    await expect.poll(() => screenName(page)).toBe('ready');
    await expectNothingKept(page, ['JINX', 'QUIZ'], historyAtLoad);
  });

  it('swallows a key held down through the verdict: its repeats neither clear it nor type the table number', async () => {
    const { page } = await start((station) => station.profile.updateConfig({ tableEntry: true }), {
      fakeClock: true,
      timings: DEFAULT_CONFIG.timings,
    });
    await page.waitForSelector('[data-screen=table]');
    await typeKeys(page, '12');
    await page.keyboard.press('Enter');
    await page.keyboard.press('1');
    await typeKeys(page, 'jinx');
    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toBe('Verdict: ACCEPTABLE');
    // Pressed during the minimum display and held: the system repeats it past the second.
    await page.keyboard.down('5');
    await page.clock.runFor(1_000);
    for (let repeat = 0; repeat < 3; repeat += 1) await page.keyboard.down('5');
    expect(await screenName(page)).toBe('verdict');
    // A new press clears it; the key still held goes on repeating into the table screen, unread.
    await page.keyboard.press('Escape');
    await expect.poll(() => screenName(page)).toBe('table');
    for (let repeat = 0; repeat < 3; repeat += 1) await page.keyboard.down('5');
    await page.keyboard.up('5');
    expect(await page.locator('.table__digits').textContent()).toBe('');
    await page.keyboard.press('7');
    expect(await page.locator('.table__digits').textContent()).toBe('7');
  });

  it('clears the verdict by itself after 10 s, and an unjudged entry after 30 s without a key', async () => {
    const { page } = await startOnFakeClock();
    const historyAtLoad = await historyLength(page);
    await page.keyboard.press('1');
    await typeKeys(page, 'jinx');
    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toBe('Verdict: ACCEPTABLE');
    await page.clock.runFor(9_999);
    expect(await screenName(page)).toBe('verdict');
    await page.clock.runFor(1);
    await expect.poll(() => screenName(page)).toBe('ready');
    await expectNothingKept(page, ['JINX'], historyAtLoad);

    await page.keyboard.press('1');
    await typeKeys(page, 'quiz');
    await page.clock.runFor(20_000);
    // A key restarts the 30 s.
    await page.keyboard.press('Backspace');
    await page.clock.runFor(29_999);
    expect(await screenName(page)).toBe('entry');
    expect(await page.textContent('ol[aria-label="Challenged words"]')).toBe('QUI');
    await page.clock.runFor(1);
    await expect.poll(() => screenName(page)).toBe('ready');
    await expectNothingKept(page, ['QUIZ', 'QUI'], historyAtLoad);
  });

  it('offers two lexicons, chosen by key, and judges with the one chosen', async () => {
    const { page, station } = await start((opened) => {
      const list = join(tempDir(), 'small.txt');
      writeFileSync(list, 'QI\nZA\n');
      opened.importer.importFile(list, 'SMALL');
      opened.lexicons.offer(['SMALL', 'DEMO']);
    });
    await expect.poll(() => page.textContent('main')).toContain('Which lexicon?');
    await screenshot(page, 'choose-lexicon');
    await page.keyboard.press('2');
    await page.keyboard.press('1');
    await typeKeys(page, 'cat');
    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toBe('Verdict: ACCEPTABLE');
    expect(adjudications(station)[0]?.lexiconName).toBe('DEMO');
  });

  it('fails closed when the log cannot be written, and recovers when the fault clears', async () => {
    const { page, db } = await start();
    db.pragma(`max_page_count = ${String(db.pragma('page_count', { simple: true }))}`);
    // Each adjudication needs room in the database; within a few the disk is "full".
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await page.keyboard.press('8');
      await typeKeys(page, 'cat dog cat dog cat dog cat dog');
      await page.keyboard.press('Tab');
      await page.waitForSelector('[data-screen=verdict], [data-screen=unavailable]');
      if ((await page.locator('[data-screen=unavailable]').count()) > 0) break;
      await page.waitForTimeout(1_050);
      await page.keyboard.press('Space');
    }
    await expect
      .poll(() => page.textContent('main'))
      .toContain('This station cannot record challenges — please call the director');
    expect(await page.getByRole('status').textContent()).toBe('');
    await screenshot(page, 'fault');
    db.pragma('max_page_count = 1073741823');
    await expect.poll(() => page.textContent('main')).toContain('How many words are challenged?');
  }, 90_000); // up to 40 challenges of 8 words with a 1 s verdict each: 14 s seen, more under load

  it('shows the same verdict screen and screen-reader tree whichever word failed, and reports Tab-to-verdict time', async () => {
    const { page, station } = await startOnFakeClock();
    const verdictScreen = async (words: string): Promise<{ html: string; tree: string; ms: number }> => {
      await page.keyboard.press('2');
      await typeKeys(page, words);
      const started = Date.now();
      await page.keyboard.press('Tab');
      await page.waitForSelector('[data-screen=verdict]');
      const ms = Date.now() - started;
      const html = (await page.innerHTML('main'))
        .replaceAll('X Q Z T', 'W1')
        .replaceAll('C A T', 'W2')
        .replaceAll('XQZT', 'W1')
        .replaceAll('CAT', 'W2');
      // What a screen reader is given, with both words (typed, and spelled tile by tile) made one.
      const tree = treeText(await accessibilityTree(page)).replaceAll(/X Q Z T|C A T|XQZT|CAT/gu, 'WORD');
      await page.clock.runFor(1_000);
      await page.keyboard.press('Space');
      await page.waitForSelector('[data-screen=ready]');
      return { html, tree, ms };
    };
    const validFirst = await verdictScreen('cat xqzt');
    const invalidFirst = await verdictScreen('xqzt cat');
    // Only the words differ; normalise their order so the two screens can be compared whole.
    const swap = (html: string) =>
      html.replace(
        /<li aria-label="W2">W2<\/li><li aria-label="W1">W1<\/li>/u,
        '<li aria-label="W1">W1</li><li aria-label="W2">W2</li>',
      );
    expect(swap(invalidFirst.html)).toBe(swap(validFirst.html));
    expect(validFirst.html).toContain('UNACCEPTABLE');
    expect(invalidFirst.tree).toBe(validFirst.tree);
    expect(validFirst.tree).toContain(
      'status "" {"live":"polite","atomic":true,"relevant":"additions text"}',
    );
    expect(validFirst.tree).toContain('StaticText "Verdict: UNACCEPTABLE"');
    expect(adjudications(station).map((entry) => entry.words)).toEqual([
      ['CAT', 'XQZT'],
      ['XQZT', 'CAT'],
    ]);
    console.log(`Tab to verdict: ${validFirst.ms} ms and ${invalidFirst.ms} ms`);
  });
});

/** The challenges in the log, without set-up's and imports' own entries. */
function adjudications(station: Station): LogEntry[] {
  return [...station.log.entries()].filter((entry) => entry.kind === 'adjudication');
}
