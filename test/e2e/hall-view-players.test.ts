// The hall view's player page in Chromium over a real hub and a real station process holding the
// tournament's pairings: a player found by name and by number, their figures and challenges as
// counted by hand, updated live as the station judges again, and the page in German.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { freePort, startHubProcess, type HubProcess } from '../support/hall/hall-fixture.ts';
import { launchChromium } from '../support/kiosk-fixture.ts';
import { makeTempDir } from '../support/temp-dir.ts';
import {
  afterHallViewSuite,
  describeHallView,
  hallViewUrl,
  inviteStation,
  joinWithList,
  startViewStation,
  untilSeenBy,
  type ViewStation,
} from './hall-view-event.ts';

const EVENT = join(import.meta.dirname, '../core/tsh/fixtures/event/config.tsh');
let root = '';
let hub: HubProcess | undefined;
let browser: Browser | undefined;
let page: Page;
let station: ViewStation | undefined;

const untilSeen = untilSeenBy(() => hub);

/** The player page's figure under `label`, as the director reads it. */
async function figure(label: string): Promise<string> {
  const player = page.locator('.hall__player');
  return player.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText();
}

describeHallView('the hall view’s player page', () => {
  beforeAll(async () => {
    root = makeTempDir();
    const hubDir = join(root, 'hub');
    const list = join(root, 'words.txt');
    writeFileSync(list, 'CAT\nDOG\n');
    const port = await freePort();
    const dataDir = join(root, 'station-1');
    const joinFile = join(root, 'station-1.join');
    inviteStation(hubDir, 'Station 1', joinFile, `tls://127.0.0.1:${port}`);
    hub = startHubProcess(hubDir, port, ['--name', 'Invented Open']);
    const url = await hallViewUrl(hub);
    joinWithList(dataDir, joinFile, list, 'TWL');
    station = startViewStation(dataDir, 'Station 1', untilSeen);
    await station.ready();
    await station.tell(`pairings ${EVENT}`);
    // Round 3, table 11: Müller, Anna (A 1) goes first against Quill, Cora (A 3).
    await station.tell('game 11 2 CAT'); // Cora challenges a good play: it stays, she loses a turn
    await station.tell('game 11 1 DOG XQZV'); // Anna challenges a phony: it comes off, Cora loses the turn
    await station.tell('game 11 - CAT'); // nobody said who challenged
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.getByRole('button', { name: /DOG XQZV/u }).waitFor({ timeout: 10_000 });
  }, 90_000);

  afterHallViewSuite(() => ({ browser, page, stations: [station], hub, root }));

  it('finds a player by name and shows the figures and lines counted by hand', async () => {
    const players = page.getByRole('region', { name: 'Players' });
    await players.getByLabel('Find a player by name or number').fill('quill');
    await players.getByRole('button', { name: 'A 3 · Quill, Cora' }).click();
    await page.getByRole('heading', { name: 'A 3 · Quill, Cora' }).waitFor();
    expect(await figure('Challenges made')).toBe('1: won 0, lost 1');
    expect(await figure('Their plays challenged')).toBe('1: stood 0, came off 1');
    expect(await figure('Words of theirs challenged')).toBe('2');
    expect(await figure('Turns lost')).toBe('2');
    expect(await figure('Challenger not recorded')).toBe('1');
    const rows = page.locator('.hall__player tbody tr');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(1).innerText()).toMatch(
      /3\s+11\s+Müller, Anna \(A 1\)\s+the opponent\s+DOG XQZV\s+✗ unacceptable\s+play comes off · lost a turn/u,
    );
    expect(await page.locator('.hall__players').innerText()).toContain(
      'Challenges that did not record who challenged: 1.',
    );
  });

  it('follows the event live, finds a player by number, and speaks the view’s language', async () => {
    await page.getByLabel('Find a player by name or number').fill('a1');
    await page.getByRole('button', { name: 'A 1 · Müller, Anna' }).click();
    await expect.poll(() => figure('Challenges made')).toBe('1: won 1, lost 0');
    await station?.tell('game 11 2 DOG');
    await expect.poll(() => figure('Challenges made'), { timeout: 10_000 }).toBe('1: won 1, lost 0');
    await expect
      .poll(() => figure('Their plays challenged'), { timeout: 10_000 })
      .toBe('2: stood 2, came off 0');
    await page.locator('.hall__language select').selectOption('de');
    await expect.poll(() => figure('Angezweifelte eigene Züge')).toBe('2: bleiben 2, vom Brett 0');
  });
});
