// The lexicon desk in the console: words by length for every lexicon, two editions compared with the
// lists saved as text to a folder, and reviewed words marked with the offered lists that hold them.
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeReport, describeViolations } from './axe.ts';
import {
  mainText,
  openPage,
  statusSays,
  unlockConsole,
  useConsoleStations,
  writeWordList,
} from './console-fixture.ts';

const openConsoleStation = useConsoleStations();

/** The screen as shown passes axe (WCAG 2.1 A and AA, best practices). */
async function expectAccessible(page: Page, name: string): Promise<void> {
  const { violations } = await axeReport(page);
  expect(describeViolations(name, violations)).toBe(`${name}: no accessibility violations`);
}

describe('comparing lexicons in the console', () => {
  it('shows words by length, compares two editions and saves the added and removed lists', async () => {
    const fixture = await openConsoleStation({
      prepare: (station, files) => {
        station.importer.importFile(writeWordList(files, 'old.txt', ['AA', 'QAT', 'ZA', 'ZO']), 'EDITION 1');
        station.importer.importFile(
          writeWordList(files, 'new.txt', ['AA', 'CH', 'QI+ the vital force', 'ZA', 'ZEBRA']),
          'EDITION 2',
        );
      },
    });
    const { page } = fixture;
    await unlockConsole(page);
    await openPage(page, 'Lexicons');

    const lengths = page.getByRole('table', { name: 'Words by length' });
    await lengths.waitFor();
    const twoLetters = lengths
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '2', exact: true }) });
    // DEMO, EDITION 1 and EDITION 2, in the lexicon list's order.
    expect(await lengths.getByRole('columnheader').allInnerTexts()).toEqual([
      'Tiles',
      ...fixture.station.lexicons.list().map((lexicon) => lexicon.name),
    ]);
    expect(await twoLetters.innerText()).toMatch(/^2\s+3\s+4\s+\d+$/u);

    const edition = (name: string) =>
      `${name} ${fixture.station.lexicons.find(name)?.fingerprint.slice(0, 8) ?? ''}`;
    await page.getByLabel('Older edition').selectOption({ label: edition('EDITION 1') });
    await page.getByLabel('Newer edition').selectOption({ label: edition('EDITION 2') });
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await statusSays(page, 'From EDITION 1 to EDITION 2: 3 added, 2 removed.');
    expect(await page.getByRole('list', { name: 'Added in EDITION 2' }).innerText()).toMatch(
      /^CH\s+QI\s+ZEBRA$/u,
    );
    expect(await page.getByRole('list', { name: 'Removed from EDITION 1' }).innerText()).toMatch(
      /^QAT\s+ZO$/u,
    );

    await expectAccessible(page, 'lexicons with a comparison');

    // The web station has no folder dialog: the folder is typed, as for the log export.
    const folder = fixture.tempPath('usb');
    mkdirSync(folder);
    await page.getByLabel('Save the lists to folder').fill(folder);
    await page.getByRole('button', { name: 'Save the lists as text' }).click();
    await statusSays(page, 'Saved: 2 files written.');
    expect(readdirSync(folder).sort()).toEqual([
      'EDITION-1-to-EDITION-2-added.txt',
      'EDITION-1-to-EDITION-2-removed.txt',
    ]);
    expect(readFileSync(`${folder}/EDITION-1-to-EDITION-2-added.txt`, 'utf8')).toBe('CH\nQI\nZEBRA\n');
    expect(readFileSync(`${folder}/EDITION-1-to-EDITION-2-removed.txt`, 'utf8')).toBe('QAT\nZO\n');

    // A folder that is not there is refused in plain words.
    await page.getByLabel('Save the lists to folder').fill(fixture.tempPath('unplugged'));
    await page.getByRole('button', { name: 'Save the lists as text' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /There is no folder at/u })
      .waitFor();
  });

  it('marks each reviewed word with the symbols of the offered lists that hold it', async () => {
    const fixture = await openConsoleStation({
      prepare: (station, files) => {
        station.importer.importFile(writeWordList(files, 'nwl.txt', ['QI the vital force', 'ZA']), 'NWL');
        station.importer.importFile(writeWordList(files, 'csw.txt', ['QI', 'QAT#', 'ZA']), 'CSW');
        station.lexicons.offer(['NWL', 'CSW']);
        station.judge({ words: ['qat', 'qi'], lexicon: 'NWL', source: 'kiosk' });
      },
    });
    const { page, station } = fixture;
    await unlockConsole(page);
    await openPage(page, 'Review');
    await page.getByRole('button', { name: 'Open the latest challenge' }).click();
    const challenge = [...station.log.entries()].find((entry) => entry.kind === 'adjudication');
    const words = page.getByRole('list', { name: `Words of challenge ${challenge?.seq ?? 0}` });
    await words.waitFor();
    expect(await words.innerText()).toMatch(
      /QAT ✗ not valid \[not in NWL · CSW #\]\s+QI ✓ valid \[NWL · CSW\] — the vital force/u,
    );
    expect(await mainText(page)).not.toContain('undefined');
    await expectAccessible(page, 'review with two offered lists');
  });
});
