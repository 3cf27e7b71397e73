// "Starting…" is the first thing a hall sees of each kiosk, before the station has answered: the web
// station serves the page in the station's language, so even a browser new to it (the web kiosk's
// profile is new at each start) says it in that language. Chromium against the real web station,
// the state held back. (The Electron kiosk's page is built in English: it uses the language it last
// spoke, kept in its storage; test/renderer/kiosk/last-language.test.ts.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../electron/ipc/channels.ts';
import { Station } from '../../electron/core/station/station.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import { serveStationPage, TEST_TIMINGS } from '../support/kiosk-fixture.ts';
import { useKiosks, useSuiteBrowser } from '../support/kiosk-suite.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const openKiosk = useKiosks();
const withBrowser = useSuiteBrowser();
const tempDir = useTempDirs();

/** Loads the kiosk with the station's answer to its state held back, and returns what it says meanwhile. */
async function startingScreen(
  page: Page,
  load: () => Promise<unknown> = () => page.reload(),
): Promise<{ text: string; lang: string | null }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const isState = (url: URL) => decodeURIComponent(url.pathname) === `/api/${CHANNELS.kioskState}`;
  // Every ask is held until released (an ask of the page before the reload goes with it, unanswered).
  await page.route(isState, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  try {
    await load();
    await page.waitForSelector('main[data-screen=loading]');
    return { text: (await page.textContent('h1')) ?? '', lang: await page.getAttribute('main', 'lang') };
  } finally {
    release();
    await page.unroute(isState);
  }
}

describe('the kiosk at its start', () => {
  it('says "Starting…" in the station’s language, and in its new one after the director changes it', async () => {
    const { page, station } = await openKiosk((prepared: Station) =>
      prepared.profile.updateConfig({ language: 'pl' }),
    );
    await page.waitForSelector('[data-screen=ready]');
    expect(await startingScreen(page)).toEqual({ text: 'Uruchamianie…', lang: 'pl' });
    await page.waitForSelector('[data-screen=ready]');

    // The page kept Polish; the station now speaks German, and so does its next start.
    station.profile.updateConfig({ language: 'de' });
    expect(await startingScreen(page)).toEqual({ text: 'Wird gestartet…', lang: 'de' });
    await page.waitForSelector('[data-screen=ready]');
    expect(await page.getAttribute('main', 'lang')).toBe('de');
  });

  // `kiosk start` gives Chromium a new profile each time: no storage, so the page is served in the
  // station's language.
  it('says it in the station’s language in a browser new to it, as the web kiosk’s is at each start', async () => {
    const station = new Station({ dataDir: tempDir() });
    station.prepare();
    station.profile.updateConfig({ language: 'pl' });
    const served = await withBrowser(async (browser) => {
      const site = await serveStationPage(browser, new StationHandlers(station, { timings: TEST_TIMINGS }), {
        width: 1280,
        height: 800,
      });
      return {
        ...site,
        close: async () => {
          await site.close();
          station.close();
        },
      };
    });
    expect(await startingScreen(served.page, () => served.page.goto(served.web.url))).toEqual({
      text: 'Uruchamianie…',
      lang: 'pl',
    });
    // Not set up, it then says so, in Polish too.
    await served.page.waitForSelector('[data-screen=unavailable]');
    expect(await served.page.getAttribute('main', 'lang')).toBe('pl');
  });
});
