// The director's hall view in the event's language, in Chromium over a real hub and a real station
// process: a hall set to Polish shows the view in Polish (headings, verdicts, the page's lang, an
// alert's time as Polish writes it), the header switches it to German for the session, Polish
// counts stations in its three forms, every language is axe-clean and fits 800×600 and 3840×2160
// without a horizontal scroll or anything cut, and the Print buttons print the merged report and
// one round, each alone on paper, naming the hall and its designated list.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_LANGUAGES, type KioskLanguage } from '../../electron/common/kiosk-languages.ts';
import { HALL_MESSAGES, type HallMessageId } from '../../renderer/src/hall/i18n/hall-messages.ts';
import { runCli } from '../cli/run-cli.ts';
import { freePort, startHubProcess, type HubProcess } from '../support/hall/hall-fixture.ts';
import { launchChromium, screenshot } from '../support/kiosk-fixture.ts';
import { makeTempDir } from '../support/temp-dir.ts';
import { axeReport, describeViolations } from './axe.ts';
import {
  afterHallViewSuite,
  describeHallView,
  hallViewUrl,
  inviteStation,
  joinWithList,
  startViewStation,
  untilSeenBy,
  type ViewStation,
} from './hall-view-event.ts';

const HALL_NAME = 'Mistrzostwa Polski 2027';
const SILENCE_SECONDS = 3;
const POLISH_MONTHS =
  /(stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia)/u;
const GERMAN_MONTHS = /(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)/u;

let root = '';
let hub: HubProcess | undefined;
let browser: Browser | undefined;
let page: Page;
let station: ViewStation | undefined;

const untilSeen = untilSeenBy(() => hub);

/** A message in one language, as the page shows it (no placeholders). */
const say = (language: KioskLanguage, id: HallMessageId): string => HALL_MESSAGES[language][id];

/** Chooses the view's language in the header's switch. */
async function chooseLanguage(language: KioskLanguage): Promise<void> {
  await page.locator('.hall__language select').selectOption(language);
  await page.waitForFunction(`document.documentElement.lang === '${language}'`);
}

/** What does not fit at this size: a horizontal scroll, or an element cut or spilling out. */
async function misfits(width: number, height: number): Promise<string[]> {
  await page.setViewportSize({ width, height });
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  const problems = await page.evaluate<string[]>(MEASURE);
  return problems.map((problem) => `${width}×${height}: ${problem}`);
}

// Runs in the page. The view is taller than a window and scrolls down, as a page does; nothing may
// scroll sideways, nothing may be wider than its box, and only the boxes made to scroll (the feed,
// the alerts band) may hold more than they show.
const MEASURE = `(() => {
  const problems = [];
  const vw = innerWidth, doc = document.documentElement;
  if (doc.scrollWidth > vw) problems.push('the page scrolls sideways (' + doc.scrollWidth + ' > ' + vw + ')');
  const name = (el) => el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') + ' "' + (el.textContent || '').slice(0, 30) + '"';
  for (const el of document.querySelectorAll('.hall, .hall *')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.left < -0.5 || r.right > vw + 0.5) problems.push(name(el) + ' is outside the window (' + Math.round(r.left) + '–' + Math.round(r.right) + ')');
    const style = getComputedStyle(el);
    if (style.display === 'inline') continue;
    if (el.scrollWidth > el.clientWidth + 1) problems.push(name(el) + ' is wider than its box (' + el.scrollWidth + ' > ' + el.clientWidth + ')');
    const scrolls = style.overflowY === 'auto' || style.overflowY === 'scroll';
    if (!scrolls && el.scrollHeight > el.clientHeight + 2) problems.push(name(el) + ' is taller than its box (' + el.scrollHeight + ' > ' + el.clientHeight + ')');
  }
  return problems;
})()`;

