import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lexiconFingerprint } from '../../electron/core/lexicon/fingerprint.ts';
import { bigWordList } from '../support/big-word-list.ts';
import {
  alertSays,
  lockConsole,
  mainText,
  useConsoleStations,
  screenshot,
  statusSays,
  writeWordList,
  type ConsoleFixture,
  type ConsoleFixtureOptions,
} from './console-fixture.ts';

const openConsoleStation = useConsoleStations();

function lexiconsPage(options?: ConsoleFixtureOptions): Promise<ConsoleFixture> {
  return openConsoleStation({ ...options, directorPage: 'Lexicons' });
}

async function importList(page: Page, path: string, name: string): Promise<void> {
  await page.getByLabel('Word list file').fill(path);
  await page.getByLabel('Lexicon name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}

function lexiconRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Lexicons at this station' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name }),
    });
}

describe('the lexicons page', () => {
  it('imports a big list with a progress bar, and says why a bad file fails', async () => {
    const opened = await lexiconsPage();
    const { page, station } = opened;
    // A big real list every checkout has (SCOWL, about 107,000 words), so the progress bar has work to show.
    const words = bigWordList();
    const bigList = writeWordList(
      opened,
      'big.txt',
      words.map((word) => word.toLowerCase()),
    );
    const count = words.length.toLocaleString('en-US');
    // The web station has no file dialog: no Browse that could only say so, and the hint asks for the path.
    expect(await page.getByRole('button', { name: 'Browse for the file' }).count()).toBe(0);
    expect(await mainText(page)).toContain('This station has no file dialog: type the file’s full path.');
    await page.getByLabel('Word list file').fill(bigList);

    await page.getByLabel('Lexicon name', { exact: true }).fill('ENGLISH');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await bar.waitFor();
    // A big list: its import shares the test's cores, so it gets longer than a page's usual 8 s.
    await statusSays(
      page,
      new RegExp(`Imported ENGLISH: ${count} words, fingerprint [0-9a-f]{8}\\.`, 'u'),
      30_000,
    );
    expect(await bar.getAttribute('value')).toBe('1');
    await lexiconRow(page, 'ENGLISH').waitFor();
    expect(await lexiconRow(page, 'ENGLISH').innerText()).toMatch(
      new RegExp(`ENGLISH\\s+${count}\\s+[0-9a-f]{8}`, 'u'),
    );
    expect(station.lexicons.list().map((lexicon) => lexicon.name)).toContain('ENGLISH');
    // The first import becomes the lexicon the kiosk offers, and the offer list follows.
    const offered = page.getByRole('list', { name: 'Offered lexicons, in order' });
    await expect.poll(() => offered.innerText()).toContain('ENGLISH');
    await screenshot(page, 'lexicons');

    const bad = writeWordList(opened, 'bad.txt', ['cat', 'd0g', 'emu']);
    await importList(page, bad, 'BROKEN');
    await alertSays(
      page,
      'The import failed: The list has 1 line that cannot be played; nothing was imported.',
    );
    await expect.poll(() => mainText(page)).toContain('Line 2: "d0g" (contains "0" (U+0030, a digit))');
    expect(station.lexicons.list().map((lexicon) => lexicon.name)).not.toContain('BROKEN');
    await importList(page, opened.tempPath('missing.txt'), 'MISSING');
    await alertSays(page, 'The import failed: There is no file at');
  });

  it('shows a list’s unplayable lines by reason, then imports the rest once the box to skip them is ticked', async () => {
    const opened = await lexiconsPage();
    const { page, station } = opened;
    const list = writeWordList(opened, 'mixed.txt', ['chico', 'kilo', 'a', 'casa', 'perro9', 'ch']);
    const skipBox = page.getByRole('checkbox', { name: 'Skip the unplayable lines and import the rest' });
    expect(await skipBox.count()).toBe(0);
    await page.getByLabel('Word list file').fill(list);
    await page.getByLabel('Lexicon name', { exact: true }).fill('MIXED');
    await page.getByLabel('Tile alphabet').selectOption('spanish');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await alertSays(
      page,
      'The import failed: The list has 4 lines that cannot be played; nothing was imported.',
    );
    const report = page.getByRole('region', { name: '4 lines cannot be played' });
    await report.waitFor();
    expect(await report.getByRole('list', { name: 'not a tile of this alphabet' }).innerText()).toBe(
      'Line 2: "kilo" (k is not a Spanish tile)',
    );
    expect(await report.getByRole('list', { name: 'fewer than 2 or more than 15 tiles' }).innerText()).toBe(
      'Line 3: "a" (1 tile)\nLine 6: "ch" (1 tile)',
    );
    expect(await report.innerText()).toMatch(/not a word: 1 line\s+Line 5: "perro9"/u);
    expect(await report.innerText()).toMatch(/Every such line is listed in .*import-reports\/MIXED-/u);
    expect(station.lexicons.find('MIXED')).toBeNull();
    await screenshot(page, 'lexicons-unplayable-report');

    await skipBox.check();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await statusSays(
      page,
      /Imported MIXED: 2 words, Spanish tiles, fingerprint [0-9a-f]{8}\. Skipped 4 unplayable lines\./u,
    );
    await page.getByRole('region', { name: 'Skipped 4 lines that cannot be played' }).waitFor();
    expect(station.lexicons.find('MIXED')).toMatchObject({
      alphabet: 'spanish',
      fingerprint: lexiconFingerprint(['CASA', '[CH]ICO']),
    });
    await lexiconRow(page, 'MIXED').waitFor();
  });

  it('imports a Spanish list in Spanish tiles, chosen in the form, and shows the alphabet', async () => {
    const opened = await lexiconsPage();
    const { page, station } = opened;
    // 1ICA is written with the typing stand-in 1 for CH: read so only when the box says it is.
    const list = writeWordList(opened, 'fise.txt', ['chico', '1ICA', 'CASA']);
    await page.getByLabel('Word list file').fill(list);
    await page.getByLabel('Lexicon name', { exact: true }).fill('FISE');
    await page.getByLabel('Tile alphabet').selectOption('spanish');
    await page
      .getByRole('checkbox', { name: 'The list is written with typing stand-ins (1, 2, 3 for CH, LL, RR)' })
      .check();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await statusSays(page, /Imported FISE: 3 words, Spanish tiles, fingerprint [0-9a-f]{8}\./u);
    await lexiconRow(page, 'FISE').waitFor();
    expect(await lexiconRow(page, 'FISE').innerText()).toMatch(/FISE\s+3\s+[0-9a-f]{8}\s+Spanish/u);
    expect(station.lexicons.find('FISE')).toMatchObject({
      alphabet: 'spanish',
      fingerprint: lexiconFingerprint(['CASA', '[CH]ICA', '[CH]ICO']),
    });
  });

  it('offers two lexicons in the order chosen, and the kiosk asks players to pick', async () => {
    const { page, station } = await lexiconsPage({
      prepare: (opened, files) => {
        opened.importer.importFile(writeWordList(files, 'small.txt', ['qi', 'za']), 'SMALL');
      },
    });
    const offered = page.getByRole('list', { name: 'Offered lexicons, in order' });
    await expect.poll(() => offered.innerText()).toContain('SMALL');
    await page.getByLabel('Add a lexicon').selectOption({ label: `DEMO ${demoShort(station)}` });
    await page.getByRole('button', { name: 'Add to the list' }).click();
    await page.getByRole('button', { name: 'Move DEMO up' }).click();
    await page.getByRole('button', { name: 'Save the offer' }).click();
    await statusSays(page, 'The kiosk now offers DEMO, SMALL.');
    expect(station.lexicons.offered().map((lexicon) => lexicon.name)).toEqual(['DEMO', 'SMALL']);
    expect(await lexiconRow(page, 'SMALL').innerText()).toContain('offered');

    await lockConsole(page);
    await expect.poll(() => mainText(page)).toContain('Which lexicon? Press its number.');
    expect(await mainText(page)).toMatch(/1\s+DEMO[\s\S]*2\s+SMALL/u);
  });

  it('pins a name to an edition and refuses a file that is not it', async () => {
    const opened = await lexiconsPage();
    const { page, station } = opened;
    const official = ['cat', 'dog', 'emu'];
    const officialPath = writeWordList(opened, 'official.txt', official);
    const otherPath = writeWordList(opened, 'other.txt', ['cat', 'dog', 'emu', 'gnu']);
    const fingerprint = lexiconFingerprint(official.map((word) => word.toUpperCase()).sort());

    await page.getByLabel('Lexicon name to pin').fill('NWL2023');
    await page.getByLabel('Fingerprint of the official edition').fill('abc');
    await page.getByRole('button', { name: 'Pin', exact: true }).click();
    await alertSays(page, 'full 64 hex digits');
    await page.getByLabel('Fingerprint of the official edition').fill(fingerprint.toUpperCase());
    await page.getByRole('button', { name: 'Pin', exact: true }).click();
    await statusSays(page, `NWL2023 is pinned to ${fingerprint.slice(0, 8)}.`);
    expect(station.lexicons.pinned()).toEqual({ NWL2023: fingerprint });

    await importList(page, otherPath, 'NWL2023');
    await alertSays(page, 'This file is not the pinned edition of NWL2023');
    expect(station.lexicons.find('NWL2023')).toBeNull();
    await importList(page, officialPath, 'NWL2023');
    await statusSays(page, 'Imported NWL2023: 3 words');
    await expect.poll(() => lexiconRow(page, 'NWL2023').innerText()).toContain('pinned');
  });

  it('removes a lexicon after confirmation, and says before asking that one in use cannot be', async () => {
    const { page, station } = await lexiconsPage({
      prepare: (opened, files) => {
        opened.importer.importFile(writeWordList(files, 'a.txt', ['qi']), 'OLD');
        opened.importer.importFile(writeWordList(files, 'b.txt', ['za']), 'NEW');
        opened.lexicons.offer(['NEW']);
      },
    });
    // Offered at the kiosk: no "cannot be undone" to confirm, and why, before any click.
    expect(await page.getByRole('button', { name: 'Remove NEW' }).isDisabled()).toBe(true);
    expect(await lexiconRow(page, 'NEW').innerText()).toContain(
      'In use at this station: offer other lexicons before removing NEW.',
    );
    expect(await page.getByRole('button', { name: 'Remove OLD' }).isDisabled()).toBe(false);
    expect(await lexiconRow(page, 'OLD').innerText()).not.toContain('In use');

    await page.getByRole('button', { name: 'Remove OLD' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await lexiconRow(page, 'OLD').count()).toBe(1);
    await page.getByRole('button', { name: 'Remove OLD' }).click();
    await page.getByRole('button', { name: 'Yes, remove OLD' }).click();
    await statusSays(page, /OLD \([0-9a-f]{8}\) was removed\./u);
    expect(await lexiconRow(page, 'OLD').count()).toBe(0);
    expect(
      station.lexicons
        .list()
        .map((lexicon) => lexicon.name)
        .sort(),
    ).toEqual(['DEMO', 'NEW']);
    expect([...station.log.entries()].some((entry) => entry.action === 'lexicon-removed')).toBe(true);
  });
});

function demoShort(station: ConsoleFixture['station']): string {
  return (
    station.lexicons
      .list()
      .find((lexicon) => lexicon.demo)
      ?.fingerprint.slice(0, 8) ?? ''
  );
}
