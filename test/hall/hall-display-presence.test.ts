// A station's freshness on the hub's side. The hub never says "up to date" for a station it has not
// heard from since its last entry: only when its last state message came after its last entry,
// reporting a head the hub holds, and it is online — or, used from the command line, its last sync
// reached its head. A command-line station (presence on-demand) is shown as such, never as "never
// joined" once it said hello, and raises no silence alert between its syncs. The hub's clock is
// moved by hand: the entries' and state messages' times are the ones the ingest would record.
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StationPresence } from '../../electron/core/hall/wire/hall-messages.ts';
import { hallStatus } from '../../electron/core/hall/hub/hub-status.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { Station } from '../../electron/core/station/station.ts';
import { HallViewHandlers } from '../../electron/hall/view/hall-view-handlers.ts';
import { runCli } from '../cli/run-cli.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { carryLog, reportState } from '../support/hall/hub-feeding.ts';

const tempDir = useTempDirs();
const TOKEN = 'tokenp001';
const T0 = Date.parse('2027-03-01T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);
let hubDir: string;
let store: HubStore;
let station: Station;
let clock: Date;
let handlers: HallViewHandlers;

/** The station's entries the hub does not hold yet reach it, stored at `when`. */
function carry(when: Date): void {
  carryLog(store, TOKEN, station, when);
}

/** A state message from the station, heard at `when` (its head as its log has it now). */
function report(when: Date, presence: StationPresence): void {
  reportState(store, TOKEN, station, { when, change: { presence } });
}

function judge(): void {
  station.judge({ words: ['QI'], source: 'cli' });
}

const row = (now: Date) => {
  const [first] = hallStatus(store, now);
  if (first === undefined) throw new Error('no station');
  return first;
};

beforeEach(() => {
  hubDir = tempDir();
  store = new HubStore(hubDir, { create: true });
  store.stations.invite('Station 1', TOKEN, null, at(0));
  station = new Station({ dataDir: tempDir() });
  station.prepare();
  clock = at(0);
  handlers = new HallViewHandlers(hubDir, hubViewPort(store), { silenceSeconds: 60, now: () => clock });
});

afterEach(() => {
  handlers.close();
  store.close();
  station.close();
});

describe('"up to date" on the hub', () => {
  it('is said of a running station only while it is online and was heard after its last entry', () => {
    judge();
    carry(at(1));
    report(at(2), 'running');
    expect(row(at(3))).toMatchObject({ behind: 0, upToDate: true });
    clock = at(3);
    expect(handlers.snapshot({ feed: '', since: 0 }).stations[0]?.upToDate).toBe(true);
    expect(handlers.exportLog().behind).toEqual([]);

    // An entry reached the hub after the last state message: what the station judged since is unknown.
    judge();
    carry(at(4));
    expect(row(at(5))).toMatchObject({ behind: 0, upToDate: false });
    clock = at(5);
    expect(handlers.snapshot({ feed: '', since: 0 }).stations[0]?.upToDate).toBe(false);
    expect(handlers.exportLog().behind).toEqual([
      { code: 'unknown', station: 'Station 1', lastHeard: at(2).toISOString(), onDemand: false },
    ]);
    report(at(6), 'running');
    expect(row(at(7)).upToDate).toBe(true);

    // Quit without a word (its last entry may be unsent): offline, so no longer "up to date".
    expect(row(at(60))).toMatchObject({ state: 'offline', behind: 0, upToDate: false });
  });

  it('is said of a command-line station whose last sync reached its head, however long ago', () => {
    report(at(0), 'on-demand');
    judge();
    carry(at(1));
    report(at(2), 'on-demand');
    expect(row(at(3600))).toMatchObject({ state: 'offline', presence: 'on-demand', upToDate: true });
    // It judged again and synced only part of it: its head is ahead of what the hub holds.
    judge();
    report(at(3700), 'on-demand');
    expect(row(at(3701))).toMatchObject({ behind: 1, upToDate: false });
  });
});

describe('a station used from the command line', () => {
  it('is shown as such once it said hello, never as "never joined"', () => {
    expect(row(at(1))).toMatchObject({ state: 'never-joined', presence: null });
    report(at(1), 'on-demand');
    clock = at(3600);
    const [card] = handlers.snapshot({ feed: '', since: 0 }).stations;
    expect(card).toMatchObject({ presence: 'on-demand', lastSeen: at(1).toISOString() });
    expect(card?.state).not.toBe('never-joined');
  });

  it('raises no silence alert between its syncs; a running station still does', () => {
    const silences = (presence: StationPresence): number => {
      for (let sync = 0; sync < 4; sync += 1) {
        // Heard at each sync, then silent while the hall view looks, every second as its server
        // does, for a minute and a half (a gap of over 2 s would be the hub held: hub-listening.ts).
        const start = T0 + sync * 600_000;
        report(new Date(start), presence);
        for (let second = 1; second <= 90; second += 1) {
          clock = new Date(start + second * 1000);
          handlers.watch();
        }
      }
      return handlers.snapshot({ feed: '', since: 0 }).alerts.filter((alert) => alert.kind === 'unreachable')
        .length;
    };
    expect(silences('on-demand')).toBe(0);
    // Unreachable after each sync; each closed by itself when the station was heard at the next,
    // so the last is the one a director sees.
    expect(silences('running')).toBe(1);
  });

  it('says so in `hall status`, with its last sync and whether that sync reached its head', () => {
    const hourAgo = Date.now() - 3_600_000;
    judge();
    carry(new Date(hourAgo));
    report(new Date(hourAgo + 500), 'on-demand');
    const text = runCli(hubDir, 'hall', 'status').stdout;
    const lastSync = new Date(hourAgo + 500).toISOString();
    expect(text).toContain(`— syncs from the command line; last sync ${lastSync}`);
    expect(text).toContain(`behind 0 (up to date at its last sync, ${lastSync})`);
    const json = JSON.parse(runCli(hubDir, '--json', 'hall', 'status').stdout) as {
      stations: { presence: string; upToDate: boolean }[];
    };
    expect(json.stations).toMatchObject([{ presence: 'on-demand', upToDate: true }]);
  });

  it('counts as in touch while it synced within the expected hour, and is said overdue after it', () => {
    report(at(0), 'on-demand');
    // Never online between syncs, and in touch all the same: the count says it apart.
    expect(row(at(60))).toMatchObject({ state: 'offline', inTouch: true });
    expect(row(at(3600))).toMatchObject({ state: 'offline', inTouch: true });
    clock = at(3600);
    expect(handlers.snapshot({ feed: '', since: 0 }).stations[0]).toMatchObject({ inTouch: true });
    expect(row(at(3601))).toMatchObject({ state: 'offline', inTouch: false });
    clock = at(3601);
    expect(handlers.snapshot({ feed: '', since: 0 }).stations[0]).toMatchObject({ inTouch: false });
    // A running station silent as long is offline, and out of touch after 15 s.
    report(at(3601), 'running');
    expect(row(at(3610))).toMatchObject({ state: 'online', inTouch: true });
    expect(row(at(3620))).toMatchObject({ state: 'offline', inTouch: false });
  });

  it('is counted in `hall status` as synced within the hour, and its row says when it is overdue', () => {
    store.stations.invite('Station 2', 'tokenp002', null, at(0));
    report(new Date(Date.now() - 5 * 60_000), 'on-demand');
    reportState(store, 'tokenp002', station, {
      when: new Date(Date.now() - 10 * 60_000),
      change: { presence: 'on-demand' },
    });
    const fresh = runCli(hubDir, 'hall', 'status').stdout;
    expect(fresh).toContain('Hall "Challenge Station hall": 2 stations, 0 online, 2 synced within 60 min');
    expect(fresh).not.toContain('NO SYNC');

    const lastSync = new Date(Date.now() - 61 * 60_000);
    report(lastSync, 'on-demand');
    const late = runCli(hubDir, 'hall', 'status').stdout;
    expect(late).toContain('2 stations, 0 online, 1 synced within 60 min');
    expect(late).toContain(
      `— syncs from the command line; last sync ${lastSync.toISOString()}; NO SYNC for more than 60 min`,
    );
  });

  it('a station that closed after sending everything is up to date when it closed, not "entries since then unknown"', () => {
    const minuteAgo = Date.now() - 60_000;
    judge();
    carry(new Date(minuteAgo));
    // Its last state, sent as it closed (hall-publisher.ts flush), seconds ago: it is not online.
    const closedAt = new Date(Date.now() - 2_000);
    report(closedAt, 'closed');
    const text = runCli(hubDir, 'hall', 'status').stdout;
    expect(text).toContain(`— closed at ${closedAt.toISOString()}`);
    expect(text).toContain(`behind 0 (up to date when it closed, ${closedAt.toISOString()})`);
    expect(text).not.toContain('entries since then unknown');
    expect(row(new Date())).toMatchObject({ state: 'offline', presence: 'closed', upToDate: true });
    // Started again, it runs as before: a running station quiet since is unknown again.
    report(new Date(Date.now() - 1_000), 'running');
    expect(row(new Date(Date.now() + 60_000))).toMatchObject({ presence: 'running', upToDate: false });
  });

  it('a running station quiet since its last entry is "last heard …; entries since then unknown" in `hall status`', () => {
    const minuteAgo = Date.now() - 60_000;
    judge();
    carry(new Date(minuteAgo));
    report(new Date(minuteAgo + 500), 'running');
    const text = runCli(hubDir, 'hall', 'status').stdout;
    expect(text).toContain(
      `behind 0 by its last report; last heard ${new Date(minuteAgo + 500).toISOString()}; entries since then unknown`,
    );
    expect(text).not.toContain('up to date');
  });
});
