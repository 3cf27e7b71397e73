import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  alertSays,
  mainText,
  useConsoleStations,
  openPage,
  screenshot,
  statusSays,
  unlockConsole,
  writeWordList,
  type ConsoleFixture,
  type ConsoleFixtureOptions,
} from './console-fixture.ts';

const openConsoleStation = useConsoleStations();

async function openOn(title: string, options?: ConsoleFixtureOptions): Promise<ConsoleFixture> {
  const fixture = await openConsoleStation(options);
  await unlockConsole(fixture.page);
  await openPage(fixture.page, title);
  return fixture;
}

function seqsShown(page: Page): Promise<string[]> {
  return page.getByRole('table', { name: 'Log entries found' }).locator('tbody th').allInnerTexts();
}

const judgedPlays: ConsoleFixtureOptions['prepare'] = (station) => {
  station.judge({ words: ['cat', 'xqzt'], source: 'kiosk', round: 1, table: 4 });
  station.judge({ words: ['dog'], source: 'kiosk', round: 2, table: 5 });
  station.judge({ words: ['cat'], source: 'kiosk', round: 2, table: 6 });
};

describe('the log page', () => {
  it('searches the log newest first, with each word’s result shown only here', async () => {
    const { page, station } = await openOn('Log', { prepare: judgedPlays });
    const entries = [...station.log.entries()];
    await statusSays(page, `${entries.length} entries found, newest first.`);
    expect(await seqsShown(page)).toEqual(entries.map((entry) => String(entry.seq)).reverse());

    await page.getByLabel('Word').fill('xqzt');
    await page.getByRole('button', { name: 'Search' }).click();
    await statusSays(page, '1 entry found');
    const row = page.getByRole('table', { name: 'Log entries found' }).locator('tbody tr');
    expect(await row.innerText()).toMatch(/CAT ✓\s*XQZT ✗[\s\S]*UNACCEPTABLE/u);
    await screenshot(page, 'log');

    await page.getByLabel('Word').fill('');
    await page.getByLabel('Round').fill('2');
    await page.getByLabel('Verdict').selectOption('ACCEPTABLE');
    await page.getByLabel('event').uncheck();
    await page.getByRole('button', { name: 'Search' }).click();
    await statusSays(page, '2 entries found');
    const roundTwo = entries.filter((entry) => entry.round === 2).map((entry) => String(entry.seq));
    expect(await seqsShown(page)).toEqual(roundTwo.reverse());

    await page.getByLabel('Table').fill('6');
    await page.getByRole('button', { name: 'Search' }).click();
    await statusSays(page, '1 entry found');
    await page.getByLabel('Table').fill('0');
    await page.getByRole('button', { name: 'Search' }).click();
    await alertSays(page, 'A table is a whole number from 1 to 9999.');
  });
});

