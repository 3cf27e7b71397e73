// The vitest hooks of the browser suites, apart from kiosk-fixture.ts so that the bench, which
// drives the same kiosk outside vitest, imports no test runner.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Station } from '../../electron/core/station/station.ts';
import { launchChromium, openKiosk, type KioskFixture, type KioskFixtureOptions } from './kiosk-fixture.ts';

/**
 * Sets up a suite: one Chromium for all its tests, and whatever a test opens with it closed after the
 * test. Returns the function that runs an opener with the suite's browser and keeps what it opened.
 */
export function useSuiteBrowser(): <T extends { close(): Promise<void> }>(
  open: (browser: Browser) => Promise<T>,
) => Promise<T> {
  let browser: Browser | undefined;
  const opened: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    // Every fixture is closed even when one fails to: a station left open would hold its files.
    const results = await Promise.allSettled(opened.splice(0).map((fixture) => fixture.close()));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed !== undefined) throw new Error('A test fixture did not close.', { cause: failed.reason });
  });
  return async (open) => {
    if (browser === undefined) throw new Error('The browser is not running.');
    const fixture = await open(browser);
    opened.push(fixture);
    return fixture;
  };
}

/**
 * Sets up a suite of kiosk tests ({@link useSuiteBrowser}). Returns the opener the tests call: as
 * {@link openKiosk}, without the browser.
 */
export function useKiosks(): (
  prepare?: (station: Station) => void,
  options?: KioskFixtureOptions,
) => Promise<KioskFixture> {
  const withBrowser = useSuiteBrowser();
  return (prepare, options) => withBrowser((browser) => openKiosk(browser, prepare, options));
}
