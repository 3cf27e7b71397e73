// Words in the director's hall view, in Chromium over a real hub and a real station process with a
// Catalan list: the feed and an opened entry draw COL·LEGI as tiles (L·L one tile), a round's
// printed sheet and the exported merged.html spell it COL·LEGI, and no bracket of the log's data
// form (CO[L·L]EGI) is seen; merged.jsonl keeps that form for programs.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_DIR, runCli } from '../cli/run-cli.ts';
import {
  freePort,
  stopHubAndServer,
  NATS_SERVER,
  startHubProcess,
  type HubProcess,
} from '../support/hall/hall-fixture.ts';
import { CHROMIUM_PATH, launchChromium } from '../support/kiosk-fixture.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { until } from '../support/until.ts';
import { tilesShown } from './word-tiles-shown.ts';

const CAN_RUN = NATS_SERVER !== null && existsSync(CHROMIUM_PATH);
const MISSING = [
  ...(NATS_SERVER === null ? ['no nats-server'] : []),
  ...(existsSync(CHROMIUM_PATH) ? [] : [`no Chromium at ${CHROMIUM_PATH}`]),
];

let root = '';
let hub: HubProcess | undefined;
let browser: Browser | undefined;
let page: Page;
let station: (ChildProcess & { said: () => string }) | undefined;

const untilSeen = (what: () => boolean, label: string): Promise<void> =>
  until(what, label, { timeoutMs: 20_000, intervalMs: 50, state: () => hub?.output() ?? '' });

/** Sends one command line to the station and waits for it to be done. */
async function tell(line: string): Promise<void> {
  const child = station;
  if (child === undefined) throw new Error('no station');
  const before = child.said().split('done').length;
  child.stdin?.write(`${line}\n`);
  await untilSeen(() => child.said().split('done').length > before, line);
}

describe.skipIf(!CAN_RUN)(
  `words in the hall view${CAN_RUN ? '' : ` (skipped: ${MISSING.join(', ')})`}`,
  () => {
    beforeAll(async () => {
      await build({ configFile: join(PROJECT_DIR, 'vite.hall-view.config.ts'), logLevel: 'error' });
      root = makeTempDir();
      const hubDir = join(root, 'hub');
      const list = join(root, 'ca.txt');
      writeFileSync(list, 'COL·LEGI\nQUINZE\nCASA\n');
      const port = await freePort();
      const dataDir = join(root, 'station-1');
      const joinFile = join(root, 'station-1.join');
      const invited = runCli(
        hubDir,
        'hall',
        'invite',
        'Station 1',
        '--out',
        joinFile,
        '--server',
        `tls://127.0.0.1:${port}`,
      );
      expect(invited.status, invited.stderr).toBe(0);
      hub = startHubProcess(hubDir, port, ['--name', 'Obert de Girona']);
      await hub.waitFor(/hall view: open (\S+)/u);
      const url = /hall view: open (\S+)/u.exec(hub.output())?.[1] ?? '';
      const imported = runCli(dataDir, 'lexicon', 'import', list, '--name', 'DISC', '--alphabet', 'catalan');
      expect(imported.status, imported.stderr).toBe(0);
      expect(runCli(dataDir, 'hall', 'join', joinFile).status).toBe(0);
      const child = spawn(process.execPath, ['test/support/hall/view-station.ts', dataDir], {
        cwd: PROJECT_DIR,
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      station = Object.assign(child, { said: () => text });
      await untilSeen(() => text.includes('ready'), 'Station 1 ready');
      await tell('judge 3 5 COL·LEGI QUINZE');
      browser = await launchChromium();
      page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      await page.goto(url);
      await page.getByRole('button', { name: /COL·LEGI QUINZE/u }).waitFor({ timeout: 10_000 });
    }, 90_000);

    afterEach(async (context) => {
      if (context.task.result?.state === 'fail') console.info(await page.locator('body').innerText());
    });

    afterAll(async () => {
      await browser?.close();
      station?.kill('SIGKILL');
      if (hub !== undefined) await stopHubAndServer(hub);
      if (root !== '') removeTempDir(root);
    });

    it('draws the feed’s and an opened entry’s words as tiles, L·L one tile, with no bracket', async () => {
      const row = page.getByRole('button', { name: /COL·LEGI QUINZE/u });
      expect(await tilesShown(row)).toEqual(['C O L·L E G I', 'QU I N Z E']);
      expect(await row.innerText()).toMatch(/R3\s+T5\s+COL·LEGI QUINZE\s+✓ acceptable\s+DISC/u);
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
  },
);
