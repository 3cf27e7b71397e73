import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ConsoleOptions } from '../../electron/handlers/console-handlers.ts';
import type { Clock } from '../../electron/core/clock.ts';
import { Station } from '../../electron/core/station/station.ts';
import { startStationHallControl } from '../../electron/hall/station/station-hall-control.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import type { WebStation } from '../../electron/web/web-station.ts';
import { screenshot as kioskScreenshot, serveStationPage, TEST_TIMINGS } from '../support/kiosk-fixture.ts';
import { useSuiteBrowser } from '../support/kiosk-suite.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

/** The director PIN of the console tests' stations. */
export const DIRECTOR_PIN = '583920';

/** A web station over a fresh data folder, with a page open on its kiosk, for the console's flows. */
export interface ConsoleFixture {
  readonly station: Station;
  readonly handlers: StationHandlers;
  readonly web: WebStation;
  readonly page: Page;
  readonly dataDir: string;
  /** The recovery code from set-up; null when the station was left to be set up in the test. */
  readonly recoveryCode: string | null;
  /** How many times the station's quit callback has run. */
  quits(): number;
  /** A file in a folder of its own that is removed with the station. */
  tempPath(name: string): string;
  close(): Promise<void>;
}

/** How {@link openConsoleStation} prepares the station. */
export interface ConsoleFixtureOptions {
  /** Sets the station up with {@link DIRECTOR_PIN} and the name "Station 1" (default true). */
  readonly setUp?: boolean;
  /** Imports, judgements and settings made before the page opens. */
  readonly prepare?: (station: Station, fixture: { tempPath(name: string): string }) => void;
  /** The console's session idle time, for the expiry test. */
  readonly sessionIdleMs?: number;
  /**
   * Installs Playwright's fake clock before the page loads and pauses it once the page is up, so
   * the page's time moves only when the test moves it (`page.clock.runFor`, `fastForward`).
   */
  readonly fakeClock?: boolean;
  /** The station's clock for the console (sessions, PIN back-off), so a test can move it. */
  readonly now?: Clock;
  /**
   * The director's page to be on: the opener {@link useConsoleStations} returns unlocks the console
   * with {@link DIRECTOR_PIN} and opens it. Absent, the page is left on the kiosk.
   */
  readonly directorPage?: string;
  /** Gives the console the station's hall link, as the shells do, so joining from it publishes. */
  readonly hallLink?: boolean;
}

/** Starts a web station with a quit callback the test can observe, and opens its kiosk page. */
export async function openConsoleStation(
  browser: Browser,
  options: ConsoleFixtureOptions = {},
): Promise<ConsoleFixture> {
  const dataDir = makeTempDir('console');
  const filesDir = makeTempDir('console-files');
  const tempPath = (name: string) => join(filesDir, name);
  const station = new Station({ dataDir });
  let quits = 0;
  const consoleOptions: ConsoleOptions = {
    quit: () => {
      quits += 1;
    },
    ...(options.sessionIdleMs === undefined ? {} : { sessionIdleMs: options.sessionIdleMs }),
    ...(options.now === undefined ? {} : { now: options.now }),
  };
  const hallLink =
    options.hallLink === true ? startStationHallControl(station, dataDir, () => undefined) : undefined;
  const handlers = new StationHandlers(station, {
    ...consoleOptions,
    timings: TEST_TIMINGS,
    ...(hallLink === undefined ? {} : { hallLink }),
  });
  const recoveryCode =
    options.setUp === false ? null : handlers.console.access.setUp(DIRECTOR_PIN, 'Station 1').recoveryCode;
  options.prepare?.(station, { tempPath });
  const served = await serveStationPage(browser, handlers, { width: 1280, height: 900 });
  const { web, page } = served;
  let closed: Promise<void> | undefined;
  // Fail with the step that waited, well inside the test timeout.
  page.setDefaultTimeout(8_000);
  const start = Date.now();
  if (options.fakeClock === true) await page.clock.install({ time: start });
  await page.goto(web.url);
  await expect.poll(() => page.getAttribute('main', 'data-screen')).not.toBe('loading');
  // The clock ran freely while the page loaded; a minute on is well after, and is where it stops.
  if (options.fakeClock === true) await page.clock.pauseAt(start + 60_000);
  return {
    station,
    handlers,
    web,
    page,
    dataDir,
    recoveryCode,
    quits: () => quits,
    tempPath,
    // Once, however often it is called (a test may close before the suite does).
    close: () =>
      (closed ??= (async () => {
        await served.close();
        await hallLink?.stop();
        station.close();
        removeTempDir(dataDir);
        removeTempDir(filesDir);
      })()),
  };
}

/** Writes a word list (one word a line) and returns its path. */
export function writeWordList(
  fixture: { tempPath(name: string): string },
  name: string,
  lines: readonly string[],
): string {
  const path = fixture.tempPath(name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** The documented chord that opens the console from the kiosk. */
export async function pressConsoleChord(page: Page): Promise<void> {
  await page.keyboard.press('Control+Alt+Shift+KeyJ');
}

/** Opens the console with the chord and unlocks it with the PIN, landing on the director's pages. */
export async function unlockConsole(page: Page, pin = DIRECTOR_PIN): Promise<void> {
  await pressConsoleChord(page);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.keyboard.press('Enter');
  await page.getByRole('navigation', { name: 'Director pages' }).waitFor();
}

/** Opens a director's page from the menu. */
export async function openPage(page: Page, title: string): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
}

/** Locks the console and waits for the kiosk to be back. */
export async function lockConsole(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await page.waitForSelector('main[data-screen]:not([data-screen=loading])');
}

/** The text of the page's main region. */
export function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

/** Saves a screenshot for the README as docs/console-<name>.png, only when asked (`UPDATE_SCREENSHOTS=1`). */
export function screenshot(page: Page, name: string): Promise<void> {
  return kioskScreenshot(page, `console-${name}`, { fullPage: true });
}

/** Waits for an alert (a refusal or failure) saying `text`. */
export async function alertSays(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).waitFor();
}

/** Waits for a status message saying `text`. */
export async function statusSays(page: Page, text: string | RegExp, timeoutMs?: number): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: text })
    .waitFor(timeoutMs === undefined ? {} : { timeout: timeoutMs });
}

/**
 * Sets up a suite of console tests ({@link useSuiteBrowser}: one Chromium, each test's stations closed
 * after it). Returns the opener the tests call.
 */
export function useConsoleStations(): (options?: ConsoleFixtureOptions) => Promise<ConsoleFixture> {
  const withBrowser = useSuiteBrowser();
  return async (options) => {
    // Kept before the console is unlocked, so a station is closed even when a step of opening fails.
    const fixture = await withBrowser((browser) => openConsoleStation(browser, options));
    if (options?.directorPage !== undefined) {
      await unlockConsole(fixture.page);
      await openPage(fixture.page, options.directorPage);
    }
    return fixture;
  };
}
