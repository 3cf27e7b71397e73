import type { Locator, Page } from 'playwright-core';
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
  unlockConsole,
  type ConsoleFixture,
} from './console-fixture.ts';
import { typeKeys, verdictSpoken } from '../support/kiosk-fixture.ts';

const openConsoleStation = useConsoleStations();

function events(station: ConsoleFixture['station'], action: string) {
  return [...station.log.entries()].filter((entry) => entry.kind === 'event' && entry.action === action);
}

// What makes a browser or a password manager offer to keep a field's value, read off the field.
async function keepingMarks(field: Locator) {
  return {
    type: await field.getAttribute('type'),
    autocomplete: await field.getAttribute('autocomplete'),
    ignoredByManagers:
      (await field.getAttribute('data-1p-ignore')) !== null &&
      (await field.getAttribute('data-lpignore')) === 'true',
  };
}

// A PIN is a password field (a screen reader says dots, not digits), marked so no password manager
// keeps it; the station's own profile has Chromium's saving off (test/scripts/kiosk-browser.test.ts).
async function expectPinFieldsKeptByNoBrowser(page: Page, labels: readonly string[]) {
  for (const label of labels) {
    expect([label, await keepingMarks(page.getByLabel(label, { exact: true }))]).toEqual([
      label,
      { type: 'password', autocomplete: 'off', ignoredByManagers: true },
    ]);
  }
}

