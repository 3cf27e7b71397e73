// The director console in every station language: each main page axe-clean, and fitting
// the window from 800×600 to 3840×2160 with no sideways scroll and nothing cut. A page may scroll
// down (the station page is long); it may not run off the right edge, nor any text past its box.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { KIOSK_LANGUAGES, type KioskLanguage } from '../../electron/common/kiosk-languages.ts';
import type { DirectorPage } from '../../renderer/src/console/console-machine.ts';
import { PAGE_TITLES } from '../../renderer/src/console/page-titles.ts';
import { CONSOLE_MESSAGES } from '../../renderer/src/console/i18n/console-messages.ts';
import { axeReport, describeViolations } from './axe.ts';
import { DIRECTOR_PIN, pressConsoleChord, useConsoleStations, writeWordList } from './console-fixture.ts';

const openConsoleStation = useConsoleStations();

const SIZES = [
  [800, 600],
  [3840, 2160],
] as const;

/** The pages measured, in the menu's order; quitting asks before it acts, so opening it is safe. */
const PAGES: readonly DirectorPage[] = ['station', 'lexicons', 'log', 'review', 'export', 'quit'];

// Runs in the page. Elements hidden for screen readers only are skipped; inline boxes have no scroll
// size of their own, so only their bounds are checked.
const MEASURE = `(() => {
  const problems = [];
  const vw = innerWidth, doc = document.documentElement;
  if (doc.scrollWidth > vw) problems.push('the page scrolls sideways (' + doc.scrollWidth + ' > ' + vw + ')');
  const name = (el) => el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') + ' "' + (el.textContent || '').slice(0, 30) + '"';
  for (const el of document.querySelectorAll('.console, .console *')) {
    if (el.closest('.visually-hidden')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.left < -0.5 || r.right > vw + 0.5) {
      problems.push(name(el) + ' runs past the window (' + Math.round(r.left) + '–' + Math.round(r.right) + ')');
    }
    if (getComputedStyle(el).display === 'inline') continue;
    if (el.scrollWidth > el.clientWidth + 1) problems.push(name(el) + ' is wider than its box (' + el.scrollWidth + ' > ' + el.clientWidth + ')');
    if (el.scrollHeight > el.clientHeight + 2) problems.push(name(el) + ' is taller than its box (' + el.scrollHeight + ' > ' + el.clientHeight + ')');
  }
  return problems;
})()`;

/** What does not fit now, at each size, described for the failure message. */
async function misfits(page: Page, screen: string): Promise<string[]> {
  const found: string[] = [];
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    // Two frames: the resize is laid out before measuring.
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    const problems = await page.evaluate<string[]>(MEASURE);
    found.push(...problems.map((problem) => `${screen} at ${width}×${height}: ${problem}`));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}

/** Axe's findings on the screen as it is, as one line per screen when clean. */
async function accessibility(page: Page, screen: string): Promise<string> {
  const { rulesRun, violations } = await axeReport(page);
  // axe runs about 90 rules with these tags; far fewer would mean it measured little.
  expect(rulesRun).toBeGreaterThan(60);
  return describeViolations(screen, violations);
}

describe.each(KIOSK_LANGUAGES)('the console in %s', (language: KioskLanguage) => {
  const say = CONSOLE_MESSAGES[language];

  it('is accessible and fits 800×600 to 3840×2160 on its main pages', { timeout: 90_000 }, async () => {
    const { page } = await openConsoleStation({
      prepare: (station, files) => {
        station.profile.updateConfig({ language, tableEntry: true, round: 3 });
        // A second lexicon: the comparison and words-by-length panels are measured too.
        station.importer.importFile(writeWordList(files, 'list.txt', ['cat', 'dog', 'zebra']), 'LIST');
        station.judge({ words: ['cat', 'xqzt'], source: 'kiosk', round: 3, table: 12 });
      },
    });
    const problems: string[] = [];
    const clean: string[] = [];
    const expectClean: string[] = [];
    const measure = async (screen: string) => {
      const name = `${language} ${screen}`;
      clean.push(await accessibility(page, name));
      expectClean.push(`${name}: no accessibility violations`);
      problems.push(...(await misfits(page, name)));
    };

    await pressConsoleChord(page);
    await page.getByRole('heading', { level: 1, name: say['unlock.title'] }).waitFor();
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe(language);
    await measure('unlock');
    await page.getByLabel(say['unlock.pin'], { exact: true }).fill(DIRECTOR_PIN);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: say['director.menu'] });
    await menu.waitFor();

    for (const director of PAGES) {
      const title = say[PAGE_TITLES[director]];
      await menu.getByRole('button', { name: title, exact: true }).click();
      await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
      if (director === 'review') {
        await page.getByRole('button', { name: say['review.latest'] }).click();
        await page.locator('#reviewed-title').waitFor();
      }
      if (director === 'log') await page.getByRole('table').waitFor();
      await measure(director);
    }
    expect(clean).toEqual(expectClean);
    expect(problems).toEqual([]);
  });
});
