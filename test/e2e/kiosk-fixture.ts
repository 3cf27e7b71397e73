import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { Station } from '../../electron/core/station/station.ts';
import { KioskHandlers, type KioskTimings } from '../../electron/handlers/kiosk-handlers.ts';
import { startWebStation, type WebStation } from '../../electron/web/web-station.ts';

/** Debian's Chromium with the flags this machine needs (no network, no sandbox as root). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Short clears keep the suite quick; the minimum display time stays the real one. */
export const TEST_TIMINGS: KioskTimings = { verdictMinMs: 1_000, verdictClearMs: 2_500, idleClearMs: 2_500 };

/** A web station over a fresh data folder, with a page open on it. */
export interface KioskFixture {
  readonly station: Station;
  readonly web: WebStation;
  readonly page: Page;
  readonly dataDir: string;
  close(): Promise<void>;
}

/** Starts a station (prepared by `prepare`, e.g. lexicon imports) and opens the kiosk in `browser`. */
export async function openKiosk(
  browser: Browser,
  prepare: (station: Station) => void = () => undefined,
): Promise<KioskFixture> {
  const dataDir = mkdtempSync(join(tmpdir(), 'challenge-station-e2e-'));
  const station = new Station({ dataDir });
  prepare(station);
  const web = await startWebStation({
    handlers: new KioskHandlers(station, TEST_TIMINGS),
    rendererDir: new URL('../../dist/renderer', import.meta.url).pathname,
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(web.url);
  return {
    station,
    web,
    page,
    dataDir,
    close: async () => {
      await context.close();
      await web.close();
      station.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Types text as key presses, the way a player does (Space between words). */
export async function typeKeys(page: Page, text: string): Promise<void> {
  for (const char of text) await page.keyboard.press(char === ' ' ? 'Space' : char);
}