describe('getting into the director console', () => {
  it('sets up a fresh station: the kiosk judges nothing before, shows the recovery code once, judges after', async () => {
    const { page, station, handlers } = await openConsoleStation({ setUp: false });
    await expect.poll(() => mainText(page)).toContain('Station not set up — call the director');
    // Until set-up, and only then, a new director is told how to open the console.
    const hint = 'Director: press Ctrl+Alt+Shift+J to open the console and set up this station.';
    expect(await mainText(page)).toContain(hint);
    await page.keyboard.press('1');
    expect(await page.getAttribute('main', 'data-screen')).toBe('unavailable');
    await screenshot(page, 'kiosk-not-set-up');

    await pressConsoleChord(page);
    await page.getByRole('heading', { name: 'Set up this station' }).waitFor();
    expect(await page.evaluate('document.activeElement?.id')).toBe(
      await page.getByLabel('Director PIN').getAttribute('id'),
    );
    await expectPinFieldsKeptByNoBrowser(page, ['Director PIN', 'The same PIN again']);
    await page.getByLabel('Director PIN').fill('123456');
    await page.getByLabel('The same PIN again').fill('123456');
    await page.getByLabel('Station name').fill('Station 7');
    await page.keyboard.press('Enter');
    await alertSays(page, 'run of consecutive digits');
    await page.getByLabel('Director PIN').fill(DIRECTOR_PIN);
    await page.getByLabel('The same PIN again').fill(DIRECTOR_PIN);
    // An em dash pasted for the en dash: the refusal names it, and the director stays on the name.
    const name = page.getByLabel('Station name');
    await name.fill('Station — 7');
    await page.keyboard.press('Enter');
    await alertSays(page, 'not "—" (U+2014, punctuation)');
    expect(await page.evaluate('document.activeElement?.id')).toBe(await name.getAttribute('id'));
    await name.fill('Station 7');
    await screenshot(page, 'set-up');
    await page.getByRole('button', { name: 'Set up the station' }).click();

    const code = page.getByLabel('Recovery code', { exact: true });
    await expect.poll(() => code.innerText()).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/u);
    expect(await mainText(page)).toContain('shown only now');
    expect(await page.locator('.console__station').innerText()).toBe('Station 7');
    const proceed = page.getByRole('button', { name: 'Continue to the director’s pages' });
    expect(await proceed.isDisabled()).toBe(true);
    await screenshot(page, 'recovery-code');
    await page.getByLabel('I have written the recovery code down').check();
    await proceed.click();
    await page.getByRole('heading', { level: 2, name: 'Station' }).waitFor();
    expect(handlers.console.access.isSetUp()).toBe(true);
    expect(station.profile.name()).toBe('Station 7');
    expect(events(station, 'station-set-up')).toHaveLength(1);

    await lockConsole(page);
    await expect.poll(() => mainText(page)).toContain('How many words are challenged?');
    expect(await mainText(page)).toContain('Station 7');
    expect(await page.content()).not.toContain('Ctrl+Alt+Shift+J');
    await page.keyboard.press('1');
    await typeKeys(page, 'cat');
    await page.keyboard.press('Tab');
    expect(await verdictSpoken(page)).toBe('Verdict: ACCEPTABLE');
    expect([...station.log.entries()].filter((entry) => entry.kind === 'adjudication')).toHaveLength(1);
  });

  it('keeps a name given from the command line on the set-up form', async () => {
    // `station name "Station 9"` (or `hall join --new-station`) named it before anyone set it up.
    const { page, station } = await openConsoleStation({
      setUp: false,
      prepare: (opened) => opened.profile.rename('Station 9'),
    });
    await pressConsoleChord(page);
    await page.getByRole('heading', { name: 'Set up this station' }).waitFor();
    expect(await page.getByLabel('Station name').inputValue()).toBe('Station 9');
    await page.getByLabel('Director PIN').fill(DIRECTOR_PIN);
    await page.getByLabel('The same PIN again').fill(DIRECTOR_PIN);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /recovery code/iu }).waitFor();
    expect(station.profile.name()).toBe('Station 9');
  });

  it('makes the director wait after repeated wrong PINs, counting down, and logs each failure', async () => {
    // Both clocks stand still until the test moves them: the page's countdown and the station's back-off.
    let now = Date.now();
    const { page, station } = await openConsoleStation({ fakeClock: true, now: () => new Date(now) });
    await pressConsoleChord(page);
    const pin = page.getByLabel('PIN', { exact: true });
    await expectPinFieldsKeptByNoBrowser(page, ['PIN']);
    const unlock = page.getByRole('button', { name: 'Unlock' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await pin.fill('999111');
      await unlock.click();
      await expect.poll(() => events(station, 'pin-failed').length).toBe(attempt);
    }
    // The countdown under it says how long: the alert says why, in the console's language.
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Wrong PIN.');
    expect(await unlock.isDisabled()).toBe(true);
    expect(await page.getByRole('timer').innerText()).toBe('Next attempt in 2 s.');
    await screenshot(page, 'unlock-wait');
    await pin.fill(DIRECTOR_PIN);
    await page.keyboard.press('Enter');
    expect(events(station, 'console-unlocked')).toHaveLength(0);
    expect(await unlock.isDisabled()).toBe(true);
    // The countdown ticks on the page's clock, a quarter second at a time, until the wait is over.
    now += 2_000;
    await expect
      .poll(async () => {
        await page.clock.runFor(250);
        return unlock.isEnabled();
      })
      .toBe(true);
    expect(await page.getByRole('timer').innerText()).toBe('');
    await unlock.click();
    await page.getByRole('navigation', { name: 'Director pages' }).waitFor();
    expect(events(station, 'pin-failed').map((entry) => entry.details)).toEqual([
      'wrong PIN; 1 failed in a row',
      'wrong PIN; 2 failed in a row',
      'wrong PIN; 3 failed in a row',
    ]);
    expect(events(station, 'console-unlocked')).toHaveLength(1);
  });

  it('resets a forgotten PIN with the recovery code and shows the new code', async () => {
    const { page, station, recoveryCode } = await openConsoleStation();
    await pressConsoleChord(page);
    await page.getByRole('button', { name: 'Forgot PIN' }).click();
    await page.getByRole('heading', { name: 'Forgot PIN' }).waitFor();
    await expectPinFieldsKeptByNoBrowser(page, ['New PIN', 'The same new PIN again']);
    expect(await keepingMarks(page.getByLabel('Recovery code', { exact: true }))).toEqual({
      type: 'text',
      autocomplete: 'one-time-code',
      ignoredByManagers: true,
    });
    await page.getByLabel('Recovery code', { exact: true }).fill('WRONG-CODE-0000-0000');
    await page.getByLabel('New PIN', { exact: true }).fill('731904');
    await page.getByLabel('The same new PIN again').fill('731904');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Wrong recovery code');
    // Typed in lower case without dashes: the station forgives both.
    await page
      .getByLabel('Recovery code', { exact: true })
      .fill((recoveryCode ?? '').replaceAll('-', '').toLowerCase());
    await page.getByLabel('The same new PIN again').fill('731904');
    await screenshot(page, 'recover');
    await page.getByRole('button', { name: 'Set the new PIN' }).click();
    const code = page.getByLabel('Recovery code', { exact: true });
    await expect.poll(() => code.innerText()).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/u);
    expect(await code.innerText()).not.toBe(recoveryCode);
    await page.getByLabel('I have written the recovery code down').check();
    await page.getByRole('button', { name: 'Continue to the director’s pages' }).click();
    await page.getByRole('navigation', { name: 'Director pages' }).waitFor();
    expect(events(station, 'pin-reset')).toHaveLength(1);

    await lockConsole(page);
    await pressConsoleChord(page);
    await page.getByLabel('PIN', { exact: true }).fill(DIRECTOR_PIN);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Wrong PIN.');
    await page.getByLabel('PIN', { exact: true }).fill('731904');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Director pages' }).waitFor();
  });

  it('returns to the kiosk when the station has ended the session, and on Lock', async () => {
    // The station's clock stands still until the test moves it, so the session ends exactly then.
    let now = Date.now();
    const { page, handlers } = await openConsoleStation({ sessionIdleMs: 1_000, now: () => new Date(now) });
    await unlockConsole(page);
    // Off the Station page first: it asks the station for the hall link every 1.5 s, and that ask
    // alone would end the session and take the button away before the click.
    await page.getByRole('navigation').getByRole('button', { name: 'Log' }).click();
    await page.getByRole('heading', { level: 2, name: 'Log' }).waitFor();
    expect(handlers.console.sessions.anyLive()).toBe(true);
    now += 1_300;
    await page.getByRole('navigation').getByRole('button', { name: 'Station', exact: true }).click();
    await expect.poll(() => page.getAttribute('main', 'data-screen')).toBe('ready');
    expect(handlers.console.sessions.anyLive()).toBe(false);

    await unlockConsole(page);
    expect(handlers.console.sessions.anyLive()).toBe(true);
    await lockConsole(page);
    expect(await page.getAttribute('main', 'data-screen')).toBe('ready');
    expect(handlers.console.sessions.anyLive()).toBe(false);
  });

  it('times out the PIN screen after 30 s and an idle console after 2 minutes', async () => {
    const { page, handlers } = await openConsoleStation({ fakeClock: true });
    await pressConsoleChord(page);
    await page.getByLabel('PIN', { exact: true }).waitFor();
    await page.clock.fastForward(29_000);
    expect(await page.getByLabel('PIN', { exact: true }).count()).toBe(1);
    await page.clock.fastForward(2_000);
    await expect.poll(() => page.getAttribute('main', 'data-screen')).toBe('ready');

    await unlockConsole(page);
    await page.clock.fastForward(110_000);
    await openPage(page, 'Lexicons');
    await page.clock.fastForward(110_000);
    expect(await page.getByRole('navigation', { name: 'Director pages' }).count()).toBe(1);
    await page.clock.fastForward(11_000);
    await expect.poll(() => page.getAttribute('main', 'data-screen')).toBe('ready');
    expect(handlers.console.sessions.anyLive()).toBe(false);
  });

  it('works with the keyboard alone: focus starts on the PIN, then on each page’s title', async () => {
    const { page } = await openConsoleStation();
    const focused = () => page.evaluate('document.activeElement?.textContent || document.activeElement?.id');
    await pressConsoleChord(page);
    await page.getByLabel('PIN', { exact: true }).waitFor();
    await page.keyboard.type(DIRECTOR_PIN);
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Station');
    expect(await page.evaluate('document.activeElement?.tagName')).toBe('H2');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Quit station');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Log');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Log');
    expect(await page.evaluate('document.activeElement?.tagName')).toBe('H2');
    expect(await page.getByRole('button', { name: 'Log', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    for (let step = 0; step < 7; step += 1) await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Lock');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getAttribute('main', 'data-screen')).toBe('ready');
  });

  it('does not open during a verdict’s minimum display, and shows nothing of the chord to players', async () => {
    // On the page's fake clock, so the 1 s minimum ends when the test says, however slow the machine.
    const { page } = await openConsoleStation({ fakeClock: true });
    expect(await mainText(page)).not.toMatch(/ctrl|alt|director|console/iu);
    await page.keyboard.press('1');
    await typeKeys(page, 'cat');
    await page.keyboard.press('Tab');
    await page.waitForSelector('[data-screen=verdict]');
    await pressConsoleChord(page);
    await page.clock.runFor(300);
    expect(await page.getAttribute('main', 'data-screen')).toBe('verdict');
    await page.clock.runFor(800);
    await pressConsoleChord(page);
    await page.getByLabel('PIN', { exact: true }).waitFor();
    await screenshot(page, 'unlock');
  });
});