describeHallView("the hall view in the event's language", () => {
  beforeAll(async () => {
    root = makeTempDir();
    const hubDir = join(root, 'hub');
    const list = join(root, 'list-a.txt');
    writeFileSync(list, 'QI\nZA\nCAT\nDOG\n');
    const port = await freePort();
    const dataDir = join(root, 'station-1');
    const joinFile = join(root, 'station-1.join');
    const server = `tls://127.0.0.1:${port}`;
    inviteStation(hubDir, 'Station 1', joinFile, server);
    inviteStation(hubDir, 'Station 2', join(root, 'station-2.join'), server);
    for (const step of [
      ['hall', 'lexicon', 'import', list, '--name', 'LISTA'],
      ['hall', 'designate', 'LISTA', '--by', 'JB'],
      // The hall's language, as a director sets it for every kiosk: the view speaks it too.
      ['hall', 'set', 'language', 'pl', '--by', 'JB'],
    ]) {
      const result = runCli(hubDir, ...step);
      expect(result.status, `${step.join(' ')}: ${result.stderr}`).toBe(0);
    }
    hub = startHubProcess(hubDir, port, ['--silence-after', String(SILENCE_SECONDS), '--name', HALL_NAME]);
    const url = await hallViewUrl(hub);
    joinWithList(dataDir, joinFile, list, 'LISTA');
    station = startViewStation(dataDir, 'Station 1', untilSeen);
    await station.ready();
    // Round 3 has two challenges, round 4 one: the round sheet must tell them apart.
    await station.tell('judge 3 5 QI ZQX');
    await station.tell('judge 3 6 CAT');
    await station.tell('judge 4 1 DOG');
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(url);
    await page.getByRole('button', { name: /DOG/u }).waitFor({ timeout: 10_000 });
  }, 90_000);

  afterHallViewSuite(() => ({ browser, page, stations: [station], hub, root }));

  it('shows a hall set to Polish in Polish: headings, verdicts, the page’s lang, an alert’s time', async () => {
    expect(await page.evaluate('document.documentElement.lang')).toBe('pl');
    for (const heading of ['Alerty', 'Stanowiska', 'Kwestionowania', 'Ustawienia sali', 'Na zakończenie']) {
      await page.getByRole('heading', { name: new RegExp(`^${heading}`, 'u') }).waitFor();
    }
    const feed = page.getByRole('region', { name: /^Kwestionowania/u });
    expect(await feed.getByRole('button', { name: /QI ZQX/u }).innerText()).toMatch(
      /Station 1\s+R3\s+S5\s+—\s+QI ZQX\s+✗ niedopuszczalne\s+LISTA/u,
    );
    expect(await page.getByRole('combobox', { name: 'Język', exact: true }).inputValue()).toBe('pl');
    // The station stops: it is unreachable, its alert's time written as Polish writes a date and time.
    station?.process.kill('SIGKILL');
    const alerts = page.getByRole('region', { name: /^Alerty/u });
    // The open one: a machine busy enough to hold the station for the threshold leaves cleared ones.
    const silent = alerts.getByRole('listitem').filter({ hasText: 'Nieosiągalne', hasNotText: 'ustąpił' });
    await silent.waitFor({ timeout: (SILENCE_SECONDS + 15) * 1000 });
    const raised = await silent.locator('.hall__hint').innerText();
    expect(raised).toMatch(/^zgłoszony \d{1,2} /u);
    expect(raised).toMatch(POLISH_MONTHS);
    expect(raised).toMatch(/\d{2}:\d{2}:\d{2}$/u);
    // Counted in Polish's forms: 1 otwarty, 2–4 otwarte, 5 otwartych (cleared ones count until
    // acknowledged; on a quiet machine there are none, and the count is 1).
    const shown = await alerts.getByRole('log').getByRole('listitem').count();
    const form = shown === 1 ? 'otwarty' : shown >= 2 && shown <= 4 ? 'otwarte' : 'otwartych';
    expect(await alerts.getByRole('heading').innerText()).toMatch(
      new RegExp(`^Alerty\\s+${shown} ${form}$`, 'u'),
    );
    await screenshot(page, 'hall-view-pl');
  });

  it('switches to German in the header, over the hall’s language, for the rest of the session', async () => {
    await chooseLanguage('de');
    for (const heading of [
      'Warnungen',
      'Stationen',
      'Anzweiflungen',
      'Einstellungen des Saals',
      'Zum Schluss',
    ]) {
      await page.getByRole('heading', { name: new RegExp(`^${heading}`, 'u') }).waitFor();
    }
    // The switch is labelled in the language it shows.
    expect(await page.getByRole('combobox', { name: 'Sprache', exact: true }).inputValue()).toBe('de');
    const silent = page
      .getByRole('region', { name: /^Warnungen/u })
      .getByRole('listitem')
      .filter({ hasText: 'Nicht erreichbar', hasNotText: 'behoben' });
    const raised = await silent.locator('.hall__hint').innerText();
    expect(raised).toMatch(/^ausgelöst am \d{1,2}\. /u);
    expect(raised).toMatch(GERMAN_MONTHS);
    expect(
      await page
        .getByRole('region', { name: /^Anzweiflungen/u })
        .getByRole('button', { name: /QI ZQX/u })
        .innerText(),
    ).toContain('✗ unzulässig');
    // A reload keeps the director's choice: the hall still says Polish.
    await page.reload();
    await page.getByRole('heading', { name: /^Warnungen/u }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('de');
  });

  it('counts 1 station, 2 stations and 5 stations in Polish’s three forms', async () => {
    await chooseLanguage('pl');
    let shown = 1;
    // The hub's answer with as many stations as the step wants: the page counts what it is given.
    await page.route('**/api/hall:snapshot', async (route) => {
      const response = await route.fetch();
      const snapshot = (await response.json()) as { stations: { token: string; name: string }[] };
      const [first] = snapshot.stations;
      if (first === undefined) throw new Error('no station in the snapshot');
      snapshot.stations = Array.from({ length: shown }, (_, index) => ({
        ...first,
        token: `${first.token}-${index}`,
        name: `Station ${index + 1}`,
      }));
      await route.fulfill({ response, json: snapshot });
    });
    const heading = page.getByRole('region', { name: /^Stanowiska/u }).getByRole('heading', { level: 2 });
    try {
      for (const [count, words] of [
        [1, '1 stanowisko'],
        [2, '2 stanowiska'],
        [5, '5 stanowisk'],
      ] as const) {
        shown = count;
        await expect
          .poll(() => heading.innerText())
          .toMatch(new RegExp(`^Stanowiska ${words}, online: \\d$`, 'u'));
      }
    } finally {
      await page.unroute('**/api/hall:snapshot');
    }
  });

  it('counts two command-line stations that synced within the hour in Catalan, not "0 en línia" alone', async () => {
    await chooseLanguage('ca');
    // The hub's answer as a hall of two stations used from the command line makes it: never online
    // between syncs, both synced within the hour; the second has not synced for longer at the end.
    let overdue = false;
    await page.route('**/api/hall:snapshot', async (route) => {
      const response = await route.fetch();
      const snapshot = (await response.json()) as { stations: Record<string, unknown>[] };
      const [first] = snapshot.stations;
      if (first === undefined) throw new Error('no station in the snapshot');
      snapshot.stations = [1, 2].map((index) => ({
        ...first,
        token: `cli-${index}`,
        name: `DISC-CA ${index}`,
        state: 'offline',
        presence: 'on-demand',
        inTouch: !(overdue && index === 2),
      }));
      await route.fulfill({ response, json: snapshot });
    });
    const region = page.getByRole('region', { name: /^Estacions/u });
    const heading = region.getByRole('heading', { level: 2 });
    try {
      await expect
        .poll(() => heading.innerText())
        .toBe('Estacions 2 estacions, 0 en línia, 2 sincronitzades en els darrers 60 min');
      overdue = true;
      await expect
        .poll(() => heading.innerText())
        .toBe('Estacions 2 estacions, 0 en línia, 1 sincronitzada en els darrers 60 min');
      await expect.poll(() => region.getByText(/cap sincronització en més de 60 min/u).count()).toBe(1);
    } finally {
      await page.unroute('**/api/hall:snapshot');
    }
  });

  it('is axe-clean and fits 800×600 and 3840×2160 in every language, an entry open', async () => {
    const problems: string[] = [];
    for (const language of KIOSK_LANGUAGES) {
      await page.setViewportSize({ width: 1280, height: 720 });
      await chooseLanguage(language);
      await page
        .getByRole('heading', { name: new RegExp(`^${say(language, 'alerts.title')}`, 'u') })
        .waitFor();
      await page.getByRole('button', { name: /QI ZQX/u }).click();
      await page.getByRole('button', { name: say(language, 'entry.close') }).waitFor();
      for (const [width, height] of [
        [800, 600],
        [3840, 2160],
      ] as const) {
        problems.push(...(await misfits(width, height)).map((problem) => `${language} ${problem}`));
        const report = await axeReport(page);
        expect(report.rulesRun).toBeGreaterThan(20);
        expect(
          report.violations,
          describeViolations(`hall view in ${language} at ${width}×${height}`, report.violations),
        ).toEqual([]);
      }
      if (language === 'de') {
        await page.setViewportSize({ width: 800, height: 600 });
        await screenshot(page, 'hall-view-800x600-de', { fullPage: true });
      }
      await page.getByRole('button', { name: say(language, 'entry.close') }).click();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  describe('Print', () => {
    beforeAll(async () => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await chooseLanguage('pl');
      // The browser's dialog is replaced by a recorder: which sheet was in the page when it was called.
      await page.evaluate(`window.printed = [];
          window.print = () => window.printed.push(document.querySelector('.hall__print')?.dataset.printing ?? 'nothing');`);
    });

    afterEach(async () => {
      await page.emulateMedia({ media: 'screen' });
    });

    /** What paper would show: the page's text under print media. */
    async function onPaper(): Promise<string> {
      await page.emulateMedia({ media: 'print' });
      return page.locator('body').innerText();
    }

    it('prints the merged report alone: the hall, its designated list and every challenge', async () => {
      await page.getByRole('button', { name: 'Drukuj scalony raport' }).click();
      await expect.poll(() => page.evaluate('window.printed')).toEqual(['report']);
      // On screen the sheet is never seen.
      expect(await page.locator('.hall__print').isVisible()).toBe(false);
      const paper = await onPaper();
      expect(paper).toContain(`${HALL_NAME}: scalony raport kwestionowań`);
      expect(paper).toMatch(/Słownik sali: LISTA \([0-9a-f]{8}\)/u);
      expect(paper).toContain('3 kwestionowania');
      expect(paper).toMatch(new RegExp(`Wydrukowano \\d{1,2} \\S+ ${new Date().getFullYear()}`, 'u'));
      for (const words of ['QI ZQX', 'CAT', 'DOG']) expect(paper).toContain(words);
      // Alone: nothing of the screen's panels is on paper.
      expect(await page.locator('.hall__print').isVisible()).toBe(true);
      for (const panel of ['header.hall__bar', 'main'])
        expect(await page.locator(panel).isVisible()).toBe(false);
      expect(paper).not.toContain('Ustawienia sali');
      expect(paper.trim()).toBe((await page.locator('.hall__print').innerText()).trim());
    });

    it('prints one round’s challenges alone, naming the hall and its list', async () => {
      await page.getByRole('combobox', { name: /^Runda do druku/u }).selectOption('3');
      await page.getByRole('button', { name: 'Drukuj rundę' }).click();
      await expect.poll(() => page.evaluate('window.printed')).toEqual(['report', 'round']);
      const paper = await onPaper();
      expect(paper).toContain(`${HALL_NAME}: kwestionowania rundy 3`);
      expect(paper).toMatch(/Słownik sali: LISTA \([0-9a-f]{8}\)/u);
      expect(paper).toContain('2 kwestionowania');
      expect(paper).toContain('QI ZQX');
      expect(paper).toContain('CAT');
      // Round 4's challenge is not on round 3's sheet.
      expect(paper).not.toContain('DOG');
      expect(await page.locator('main').isVisible()).toBe(false);
    });

    it('prints the heads of the export made in this page with the merged report', async () => {
      await page.getByRole('button', { name: 'Eksportuj dziennik sali' }).click();
      const head = await page.getByTestId('merged-head').innerText();
      expect(head).not.toBe('');
      await page.getByRole('button', { name: 'Drukuj scalony raport' }).click();
      await expect.poll(() => page.evaluate('window.printed')).toEqual(['report', 'round', 'report']);
      const paper = await onPaper();
      expect(paper).toContain(`${HALL_NAME}: scalony raport kwestionowań`);
      expect(paper).toContain('Głowy łańcuchów do zapisania na papierze');
      // Every entry of the merged file (settings changes too), and its head as the page showed it.
      expect(paper).toMatch(new RegExp(`Plik scalony\\s+\\d+\\s+${head.replaceAll(' ', '\\s+')}`, 'u'));
    });

    it('takes the sheet out of the page once the dialog closes', async () => {
      expect(await page.locator('.hall__print').count()).toBe(1);
      await page.evaluate("window.dispatchEvent(new Event('afterprint'))");
      await expect.poll(() => page.locator('.hall__print').count()).toBe(0);
    });
  });
});
