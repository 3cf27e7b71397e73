// The director console speaks the station's language: the kiosk's, chosen on the station
// page, from the PIN screen on; saving another language switches the open console at once.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DIRECTOR_PIN,
  openPage,
  pressConsoleChord,
  statusSays,
  unlockConsole,
  useConsoleStations,
  type ConsoleFixtureOptions,
} from './console-fixture.ts';

const openConsoleStation = useConsoleStations();

/** A Polish station with a few challenges judged, so the log has entries to count. */
const polishStation: ConsoleFixtureOptions['prepare'] = (station) => {
  station.profile.updateConfig({ language: 'pl' });
  station.judge({ words: ['cat', 'xqzt'], source: 'kiosk', round: 1, table: 4 });
  station.judge({ words: ['dog'], source: 'kiosk', round: 2, table: 5 });
};

/** Polish for "entries" after a count: 1 wpis, 2–4 wpisy (not 12–14), otherwise wpisów. */
function polishEntries(count: number): string {
  if (count === 1) return 'wpis';
  const tens = count % 100;
  const last = count % 10;
  return last >= 2 && last <= 4 && (tens < 12 || tens > 14) ? 'wpisy' : 'wpisów';
}

function pageLanguage(page: Page): Promise<string> {
  return page.evaluate<string>('document.documentElement.lang');
}

describe('the console in the station’s language', () => {
  it('is Polish on a Polish station: headings, buttons, a plural and a date', async () => {
    const { page, station } = await openConsoleStation({ prepare: polishStation });
    await pressConsoleChord(page);
    await page.getByRole('heading', { level: 1, name: 'PIN sędziego' }).waitFor();
    expect(await pageLanguage(page)).toBe('pl');
    expect(await page.locator('.console__leave').innerText()).toBe('Powrót do kiosku');
    await page.getByLabel('PIN', { exact: true }).fill(DIRECTOR_PIN);
    await page.getByRole('button', { name: 'Odblokuj' }).click();

    const menu = page.getByRole('navigation', { name: 'Strony sędziego' });
    await menu.waitFor();
    await page.getByRole('heading', { level: 2, name: 'Stanowisko' }).waitFor();
    expect(await page.getByRole('button', { name: 'Zapisz ustawienia' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Zablokuj' }).count()).toBe(1);
    expect(await page.getByLabel('Nazwa stanowiska').inputValue()).toBe('Station 1');
    // The kiosk languages are named in Polish and in themselves.
    expect(await page.getByRole('option', { name: 'niemiecki (Deutsch)' }).count()).toBe(1);

    await menu.getByRole('button', { name: 'Dziennik' }).click();
    await page.getByRole('heading', { level: 2, name: 'Dziennik' }).waitFor();
    const count = [...station.log.entries()].length;
    expect(count).toBeGreaterThan(4);
    await statusSays(page, `Znaleziono ${count} ${polishEntries(count)}, od najnowszych.`);
    const verdicts = page.getByRole('table', { name: 'Znalezione wpisy dziennika' });
    // The verdicts are the kiosk's own Polish words for them.
    expect(await verdicts.innerText()).toContain('NIEDOPUSZCZALNE');

    await menu.getByRole('button', { name: 'Słowniki' }).click();
    await page.getByRole('heading', { level: 2, name: 'Słowniki' }).waitFor();
    const demo = page.getByRole('table', { name: 'Słowniki na tym stanowisku' }).locator('tbody tr').first();
    // Imported: the day, the month's Polish short name, the year and a 24-hour time.
    const polishMonth = '(sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru)';
    expect(await demo.locator('td').nth(3).innerText()).toMatch(
      new RegExp(`^\\d{1,2} ${polishMonth} \\d{4}, \\d{2}:\\d{2}:\\d{2}$`, 'u'),
    );
  });

  it('says "Opening the console…" in Polish before the station has answered', async () => {
    const { page } = await openConsoleStation({ prepare: polishStation });
    // The kiosk has spoken Polish; the console's status is held back, so its first screen stays up.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/console:status', async (route: Route) => {
      await released;
      await route.continue();
    });
    await pressConsoleChord(page);
    await page.waitForSelector('[data-console=loading]');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Otwieranie konsoli…');
    expect(await pageLanguage(page)).toBe('pl');
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('heading', { level: 1, name: 'PIN sędziego' }).waitFor();
  });

  it('switches to German when the director saves German on the station page', async () => {
    const { page, station } = await openConsoleStation();
    await unlockConsole(page);
    expect(await pageLanguage(page)).toBe('en');
    await page.getByLabel('Kiosk language').selectOption('de');
    await page.getByRole('button', { name: 'Save settings' }).click();

    await page.getByRole('navigation', { name: 'Seiten der Turnierleitung' }).waitFor();
    expect(station.profile.config().language).toBe('de');
    expect(await pageLanguage(page)).toBe('de');
    expect(await page.getByRole('button', { name: 'Einstellungen speichern' }).count()).toBe(1);
    expect(await page.getByLabel('Name der Station').inputValue()).toBe('Station 1');
    expect(await page.getByRole('button', { name: 'Sperren' }).count()).toBe(1);
    await openPage(page, 'Wortlisten');
    expect(await page.getByRole('columnheader', { name: 'Fingerabdruck' }).count()).toBe(1);

    // Locked and opened again, the console is still German from its first screen.
    await page.getByRole('button', { name: 'Sperren' }).click();
    await page.waitForSelector('main[data-screen]:not([data-screen=loading])');
    await pressConsoleChord(page);
    await page.getByRole('heading', { level: 1, name: 'PIN der Turnierleitung' }).waitFor();
  });
});

describe('the recovery code at set-up', () => {
  it('follows a language the station takes while it is shown, as a hall’s arrives after joining', async () => {
    const { page, station } = await openConsoleStation({ setUp: false });
    await pressConsoleChord(page);
    await page.getByRole('heading', { name: 'Set up this station' }).waitFor();
    await page.getByLabel('Director PIN').fill(DIRECTOR_PIN);
    await page.getByLabel('The same PIN again').fill(DIRECTOR_PIN);
    await page.getByLabel('Station name').fill('Estació 5');
    await page.getByRole('button', { name: 'Set up the station' }).click();
    const code = page.getByLabel('Recovery code', { exact: true });
    await expect.poll(() => code.innerText()).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/u);
    const shown = await code.innerText();

    // The language arrives a moment after the code is up, as the hall's settings do from its hub.
    station.profile.updateConfig({ language: 'ca' });
    await page.getByRole('heading', { level: 1, name: 'Anoteu el codi de recuperació' }).waitFor();
    expect(await pageLanguage(page)).toBe('ca');
    // The same code, now labelled in Catalan; the director goes on in Catalan.
    expect(await page.getByLabel('Codi de recuperació', { exact: true }).innerText()).toBe(shown);
    await page.getByRole('checkbox', { name: 'He anotat el codi de recuperació' }).check();
    await page.getByRole('button', { name: 'Continua a les pàgines de l’àrbitre' }).click();
    await page.getByRole('heading', { level: 2, name: 'Estació' }).waitFor();
  });
});
