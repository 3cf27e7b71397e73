import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../electron/core/station/station-config.ts';
import type { Station } from '../../electron/core/station/station.ts';
import { accessibilityTree, type TreeNode } from './accessibility-tree.ts';
import {
  typeKeys,
  type KioskFixture,
  type KioskFixtureOptions,
  type MarkedLook,
  screenshot,
} from '../support/kiosk-fixture.ts';
import { useKiosks } from '../support/kiosk-suite.ts';

const openKiosk = useKiosks();

async function start(
  prepare?: (station: Station) => void,
  options?: KioskFixtureOptions,
): Promise<KioskFixture> {
  const kiosk = await openKiosk(prepare, options);
  await kiosk.page.waitForSelector('[data-screen=ready]');
  return kiosk;
}

/** Plays one challenge from the ready screen and waits for its verdict. */
async function challenge(page: Page, words: readonly string[]): Promise<void> {
  await page.keyboard.press(String(words.length));
  await typeKeys(page, words.join(' '));
  await page.keyboard.press('Tab');
  await page.waitForSelector('[data-screen=verdict]');
}

/** The nodes of one role in what Chromium gives screen readers. */
async function nodesOf(page: Page, role: string): Promise<TreeNode[]> {
  return (await accessibilityTree(page)).filter((node) => node.role === role);
}

// Runs in the page: watches the kiosk's live region and notes its text after each change, and keeps
// the element itself, so a test can tell that it was neither changed nor replaced (either is spoken).
const WATCH_LIVE_REGION = `(() => {
  const region = document.querySelector('[role=status]');
  const watch = { region, spoken: [] };
  new MutationObserver(() => watch.spoken.push(region.textContent)).observe(region, {
    subtree: true, childList: true, characterData: true,
  });
  Object.defineProperty(window, '__liveRegion', { value: watch });
})()`;

describe('what a screen reader is given', () => {
  it('speaks the verdict once, in words, as it appears, and nothing again on the keys pressed during it', async () => {
    const { page } = await start(undefined, { fakeClock: true, timings: DEFAULT_CONFIG.timings });
    // The region is there, empty, before any verdict: text put into it is what gets spoken.
    const [region] = await nodesOf(page, 'status');
    expect(region?.properties).toMatchObject({ live: 'polite', atomic: true });
    expect(await page.getByRole('status').textContent()).toBe('');
    await page.evaluate(WATCH_LIVE_REGION);

    await challenge(page, ['cat', 'xqzt']);
    expect(await page.evaluate<string[]>('window.__liveRegion.spoken')).toEqual(['Verdict: UNACCEPTABLE']);
    // On screen, the verdict is the page's heading, in words; the icon is decoration.
    expect(await nodesOf(page, 'heading')).toMatchObject([
      { name: 'UNACCEPTABLE', properties: { level: 1 } },
    ]);

    for (const key of ['Escape', 'Space', 'a', '1', 'Tab', 'Enter']) await page.keyboard.press(key);
    expect(await page.getAttribute('main', 'data-screen')).toBe('verdict');
    expect(await page.evaluate<string[]>('window.__liveRegion.spoken')).toEqual(['Verdict: UNACCEPTABLE']);
    expect(
      await page.evaluate<boolean>("window.__liveRegion.region === document.querySelector('[role=status]')"),
    ).toBe(true);

    await page.clock.runFor(1_000);
    await page.keyboard.press('Space');
    await page.waitForSelector('[data-screen=ready]');
    await challenge(page, ['cat']);
    expect(await page.evaluate<string[]>('window.__liveRegion.spoken')).toEqual([
      'Verdict: UNACCEPTABLE',
      '',
      'Verdict: ACCEPTABLE',
    ]);
  });

  it('spells each typed word tile by tile, on the entry screen and the verdict', async () => {
    const { page } = await start();
    await page.keyboard.press('3');
    await typeKeys(page, 'qi zax');
    expect((await nodesOf(page, 'listitem')).map((node) => node.name)).toEqual(['Q I', 'Z A X']);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Space');
    expect((await nodesOf(page, 'listitem')).map((node) => node.name)).toEqual(['Q I', 'Z A', 'empty']);
    await typeKeys(page, 'jo');
    await page.keyboard.press('Tab');
    await page.waitForSelector('[data-screen=verdict]');
    expect((await nodesOf(page, 'listitem')).map((node) => node.name)).toEqual(['Q I', 'Z A', 'J O']);
  });
});

