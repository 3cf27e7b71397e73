// "Starting…" is the first thing a hall sees of each kiosk, before the station has answered: it is
// said in the language the kiosk last spoke on that machine (kept in the page's own storage), and
// in English only the first time. Chromium against the real web station, the state held back.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../electron/ipc/channels.ts';
import type { Station } from '../../electron/core/station/station.ts';
import { useKiosks } from '../support/kiosk-suite.ts';

const openKiosk = useKiosks();

/** Reloads the kiosk with the station's answer to its state held back, and returns what it says meanwhile. */
async function startingScreen(page: Page): Promise<{ text: string; lang: string | null }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const isState = (url: URL) => decodeURIComponent(url.pathname) === `/api/${CHANNELS.kioskState}`;
  // Every ask is held until released (an ask of the page before the reload goes with it, unanswered).
  await page.route(isState, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  try {
    await page.reload();
    await page.waitForSelector('main[data-screen=loading]');
    return { text: (await page.textContent('h1')) ?? '', lang: await page.getAttribute('main', 'lang') };
  } finally {
    release();
    await page.unroute(isState);
  }
}

describe('the kiosk at its start', () => {
  it('says "Starting…" in the language it last spoke there, and in English the first time', async () => {
    const { page } = await openKiosk((station: Station) => station.profile.updateConfig({ language: 'pl' }));
    await page.waitForSelector('[data-screen=ready]');
    expect(await page.getAttribute('main', 'lang')).toBe('pl');

    // The browser started again: Polish before the station answers.
    expect(await startingScreen(page)).toEqual({ text: 'Uruchamianie…', lang: 'pl' });
    await page.waitForSelector('[data-screen=ready]');

    // A browser that never showed this kiosk (its storage empty): English.
    await page.evaluate(() => localStorage.clear());
    expect(await startingScreen(page)).toEqual({ text: 'Starting…', lang: 'en' });
    await page.waitForSelector('[data-screen=ready]');
    expect(await page.getAttribute('main', 'lang')).toBe('pl');
  });
});
