import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname } from 'node:path';
import type { Page } from 'playwright-core';
import type { LogEntry } from '../../electron/core/log/log-entry.ts';
import { describe, expect, it } from 'vitest';
import {
  alertSays,
  mainText,
  openPage,
  useConsoleStations,
  screenshot,
  statusSays,
  writeWordList,
  type ConsoleFixtureOptions,
} from './console-fixture.ts';

const openConsoleStation = useConsoleStations();

function seqsShown(page: Page): Promise<string[]> {
  return page.getByRole('table', { name: 'Log entries found' }).locator('tbody th').allInnerTexts();
}

const judgedPlays: ConsoleFixtureOptions['prepare'] = (station) => {
  station.judge({ words: ['cat', 'xqzt'], source: 'kiosk', round: 1, table: 4 });
  station.judge({ words: ['dog'], source: 'kiosk', round: 2, table: 5 });
  station.judge({ words: ['cat'], source: 'kiosk', round: 2, table: 6 });
};

/** Fills the search form's fields (the others as they are) and searches. */
async function search(page: Page, fields: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Search' }).click();
}

/** Waits until the table shows exactly these entries, newest first. */
async function expectShown(page: Page, entries: readonly LogEntry[]): Promise<void> {
  const seqs = entries.map((entry) => String(entry.seq)).reverse();
  await expect.poll(() => seqsShown(page)).toEqual(seqs);
}

/**
 * The minute an ISO time falls in, `offset` minutes on, as a datetime-local field takes it, and that
 * minute's first instant: both worked out in the page, whose time zone the form uses.
 */
async function localMinute(
  page: Page,
  iso: string,
  offset: number,
): Promise<{ field: string; start: string }> {
  return page.evaluate<{ field: string; start: string }>(`(() => {
    const time = new Date(new Date(${JSON.stringify(iso)}).getTime() + ${offset} * 60000);
    const two = (n) => String(n).padStart(2, '0');
    const field = time.getFullYear() + '-' + two(time.getMonth() + 1) + '-' + two(time.getDate()) +
      'T' + two(time.getHours()) + ':' + two(time.getMinutes());
    return { field, start: new Date(field).toISOString() };
  })()`);
}

