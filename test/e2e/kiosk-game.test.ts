// The kiosk with the tournament's pairings held, in Chromium against the real station: table 12
// typed, the game shown to confirm, challenger 2, the words, Tab, and the verdict with the rule's
// outcome by the players' names, under both rules, in English and in Spanish. The log entry names
// both players and the challenger; nothing of the game is left on screen for the next players.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { KioskLanguage } from '../../electron/common/kiosk-languages.ts';
import { carriedPairingsFrom } from '../../electron/core/game/carried-pairings.ts';
import { readPairingsFile } from '../../electron/core/game/pairings-file.ts';
import type { ChallengeRule } from '../../electron/core/station/station-config.ts';
import type { Station } from '../../electron/core/station/station.ts';
import { typeKeys, type KioskFixture } from '../support/kiosk-fixture.ts';
import { useKiosks } from '../support/kiosk-suite.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { misfits } from './kiosk-misfits.ts';

const openKiosk = useKiosks();
const tempDir = useTempDirs();

// Division A, round 3: table 12 is Ñúñez, Beto (1) against Rook, Dale (2).
const EVENT = join(import.meta.dirname, '../core/tsh/fixtures/event/config.tsh');

/** Holds the event, each name in `renamed` replaced (a long name for the fit test). */
function holdEvent(station: Station, renamed: Readonly<Record<string, string>> = {}): void {
  const read = carriedPairingsFrom(readPairingsFile(EVENT), {
    file: 'config.tsh',
    readAt: '2026-12-07T10:00:00.000Z',
  });
  let text = JSON.stringify(read);
  for (const [name, longer] of Object.entries(renamed)) text = text.replaceAll(name, longer);
  station.pairings.hold({ from: 'file', where: EVENT, pairings: JSON.parse(text) as typeof read });
}

async function start(language: KioskLanguage, challengeRule: ChallengeRule): Promise<KioskFixture> {
  const kiosk = await openKiosk((station) => {
    station.profile.updateConfig({ tableEntry: true, language, challengeRule });
    holdEvent(station);
  });
  await kiosk.page.waitForSelector('main[data-screen=table]');
  return kiosk;
}

/** Table 12, the game confirmed, challenger 2, then `words` and Tab: the outcome line under the verdict. */
async function challenge(page: Page, words: string, gameLine: string, question: string): Promise<string> {
  await typeKeys(page, '12');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('.game__line').textContent()).toBe(gameLine);
  await page.keyboard.press('Enter');
  await page.waitForSelector('main[data-screen=challenger]');
  expect(await page.locator('.kiosk__prompt').textContent()).toBe(question);
  await page.keyboard.press('2');
  await page.waitForSelector('main[data-screen=ready]');
  await page.keyboard.press(String(words.split(' ').length));
  await typeKeys(page, words);
  await page.keyboard.press('Tab');
  await page.waitForSelector('main[data-screen=verdict]');
  return (await page.locator('.verdict__outcome').textContent()) ?? '';
}

/** Clears the verdict with a key once its minimum display has passed; back at the table number. */
async function next(page: Page): Promise<void> {
  await page.waitForTimeout(1_050);
  await page.keyboard.press('Space');
  await page.waitForSelector('main[data-screen=table]');
  expect(await page.locator('main').textContent()).not.toMatch(/Rook|Ñúñez/u);
}

interface Case {
  readonly language: KioskLanguage;
  readonly rule: ChallengeRule;
  readonly gameLine: string;
  readonly question: string;
  /** Outcome lines of an unacceptable play (CAT XQZT) and an acceptable one (CAT DOG ZOO). */
  readonly unacceptable: string;
  readonly acceptable: string;
}

const ENGLISH = {
  gameLine: 'Round 3 · Table 12 — 1 Ñúñez, Beto · 2 Rook, Dale',
  question: 'Who is challenging? Press 1 or 2',
};
const SPANISH = {
  gameLine: 'Ronda 3 · Mesa 12 — 1 Ñúñez, Beto · 2 Rook, Dale',
  question: '¿Quién impugna? Pulsen 1 o 2',
};

