// The hall view and the hub's merged report read by a director in Catalan (and in Spanish), in
// Chromium over a real hub and a real station process: the feed newest first by the time judged
// (a station that syncs late does not put its old challenge on top), the print sheets carrying
// each challenge's ruling and check, and no English word left anywhere on the page or in
// merged.html — alerts, the lexicon picker, second opinions and challenge rules included.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { KioskLanguage } from '../../electron/common/kiosk-languages.ts';
import { mergedCsvColumns } from '../support/export-columns.ts';
import { REPORT_MESSAGES } from '../../electron/core/export/report-messages/index.ts';
import { HALL_MESSAGES } from '../../renderer/src/hall/i18n/hall-messages.ts';
import { runCli } from '../cli/run-cli.ts';
import { freePort, startHubProcess, type HubProcess } from '../support/hall/hall-fixture.ts';
import { launchChromium } from '../support/kiosk-fixture.ts';
import { makeTempDir } from '../support/temp-dir.ts';
import { englishLeftIn, textNodes } from './english-words.ts';
import {
  afterHallViewSuite,
  describeHallView,
  hallViewUrl,
  inviteStation,
  startViewStation,
  untilSeenBy,
  type ViewStation,
} from './hall-view-event.ts';

// Names that are no language's words, so a word found is the page's own.
const HALL_NAME = 'Campionat de Catalunya';
const SILENCE_SECONDS = 3;

let root = '';
let hubDir = '';
let hub: HubProcess | undefined;
let browser: Browser | undefined;
let page: Page;
let alfa: ViewStation | undefined;

const untilSeen = untilSeenBy(() => hub);

function cli(dir: string, ...args: string[]): void {
  const result = runCli(dir, ...args);
  expect(result.status, `${args.join(' ')}: ${result.stderr}`).toBe(0);
}

/** The words of the feed's rows, top to bottom. */
async function feedWords(): Promise<string[]> {
  return page.locator('.hall__feed-row .hall__words').allInnerTexts();
}

/**
 * Every English word left in the page's text nodes (the print sheet's too, while printing). Code is
 * typed as it is in every language (a command such as `hall sync`, a fingerprint): not looked at.
 */
async function englishOnPage(language: KioskLanguage): Promise<string[]> {
  return englishLeftIn(
    await page.evaluate<string[]>(textNodes('code')),
    HALL_MESSAGES.en,
    HALL_MESSAGES[language],
  );
}

/** Exports the hall's log from the page and reads the new folder's merged.html in Chromium. */
async function exportedReport(): Promise<{ html: string; csv: string; texts: string[] }> {
  const exports = join(hubDir, 'exports');
  const before = new Set(existsSync(exports) ? readdirSync(exports) : []);
  await page.getByRole('button', { name: HALL_MESSAGES.ca['export.run'] }).click();
  await untilSeen(
    () => existsSync(exports) && readdirSync(exports).some((name) => !before.has(name)),
    'export',
  );
  const folder = readdirSync(exports).find((name) => !before.has(name)) ?? '';
  const file = join(exports, folder, 'merged.html');
  await untilSeen(() => existsSync(file), 'merged.html');
  const html = readFileSync(file, 'utf8');
  const csv = readFileSync(join(exports, folder, 'merged.csv'), 'utf8');
  const sheet = await browser?.newPage();
  if (sheet === undefined) throw new Error('no browser');
  try {
    await sheet.setContent(html);
    // The log's own record of its events (actions, details) is shown as recorded: not the report's words.
    const texts = await sheet.evaluate<string[]>(textNodes('tr.event'));
    return { html, csv, texts };
  } finally {
    await sheet.close();
  }
}

