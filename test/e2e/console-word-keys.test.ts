// A word judge at a US keyboard types the special tiles in the console's word fields with the
// kiosk's keys: Polish Z then ; is Ż in "check again" and in the log's word search.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { statusSays, useConsoleStations, writeWordList } from './console-fixture.ts';

const openConsoleStation = useConsoleStations();

/** Types into a field as a person does, key by key, on a US layout. */
async function typeInto(page: Page, label: string, keys: readonly string[]): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill('');
  await field.focus();
  for (const key of keys) await page.keyboard.press(key);
  return field.inputValue();
}

describe('the console’s word fields take the kiosk’s keys for special tiles', () => {
  it('check again and the log’s word: j e z ; is JEŻ, judged and found', async () => {
    const { page, station } = await openConsoleStation({
      directorPage: 'Log',
      prepare: (opened, files) => {
        const list = writeWordList(files, 'osps.txt', ['jeż', 'kot', 'żółw']);
        opened.importer.importFile(list, 'OSPS', { alphabet: 'polish' });
        opened.lexicons.offer(['OSPS']);
        opened.judge({ words: ['jez'], lexicon: 'OSPS', source: 'kiosk', round: 1, table: 3 });
      },
    });
    const challenge = [...station.log.entries()].find((entry) => entry.kind === 'adjudication');
    if (challenge === undefined) throw new Error('no challenge was judged');
    expect(challenge.verdict).toBe('UNACCEPTABLE');

    // The log's word search, in the tiles of the list the kiosk offers.
    expect(await typeInto(page, 'Word', ['KeyJ', 'KeyE', 'KeyZ', 'Semicolon'])).toBe('jeż');
    await page.getByRole('button', { name: 'Search' }).click();
    await statusSays(page, '0 entries found, newest first.');
    expect(await typeInto(page, 'Word', ['KeyJ', 'KeyE', 'KeyZ'])).toBe('jez');
    await page.getByRole('button', { name: 'Search' }).click();
    await statusSays(page, '1 entry found, newest first.');

    // Check again: the spelling corrected with the kiosk's keys, and the check is ACCEPTABLE.
    await page.getByRole('button', { name: `Review #${challenge.seq}` }).click();
    await page.getByRole('heading', { name: `Challenge #${challenge.seq}: UNACCEPTABLE` }).waitFor();
    await page.getByLabel('Judge’s name').fill('Ola');
    const typed = await typeInto(page, 'Words to check', ['KeyJ', 'KeyE', 'KeyZ', 'Semicolon']);
    expect(typed).toBe('jeż');
    // Ż then ; again is Ź, as at the kiosk; Backspace and the letter give Ż back.
    await page.keyboard.press('Semicolon');
    expect(await page.getByLabel('Words to check', { exact: true }).inputValue()).toBe('jeź');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('KeyZ');
    await page.keyboard.press('Semicolon');
    expect(await page.getByLabel('Words to check', { exact: true }).inputValue()).toBe('jeż');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await statusSays(page, /Checked in OSPS: ACCEPTABLE\. Recorded as entry \d+\./u);
    expect(
      [...station.log.entries()].find((entry) => entry.kind === 'check' && entry.refersTo === challenge.seq)
        ?.words,
    ).toEqual(['JEŻ']);
  });
});
