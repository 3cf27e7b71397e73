// The director's hall view in Chromium, over a real hub (`hall start` with its nats-server) and
// real station processes on loopback: the live feed, which word failed shown for one entry only,
// silence and drift alerts raised and cleared, a forked entry raised and kept out of the export,
// the page's export equal to `hall export`, keyboard-only use, a station's health and the alert when
// it stops judging, and axe at 1280×720 and 4K.
import Database from 'better-sqlite3';
import { jetstream } from '@nats-io/jetstream';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { stationSubjects } from '../../electron/core/hall/wire/hall-subjects.ts';
import { decodeEntry, encodeEntry } from '../../electron/core/hall/wire/hall-messages.ts';
import { HallViewStore } from '../../electron/core/hall/view/hall-view-store.ts';
import { parseJoinFile } from '../../electron/core/hall/wire/join-file.ts';
import { connectStation } from '../../electron/hall/station/station-connection.ts';
import { parseCsv, runCli } from '../cli/run-cli.ts';
import { makeTempDir } from '../support/temp-dir.ts';
import { freePort, startHubProcess, type HubProcess } from '../support/hall/hall-fixture.ts';
import { launchChromium, screenshot } from '../support/kiosk-fixture.ts';
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

/** The silence threshold the hub runs with here: short, so the test waits seconds, not a minute. */
const SILENCE_SECONDS = 3;

let root = '';
let hubDir: string;
let hub: HubProcess | undefined;
let browser: Browser | undefined;
let page: Page;
const stations = new Map<string, { dataDir: string; joinFile: string; running: ViewStation | null }>();

// Waits as every test does, showing the hub's output when it gives up.
const untilSeen = untilSeenBy(() => hub);

/** Starts a station's process (joined already) and waits until it runs. */
async function startStation(name: string): Promise<void> {
  const station = stations.get(name);
  if (station === undefined) throw new Error(name);
  station.running = startViewStation(station.dataDir, name, untilSeen);
  await station.running.ready();
}

/** Sends one command line to a station and waits for it to be done. */
async function tell(name: string, line: string): Promise<void> {
  const running = stations.get(name)?.running;
  if (running === null || running === undefined) throw new Error(`${name} is not running`);
  await running.tell(line);
}

