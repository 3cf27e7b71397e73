import type { Database } from 'better-sqlite3';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ConsoleSessions } from '../../electron/core/console/console-sessions.ts';
import { DirectorAccess } from '../../electron/core/console/director-access.ts';
import type { Station } from '../../electron/core/station/station.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import type { KioskTimings } from '../../electron/core/station/station-config.ts';
import { startWebStation, type WebStation } from '../../electron/web/web-station.ts';
import { TEST_PIN } from './set-up-station.ts';
import { openStationWithConnection } from './station-connection.ts';
import { makeTempDir, removeTempDir } from './temp-dir.ts';

/** Where the end-to-end tests and the latency bench expect Debian's Chromium. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium with the flags a test run needs (no network, no sandbox as root). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
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

/**
 * The real minimum display time, and clears a minute away: a test moves on by a key, and a slow step
 * on a loaded machine never finds its screen cleared under it. The clears themselves are tested on
 * the page's fake clock with the director's default timings.
 */
export const TEST_TIMINGS: KioskTimings = {
  verdictMinMs: 1_000,
  verdictClearMs: 60_000,
  idleClearMs: 60_000,
};

/**
 * For runs of hundreds of challenges only (timing test, latency bench): a key clears the verdict at
 * once and nothing clears by itself. The 1 s minimum is the station's setting, not the screen's, so
 * this is the one place it is lowered; the flow tests keep {@link TEST_TIMINGS}.
 */
export const RAPID_TIMINGS: KioskTimings = { verdictMinMs: 0, verdictClearMs: 600_000, idleClearMs: 600_000 };

/** A web station over a fresh data folder, with a page open on it. */
export interface KioskFixture {
  readonly station: Station;
  /** The station's own database connection, for injecting faults (a full disk) into its writes. */
  readonly db: Database;
  readonly web: WebStation;
  readonly page: Page;
  readonly dataDir: string;
  close(): Promise<void>;
}

/** How {@link openKiosk} builds the station's handlers. */
export interface KioskFixtureOptions {
  /** The timings the station gives the screen; {@link TEST_TIMINGS} when absent. */
  readonly timings?: KioskTimings;
  /**
   * Whether the station is set up with {@link TEST_PIN}, as a director does before the kiosk may
   * judge; true when absent (as in the console fixture). Setting up records an event in the log, so
   * count adjudications by `kind`, not every entry.
   */
  readonly setUp?: boolean;
  /**
   * Installs Playwright's fake clock before the page loads and pauses it once the kiosk has left its
   * loading screen, so a test moves the page's time itself (`page.clock.runFor`); false when absent.
   */
  readonly fakeClock?: boolean;
}

/** A web station serving the built screen, and a page on it, with what closes both. */
export interface ServedStationPage {
  readonly web: WebStation;
  /** A page in a browser context of its own, not yet at the station's address. */
  readonly page: Page;
  /** Closes the page's context, then the web station (not the station under it). */
  close(): Promise<void>;
}

/** Serves `handlers` with the screen `npm run build:renderer` built, and opens a page in `browser`. */
export async function serveStationPage(
  browser: Browser,
  handlers: StationHandlers,
  viewport: { width: number; height: number },
): Promise<ServedStationPage> {
  const web = await startWebStation({
    handlers,
    rendererDir: new URL('../../dist/renderer', import.meta.url).pathname,
  });
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return {
    web,
    page,
    close: async () => {
      await context.close();
      await web.close();
    },
  };
}

/** Starts a station (prepared by `prepare`, e.g. lexicon imports) and opens the kiosk in `browser`. */
export async function openKiosk(
  browser: Browser,
  prepare: (station: Station) => void = () => undefined,
  options: KioskFixtureOptions = {},
): Promise<KioskFixture> {
  const dataDir = makeTempDir('e2e');
  const { station, db } = openStationWithConnection({ dataDir });
  prepare(station);
  const access = new DirectorAccess(station, new ConsoleSessions());
  if (options.setUp !== false && !access.isSetUp()) access.setUp(TEST_PIN, station.profile.name());
  const timings = options.timings ?? TEST_TIMINGS;
  const handlers = new StationHandlers(station, { timings });
  const served = await serveStationPage(browser, handlers, { width: 1280, height: 800 });
  const { web, page } = served;
  if (options.fakeClock === true) {
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.goto(web.url);
    await page.waitForSelector('main[data-screen]:not([data-screen=loading])');
    // The clock ran freely while the page loaded; a minute on is well after, and is where it stops.
    await page.clock.pauseAt(start + 60_000);
  } else {
    await page.goto(web.url);
  }
  let closed: Promise<void> | undefined;
  return {
    station,
    db,
    web,
    page,
    dataDir,
    // Once only: a test may close its kiosk early, and the suite's hook (useKiosks) closes it again.
    close: () =>
      (closed ??= (async () => {
        await served.close();
        station.close();
        removeTempDir(dataDir);
      })()),
  };
}

