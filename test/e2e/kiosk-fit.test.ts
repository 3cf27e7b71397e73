// Every kiosk screen fits the window, from 800×600 to 3840×2160, in every kiosk language: the
// lexicon choice, table number, ready, an entry of 8 words of 15 tiles, both verdicts, and not set
// up. Measured in Chromium: no element wider or taller than its box, nothing outside the window, the
// words inside their area, and the page never scrolls. The fault screens too: station stopped, page to
// reopen, cannot record.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AlphabetId } from '../../electron/common/alphabets/index.ts';
import { KIOSK_LANGUAGES, type KioskLanguage } from '../../electron/common/kiosk-languages.ts';
import type { Station } from '../../electron/core/station/station.ts';
import { KIOSK_MESSAGES } from '../../renderer/src/kiosk/i18n/kiosk-messages.ts';
import { screenshot } from '../support/kiosk-fixture.ts';
import { useKiosks } from '../support/kiosk-suite.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { misfits } from './kiosk-misfits.ts';

const tempDir = useTempDirs();
const openKiosk = useKiosks();

/** Each language with the alphabet its national lists use, so the entry shows its tile hints. */
const ALPHABET_OF: Readonly<Record<KioskLanguage, AlphabetId>> = {
  en: 'english',
  es: 'spanish',
  ca: 'catalan',
  fr: 'french',
  de: 'german',
  nl: 'dutch',
  pl: 'polish',
  nb: 'norwegian',
  sv: 'swedish',
  sl: 'slovene',
};

// Eight words of 15 tiles, M the widest letter every alphabet has.
const VALID = Array.from('ABCDEFGH', (last) => `${'M'.repeat(14)}${last}`);
const INVALID = Array.from('ABCDEFGH', (first) => `${first}${'M'.repeat(14)}`);

async function judge(page: Page, words: readonly string[]): Promise<void> {
  await page.keyboard.press(`Digit${words.length}`);
  await page.keyboard.type(words.join(' ').toLowerCase());
  await page.keyboard.press('Tab');
  await page.waitForSelector('[data-screen=verdict]');
}

describe.each(KIOSK_LANGUAGES)('the kiosk in %s fits every screen size', (language) => {
  // The director's largest text size too: text around the words gives way on a short screen.
  it.each(['standard', 'largest'] as const)(
    'at %s text: every screen of a challenge',
    async (textSize) => {
      const alphabet = ALPHABET_OF[language];
      const path = join(tempDir(), 'list.txt');
      writeFileSync(path, `${VALID.join('\n')}\n`);
      const { page } = await openKiosk((station: Station) => {
        station.importer.importFile(path, 'LIST', { alphabet });
        // Two lexicons and table numbers, so the choice and the table screens are measured too.
        station.lexicons.offer(['LIST', 'DEMO']);
        station.profile.updateConfig({ language, tableEntry: true, textSize });
      });
      await page.waitForSelector('[data-screen=choose-lexicon]');
      const problems = await misfits(page, 'choose-lexicon');
      await page.keyboard.press('Digit1');
      await page.keyboard.type('x');
      await page.waitForSelector('[data-screen=table]');
      problems.push(...(await misfits(page, 'table with a refusal')));
      await page.keyboard.type('9999');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-screen=ready]');
      problems.push(...(await misfits(page, 'ready')));

      await page.keyboard.press('Digit8');
      await page.keyboard.type(VALID.join(' ').toLowerCase());
      await expect.poll(() => page.locator('.entry__words > li').count()).toBe(8);
      problems.push(...(await misfits(page, 'entry')));
      // A 16th tile is refused with a message, in the kiosk's language, above the eight words.
      await page.keyboard.type('m');
      await page.waitForSelector('.entry__message:not(:empty)');
      problems.push(...(await misfits(page, 'entry with a refusal')));
      await page.setViewportSize({ width: 800, height: 600 });
      if (textSize === 'standard' && (language === 'de' || language === 'pl')) {
        await screenshot(page, `fit-entry-800x600-${language}`);
      }

      await page.keyboard.press('Tab');
      await page.waitForSelector('[data-screen=verdict]');
      problems.push(...(await misfits(page, 'acceptable verdict')));
      await page.waitForTimeout(1_100);
      await page.keyboard.press('Space');
      await page.waitForSelector('[data-screen=choose-lexicon]');
      await page.keyboard.press('Digit1');
      await page.keyboard.type('9999');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-screen=ready]');

      await judge(page, INVALID);
      problems.push(...(await misfits(page, 'unacceptable verdict')));
      await page.setViewportSize({ width: 800, height: 600 });
      if (textSize === 'standard' && (language === 'de' || language === 'pl')) {
        await screenshot(page, `fit-verdict-800x600-${language}`);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it('the fault screens: station stopped mid-challenge, page to reopen, cannot record', async () => {
    const { page } = await openKiosk((station: Station) => station.profile.updateConfig({ language }), {
      setUp: true,
    });
    const messages = KIOSK_MESSAGES[language];
    await page.waitForSelector('[data-screen=ready]');
    await page.route('**/api/**', (route) => route.abort());
    await page.keyboard.press('Digit1');
    await page.keyboard.type('qi');
    await page.keyboard.press('Tab');
    await page.waitForSelector('[data-screen=unavailable]');
    expect(await page.getByRole('alert').textContent()).toBe(messages['fault.stationStopped']);
    expect(await misfits(page, 'station stopped')).toEqual([]);
    // The kiosk asks again every 2 s: a refused session, then a station that fails inside.
    for (const [status, id] of [
      [403, 'fault.reopenPage'],
      [500, 'fault.cannotRecord'],
    ] as const) {
      await page.unroute('**/api/**');
      await page.route('**/api/**', (route) => route.fulfill({ status, body: 'No' }));
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toBe(messages[id]);
      expect(await misfits(page, id)).toEqual([]);
    }
  });

  it('the station-not-set-up screen, with its hint to the director', async () => {
    const { page } = await openKiosk((station: Station) => station.profile.updateConfig({ language }), {
      setUp: false,
    });
    await page.waitForSelector('[data-screen=unavailable]');
    expect(await misfits(page, 'not set up')).toEqual([]);
  });
});