const CASES: readonly Case[] = [
  {
    language: 'en',
    rule: { kind: 'double' },
    ...ENGLISH,
    unacceptable: 'The play comes off — Ñúñez, Beto loses the turn',
    acceptable: 'Rook, Dale loses the turn',
  },
  {
    language: 'en',
    rule: { kind: 'points', points: 5 },
    ...ENGLISH,
    unacceptable: 'The play comes off',
    acceptable: 'Ñúñez, Beto +15 (5 × 3 words)',
  },
  {
    language: 'es',
    rule: { kind: 'double' },
    ...SPANISH,
    unacceptable: 'La jugada se retira — Ñúñez, Beto pierde el turno',
    acceptable: 'Rook, Dale pierde el turno',
  },
  {
    language: 'es',
    rule: { kind: 'points', points: 5 },
    ...SPANISH,
    unacceptable: 'La jugada se retira',
    acceptable: 'Ñúñez, Beto +15 (5 × 3 palabras)',
  },
];

describe('the kiosk with pairings held', () => {
  it.each(CASES)('shows the game and the outcome: $language, $rule.kind', async (each) => {
    const { page, station } = await start(each.language, each.rule);
    expect(await challenge(page, 'cat xqzt', each.gameLine, each.question)).toBe(each.unacceptable);
    await next(page);
    expect(await challenge(page, 'cat dog zoo', each.gameLine, each.question)).toBe(each.acceptable);

    const head = station.log.head()?.seq ?? 0;
    for (const seq of [head - 1, head]) {
      expect(station.log.entry(seq)).toMatchObject({
        kind: 'adjudication',
        table: 12,
        gameDivision: 'A',
        gameRound: 3,
        gameTable: '12',
        firstPlayerNumber: 2,
        firstPlayerName: 'Ñúñez, Beto',
        secondPlayerNumber: 4,
        secondPlayerName: 'Rook, Dale',
        challenger: 2,
      });
    }
    await next(page);
  });

  it('retypes the table with Esc, and says in one line that a table has no game', async () => {
    const { page } = await start('en', { kind: 'double' });
    await typeKeys(page, '13');
    await page.keyboard.press('Enter');
    await page.waitForSelector('main[data-screen=ready]');
    expect(await page.locator('.game__note').textContent()).toBe(
      'No game at table 13 this round — the challenge is judged as usual.',
    );
    await page.keyboard.press('Escape');
    await page.waitForSelector('main[data-screen=table]');
    await typeKeys(page, '12');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.game__line');
    await page.keyboard.press('Escape');
    await page.waitForSelector('main[data-screen=table]');
    expect(await page.locator('main').textContent()).not.toMatch(/Rook|Ñúñez/u);
  });
});

// Eight words of 15 tiles (M the widest letter), none in the list: the longest verdict and outcome.
const LONG_PLAY = Array.from('ABCDEFGH', (first) => `${first}${'M'.repeat(14)}`);

describe.each(['de', 'pl'] as const)('the game and the outcome fit every screen size in %s', (language) => {
  it('at the largest text, with long names: the game, who challenges, ready, the verdict', async () => {
    const list = join(tempDir(), 'list.txt');
    writeFileSync(list, 'CAT\n');
    const { page } = await openKiosk((station) => {
      station.importer.importFile(list, 'LIST');
      station.lexicons.offer(['LIST']);
      station.profile.updateConfig({ tableEntry: true, language, textSize: 'largest' });
      holdEvent(station, {
        'Ñúñez, Beto': 'WOJCIECHOWSKA-SZCZEPAŃSKA, Małgorzata Bożena',
        'Rook, Dale': 'VAN DER BERG-MÜLLERSTEIN, Maximiliana Josefina',
      });
    });
    await page.waitForSelector('main[data-screen=table]');
    await typeKeys(page, '12');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.game__line');
    const problems = await misfits(page, 'game');
    await page.keyboard.press('Enter');
    await page.waitForSelector('main[data-screen=challenger]');
    problems.push(...(await misfits(page, 'challenger')));
    await page.keyboard.press('2');
    await page.waitForSelector('main[data-screen=ready]');
    problems.push(...(await misfits(page, 'ready with the game')));
    await page.keyboard.press('8');
    await page.keyboard.type(LONG_PLAY.join(' ').toLowerCase());
    await page.keyboard.press('Tab');
    await page.waitForSelector('.verdict__outcome');
    problems.push(...(await misfits(page, 'verdict with the outcome')));
    expect(problems).toEqual([]);
  }, 120_000);
});
