// The hall view in Chromium over a real hub, its two stations run from the command line under
// Debian's libfaketime, one 3 h behind the machine's clock and one 3 h ahead: each card says how
// far its clock is off the hub's, and the feed lists their challenges as they happened, newest
// first, not by the stations' own times. Without libfaketime the suite is skipped, saying why.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { LIBFAKETIME, runCliOff } from '../support/hall/faketime.ts';
import { freePort, startHubProcess, type HubProcess } from '../support/hall/hall-fixture.ts';
import { launchChromium } from '../support/kiosk-fixture.ts';
import { makeTempDir } from '../support/temp-dir.ts';
import { afterHallViewSuite, describeHallView, hallViewUrl, inviteStation } from './hall-view-event.ts';

let root = '';
let hub: HubProcess | undefined;
let browser: Browser | undefined;
let page: Page;

function ok(result: { status: number | null; stderr: string }, what: string): void {
  expect(result.status, `${what}: ${result.stderr}`).toBe(0);
}

const suite =
  LIBFAKETIME === null
    ? 'the hall view of clocks hours off (skipped: no libfaketime)'
    : 'the hall view of clocks hours off';

describeHallView(suite, () => {
  beforeAll(async () => {
    if (LIBFAKETIME === null) return;
    root = makeTempDir();
    const hubDir = join(root, 'hub');
    const port = await freePort();
    const server = `tls://127.0.0.1:${port}`;
    const stations = [
      { name: 'Early', offset: '-3h', dir: join(root, 'early') },
      { name: 'Late', offset: '+3h', dir: join(root, 'late') },
    ];
    for (const station of stations)
      inviteStation(hubDir, station.name, join(root, `${station.name}.join`), server);
    hub = startHubProcess(hubDir, port);
    const url = await hallViewUrl(hub);
    for (const station of stations) {
      ok(runCliOff(station.offset, station.dir, 'station', 'name', station.name), 'name');
      ok(runCliOff(station.offset, station.dir, 'hall', 'join', join(root, `${station.name}.join`)), 'join');
    }
    const [early, late] = stations as [(typeof stations)[number], (typeof stations)[number]];
    for (const station of stations) ok(runCliOff(station.offset, station.dir, 'hall', 'sync'), 'sync');
    for (const [station, word] of [
      [early, 'QI'],
      [late, 'ZA'],
      [early, 'XU'],
      [late, 'JO'],
    ] as const) {
      const judged = runCliOff(station.offset, station.dir, 'judge', word);
      expect([0, 1]).toContain(judged.status);
      ok(runCliOff(station.offset, station.dir, 'hall', 'sync'), 'sync');
    }
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.getByRole('button', { name: /\bJO\b/u }).waitFor({ timeout: 10_000 });
  }, 60_000);

  afterHallViewSuite(() => ({ browser, page, stations: [], hub, root }));

  it('says on each card how far its clock is off the hub’s', async () => {
    await expect.poll(() => page.locator('.hall__clock').count()).toBe(2);
    expect(await page.locator('.hall__clock').allInnerTexts()).toEqual([
      '⚠ 3 h behind the hub’s',
      '⚠ 3 h ahead of the hub’s',
    ]);
  });

  it('lists the challenges as they happened on the hub’s clock, newest first', async () => {
    expect(await page.locator('.hall__feed-row .hall__words').allInnerTexts()).toEqual([
      'JO',
      'XU',
      'ZA',
      'QI',
    ]);
  });
});