/** How the verdict reads, in the page's computed styles. */
interface VerdictLook extends MarkedLook {
  readonly word: string;
}

async function verdictLook(page: Page): Promise<VerdictLook> {
  return page.evaluate<VerdictLook>(`(() => {
    const verdict = getComputedStyle(document.querySelector('section.verdict'));
    return {
      word: document.querySelector('h1').lastChild.textContent,
      icon: document.querySelector('.verdict__icon').textContent,
      borderStyle: verdict.borderTopStyle,
      borderWidth: verdict.borderTopWidth,
      borderColor: verdict.borderTopColor,
      color: verdict.color,
      background: verdict.backgroundColor,
    };
  })()`);
}

describe('the operating system’s settings', () => {
  it('in forced colours (high contrast) and reduced motion, tells the verdicts apart without colour or movement', async () => {
    const { page } = await start();
    await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' });
    expect(
      await page.evaluate<boolean>(
        "matchMedia('(forced-colors: active) and (prefers-reduced-motion: reduce)').matches",
      ),
    ).toBe(true);

    await challenge(page, ['cat']);
    const acceptable = await verdictLook(page);
    await screenshot(page, 'verdict-acceptable-forced-colors');
    await page.waitForTimeout(1_050);
    await page.keyboard.press('Space');
    await page.waitForSelector('[data-screen=ready]');
    await challenge(page, ['cat', 'xqzt']);
    const unacceptable = await verdictLook(page);
    await screenshot(page, 'verdict-unacceptable-forced-colors');

    // The system's colours replace green and red: both verdicts have the same colours...
    expect(unacceptable.background).toBe(acceptable.background);
    expect(unacceptable.color).toBe(acceptable.color);
    // ...in which the border is drawn as the text is, so it shows, and the word, icon and style differ.
    expect(acceptable.borderColor).toBe(acceptable.color);
    expect(unacceptable.borderColor).toBe(unacceptable.color);
    expect(acceptable.borderColor).not.toBe(acceptable.background);
    expect(acceptable).toMatchObject({ word: 'ACCEPTABLE', icon: '✔', borderStyle: 'solid' });
    expect(unacceptable).toMatchObject({ word: 'UNACCEPTABLE', icon: '✖', borderStyle: 'double' });
    expect(Number.parseFloat(unacceptable.borderWidth)).toBeGreaterThanOrEqual(10);

    // Nothing moves: no animation runs and no element has a transition.
    const moving = await page.evaluate<number>(`document.getAnimations().length +
      [...document.querySelectorAll('*')].filter((element) => {
        const style = getComputedStyle(element);
        return style.animationName !== 'none' || style.transitionDuration.split(',').some((d) => parseFloat(d) > 0);
      }).length`);
    expect(moving).toBe(0);
  });

  it('follows the director’s text size, and the browser’s own text size when that is larger', async () => {
    const rootSize = (page: Page) =>
      page.evaluate<number>('parseFloat(getComputedStyle(document.documentElement).fontSize)');
    const first = await start();
    const standardPage = first.page;
    const standard = await rootSize(standardPage);
    // The system's text size reaches the page as the browser's default font size.
    const session = await standardPage.context().newCDPSession(standardPage);
    await session.send('Page.setFontSizes', { fontSizes: { standard: 40 } });
    await expect.poll(() => rootSize(standardPage)).toBe(40);
    await session.detach();
    await first.close();

    const { page } = await start((station) => station.profile.updateConfig({ textSize: 'largest' }));
    const largest = await rootSize(page);
    expect(largest).toBeGreaterThan(standard * 1.4);
    // The longest play still fits the screen's width at the largest size: nothing to scroll sideways.
    await challenge(page, ['abcdefghijklmno', 'abcdefghijklmno', 'abcdefghijklmno']);
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= innerWidth')).toBe(true);
  });
});