describe('the log page', () => {
  it('searches the log newest first, with each word’s result shown only here', async () => {
    const { page, station } = await openConsoleStation({ directorPage: 'Log', prepare: judgedPlays });
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

  it('searches by time, both bounds taking in their whole minute, and by lexicon name or fingerprint', async () => {
    const { page, station } = await openConsoleStation({
      directorPage: 'Log',
      prepare: (opened, files) => {
        judgedPlays(opened, files);
        opened.importer.importFile(writeWordList(files, 'two.txt', ['QI', 'ZA']), 'TWOS');
        opened.lexicons.offer(['DEMO', 'TWOS']);
        opened.judge({ words: ['za'], lexicon: 'TWOS', source: 'kiosk', round: 3, table: 7 });
      },
    });
    const entries = () => [...station.log.entries()];
    const known = entries().find((entry) => entry.words.includes('XQZT'));
    if (known === undefined) throw new Error('no challenge was judged');
    await expectShown(page, entries());

    // From the next minute on: the known entry is left out.
    const next = await localMinute(page, known.time, 1);
    await search(page, { From: next.field });
    await expectShown(
      page,
      entries().filter((entry) => entry.time >= next.start),
    );
    expect(await seqsShown(page)).not.toContain(String(known.seq));

    // From and To its own minute: in, To taking in the minute's last second.
    const own = await localMinute(page, known.time, 0);
    await search(page, { From: own.field, To: own.field });
    await expectShown(
      page,
      entries().filter((entry) => entry.time >= own.start && entry.time < next.start),
    );
    expect(await seqsShown(page)).toContain(String(known.seq));

    // Up to the minute before: out.
    const before = await localMinute(page, known.time, -1);
    await search(page, { From: '', To: before.field });
    await expectShown(
      page,
      entries().filter((entry) => entry.time < own.start),
    );
    expect(await seqsShown(page)).not.toContain(String(known.seq));

    // By lexicon, name or fingerprint: the TWOS challenge, none of DEMO's.
    const twos = station.lexicons.find('TWOS');
    if (twos === null) throw new Error('TWOS was not imported');
    const inTwos = entries().filter((entry) => entry.lexiconName === 'TWOS');
    expect(inTwos.some((entry) => entry.kind === 'adjudication' && entry.words.includes('ZA'))).toBe(true);
    await search(page, { To: '', 'Lexicon (name or fingerprint)': 'twos' });
    await expectShown(page, inTwos);
    await search(page, { 'Lexicon (name or fingerprint)': 'DEMO' });
    await expectShown(
      page,
      entries().filter((entry) => entry.lexiconName === 'DEMO'),
    );
    expect(await seqsShown(page)).toContain(String(known.seq));
    await search(page, { 'Lexicon (name or fingerprint)': twos.fingerprint.slice(0, 8) });
    await expectShown(page, inTwos);
  });
});

describe('a second opinion', () => {
  it('re-checks in another lexicon and records a ruling as new entries, leaving the challenge as it was', async () => {
    const { page, station } = await openConsoleStation({
      directorPage: 'Log',
      prepare: (opened, files) => {
        const list = writeWordList(files, 'two.txt', ['QI a vital force', 'ZA pizza', 'CAT a small feline']);
        opened.importer.importFile(list, 'TWOS');
        opened.lexicons.offer(['DEMO', 'TWOS']);
        opened.judge({ words: ['qi', 'cat'], lexicon: 'DEMO', source: 'kiosk', round: 1, table: 9 });
      },
    });
    const original = [...station.log.entries()].find((entry) => entry.kind === 'adjudication');
    if (original === undefined) throw new Error('no challenge was judged');
    expect(original.verdict).toBe('UNACCEPTABLE');
    await page.getByRole('button', { name: `Review #${original.seq}` }).click();
    await page.getByRole('heading', { name: `Challenge #${original.seq}: UNACCEPTABLE` }).waitFor();
    const words = page.getByRole('list', { name: `Words of challenge ${original.seq}` });
    // Two lexicons are offered, so each word is marked with the lists that hold it.
    expect(await words.innerText()).toMatch(
      /QI ✗ not valid \[not in DEMO · TWOS\]\s+CAT ✓ valid \[DEMO · TWOS\]/u,
    );

    // Names and notes beyond ASCII are kept and shown as typed.
    await page.getByLabel('Judge’s name').fill('Ñuño Łukasiewicz');
    await page
      .getByLabel('Lexicon', { exact: true })
      .selectOption({ label: `TWOS ${station.lexicons.find('TWOS')?.fingerprint.slice(0, 8) ?? ''}` });
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await statusSays(page, /Checked in TWOS: ACCEPTABLE\. Recorded as entry \d+\./u);
    expect(await page.getByRole('list', { name: 'Words as checked' }).innerText()).toContain(
      'QI ✓ valid [not in DEMO · TWOS] — a vital force',
    );

    await page.getByLabel('Overturned').check();
    await page.getByRole('button', { name: 'Record the ruling' }).click();
    await alertSays(page, 'Say why the verdict is overturned in the note.');
    await page.getByLabel('Note').fill('QI vale — según el árbitro de Łódź.');
    await page.getByRole('button', { name: 'Record the ruling' }).click();
    await statusSays(page, /Ruling \(overturned, ACCEPTABLE\) recorded as entry \d+\./u);
    const followUps = page.getByRole('table', { name: `Follow-ups of challenge ${original.seq}` });
    await expect.poll(() => followUps.locator('tbody tr').count()).toBe(2);
    expect(await followUps.innerText()).toContain('by Ñuño Łukasiewicz');
    expect(await followUps.innerText()).toContain('QI vale — según el árbitro de Łódź.');
    await screenshot(page, 'review');

    const after = [...station.log.entries()];
    expect(after.find((entry) => entry.seq === original.seq)).toEqual(original);
    expect(after.filter((entry) => entry.refersTo === original.seq)).toMatchObject([
      {
        kind: 'check',
        verdict: 'ACCEPTABLE',
        lexiconName: 'TWOS',
        judge: 'Ñuño Łukasiewicz',
        round: 1,
        table: 9,
      },
      { kind: 'ruling', ruling: 'overturned', verdict: 'ACCEPTABLE', judge: 'Ñuño Łukasiewicz' },
    ]);
  });
});

const HEAD_NOW = 'Head of the log now: note it on paper';

// The head a box on the page shows, as a director would copy it: its entry number and its hash.
async function headShown(page: Page, label: string): Promise<{ seq: number; hash: string }> {
  const text = await page.getByRole('figure', { name: label }).innerText();
  const seq = Number(/Entry\s+(\d+)/u.exec(text)?.[1]);
  const hash = /([0-9a-f]{8}\s*){8}/iu.exec(text)?.[0].replace(/\s/gu, '').toLowerCase() ?? '';
  return { seq, hash };
}

// The log's head as the station holds it now.
function headNow(station: { log: { head(): { seq: number; hash: string } | null } }) {
  const head = station.log.head();
  return head === null ? null : { seq: head.seq, hash: head.hash };
}

describe('export and verify', () => {
  it('exports the log to a folder and lists the files written', async () => {
    const opened = await openConsoleStation({ directorPage: 'Export & verify', prepare: judgedPlays });
    const { page, station } = opened;
    const folder = opened.tempPath('');
    // The web station has no folder dialog: no Browse, and the hint asks for the folder's path.
    expect(await page.getByRole('button', { name: 'Browse for the folder' }).count()).toBe(0);
    expect(
      await page.getByText('This station has no file dialog: type the folder’s full path.').count(),
    ).toBe(1);
    await page.getByLabel('Export folder').fill(folder);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await statusSays(page, /Exported: \d+ files written\./u);
    const files = await page.getByRole('list', { name: 'Files written' }).locator('li').allInnerTexts();
    // One export, three forms of it: a spreadsheet, one JSON object a line, and a page to print.
    expect(files.map((file) => extname(file)).sort()).toEqual(['.csv', '.html', '.jsonl']);
    expect(await page.getByRole('status').filter({ hasText: 'Exported' }).innerText()).toBe(
      'Exported: 3 files written.',
    );
    expect(new Set(files.map((file) => basename(file, extname(file)))).size).toBe(1);
    for (const file of files) {
      expect(dirname(file)).toBe(folder.replace(/\/$/u, ''));
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toContain('XQZT');
    }
    expect(await mainText(page)).toContain('Head of the exported log');
    // The export is itself logged: the head to note moves past the export's own, and the page says so.
    const exported = await headShown(page, 'Head of the exported log');
    await expect.poll(() => headShown(page, HEAD_NOW)).toEqual(headNow(station));
    expect((await headShown(page, HEAD_NOW)).seq).toBe(exported.seq + 1);
    await screenshot(page, 'export');
    expect([...station.log.entries()].some((entry) => entry.action === 'log-exported')).toBe(true);
  });

  it('verifies the chain and compares it with the head noted on paper', async () => {
    const { page, station } = await openConsoleStation({
      directorPage: 'Export & verify',
      prepare: judgedPlays,
    });
    const head = station.log.head();
    if (head === null) throw new Error('empty log');
    expect(await headShown(page, HEAD_NOW)).toEqual(headNow(station));
    // Judged after the console opened (the CLI on the same folder): the page reads the head again.
    station.judge({ words: ['CAT'], source: 'cli' });
    await openPage(page, 'Log');
    await openPage(page, 'Export & verify');
    await expect.poll(() => headShown(page, HEAD_NOW)).toEqual(headNow(station));
    expect((await headShown(page, HEAD_NOW)).seq).toBe(head.seq + 1);

    await page.getByLabel('Entry number').fill(String(head.seq));
    const grouped = (head.hash.slice(0, 16).match(/.{4}/gu) ?? []).join(' ').toUpperCase();
    await page.getByLabel('Hash, first 16 or more digits').fill(grouped);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await statusSays(page, 'Matches the noted head.');
    expect(await mainText(page)).toMatch(/Intact: \d+ entries, every hash checks\./u);
    // The verification is logged too: the box shows the head after it.
    await expect.poll(() => headShown(page, HEAD_NOW)).toEqual(headNow(station));
    expect((await headShown(page, HEAD_NOW)).seq).toBe(head.seq + 2);
    await screenshot(page, 'verify');

    await page.getByLabel('Hash, first 16 or more digits').fill('deadbeefdeadbeef');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await statusSays(page, 'Does not match the noted head.');
    // 12 digits are what the station used to print; a rewritten log can be ground to match them.
    await page.getByLabel('Hash, first 16 or more digits').fill(head.hash.slice(0, 12));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await alertSays(page, 'at least 16 hex digits (64 bits)');
    const verified = [...station.log.entries()].filter((entry) => entry.action === 'log-verified');
    expect(verified.map((entry) => entry.details)).toEqual([
      expect.stringContaining('noted head matches'),
      expect.stringContaining('noted head DOES NOT MATCH'),
    ]);
  });
});
