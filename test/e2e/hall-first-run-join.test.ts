// "Join a hall" at a fresh station's first run, in Chromium against a real hub (`hall
// start` with nats-server on loopback) that imported a small list, designated it and set the round:
// from a fresh data folder, a wrong file refused with nothing set up, then the join file and the PIN
// twice — no name typed, no import, no setting — to the recovery code, the hall's round shown as set
// by the hall, and the kiosk judging a word only the hall's list holds. Skipped (one line, from the
// hall fixture) without nats-server.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../electron/cli/exit-codes.ts';
import { joinedHall } from '../../electron/core/hall/station/station-hall-membership.ts';
import { expectedFingerprint, runCli } from '../cli/run-cli.ts';
import { typeKeys, verdictSpoken } from '../support/kiosk-fixture.ts';
import { freePort, NATS_SERVER } from '../support/hall/hall-fixture.ts';
import { useHubs } from '../support/hall/hub-suite.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { axeReport, describeViolations } from './axe.ts';
import {
  alertSays,
  DIRECTOR_PIN,
  pressConsoleChord,
  screenshot,
  statusSays,
  unlockConsole,
  useConsoleStations,
  type ConsoleFixture,
} from './console-fixture.ts';

const openConsoleStation = useConsoleStations();
const startHub = useHubs();

/** The hall's list: ZZZQ is on it and on no list a station holds by itself. */
const CLUB = ['QI', 'ZA', 'CAT', 'DOGS', 'ZZZQ'];

/**
 * A running hub in `root`/hub that imported CLUB, designated it and set round 3 (by JB), and any
 * further `hall set` steps, with an invitation for "Station 5"; returns the join file.
 */
async function hallWithList(root: string, settings: readonly string[][] = []): Promise<string> {
  const hubDir = join(root, 'hub');
  const words = join(root, 'club.txt');
  writeFileSync(words, `${CLUB.join('\n')}\n`);
  const steps = [
    ['hall', 'lexicon', 'import', words, '--name', 'CLUB'],
    ['hall', 'designate', expectedFingerprint(CLUB).slice(0, 8), '--by', 'JB'],
    ['hall', 'set', 'round', '3', '--by', 'JB'],
    // What a fresh station has already: applied all the same, and shown as the hall's.
    ['hall', 'set', 'table-entry', 'off', '--by', 'MK'],
    ...settings,
  ];
  for (const step of steps) {
    const result = runCli(hubDir, ...step);
    expect(result.status, `${step.join(' ')}: ${result.stderr}`).toBe(EXIT.ok);
  }
  const hub = startHub(hubDir, await freePort());
  await hub.waitFor("carrying the hall's list CLUB");
  // Invited once the hub runs, so the join file holds the address it listens on.
  const joinFile = join(root, 'station5.join');
  const invited = runCli(hubDir, 'hall', 'invite', 'Station 5', '--out', joinFile);
  expect(invited.status, invited.stderr).toBe(EXIT.ok);
  return joinFile;
}

/** Opens the console's first run on the kiosk of a fresh station and chooses "Join a hall". */
async function chooseJoin(page: Page): Promise<void> {
  await page.waitForSelector('[data-screen=unavailable]');
  await pressConsoleChord(page);
  await page.getByRole('heading', { name: 'Set up this station' }).waitFor();
  await page.getByRole('radio', { name: 'Join a hall' }).check();
}

async function joinWith(page: Page, path: string): Promise<void> {
  await page.getByLabel('Join file').fill(path);
  await page.getByLabel('Director PIN').fill(DIRECTOR_PIN);
  await page.getByLabel('The same PIN again').fill(DIRECTOR_PIN);
  await page.getByRole('button', { name: 'Join the hall and set up' }).click();
}

/** What a control's aria-describedby says: its hint, and the hall's note within it. */
async function description(page: Page, control: Locator): Promise<string> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

function events(fixture: ConsoleFixture): string[] {
  return [...fixture.station.log.entries()].flatMap((entry) =>
    entry.kind === 'event' && entry.action !== null ? [entry.action] : [],
  );
}

