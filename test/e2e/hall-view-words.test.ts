// Words in the director's hall view, in Chromium over a real hub and a real station process with a
// Catalan list: the feed and an opened entry draw COL·LEGI as tiles (L·L one tile), a round's
// printed sheet and the exported merged.html spell it COL·LEGI, and no bracket of the log's data
// form (CO[L·L]EGI) is seen; merged.jsonl keeps that form for programs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
import { tilesShown } from './word-tiles-shown.ts';

let root = '';
let hub: HubProcess | undefined;
let browser: Browser | undefined;
let page: Page;
let station: ViewStation | undefined;

const untilSeen = untilSeenBy(() => hub);

describeHallView('words in the hall view', () => {
  beforeAll(async () => {
    root = makeTempDir();
    const hubDir = join(root, 'hub');
    const list = join(root, 'ca.txt');
    writeFileSync(list, 'COL·LEGI\nQUINZE\nCASA\n');
    const port = await freePort();
    const dataDir = join(root, 'station-1');
    const joinFile = join(root, 'station-1.join');
    inviteStation(hubDir, 'Station 1', joinFile, `tls://127.0.0.1:${port}`);
    hub = startHubProcess(hubDir, port, ['--name', 'Obert de Girona']);
    const url = await hallViewUrl(hub);
    joinWithList(dataDir, joinFile, list, 'DISC', ['--alphabet', 'catalan']);
    station = startViewStation(dataDir, 'Station 1', untilSeen);
    await station.ready();
    await station.tell('judge 3 5 COL·LEGI QUINZE');
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(url);
    await page.getByRole('button', { name: /COL·LEGI QUINZE/u }).waitFor({ timeout: 10_000 });
  }, 90_000);

  afterHallViewSuite(() => ({ browser, page, stations: [station], hub, root }));

  it('draws the feed’s and an opened entry’s words as tiles, L·L one tile, with no bracket', async () => {
    const row = page.getByRole('button', { name: /COL·LEGI QUINZE/u });
    expect(await tilesShown(row)).toEqual(['C O L·L E G I', 'QU I N Z E']);
    expect(await row.innerText()).toMatch(/R3\s+T5\s+—\s+COL·LEGI QUINZE\s+✓ acceptable\s+DISC/u);
    // Found by the word as the director reads it.
    await page.getByLabel('Word', { exact: true }).fill('col·legi');
    await expect.poll(() => page.getByRole('button', { name: /COL·LEGI QUINZE/u }).count()).toBe(1);
    await row.click();
    const detail = page.getByRole('region', { name: /^Station 1, entry \d+$/u });
    await detail.getByRole('button', { name: 'Show which word failed' }).click();
    await detail.getByText(/QUINZE ✓ valid/u).waitFor();
    expect(await tilesShown(detail)).toEqual(['C O L·L E G I', 'QU I N Z E']);
    expect(await page.locator('body').innerText()).not.toContain('[');
    await detail.getByRole('button', { name: 'Close' }).click();
  });

  it('spells the words COL·LEGI QUINZE on a round’s printed sheet', async () => {
    await page.evaluate('window.print = () => undefined');
    await page.getByRole('combobox', { name: /^Round to print/u }).selectOption('3');
    await page.getByRole('button', { name: 'Print the round' }).click();
    await page.emulateMedia({ media: 'print' });
    const paper = await page.locator('.hall__print').innerText();
    await page.emulateMedia({ media: 'screen' });
    expect(paper).toContain('COL·LEGI QUINZE');
    expect(paper).not.toContain('[');
    await page.evaluate("window.dispatchEvent(new Event('afterprint'))");
  });

  it('exports merged.html spelling COL·LEGI, and merged.jsonl keeping CO[L·L]EGI', async () => {
    const stick = join(root, 'usb-stick');
    mkdirSync(stick);
    const atTheEnd = page.getByRole('region', { name: 'At the end' });
    await atTheEnd.getByLabel('Folder').fill(stick);
    await page.getByRole('button', { name: 'Export the hall’s log' }).click();
    const result = atTheEnd.getByRole('status');
    await result.getByText('Heads to note on paper').waitFor();
    const dir = /into (\S+):/u.exec(await result.innerText())?.[1] ?? '';
    const html = readFileSync(join(dir, 'merged.html'), 'utf8');
    expect(html).toContain('COL·LEGI&nbsp;✓');
    expect(html).toContain('QUINZE&nbsp;✓');
    expect(html).not.toContain('[L·L]');
    expect(html).not.toContain('[QU]');
    expect(readFileSync(join(dir, 'merged.jsonl'), 'utf8')).toContain('"CO[L·L]EGI","[QU]INZE"');
  });
});
