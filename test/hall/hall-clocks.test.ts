// Stations whose clocks are hours off, on a real hall: a hub and its nats-server on loopback, two
// stations from the command line, each run under Debian's libfaketime (one 3 h behind the machine's
// clock, one 3 h ahead). Their entries reach the hub with their own times; the hub says each clock's
// skew (`hall status --json`, the hall view's snapshot), `hall export` orders on the hub's clock, and
// no station is called silent for its clock. Without libfaketime the test is skipped, saying why.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import { HallViewHandlers } from '../../electron/hall/view/hall-view-handlers.ts';
import { parseCsv, runCli } from '../cli/run-cli.ts';
import { LIBFAKETIME, runCliOff } from '../support/hall/faketime.ts';
import {
  freePort,
  killPid,
  NATS_SERVER,
  startHubProcess,
  type HubProcess,
} from '../support/hall/hall-fixture.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const HOUR = 3_600_000;

if (LIBFAKETIME === null)
  console.warn('hall-clocks: skipped — libfaketime is not installed (apt-get install faketime)');

const hubs: HubProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const hub of hubs.splice(0)) {
    const pid = (() => {
      try {
        return hub.natsPid();
      } catch {
        return null;
      }
    })();
    await hub.stop();
    if (pid !== null) killPid(pid);
  }
  for (const dir of dirs.splice(0)) removeTempDir(dir);
});

describe.skipIf(NATS_SERVER === null || LIBFAKETIME === null)('stations hours off the hub’s clock', () => {
  it('keeps their times, shows their skew, orders the export on the hub’s clock, calls none silent', async () => {
    const root = makeTempDir();
    dirs.push(root);
    const hubDir = join(root, 'hub');
    const hub = startHubProcess(hubDir, await freePort());
    hubs.push(hub);
    await hub.waitFor('is running');

    const offsets = { 'Station 1': '-3h', 'Station 2': '+3h' } as const;
    const stations = Object.entries(offsets).map(([name, offset], index) => {
      const dataDir = join(root, `s${index + 1}`);
      const joinFile = join(root, `s${index + 1}.join`);
      expect(runCli(hubDir, 'hall', 'invite', name, '--out', joinFile).status).toBe(0);
      expect(runCliOff(offset, dataDir, 'station', 'name', name).status).toBe(0);
      expect(runCliOff(offset, dataDir, 'hall', 'join', joinFile).status).toBe(0);
      return { name, offset, dataDir };
    });
    await hub.waitFor('reloaded its users');
    const sync = (station: (typeof stations)[number]): void => {
      const synced = runCliOff(station.offset, station.dataDir, 'hall', 'sync', '--timeout', '20');
      expect(synced.stderr).toBe('');
      expect(synced.status).toBe(0);
    };
    for (const station of stations) sync(station);
    // One challenge each in turn, each carried at once: Station 1's by its own clock six hours
    // before Station 2's.
    const [one, two] = stations as [(typeof stations)[number], (typeof stations)[number]];
    for (const [station, word] of [
      [one, 'QI'],
      [two, 'ZA'],
      [one, 'XU'],
      [two, 'JO'],
    ] as const) {
      const judged = runCliOff(station.offset, station.dataDir, 'judge', word);
      expect(judged.status === 0 || judged.status === 1).toBe(true);
      sync(station);
    }

    const status = JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as {
      stations: { name: string; clockSkewMs: number | null; inTouch: boolean; entries: number }[];
    };
    const skews = status.stations.map((row) => row.clockSkewMs ?? Number.NaN);
    // Three hours each way, give or take the few seconds a state message takes.
    expect(Math.abs((skews[0] ?? 0) + 3 * HOUR)).toBeLessThan(10_000);
    expect(Math.abs((skews[1] ?? 0) - 3 * HOUR)).toBeLessThan(10_000);
    expect(status.stations.map((row) => row.inTouch)).toEqual([true, true]);
    const text = runCli(hubDir, 'hall', 'status').stdout;
    expect(text).toMatch(/^ {2}clock 3 h behind the hub's/mu);
    expect(text).toMatch(/^ {2}clock 3 h ahead the hub's/mu);

    // The export: each entry with its station's own time, the hub's beside it, in the hub's order.
    expect(runCli(hubDir, 'hall', 'export', '--to', join(root, 'by-hall')).status).toBe(0);
    const csv = parseCsv(readFileSync(join(root, 'by-hall', 'merged.csv'), 'utf8').replace(/^\uFEFF/u, ''));
    const rows = csv.slice(csv.findIndex((row) => row[0] === 'seq'));
    const header = rows[0] ?? [];
    const cell = (row: readonly string[], name: string): string => row[header.indexOf(name)] ?? '';
    const challenges = rows.slice(1).filter((row) => cell(row, 'kind') === 'adjudication');
    expect(challenges.map((row) => cell(row, 'words'))).toEqual(['QI', 'ZA', 'XU', 'JO']);
    for (const row of challenges) {
      const off = Date.parse(cell(row, 'time')) - Date.parse(cell(row, 'received_at'));
      expect(Math.abs(off - (cell(row, 'station_name') === 'Station 1' ? -3 : 3) * HOUR)).toBeLessThan(
        60_000,
      );
    }

    // The hall view's snapshot: each card with its skew, and no station silent while it talks.
    const store = new HubStore(hubDir);
    const view = new HallViewHandlers(hubDir, hubViewPort(store), { silenceSeconds: 3 });
    try {
      view.watch();
      const snapshot = view.snapshot({ feed: '', since: 0 });
      expect(snapshot.stations.map((card) => Math.round((card.clockSkewMs ?? 0) / HOUR))).toEqual([-3, 3]);
      expect(
        snapshot.alerts.filter((alert) => ['unreachable', 'quiet', 'silent'].includes(alert.kind)),
      ).toEqual([]);
      const newest = [...snapshot.items].sort((a, b) => b.hubTime.localeCompare(a.hubTime));
      expect(newest.map((item) => item.words.join(' '))).toEqual(['JO', 'XU', 'ZA', 'QI']);
    } finally {
      view.close();
      store.close();
    }
  }, 60_000);
});
