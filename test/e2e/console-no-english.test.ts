// No English on a console screen in another language: a station whose log holds every event kind
// this version writes (each by the core's own code), challenges under both rules, a check and a
// ruling, driven in Chromium in Catalan and in German through the PIN screen and every director's
// page, then the kiosk. No word of the English catalogues that the language does not write the same may be shown;
// what a screen shows as data (names, words, paths, hashes) is taken out first (english-left.ts).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { KioskLanguage } from '../../electron/common/kiosk-languages.ts';
import { consoleIntl } from '../../renderer/src/console/i18n/console-messages.ts';
import type { ConsoleMessageId } from '../../renderer/src/console/i18n/console-messages.ts';
import { recordEveryEvent } from '../support/every-event-station.ts';
import { DIRECTOR_PIN, pressConsoleChord, useConsoleStations } from './console-fixture.ts';
import { englishLeft, englishOnlyWords } from './english-left.ts';

const openConsoleStation = useConsoleStations();

// Run in the page, as a string: the tests are type-checked without the DOM's types.
const SCREEN_TEXT = `(() => {
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.join('\\n');
})()`;

/** Every text a person may be shown or read out: text nodes, and the labels and hints of elements. */
function screenText(page: Page): Promise<string> {
  return page.evaluate<string>(SCREEN_TEXT);
}

describe.each(['ca', 'de'] as const)('the console in %s', (language: KioskLanguage) => {
  it('shows no English word on any page, with every event, a check and a ruling in the log', async () => {
    const fixture = await openConsoleStation();
    const { page, station, handlers } = fixture;
    const dir = fixture.tempPath('every-event');
    mkdirSync(dir);
    await recordEveryEvent({
      station,
      access: handlers.console.access,
      pin: DIRECTOR_PIN,
      recoveryCode: fixture.recoveryCode ?? '',
      dir,
    });
    station.profile.updateConfig({ language });
    const intl = consoleIntl(language);
    const say = (id: ConsoleMessageId, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values);
    const english = englishOnlyWords(language);
    // The station's data, shown as it was typed or recorded.
    const data = [
      'Station 1',
      'Anna',
      'JB',
      'CLUB CA',
      'CLUB',
      'FED',
      'DEMO',
      'XQZT',
      'XYST',
      join(dir, 'export'),
      dir,
      fixture.dataDir,
    ];
    const left: Record<string, string[]> = {};
    const read = async (where: string) => {
      const found = englishLeft(await screenText(page), data, english);
      if (found.length > 0) left[where] = found;
    };
    const open = async (title: ConsoleMessageId) => {
      await page
        .getByRole('navigation')
        .getByRole('button', { name: say(title), exact: true })
        .click();
      await page.getByRole('heading', { level: 2, name: say(title), exact: true }).waitFor();
    };

    await pressConsoleChord(page);
    await page.getByRole('heading', { level: 1, name: say('unlock.title') }).waitFor();
    await read('PIN');
    // A wrong PIN is refused in the language, not in the station's English.
    await page.getByLabel(say('unlock.pin'), { exact: true }).fill('999111');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(say('access.wrong', { what: 'pin' }));
    await read('PIN refused');
    await page.getByLabel(say('unlock.pin'), { exact: true }).fill(DIRECTOR_PIN);
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: say('director.menu') }).waitFor();
    await read('station');

    await open('page.lexicons');
    await read('lexicons');

    await open('page.log');
    const entries = page.getByRole('table', { name: say('log.entries') });
    await entries.waitFor();
    const logText = await entries.innerText();
    // The notes of an event and of a challenge, said in the language.
    expect(logText).toContain(say('rule.points', { points: 5 }));
    expect(logText).toContain(say('rule.double'));
    expect(logText).toContain(say('event.station-quit'));
    expect(logText).not.toContain('settings-changed');
    await read('log');

    const first = [...station.log.entries()].find((entry) => entry.kind === 'adjudication');
    await page.getByRole('button', { name: say('entries.review', { seq: String(first?.seq) }) }).click();
    const followUps = page.getByRole('table', {
      name: say('challenge.followUpsOf', { seq: String(first?.seq) }),
    });
    await followUps.waitFor();
    expect(await followUps.locator('tbody tr').count()).toBe(2);
    await read('review');

    await open('page.export');
    await page.getByRole('button', { name: say('verify.submit'), exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: say('verify.head') })
      .waitFor();
    await read('export');

    await open('page.quit');
    await read('quit');

    // Locked, the kiosk the players see speaks the language too.
    await page.getByRole('button', { name: say('console.lock'), exact: true }).click();
    await page.waitForSelector('main[data-screen]:not([data-screen=loading])');
    await read('kiosk');

    expect(left).toEqual({});
  }, 120_000);
});
