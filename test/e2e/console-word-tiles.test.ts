// The console shows a logged word as tiles, as the kiosk does: Catalan COL·LEGI with L·L in one
// box, never the log's data form CO[L·L]EGI, on the Log page, on Review and in a second opinion.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, statusSays, unlockConsole, useConsoleStations, writeWordList } from './console-fixture.ts';
import { tilesShown } from './word-tiles-shown.ts';

const openConsoleStation = useConsoleStations();

/** The tiles of each word in the part of the page `selector` finds. */
const tilesIn = (page: Page, selector: string): Promise<string[]> => tilesShown(page.locator(selector));

describe('words in the console', () => {
  it('shows Catalan words as tiles, L·L and QU each one tile, and no bracket anywhere', async () => {
    const { page, station } = await openConsoleStation({
      directorPage: 'Log',
      prepare: (opened, files) => {
        const list = writeWordList(files, 'ca.txt', ['COL·LEGI', 'QUINZE', 'CASA']);
        opened.importer.importFile(list, 'DISC', { alphabet: 'catalan' });
        opened.lexicons.offer(['DISC']);
        opened.judge({ words: ['col·legi', 'quinze'], lexicon: 'DISC', source: 'kiosk', round: 1, table: 2 });
      },
    });
    const challenge = [...station.log.entries()].find((entry) => entry.kind === 'adjudication');
    expect(challenge?.words).toEqual(['CO[L·L]EGI', '[QU]INZE']);
    const seq = challenge?.seq ?? 0;

    const log = 'table[aria-label="Log entries found"]';
    const row = page.locator(`${log} tbody tr[data-seq="${seq}"]`);
    await row.waitFor();
    expect(await tilesIn(page, log)).toEqual(['C O L·L E G I', 'QU I N Z E']);
    expect(await row.innerText()).toMatch(/COL·LEGI ✓\s*QUINZE ✓/u);
    expect(await page.locator('main').innerText()).not.toContain('[');

    await page.getByRole('button', { name: `Review #${seq}` }).click();
    await page.getByRole('heading', { name: `Challenge #${seq}: ACCEPTABLE` }).waitFor();
    const words = `ul[aria-label="Words of challenge ${seq}"]`;
    expect(await tilesIn(page, words)).toEqual(['C O L·L E G I', 'QU I N Z E']);
    // The check is offered the words as a judge types them, and they read back as the same tiles.
    const typed = page.getByLabel('Words to check');
    expect(await typed.inputValue()).toBe('COL·LEGI QUINZE');
    await page.getByLabel('Judge’s name').fill('Anna');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await statusSays(page, /Checked in DISC: ACCEPTABLE\. Recorded as entry \d+\./u);
    expect(await tilesIn(page, 'ul[aria-label="Words as checked"]')).toEqual(['C O L·L E G I', 'QU I N Z E']);
    const followUps = `table[aria-label="Follow-ups of challenge ${seq}"]`;
    await page.locator(`${followUps} tbody tr`).waitFor();
    expect(await tilesIn(page, followUps)).toEqual(['C O L·L E G I', 'QU I N Z E']);
    expect(await page.locator('main').innerText()).not.toContain('[');
    const checked = [...station.log.entries()].find((entry) => entry.kind === 'check');
    expect(checked?.words).toEqual(['CO[L·L]EGI', '[QU]INZE']);
  });

  it('shows the words two Catalan editions differ by as tiles', async () => {
    const { page, station } = await openConsoleStation({
      prepare: (opened, files) => {
        const older = writeWordList(files, 'old.txt', ['CASA', 'QUINZE']);
        const newer = writeWordList(files, 'new.txt', ['CASA', 'COL·LEGI', 'NYAM']);
        opened.importer.importFile(older, 'DISC 1', { alphabet: 'catalan' });
        opened.importer.importFile(newer, 'DISC 2', { alphabet: 'catalan' });
      },
    });
    await unlockConsole(page);
    await openPage(page, 'Lexicons');
    const edition = (name: string) => `${name} ${station.lexicons.find(name)?.fingerprint.slice(0, 8) ?? ''}`;
    await page.getByLabel('Older edition').selectOption({ label: edition('DISC 1') });
    await page.getByLabel('Newer edition').selectOption({ label: edition('DISC 2') });
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await statusSays(page, 'From DISC 1 to DISC 2: 2 added, 1 removed.');
    expect(await tilesShown(page.getByRole('list', { name: 'Added in DISC 2' }))).toEqual([
      'C O L·L E G I',
      'NY A M',
    ]);
    expect(await tilesShown(page.getByRole('list', { name: 'Removed from DISC 1' }))).toEqual(['QU I N Z E']);
    expect(await page.locator('main').innerText()).not.toContain('[');
  });
});