describeHallView('the hall view', () => {
  beforeAll(async () => {
    root = makeTempDir();
    hubDir = join(root, 'hub');
    writeFileSync(join(root, 'list-a.txt'), 'QI\nZA\nCAT\nDOG\n');
    writeFileSync(join(root, 'list-b.txt'), 'QI\nZA\nCAT\n');
    const port = await freePort();
    for (const name of ['Station 1', 'Station 2', 'Station 3']) {
      const joinFile = join(root, `${name}.join`);
      inviteStation(hubDir, name, joinFile, `tls://127.0.0.1:${port}`);
      stations.set(name, { dataDir: join(root, name), joinFile, running: null });
    }
    hub = startHubProcess(hubDir, port, ['--silence-after', String(SILENCE_SECONDS)]);
    const url = await hallViewUrl(hub);
    expect(new URL(url).hostname).toBe('127.0.0.1');
    // Stations 1 and 2 join and offer list A; Station 3 was invited and never joins.
    for (const name of ['Station 1', 'Station 2']) {
      const station = stations.get(name);
      if (station === undefined) throw new Error(name);
      joinWithList(station.dataDir, station.joinFile, join(root, 'list-a.txt'), 'LISTA');
      await startStation(name);
    }
    const chromium = await launchChromium();
    browser = chromium;
    page = await chromium.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(url);
  }, 90_000);

  afterHallViewSuite(() => ({
    browser,
    page,
    stations: [...stations.values()].map((station) => station.running ?? undefined),
    hub,
    root,
  }));

  it('shows every station, the invited one that never joined too, and a verdict live, the failed word hidden', async () => {
    const cards = page.getByRole('region', { name: /^Stations/u });
    await expect.poll(() => cards.getByRole('listitem').count()).toBe(3);
    await expect
      .poll(() => cards.getByRole('listitem').filter({ hasText: 'Station 3' }).innerText())
      .toContain('Invited, never joined');
    await expect
      .poll(() => cards.getByRole('listitem').filter({ hasText: 'Station 1' }).innerText(), {
        timeout: 10_000,
      })
      .toContain('Online');
    // Its health as the running station reports it: the log checked when it opened, recording.
    const health = await cards.getByRole('listitem').filter({ hasText: 'Station 1' }).innerText();
    expect(health).toMatch(/Log check\s+✓ verified through entry \d+/u);
    expect(health).toMatch(/Recording\s+✓ records/u);
    expect(page.url()).not.toContain('secret');

    await tell('Station 2', 'judge 4 12 QI QXZ');
    const feed = page.getByRole('region', { name: /^Challenges/u });
    const row = feed.getByRole('button', { name: /QI QXZ/u });
    await row.waitFor({ timeout: 5_000 });
    // Each challenge names the list it was judged on, with its short fingerprint.
    expect(await row.innerText()).toMatch(
      /Station 2\s+R4\s+T12\s+—\s+QI QXZ\s+✗ unacceptable\s+LISTA \([0-9a-f]{8}\)/u,
    );
    // Heard after its last entry and online: the hub holds everything it judged.
    await expect
      .poll(() => cards.getByRole('listitem').filter({ hasText: 'Station 2' }).innerText())
      .toMatch(/Behind\s+up to date/u);
    await row.click();
    const detail = page.getByRole('region', { name: /^Station 2, entry \d+$/u });
    await detail.getByText(/seq \d+, hash [0-9a-f]{16}/u).waitFor();
    expect(await detail.innerText()).not.toMatch(/not valid/u);
    await detail.getByRole('button', { name: 'Show which word failed' }).click();
    await detail.getByText('QXZ ✗ not valid').waitFor();
    await screenshot(page, 'hall-view-entry');
    await detail.getByRole('button', { name: 'Close' }).click();
  });

  it('hides which word failed on the next entry opened after one was revealed', async () => {
    const feed = page.getByRole('region', { name: /^Challenges/u });
    // Entry A revealed, and left open.
    await feed.getByRole('button', { name: /QI QXZ/u }).click();
    const first = page.getByRole('region', { name: /^Station 2, entry \d+$/u });
    await first.getByRole('button', { name: 'Show which word failed' }).click();
    await first.getByText('QXZ ✗ not valid').waitFor();
    // Entry B, from another station, opened straight from the feed: its failed word stays hidden.
    await tell('Station 1', 'judge 4 7 ZA ZQX');
    const row = feed.getByRole('button', { name: /ZA ZQX/u });
    await row.waitFor({ timeout: 5_000 });
    await row.click();
    const second = page.getByRole('region', { name: /^Station 1, entry \d+$/u });
    await second.locator('.hall__word', { hasText: 'ZQX' }).waitFor();
    expect(await second.innerText()).not.toMatch(/not valid/u);
    await second.getByRole('button', { name: 'Show which word failed' }).waitFor();
    // Until the director asks, for B.
    await second.getByRole('button', { name: 'Show which word failed' }).click();
    await second.getByText('ZQX ✗ not valid').waitFor();
    await second.getByRole('button', { name: 'Close' }).click();
    await second.waitFor({ state: 'detached' });
  });

  it('shows a second opinion in the open entry’s panel as soon as its row counts it', async () => {
    const feed = page.getByRole('region', { name: /^Challenges/u });
    await tell('Station 1', 'judge 5 3 CAT DOG');
    const row = feed.getByRole('button', { name: /CAT DOG/u });
    await row.waitFor({ timeout: 5_000 });
    await row.click();
    const detail = page.getByRole('region', { name: /^Station 1, entry \d+$/u });
    await detail.getByText(/seq \d+, hash/u).waitFor();
    expect(await detail.innerText()).toMatch(/Second opinions\s+none/u);
    const seq = /entry (\d+)$/u.exec(await detail.getByRole('heading').innerText())?.[1] ?? '';
    // A word judge checks CAT at the station while the panel stays open.
    await tell('Station 1', `check ${seq} CAT`);
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain('1 second opinion');
    await expect
      .poll(() => detail.innerText(), { timeout: 5_000 })
      .toMatch(new RegExp(`Second opinions\\s+entry \\d+: check by Ann`, 'u'));
    await detail.getByRole('button', { name: 'Close' }).click();
  });

  it('names a stopped station unreachable on its card and in one alert, which closes by itself when it returns', async () => {
    const alerts = page.getByRole('region', { name: /^Alerts/u });
    const card = page
      .getByRole('region', { name: /^Stations/u })
      .getByRole('listitem')
      .filter({ hasText: 'Station 2' });
    // Killed, its hall link with it. When it is raised, to the second, is hall-view-silence.test.ts's,
    // on the hub's own clock: timed here, it would time the machine.
    stations.get('Station 2')?.running?.process.kill('SIGKILL');
    const open = alerts
      .getByRole('listitem')
      .filter({ hasText: /Station 2 unreachable since \d{2}:\d{2}\./u, hasNotText: /cleared on/u });
    await open.waitFor({ timeout: (SILENCE_SECONDS + 15) * 1000 });
    expect(await open.innerText()).toContain('Unreachable');
    await expect.poll(() => card.innerText()).toMatch(/Station 2 unreachable since \d{2}:\d{2}\./u);
    // One alert for the fault, however many looks and retries since.
    expect(await alerts.getByRole('listitem').filter({ hasText: 'Station 2 unreachable' }).count()).toBe(1);
    await startStation('Station 2');
    // Healed: off the list and the card with nothing to acknowledge, kept in the hub's history.
    await open.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => card.innerText()).not.toContain('unreachable');
    const db = new Database(join(hubDir, 'hub.sqlite'), { readonly: true });
    try {
      const cleared = db
        .prepare<[], { at: string | null }>(
          "SELECT cleared_at AS at FROM hall_view_alerts WHERE kind = 'unreachable' AND station = 'Station 2'",
        )
        .all();
      expect(cleared.length).toBeGreaterThan(0);
      expect(cleared.every((row) => row.at !== null)).toBe(true);
    } finally {
      db.close();
    }
  });

  it('is used with the keyboard alone: initials, acknowledge, the hall lexicon', async () => {
    const alerts = page.getByRole('region', { name: /^Alerts/u });
    // Station 2 stopped again: its unreachable alert is the one to acknowledge while it is open.
    stations.get('Station 2')?.running?.process.kill('SIGKILL');
    const button = alerts.getByRole('button', { name: /Acknowledge: Station 2 unreachable since/u }).first();
    await button.waitFor({ timeout: (SILENCE_SECONDS + 15) * 1000 });
    await page.getByLabel('Your initials').focus();
    await page.keyboard.type('JB');
    // Its name holds when the station was last heard.
    const wanted = await button.getAttribute('aria-label');
    const acknowledge = alerts.getByRole('button', { name: wanted ?? '', exact: true });
    const focused = () =>
      page.evaluate<string | null>("document.activeElement?.getAttribute('aria-label') ?? null");
    // Tab from the initials field reaches the acknowledge button, past the sound switch.
    for (let step = 0; step < 5 && (await focused()) !== wanted; step += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe(wanted);
    await page.keyboard.press('Enter');
    await acknowledge.waitFor({ state: 'detached' });
    // Acknowledged: its button gone, kept in the hub's database with initials and time.
    const db = new Database(join(hubDir, 'hub.sqlite'), { readonly: true });
    try {
      const row = db
        .prepare<[], { by: string; at: string }>(
          "SELECT acknowledged_by AS by, acknowledged_at AS at FROM hall_view_alerts WHERE kind = 'unreachable' AND acknowledged_by = 'JB'",
        )
        .get();
      expect(row?.by).toBe('JB');
      expect(Date.now() - Date.parse(row?.at ?? '')).toBeLessThan(60_000);
    } finally {
      db.close();
    }
    await startStation('Station 2');
    // The hall's lexicon: moving through the list designates nothing; the button with initials does.
    const choice = page.getByRole('form', { name: 'The hall’s lexicon' });
    await choice.getByLabel('Lexicon').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => choice.getByLabel('Lexicon').inputValue()).not.toBe('');
    expect(await choice.getByRole('status').innerText()).toBe('No lexicon designated for the hall');
    await page.keyboard.press('Tab');
    await page.keyboard.type('JB');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => choice.getByRole('status').innerText())
      .toMatch(/^The hall’s lexicon: LISTA \([0-9a-f]{8}\), by JB on /u);
    // A challenge opened and closed from the keyboard: Enter on its row, Escape to close.
    await page.getByRole('button', { name: /QI QXZ/u }).focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('region', { name: /^Station 2, entry \d+$/u });
    await detail.getByText(/seq \d+, hash/u).waitFor();
    expect(await page.evaluate<string | null>('document.activeElement?.id ?? null')).toBe('detail-title');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
  });

  it('raises the drift alert when a station switches to another list', async () => {
    await tell('Station 2', `lexicon ${join(root, 'list-b.txt')} LISTB`);
    const drift = page
      .getByRole('region', { name: /^Alerts/u })
      .getByRole('listitem')
      .filter({ hasText: 'Other lexicon' });
    await drift.waitFor({ timeout: 10_000 });
    await screenshot(page, 'hall-view', { fullPage: true });
    expect(await drift.innerText()).toMatch(/Station 2 offers LISTB \([0-9a-f]{8}\), not the hall's LISTA/u);
  });

  it('sets the round for every station with initials, and shows a station that changed it after', async () => {
    const settings = page.getByRole('region', { name: 'The hall’s settings' });
    const round = settings.getByRole('form', { name: 'Round' });
    expect(await round.getByRole('status').innerText()).toBe('not set by the hall');
    await round.getByRole('textbox').fill('7');
    // Nothing is set without the director's initials.
    expect(await round.getByRole('button', { name: 'Set for every station' }).isDisabled()).toBe(true);
    await settings.getByLabel('Initials').fill('JB');
    await round.getByRole('button', { name: 'Set for every station' }).click();
    await expect.poll(() => round.getByRole('status').innerText()).toMatch(/^round 7, set by JB on /u);
    // Each running station applies it, logged as the hall's.
    for (const name of ['Station 1', 'Station 2']) {
      const dataDir = stations.get(name)?.dataDir ?? '';
      await untilSeen(
        () =>
          (JSON.parse(runCli(dataDir, '--json', 'station', 'config').stdout) as { round: number }).round ===
          7,
        `${name} on round 7`,
      );
      expect(runCli(dataDir, 'log', 'export', '--format', 'jsonl').stdout).toMatch(/hall: JB/u);
    }
    // A director at Station 1 changes it back: its card says so, the hall's setting stands elsewhere.
    await tell('Station 1', 'round 6');
    const card = page
      .getByRole('region', { name: /^Stations/u })
      .getByRole('listitem')
      .filter({ hasText: 'Station 1' });
    await expect.poll(() => card.innerText(), { timeout: 10_000 }).toMatch(/Changed here\s+round/u);
    expect(
      await page
        .getByRole('region', { name: /^Stations/u })
        .getByRole('listitem')
        .filter({ hasText: 'Station 2' })
        .innerText(),
    ).not.toMatch(/Changed here/u);
  });

  it('raises a forked entry, keeps it out of the export, and exports what `hall export` writes', async () => {
    await tell('Station 1', 'judge 5 3 CAT DOG');
    const store = new HallViewStore(hubDir);
    const found: { text: string | null } = { text: null };
    const station1 = parseJoinFile(readFileSync(stations.get('Station 1')?.joinFile ?? '', 'utf8'));
    await untilSeen(
      () => (found.text = store.record(station1.token, 1)) !== null,
      'Station 1 entry 1 at the hub',
    );
    store.close();
    const entry = decodeEntry(found.text ?? '');
    if (entry === null) throw new Error('no entry');
    // Station 1's own credentials publish another entry 1: the hub must refuse it as a fork.
    const nc = await connectStation(station1, { name: 'a forger' });
    await jetstream(nc).publish(
      stationSubjects(station1.hallId, station1.token).entries,
      encodeEntry({ ...entry, words: ['FORGED'], hash: 'f'.repeat(64) }),
      { msgID: `forged-${entry.stationId}-1` },
    );
    await nc.close();
    const fork = page
      .getByRole('region', { name: /^Alerts/u })
      .getByRole('listitem')
      .filter({ hasText: 'Chain broken or forked' });
    await fork.waitFor({ timeout: 10_000 });

    // To a USB stick the director names: one not mounted is said so, the right one takes the files.
    const atTheEnd = page.getByRole('region', { name: 'At the end' });
    const stick = join(root, 'usb-stick');
    await atTheEnd.getByLabel('Folder').fill(stick);
    await page.getByRole('button', { name: 'Export the hall’s log' }).click();
    await expect
      .poll(() => atTheEnd.getByRole('alert').innerText())
      .toContain('is the USB stick plugged in and mounted?');
    mkdirSync(stick);
    await page.getByRole('button', { name: 'Export the hall’s log' }).click();
    const result = atTheEnd.getByRole('status');
    await result.getByText('Heads to note on paper').waitFor();
    const text = await result.innerText();
    expect(text).toMatch(/alerts? (is|are) still open/u);
    expect(text).toMatch(/forked/u);
    const dir = /into (\S+):/u.exec(text)?.[1] ?? '';
    expect(dir.startsWith(`${stick}/hall-export-`)).toBe(true);
    expect(runCli(hubDir, 'hall', 'export', '--to', join(root, 'by-cli')).status).not.toBe(0);
    const rows = (folder: string) => {
      const csv = parseCsv(readFileSync(join(folder, 'merged.csv'), 'utf8').replace(/^\uFEFF/u, ''));
      return csv.slice(csv.findIndex((row) => row[0] === 'seq'));
    };
    const jsonl = (folder: string) => readFileSync(join(folder, 'merged.jsonl'), 'utf8').split('\n').slice(1);
    expect(rows(dir)).toEqual(rows(join(root, 'by-cli')));
    // The merged head the page shows is the one written in its files.
    const head = await page.getByTestId('merged-head').innerText();
    expect(readFileSync(join(dir, 'merged.csv'), 'utf8')).toContain(`Merged head,${head}`);
    expect(jsonl(dir)).toEqual(jsonl(join(root, 'by-cli')));
    expect(rows(dir).some((row) => row.join(' ').includes('CAT DOG'))).toBe(true);
    expect(readFileSync(join(dir, 'merged.jsonl'), 'utf8')).not.toContain('FORGED');
  });

  it('raises a station that stopped judging when its WAL is deleted underneath, and says why on its card', async () => {
    rmSync(join(stations.get('Station 2')?.dataDir ?? '', 'station.sqlite-wal'));
    const stopped = page
      .getByRole('region', { name: /^Alerts/u })
      .getByRole('listitem')
      .filter({ hasText: 'Station 2 stopped judging' });
    await stopped.waitFor({ timeout: 10_000 });
    expect(await stopped.innerText()).toMatch(
      /Cannot record[\s\S]*its file guard tripped: .*station\.sqlite-wal was deleted or replaced/u,
    );
    const card = page
      .getByRole('region', { name: /^Stations/u })
      .getByRole('listitem')
      .filter({ hasText: 'Station 2' });
    await expect.poll(() => card.innerText()).toMatch(/Recording\s+✖ stopped judging: file guard tripped/u);
  });

  it('acknowledges every open alert of one kind together, with initials', async () => {
    const alerts = page.getByRole('region', { name: /^Alerts/u });
    // Both stations held still while their hall links run on: reachable but quiet, two alerts, one kind.
    for (const name of ['Station 1', 'Station 2']) stations.get(name)?.running?.process.kill('SIGSTOP');
    try {
      // Both raised (cleared ones a busy machine left count too, until acknowledged).
      for (const name of ['Station 1', 'Station 2'])
        await alerts
          .getByRole('listitem')
          .filter({
            hasText: `${name} reachable, but its station has not answered`,
            hasNotText: /cleared on/u,
          })
          .waitFor({ timeout: (SILENCE_SECONDS + 15) * 1000 });
      const silent = await alerts
        .getByRole('log')
        .getByRole('listitem')
        .filter({ hasText: /its station has not answered/u })
        .count();
      const together = alerts.getByRole('button', {
        name: `Acknowledge all ${silent} “Reachable, not answering”`,
      });
      await alerts.getByLabel('Your initials').fill('AK');
      await together.click();
      await expect
        .poll(() =>
          alerts
            .getByRole('listitem')
            .filter({ hasText: /its station has not answered/u })
            .count(),
        )
        .toBe(0);
      expect(await alerts.getByRole('button', { name: /^Acknowledge all/u }).count()).toBe(0);
      await alerts.locator('details summary').click();
      const acknowledged = await alerts.locator('details').innerText();
      expect(acknowledged).toMatch(/Station 1 reachable, but[\s\S]*acknowledged by AK/u);
      expect(acknowledged).toMatch(/Station 2 reachable, but[\s\S]*acknowledged by AK/u);
    } finally {
      for (const name of ['Station 1', 'Station 2']) stations.get(name)?.running?.process.kill('SIGCONT');
    }
  });

  it('has no axe violations at 1280×720, on a 4K projector and in forced colours', async () => {
    for (const [viewport, forcedColors] of [
      [{ width: 1280, height: 720 }, 'none'],
      [{ width: 3840, height: 2160 }, 'none'],
      [{ width: 1280, height: 720 }, 'active'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ forcedColors });
      const report = await axeReport(page);
      expect(report.rulesRun).toBeGreaterThan(20);
      expect(
        report.violations,
        describeViolations(
          `hall view ${viewport.width}×${viewport.height}, forced colours ${forcedColors}`,
          report.violations,
        ),
      ).toEqual([]);
    }
  });
});