/**
 * Waits for the verdict screen and returns what the kiosk's live region then says: what a screen
 * reader speaks ("Verdict: ACCEPTABLE"). The region is on every screen, so waiting for it says nothing.
 */
export async function verdictSpoken(page: Page): Promise<string> {
  await page.waitForSelector('[data-screen=verdict]');
  return (await page.getByRole('status').textContent()) ?? '';
}

/** Types text as key presses, the way a player does (Space between words). */
export async function typeKeys(page: Page, text: string): Promise<void> {
  for (const char of text) await page.keyboard.press(char === ' ' ? 'Space' : char);
}

// Runs in the page (a string, because the tests are type-checked without the DOM library). It notes
// the time of each Tab and the first moment after it that a verdict is in the document, on the
// page's own clock, so no round trip to the test process is counted; and every screen shown.
const PROBE_SCRIPT = `(() => {
  const probe = { tabAt: -1, verdictAt: -1, screens: [] };
  Object.defineProperty(window, '__kioskProbe', { value: probe });
  const look = () => {
    const screen = document.querySelector('main')?.dataset.screen;
    if (screen !== undefined && probe.screens.at(-1) !== screen) probe.screens.push(screen);
    if (probe.tabAt >= 0 && probe.verdictAt < 0 && document.querySelector('main[data-screen=verdict]') !== null)
      probe.verdictAt = performance.now();
  };
  addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    probe.tabAt = performance.now();
    probe.verdictAt = -1;
  }, true);
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  look();
})()`;

/** How an element that carries a meaning (a verdict, a message) looks in the page's computed styles. */
export interface MarkedLook {
  readonly icon: string;
  readonly borderStyle: string;
  readonly borderWidth: string;
  readonly borderColor: string;
  readonly color: string;
  readonly background: string;
}

/** What the in-page probe has seen. */
export interface ProbeReading {
  /** Tab to verdict in the document, in ms; null when no verdict followed the last Tab. */
  readonly tabToVerdictMs: number | null;
  /** Every screen shown since the probe was installed, in order, without repeats in a row. */
  readonly screens: readonly string[];
}

/** Installs the in-page probe (once per page load). */
export async function installProbe(page: Page): Promise<void> {
  await page.evaluate(PROBE_SCRIPT);
}

/** Reads the in-page probe. */
export async function readProbe(page: Page): Promise<ProbeReading> {
  const probe = await page.evaluate<{ tabAt: number; verdictAt: number; screens: string[] }>(
    'window.__kioskProbe',
  );
  return {
    tabToVerdictMs: probe.tabAt >= 0 && probe.verdictAt >= 0 ? probe.verdictAt - probe.tabAt : null,
    screens: probe.screens,
  };
}

/** One timed challenge from the ready screen: its Tab-to-verdict time and the verdict screen's HTML. */
export interface TimedChallenge {
  readonly ms: number;
  readonly html: string;
}

/**
 * Plays one challenge on a kiosk at its ready screen, with timings that let a key clear the verdict
 * at once ({@link RAPID_TIMINGS}), and returns to the ready screen. Needs {@link installProbe}.
 */
export async function timedChallenge(page: Page, words: readonly string[]): Promise<TimedChallenge> {
  await page.keyboard.press(String(words.length));
  await typeKeys(page, words.join(' '));
  await page.keyboard.press('Tab');
  try {
    await page.waitForSelector('[data-screen=verdict]', { timeout: 10_000 });
  } catch (error) {
    const { screens } = await readProbe(page);
    throw new Error(`No verdict within 10 s of Tab; screens seen: ${screens.slice(-8).join(' → ')}`, {
      cause: error,
    });
  }
  const { tabToVerdictMs } = await readProbe(page);
  if (tabToVerdictMs === null) throw new Error('The probe saw no verdict after Tab.');
  const html = await page.innerHTML('main');
  // One Space clears the verdict: the screen reads the current screen from a ref set as each screen is
  // committed, so a key that comes right after the verdict is drawn is not lost. A dropped key fails.
  await page.keyboard.press('Space');
  try {
    await page.waitForSelector('[data-screen=ready]', { timeout: 2_000 });
  } catch (error) {
    const { screens } = await readProbe(page);
    throw new Error(`Space did not clear the verdict; screens seen: ${screens.slice(-8).join(' → ')}`, {
      cause: error,
    });
  }
  return { ms: tabToVerdictMs, html };
}

/**
 * Saves a screenshot for the README and the docs as docs/<name>.png, only when asked (`npm run
 * screenshots` sets UPDATE_SCREENSHOTS=1), so an ordinary test run never rewrites tracked files.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env['UPDATE_SCREENSHOTS'] !== '1') return;
  await page.screenshot({
    path: new URL(`../../docs/${name}.png`, import.meta.url).pathname,
    fullPage: options.fullPage ?? false,
  });
}