describeHallView('the hall view and merged report in Catalan', () => {
  beforeAll(async () => {
    root = makeTempDir();
    hubDir = join(root, 'hub');
    const list = join(root, 'llista.txt');
    writeFileSync(list, 'QI\nZA\nCAT\nDOG\n');
    const port = await freePort();
    const server = `tls://127.0.0.1:${port}`;
    const alfaDir = join(root, 'alfa');
    const betaDir = join(root, 'beta');
    inviteStation(hubDir, 'Alfa', join(root, 'alfa.join'), server);
    inviteStation(hubDir, 'Beta', join(root, 'beta.join'), server);
    // The hub holds the list too: the picker names the hub among its holders.
    cli(hubDir, 'hall', 'lexicon', 'import', list, '--name', 'LLISTA');
    cli(hubDir, 'hall', 'designate', 'LLISTA', '--by', 'JB');
    cli(hubDir, 'hall', 'set', 'language', 'ca', '--by', 'JB');
    hub = startHubProcess(hubDir, port, ['--silence-after', String(SILENCE_SECONDS), '--name', HALL_NAME]);
    const url = await hallViewUrl(hub);
    // Beta judges first, from the command line, and tells the hub only at the end.
    for (const dir of [alfaDir, betaDir]) {
      cli(dir, 'lexicon', 'import', list, '--name', 'LLISTA');
      // Named as invited: a station that never named itself calls itself by the app's name.
      cli(dir, 'station', 'name', dir === alfaDir ? 'Alfa' : 'Beta');
      cli(dir, 'hall', 'join', join(root, dir === alfaDir ? 'alfa.join' : 'beta.join'));
    }
    cli(betaDir, 'judge', 'ZA', '--round', '1', '--table', '2');
    // Alfa judges by points: its entries record "5 points per word".
    cli(alfaDir, 'station', 'config', '--rule', 'points:5', '--judge', 'JB');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    alfa = startViewStation(alfaDir, 'Alfa', untilSeen);
    await alfa.ready();
    const challenged = await alfa.tell('judge 1 1 QI ZQX');
    await alfa.tell(`check ${challenged} QI`);
    await alfa.tell(`rule ${challenged} upheld`);
    await alfa.tell('judge 1 3 CAT');
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.getByRole('button', { name: /CAT/u }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: /QI ZQX/u }).waitFor();
    // Beta's challenge, judged before both of Alfa's, reaches the hub after them.
    cli(betaDir, 'hall', 'sync');
    await page.getByRole('button', { name: /\bZA\b/u }).waitFor({ timeout: 10_000 });
    // Alfa stops, its hall link with it: it is unreachable.
    alfa.process.kill('SIGKILL');
    await page
      .locator('.hall__alert--unreachable')
      .first()
      .waitFor({ timeout: (SILENCE_SECONDS + 15) * 1000 });
  }, 120_000);

  afterHallViewSuite(() => ({ browser, page, stations: [alfa], hub, root }));

  it('lists the challenges newest first by the time judged, a late sync below', async () => {
    expect(await feedWords()).toEqual(['CAT', 'QI ZQX', 'ZA']);
  });

  it('says the alert, the picker, the rule and the second opinions in Catalan', async () => {
    const alert = await page.locator('.hall__alert--unreachable .hall__alert-text').first().innerText();
    // Since when, on the 24-hour clock, in Catalan's words.
    expect(alert).toMatch(/^Alfa inabastable des de les \d{2}:\d{2}\./u);
    expect(alert).not.toMatch(/\d{4}-\d{2}-\d{2}T/u);
    const option = await page.locator('.hall__designate option').nth(1).innerText();
    expect(option).toMatch(/— l’ofereixen: el hub, Alfa, Beta$/u);
    await page.getByRole('button', { name: /QI ZQX/u }).click();
    const detail = page.locator('.hall__detail');
    await detail.getByText('Regla d’impugnació').waitFor();
    expect(await detail.innerText()).toContain('5 punts per paraula');
    await expect.poll(() => detail.locator('.hall__opinion').allInnerTexts()).toHaveLength(2);
    const opinions = await detail.locator('.hall__opinion').allInnerTexts();
    expect(opinions[0]).toMatch(/^entrada \d+: comprovació per Ann a les \d{2}:\d{2}:\d{2}$/u);
    expect(opinions[1]).toMatch(/^entrada \d+: resolució confirmada per Ann a les \d{2}:\d{2}:\d{2}$/u);
  });

  it('prints each challenge’s ruling and check under it, on the report and the round sheet', async () => {
    await page.evaluate(`window.print = () => { window.printed = (window.printed ?? 0) + 1; };`);
    for (const button of [HALL_MESSAGES.ca['print.report'], HALL_MESSAGES.ca['print.round']]) {
      await page.getByRole('button', { name: button }).click();
      await expect.poll(() => page.locator('.hall__print-opinion').count()).toBe(2);
      const rows = await page.locator('.hall__print-table tbody tr').allInnerTexts();
      const challenge = rows.findIndex((row) => row.includes('QI ZQX'));
      expect(rows[challenge + 1]).toMatch(/^↳ entrada \d+: comprovació per Ann/u);
      expect(rows[challenge + 2]).toMatch(/^↳ entrada \d+: resolució confirmada per Ann/u);
      expect(await englishOnPage('ca')).toEqual([]);
      await page.evaluate("window.dispatchEvent(new Event('afterprint'))");
      await expect.poll(() => page.locator('.hall__print').count()).toBe(0);
    }
  });

  it('leaves no English word on the hall view in Catalan, nor in Spanish', async () => {
    // An entry open, so its panel's words are on the page too.
    expect(await page.locator('.hall__detail').count()).toBe(1);
    expect(await englishOnPage('ca')).toEqual([]);
    await page.locator('.hall__language select').selectOption('es');
    await page.waitForFunction(`document.documentElement.lang === 'es'`);
    await page.locator('.hall__detail').getByText('Regla de cuestionamiento').waitFor();
    expect(await englishOnPage('es')).toEqual([]);
    await page.locator('.hall__language select').selectOption('ca');
    await page.waitForFunction(`document.documentElement.lang === 'ca'`);
  });

  it('writes merged.html in the hall’s language: rules, the alphabet, the second opinions', async () => {
    const catalan = await exportedReport();
    // The export's result on the page, a station's note and the heads table included.
    await page.locator('.hall__export-result').waitFor();
    expect(await englishOnPage('ca')).toEqual([]);
    expect(catalan.html).toContain('5 punts per paraula');
    expect(catalan.html).toContain('Resolució de Ann: confirmat');
    expect(catalan.html).toContain('Comprovació de Ann');
    // The designated list's alphabet by its Catalan name, not its id.
    expect(catalan.html).toMatch(/LLISTA \([0-9a-f]{64}, 4 paraules, anglès\)/u);
    expect(englishLeftIn(catalan.texts, REPORT_MESSAGES.en, REPORT_MESSAGES.ca)).toEqual([]);
    // merged.csv: its preamble in Catalan, its column names English for the programs that read it.
    expect(catalan.csv).toContain('Registre fusionat de Challenge Station,format 1');
    expect(catalan.csv).toMatch(/^Lèxic designat,LLISTA,[0-9a-f]{64},4 paraules,english,per JB,/mu);
    expect(catalan.csv).toContain(`\r\n${mergedCsvColumns(true).join(',')}\r\n`);
    // The hall set to Spanish: the next export speaks it.
    await page.evaluate(`fetch('/api/hall:set', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payload: { setting: 'language', value: 'es', initials: 'JB' } }),
      }).then((response) => { if (!response.ok) throw new Error(String(response.status)); })`);
    const spanish = await exportedReport();
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain('5 puntos por palabra');
    expect(englishLeftIn(spanish.texts, REPORT_MESSAGES.en, REPORT_MESSAGES.es)).toEqual([]);
  });
});
