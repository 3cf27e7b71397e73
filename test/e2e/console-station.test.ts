import { describe, expect, it } from 'vitest';
import {
  alertSays,
  DIRECTOR_PIN,
  lockConsole,
  mainText,
  useConsoleStations,
  openPage,
  pressConsoleChord,
  screenshot,
  statusSays,
  unlockConsole,
} from './console-fixture.ts';
import { typeKeys, verdictSpoken } from '../support/kiosk-fixture.ts';

const openConsoleStation = useConsoleStations();

describe('the station page', () => {
  it('saves the round, table entry, rule and text size; the kiosk asks the table and logs both', async () => {
    const fixture = await openConsoleStation();
    const { page, station } = fixture;
    await unlockConsole(page);
    // The page fills in once the station's overview has come back.
    await expect.poll(() => mainText(page)).toContain('current round none');
    await page.getByLabel('Station name').fill('Station 12');
    await page.getByLabel('Current round').fill('0');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await alertSays(page, 'from 1 to 999');
    await page.getByLabel('Current round').fill('3');
    await page.getByLabel('Players type their table number before the words').check();
    await page.getByLabel('Points per word').check();
    await page.getByLabel('Points per challenged word').fill('10');
    await page.getByLabel('Kiosk text size').selectOption('large');
    // Each timing says, to anyone who reads or hears the field, the range the station accepts.
    const verdictClears = page.getByLabel('Verdict clears after');
    const hintId = (await verdictClears.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${hintId}"]`).innerText()).toBe('3 to 60');
    await verdictClears.fill('61');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await alertSays(page, 'A verdict clears after 3 to 60 seconds');
    await verdictClears.fill('20');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await statusSays(page, 'Settings saved');
    expect(await mainText(page)).toContain('current round 3');
    expect(station.profile.config()).toMatchObject({
      round: 3,
      tableEntry: true,
      challengeRule: { kind: 'points', points: 10 },
      textSize: 'large',
      timings: { verdictClearMs: 20_000 },
    });
    expect(station.profile.name()).toBe('Station 12');
    await screenshot(page, 'station');

    await lockConsole(page);
    await expect.poll(() => mainText(page)).toContain('Type your table number, then press Enter.');
    expect(await page.evaluate('document.documentElement.dataset.textSize')).toBe('large');
    await page.keyboard.press('x');
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('is not a digit');
    await typeKeys(page, '12');
    await screenshot(page, 'kiosk-table-entry');
    await page.keyboard.press('Enter');
    await expect.poll(() => mainText(page)).toContain('Table 12');
    await page.keyboard.press('2');
    await typeKeys(page, 'cat dog');
    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toBe('Verdict: ACCEPTABLE');
    const judged = [...station.log.entries()].filter((entry) => entry.kind === 'adjudication');
    expect(judged).toMatchObject([
      { words: ['CAT', 'DOG'], round: 3, table: 12, challengeRule: '10 points per word' },
    ]);
  });
});

describe('the kiosk language', () => {
  it('is chosen on the station page, logged, and spoken by the kiosk; names beyond ASCII show as typed', async () => {
    const { page, station } = await openConsoleStation();
    await unlockConsole(page);
    await expect.poll(() => mainText(page)).toContain('current round none');
    // An em dash pasted for the en dash: the station refuses the rename, naming it, and the director
    // is back on the name field (the click left focus on Save).
    const name = page.getByLabel('Station name');
    await name.fill('Mesa Ñandú — Łódź');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await alertSays(page, 'not "—" (U+2014, punctuation)');
    expect(await page.evaluate('document.activeElement?.id')).toBe(await name.getAttribute('id'));
    expect(station.profile.name()).not.toContain('—');
    await name.fill('Mesa Ñandú – Łódź');
    await page.getByLabel('Kiosk language').selectOption('es');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await statusSays(page, 'Settings saved');
    expect(station.profile.config().language).toBe('es');
    expect(station.profile.name()).toBe('Mesa Ñandú – Łódź');
    // The console follows the language saved: the same field, now labelled in Spanish.
    expect(await page.getByLabel('Nombre de la estación').inputValue()).toBe('Mesa Ñandú – Łódź');
    const changes = [...station.log.entries()].filter(
      (entry) => entry.kind === 'event' && entry.action === 'settings-changed',
    );
    expect(changes.map((entry) => (entry.kind === 'event' ? entry.details : ''))).toContain(
      'language = "es"',
    );

    // Locked from the console, now in Spanish.
    await page.getByRole('button', { name: 'Bloquear', exact: true }).click();
    await expect.poll(() => mainText(page)).toContain('¿Cuántas palabras se cuestionan?');
    expect(await page.evaluate('document.documentElement.lang')).toBe('es');
    expect(await page.textContent('.kiosk__station')).toBe('Mesa Ñandú – Łódź');
    // Back in the console, the page speaks the station's language too, and says so to the
    // director's screen reader.
    await pressConsoleChord(page);
    await page.getByLabel('PIN', { exact: true }).fill(DIRECTOR_PIN);
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Páginas del árbitro' }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('es');
  });
});

describe('quitting', () => {
  it('asks first, then quits the station and logs it', async () => {
    const fixture = await openConsoleStation();
    const { page, station } = fixture;
    await unlockConsole(page);
    await openPage(page, 'Quit station');
    await page.getByRole('button', { name: 'Quit the station' }).click();
    const confirm = page.getByRole('button', { name: 'Yes, quit' });
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Yes, quit');
    await screenshot(page, 'quit');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(fixture.quits()).toBe(0);
    await page.getByRole('button', { name: 'Quit the station' }).click();
    await confirm.click();
    await statusSays(page, 'shutting down');
    await expect.poll(() => fixture.quits()).toBe(1);
    expect([...station.log.entries()].some((entry) => entry.action === 'station-quit')).toBe(true);
  });
});
