// The Station page's Pairings section in Chromium: TSH's pairings of an invented event read from a
// typed path, each table's game shown, a bad file refused with the pairings kept, Clear; and the
// setting that asks who is challenging, saved with the others.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { alertSays, mainText, statusSays, unlockConsole, useConsoleStations } from './console-fixture.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const openConsoleStation = useConsoleStations();
const tempDir = useTempDirs();
const CONFIG_TSH = fileURLToPath(new URL('../core/tsh/fixtures/event/config.tsh', import.meta.url));

describe('the station page’s pairings', () => {
  it('reads TSH’s pairings from a path, shows each table’s game, keeps them over a bad file, and clears', async () => {
    const { page, station } = await openConsoleStation();
    await unlockConsole(page);
    await expect.poll(() => mainText(page)).toContain('No pairings held.');
    const path = page.getByLabel('Path of a tourney.js, or of an event folder’s config.tsh');
    await path.fill(CONFIG_TSH);
    await page.getByRole('button', { name: 'Read pairings' }).click();
    await statusSays(page, 'Pairings read.');
    const shown = await mainText(page);
    expect(shown).toContain('Round: follows TSH');
    expect(shown).toContain('Division A: round 3, 4 players at 2 tables');
    expect(shown).toContain('Table 12 — 2 Ñúñez, Beto · 4 Rook, Dale');
    expect(station.pairings.read()?.where).toBe(CONFIG_TSH);

    const neither = join(tempDir(), 'notes.txt');
    writeFileSync(neither, 'round 3 at two\n');
    await path.fill(neither);
    await page.getByRole('button', { name: 'Read pairings' }).click();
    await alertSays(page, 'notes.txt is neither a TSH tourney.js');
    expect(await mainText(page)).toContain('Table 11 — 1 Müller, Anna · 3 Quill, Cora');

    await page.getByRole('button', { name: 'Clear pairings' }).click();
    await statusSays(page, 'Pairings cleared.');
    expect(await mainText(page)).toContain('No pairings held.');
    expect(station.pairings.read()).toBeNull();
  });

  it('asks who is challenging by default, and saves the setting off', async () => {
    const { page, station } = await openConsoleStation();
    await unlockConsole(page);
    const ask = page.getByLabel('Ask who is challenging (where the station holds pairings)');
    await expect.poll(() => ask.isChecked()).toBe(true);
    await ask.uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await statusSays(page, 'Settings saved');
    expect(station.profile.config().askChallenger).toBe(false);
  });
});