const TITLE = `joining a hall at first run${NATS_SERVER === null ? ' (skipped: no nats-server)' : ''}`;
describe.skipIf(NATS_SERVER === null)(TITLE, () => {
  it('goes from a fresh data folder to the kiosk judging on the hall’s list, with nothing typed but the PIN', async () => {
    const root = makeTempDir('first-run-join');
    try {
      const joinFile = await hallWithList(root);
      const fixture = await openConsoleStation({ setUp: false, hallLink: true });
      const { page, station } = fixture;
      await chooseJoin(page);
      // The join form measured as every console screen is (accessibility.test.ts measures set-up alone).
      const { rulesRun, violations } = await axeReport(page);
      expect(rulesRun).toBeGreaterThan(60);
      expect(describeViolations('set-up, join a hall', violations)).toBe(
        'set-up, join a hall: no accessibility violations',
      );
      await screenshot(page, 'set-up-join');
      await joinWith(page, joinFile);

      // The recovery code, as at any set-up; the bar names the station by its invitation.
      await page.getByLabel('Recovery code', { exact: true }).waitFor();
      expect(await page.locator('.console__station').innerText()).toBe('Station 5');
      await page.getByRole('checkbox', { name: 'I have written the recovery code down' }).check();
      await page.getByRole('button', { name: 'Continue to the director’s pages' }).click();

      // The hall link started with the join: connected, and the hall's round applied, shown as the hall's.
      const hall = page.getByRole('region', { name: 'Tournament hall' });
      await expect
        .poll(() => hall.getByTestId('hall-connection').innerText(), { timeout: 15_000 })
        .toBe('Connected');
      await expect.poll(() => station.profile.config().round, { timeout: 15_000 }).toBe(3);
      await expect
        .poll(() => station.lexicons.offered().map((lexicon) => lexicon.name), { timeout: 15_000 })
        .toEqual(['CLUB']);
      expect(station.profile.name()).toBe('Station 5');
      expect(joinedHall(fixture.dataDir)?.stationName).toBe('Station 5');
      expect(events(fixture)).toEqual(
        expect.arrayContaining(['station-renamed', 'station-set-up', 'hall-joined', 'lexicon-received']),
      );
      // The Station page says which settings the hall set, and who set them at the hub.
      await expect
        .poll(() => description(page, page.getByLabel('Current round')))
        .toContain('Set by the hall (JB).');
      await expect
        .poll(() => page.getByTestId('hall-setting-tableEntry').innerText())
        .toBe('Set by the hall (MK).');
      expect(await page.getByTestId('hall-setting-rule').count()).toBe(0);
      await screenshot(page, 'station-set-by-hall');

      // Back to the kiosk: it judges on CLUB, a word no other list here holds, in round 3.
      await page.getByRole('button', { name: 'Lock', exact: true }).click();
      await expect.poll(() => page.textContent('main')).toContain('How many words are challenged?');
      await expect.poll(() => page.textContent('main')).toContain('CLUB');
      await page.keyboard.press('1');
      await typeKeys(page, 'zzzq');
      await page.keyboard.press('Tab');
      expect(await verdictSpoken(page)).toBe('Verdict: ACCEPTABLE');
      const judged = [...station.log.entries()].filter((entry) => entry.kind === 'adjudication');
      expect(judged).toHaveLength(1);
      expect(judged[0]).toMatchObject({
        words: ['ZZZQ'],
        verdict: 'ACCEPTABLE',
        lexiconName: 'CLUB',
        lexiconFingerprint: expectedFingerprint(CLUB),
        round: 3,
      });

      // A director at the station may still change it: it is then shown as changed here.
      await page.waitForTimeout(1_100);
      await page.keyboard.press('Space');
      await expect.poll(() => page.textContent('main')).toContain('How many words are challenged?');
      await unlockConsole(page);
      await page.getByLabel('Current round').fill('4');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await statusSays(page, 'Settings saved.');
      await expect
        .poll(() => description(page, page.getByLabel('Current round')))
        .toContain('Changed here since the hall set it: 3 (JB). It stands until the hall sets it again.');
      expect(await page.getByTestId('hall-setting-tableEntry').innerText()).toBe('Set by the hall (MK).');
      expect(station.profile.config().round).toBe(4);
      const stationPage = await axeReport(page);
      expect(describeViolations('station page, settings by the hall', stationPage.violations)).toBe(
        'station page, settings by the hall: no accessibility violations',
      );
    } finally {
      removeTempDir(root);
    }
  }, 120_000);

  it('refuses a wrong file, leaving the station not set up, and then joins with the right one', async () => {
    const root = makeTempDir('first-run-join');
    try {
      const joinFile = await hallWithList(root);
      const fixture = await openConsoleStation({ setUp: false, hallLink: true });
      const { page, station } = fixture;
      await chooseJoin(page);
      // A word list where the join file should be: refused, the director kept on the file's field.
      const words = join(root, 'club.txt');
      await joinWith(page, words);
      await alertSays(page, `The join file ${words} is not a Challenge Station join file (it is not JSON).`);
      await expect
        .poll(() => page.evaluate('document.activeElement?.id'))
        .toBe(await page.getByLabel('Join file').getAttribute('id'));
      // No path: said before anything is sent.
      await page.getByLabel('Join file').fill('');
      await page.getByRole('button', { name: 'Join the hall and set up' }).click();
      await alertSays(page, 'Give the join file’s path.');
      // Nothing was set up, named, joined or logged: the first run is still there to be done.
      expect(fixture.handlers.console.access.isSetUp()).toBe(false);
      expect(station.profile.name()).toBe('Challenge Station');
      expect(joinedHall(fixture.dataDir)).toBeNull();
      expect(events(fixture)).toEqual([]);

      await joinWith(page, joinFile);
      await page.getByLabel('Recovery code', { exact: true }).waitFor();
      expect(station.profile.name()).toBe('Station 5');
      expect(fixture.handlers.console.access.isSetUp()).toBe(true);
    } finally {
      removeTempDir(root);
    }
  }, 120_000);

  it('shows the recovery code in the hall’s language once it arrives from the hub', async () => {
    const root = makeTempDir('first-run-join');
    try {
      const joinFile = await hallWithList(root, [['hall', 'set', 'language', 'ca', '--by', 'JB']]);
      const fixture = await openConsoleStation({ setUp: false, hallLink: true });
      const { page, station } = fixture;
      await chooseJoin(page);
      await joinWith(page, joinFile);
      // The code is up at once, in the station's English; the hall's Catalan follows it there.
      await page.getByLabel(/^(Recovery code|Codi de recuperació)$/u).waitFor();
      await expect.poll(() => station.profile.config().language, { timeout: 15_000 }).toBe('ca');
      await page.getByRole('heading', { level: 1, name: 'Anoteu el codi de recuperació' }).waitFor();
      await page.getByRole('checkbox', { name: 'He anotat el codi de recuperació' }).check();
      await page.getByRole('button', { name: 'Continua a les pàgines de l’àrbitre' }).click();
      // The Station page says, in Catalan, that the hall set the language.
      await expect
        .poll(() => page.getByTestId('hall-setting-language').innerText())
        .toBe('Fixat per la sala (JB).');
    } finally {
      removeTempDir(root);
    }
  }, 120_000);
});
