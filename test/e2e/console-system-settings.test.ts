// The console under the operating system's settings for people who need them: high contrast (forced
// colours) and reduced motion. The kiosk's verdicts are checked in kiosk-accessibility.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MarkedLook } from '../support/kiosk-fixture.ts';
import { alertSays, openPage, statusSays, unlockConsole, useConsoleStations } from './console-fixture.ts';

const openConsoleStation = useConsoleStations();

/** How the message shown in a live region with `role` looks: its icon, border and colours. */
function noticeLook(page: Page, role: 'status' | 'alert'): Promise<MarkedLook> {
  return page.evaluate<MarkedLook>(`(() => {
    const notice = [...document.querySelectorAll('[role=${role}].notice')].find((n) => n.textContent !== '');
    const style = getComputedStyle(notice);
    return {
      icon: getComputedStyle(notice, '::before').content,
      borderStyle: style.borderTopStyle + ' ' + style.borderLeftStyle,
      borderWidth: style.borderLeftWidth,
      borderColor: style.borderLeftColor,
      color: style.color,
      background: style.backgroundColor,
    };
  })()`);
}

/** Animations running and elements with a transition, anywhere in the page. */
function moving(page: Page): Promise<number> {
  return page.evaluate<number>(`document.getAnimations().length +
    [...document.querySelectorAll('*')].filter((element) => {
      const style = getComputedStyle(element);
      return style.animationName !== 'none' || style.transitionDuration.split(',').some((d) => parseFloat(d) > 0);
    }).length`);
}

describe('the console under the operating system’s settings', () => {
  it('in forced colours and reduced motion, tells a refusal from good news without colour; nothing moves', async () => {
    const { page } = await openConsoleStation();
    await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' });
    await unlockConsole(page);
    await openPage(page, 'Station');

    await page.getByLabel('Current round').fill('0');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await alertSays(page, 'from 1 to 999');
    const refusal = await noticeLook(page, 'alert');
    await page.getByLabel('Current round').fill('2');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await statusSays(page, 'Settings saved');
    const goodNews = await noticeLook(page, 'status');

    // The system's colours replace green and red: both messages have the same colours...
    expect(refusal.background).toBe(goodNews.background);
    expect(refusal.color).toBe(goodNews.color);
    // ...so each keeps its own icon and border, drawn in the text's colour so that it shows.
    expect(refusal.icon).toMatch(/^"✖/u);
    expect(refusal.borderStyle).toBe('double double');
    expect(goodNews.icon).toMatch(/^"✔/u);
    expect(goodNews.borderStyle).toBe('none solid');
    expect(refusal.borderColor).toBe(refusal.color);
    expect(Number.parseFloat(refusal.borderWidth)).toBeGreaterThan(0);

    // Measured without reduced motion, which would switch any animation off before it is counted:
    // nothing on a console page moves in the first place.
    await page.emulateMedia({ reducedMotion: 'no-preference', forcedColors: 'active' });
    const pages = page.getByRole('navigation').getByRole('button');
    const titles = await pages.allInnerTexts();
    expect(titles.length).toBeGreaterThan(4);
    for (const title of titles) {
      await openPage(page, title.trim());
      expect(await moving(page), `${title} page`).toBe(0);
    }
  });
});
