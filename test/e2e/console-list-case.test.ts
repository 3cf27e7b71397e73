// The console's import report for a dictionary list: its capitalised names as their own kind of
// unplayable line, and, read in the wrong alphabet, which alphabet to choose.
import { describe, expect, it } from 'vitest';
import { alertSays, useConsoleStations, writeWordList } from './console-fixture.ts';

const openConsoleStation = useConsoleStations();

// Debian's wpolish in little: words in lower case, names capitalised.
const LIST = ['kot', 'Warszawa', 'żółw', 'źdźbło', 'Kraków', 'jeż', 'łódź', 'gęś', 'ćma', 'mąka'];

describe('the console’s import report for a list that mixes cases', () => {
  it('lists the names, and read in English, says to choose Polish', async () => {
    const opened = await openConsoleStation({ directorPage: 'Lexicons' });
    const { page, station } = opened;
    const list = writeWordList(opened, 'polish.txt', LIST);
    await page.getByLabel('Word list file').fill(list);
    await page.getByLabel('Lexicon name', { exact: true }).fill('OSPS');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await alertSays(page, /The import failed: The list has \d+ lines that cannot be played/u);
    const english = page.getByRole('region', { name: /lines cannot be played$/u });
    await english.waitFor();
    expect(await english.innerText()).toContain(
      '8 lines hold Polish letters: choose Polish as the tile alphabet.',
    );

    await page.getByLabel('Tile alphabet').selectOption('polish');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const polish = page.getByRole('region', { name: '2 lines cannot be played' });
    await polish.waitFor();
    expect(
      await polish.getByRole('list', { name: 'a name (capitalised in a list that mixes cases)' }).innerText(),
    ).toBe('Line 2: "Warszawa" (capitalised)\nLine 5: "Kraków" (capitalised)');
    expect(await polish.innerText()).not.toContain('choose');
    expect(station.lexicons.find('OSPS')).toBeNull();
  });
});