describe('a second opinion', () => {
  it('re-checks in another lexicon and records a ruling as new entries, leaving the challenge as it was', async () => {
    const { page, station } = await openOn('Log', {
      prepare: (opened, files) => {
        const list = writeWordList(files, 'two.txt', ['QI a vital force', 'ZA pizza', 'CAT a small feline']);
        opened.importLexicon(list, 'TWOS');
        opened.offerLexicons(['DEMO', 'TWOS']);
        opened.judge({ words: ['qi', 'cat'], lexicon: 'DEMO', source: 'kiosk', round: 1, table: 9 });
      },
    });
    const original = [...station.log.entries()].find((entry) => entry.kind === 'adjudication');
    if (original === undefined) throw new Error('no challenge was judged');
    expect(original.verdict).toBe('UNACCEPTABLE');
    await page.getByRole('button', { name: `Review #${original.seq}` }).click();
    await page.getByRole('heading', { name: `Challenge #${original.seq}: UNACCEPTABLE` }).waitFor();
    const words = page.getByRole('list', { name: `Words of challenge ${original.seq}` });
    expect(await words.innerText()).toMatch(/QI ✗ not valid\s+CAT ✓ valid/u);

    await page.getByLabel('Judge’s name').fill('Ann Judge');
    await page
      .getByLabel('Lexicon', { exact: true })
      .selectOption({ label: `TWOS ${station.lexicons.find('TWOS')?.fingerprint.slice(0, 8) ?? ''}` });
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await statusSays(page, /Checked in TWOS: ACCEPTABLE\. Recorded as entry \d+\./u);
    expect(await page.getByRole('list', { name: 'Words as checked' }).innerText()).toContain(
      'QI ✓ valid — a vital force',
    );

    await page.getByLabel('Overturned').check();
    await page.getByRole('button', { name: 'Record the ruling' }).click();
    await alertSays(page, 'Say why the verdict is overturned in the note.');
    await page.getByLabel('Note').fill('QI is valid in the tournament lexicon.');
    await page.getByRole('button', { name: 'Record the ruling' }).click();
    await statusSays(page, /Ruling \(overturned, ACCEPTABLE\) recorded as entry \d+\./u);
    const followUps = page.getByRole('table', { name: `Follow-ups of challenge ${original.seq}` });
    await expect.poll(() => followUps.locator('tbody tr').count()).toBe(2);
    expect(await followUps.innerText()).toContain('by Ann Judge');
    await screenshot(page, 'review');

    const after = [...station.log.entries()];
    expect(after.find((entry) => entry.seq === original.seq)).toEqual(original);
    expect(after.filter((entry) => entry.refersTo === original.seq)).toMatchObject([
      { kind: 'check', verdict: 'ACCEPTABLE', lexiconName: 'TWOS', judge: 'Ann Judge', round: 1, table: 9 },
      { kind: 'ruling', ruling: 'overturned', verdict: 'ACCEPTABLE', judge: 'Ann Judge' },
    ]);
  });
});

describe('export and verify', () => {
  it('exports the log to a folder and lists the files written', async () => {
    const opened = await openOn('Export & verify', { prepare: judgedPlays });
    const { page, station } = opened;
    const folder = opened.tempPath('');
    expect(await page.getByRole('button', { name: 'Browse for the folder' }).count()).toBe(1);
    await page.getByLabel('Export folder').fill(folder);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await statusSays(page, /Exported: \d+ files written\./u);
    const files = await page.getByRole('list', { name: 'Files written' }).locator('li').allInnerTexts();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.startsWith(folder)).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
    expect(readFileSync(files.find((file) => file.endsWith('.jsonl')) ?? files[0] ?? '', 'utf8')).toContain(
      'XQZT',
    );
    expect(await mainText(page)).toContain('Head of the exported log');
    await screenshot(page, 'export');
    expect([...station.log.entries()].some((entry) => entry.action === 'log-exported')).toBe(true);
  });

  it('verifies the chain and compares it with the head noted on paper', async () => {
    const { page, station } = await openOn('Export & verify', { prepare: judgedPlays });
    const head = station.log.head();
    if (head === null) throw new Error('empty log');
    const shown = page.getByRole('figure', { name: 'Head of the log when this page opened' });
    expect((await shown.innerText()).replace(/\s/gu, '')).toContain(head.hash);

    await page.getByLabel('Entry number').fill(String(head.seq));
    await page.getByLabel('Hash, first 8 or more digits').fill(head.hash.slice(0, 12).toUpperCase());
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await statusSays(page, 'Matches the noted head.');
    expect(await mainText(page)).toMatch(/Intact: \d+ entries, every hash checks\./u);
    await screenshot(page, 'verify');

    await page.getByLabel('Hash, first 8 or more digits').fill('deadbeef');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await statusSays(page, 'Does not match the noted head.');
    await page.getByLabel('Hash, first 8 or more digits').fill('dead');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await alertSays(page, 'first 8 or more hex digits');
    const verified = [...station.log.entries()].filter((entry) => entry.action === 'log-verified');
    expect(verified.map((entry) => entry.details)).toEqual([
      expect.stringContaining('noted head matches'),
      expect.stringContaining('noted head DOES NOT MATCH'),
    ]);
  });
});
