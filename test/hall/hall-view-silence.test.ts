// The hall view's unreachable alert (a running station's hall link not heard for 20 s) counts only
// the time the hub was listening (hub-listening.ts): a hub started again after a while, or held (a
// busy machine, a suspended laptop), calls no station unreachable before that station's next state
// message could reach it; a station that really went quiet is still called unreachable, later by
// the time the hub was not listening, naming when it was last heard. It closes by itself once the
// station is heard, kept in the alert history with when it cleared. The hub's clock is moved by
// hand, and the view looks as its server does, every second.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { Station } from '../../electron/core/station/station.ts';
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import { HallViewHandlers } from '../../electron/hall/view/hall-view-handlers.ts';
import { HEALED_BY } from '../../electron/core/hall/view/hall-view-store.ts';
import { hallClock, UNREACHABLE_SECONDS } from '../../electron/core/hall/view/reach-alerts.ts';
import { reportState } from '../support/hall/hub-feeding.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const SILENCE_SECONDS = 60;
const T0 = Date.parse('2027-03-01T10:00:00.000Z');
const at = (seconds: number): Date => new Date(T0 + seconds * 1000);
const TOKENS = ['tokens001', 'tokens002'] as const;
let hubDir: string;
let store: HubStore;
let station: Station;
let clock: Date;
const opened: HallViewHandlers[] = [];

beforeEach(() => {
  hubDir = tempDir();
  store = new HubStore(hubDir, { create: true });
  store.stations.invite('Station 1', TOKENS[0], null, at(0));
  store.stations.invite('Station 2', TOKENS[1], null, at(0));
  station = new Station({ dataDir: tempDir() });
  station.prepare();
});

afterEach(() => {
  for (const handlers of opened.splice(0)) handlers.close();
  store.close();
  station.close();
});

/** The hall view of a hub started at `seconds`. */
function viewStartedAt(seconds: number): HallViewHandlers {
  clock = at(seconds);
  const handlers = new HallViewHandlers(hubDir, hubViewPort(store), {
    silenceSeconds: SILENCE_SECONDS,
    now: () => clock,
  });
  opened.push(handlers);
  return handlers;
}

/** A state message from the station of `token`, heard by the hub at `seconds`. */
function heard(token: string, seconds: number): void {
  reportState(store, token, station, { when: at(seconds), change: { presence: 'running' } });
}

/** The unreachable alerts the view shows now, newest first: the station's name, open or cleared. */
function silences(handlers: HallViewHandlers): string[] {
  return handlers
    .snapshot({ feed: '', since: 0 })
    .alerts.filter((alert) => alert.kind === 'unreachable')
    .map((alert) => `${alert.station} ${alert.clearedAt === null ? 'open' : 'cleared'}`);
}

/** Every unreachable alert in the hub's history, oldest first, with who acknowledged it and when it cleared. */
function history(): { station: string; cleared: boolean; by: string | null }[] {
  const db = new Database(join(hubDir, 'hub.sqlite'), { readonly: true });
  try {
    return db
      .prepare<[], { station: string; cleared: string | null; by: string | null }>(
        "SELECT station, cleared_at AS cleared, acknowledged_by AS by FROM hall_view_alerts WHERE kind = 'unreachable' ORDER BY id",
      )
      .all()
      .map((row) => ({ station: row.station, cleared: row.cleared !== null, by: row.by }));
  } finally {
    db.close();
  }
}

/** The view looks every `step` seconds from `from` to `to`; `each` runs before each look. */
function looks(
  handlers: HallViewHandlers,
  from: number,
  to: number,
  options: { readonly step?: number; readonly each?: (seconds: number) => void } = {},
): void {
  for (let seconds = from; seconds <= to; seconds += options.step ?? 1) {
    options.each?.(seconds);
    clock = at(seconds);
    handlers.watch();
  }
}

describe('the unreachable alert', () => {
  it('is raised past 20 s of a hub that listened all along, naming when it was last heard', () => {
    expect(UNREACHABLE_SECONDS).toBe(20);
    const view = viewStartedAt(0);
    heard(TOKENS[0], 0);
    heard(TOKENS[1], 0);
    // Station 1 goes on being heard every second; Station 2 goes quiet.
    looks(view, 1, 20, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual([]);
    looks(view, 21, 22, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual(['Station 2 open']);
    const [alert] = view.snapshot({ feed: '', since: 0 }).alerts;
    // The hub machine's own time of day, hours and minutes.
    expect(alert?.text).toBe(`Station 2 unreachable since ${hallClock(at(0).toISOString())}.`);
    expect(alert?.message).toEqual({ code: 'unreachable', station: 'Station 2', since: at(0).toISOString() });
  });

  it('is not raised by a hub started again after five minutes, before its stations are heard again', () => {
    heard(TOKENS[0], 0);
    heard(TOKENS[1], 0);
    // The hub was down from 0 to 300 s; its first looks come before any station's next state.
    const view = viewStartedAt(300);
    looks(view, 300, 302);
    expect(silences(view)).toEqual([]);
    // Station 1's state reaches it 3 s after its start; Station 2 stays quiet from before the restart.
    looks(view, 303, 320, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual([]);
    looks(view, 321, 322, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual(['Station 2 open']);
    expect(view.snapshot({ feed: '', since: 0 }).alerts[0]?.message).toMatchObject({
      since: at(0).toISOString(),
    });
  });

  it('stays open across a restart of the hub while its station is silent, and closes by itself when it is heard', () => {
    heard(TOKENS[0], 0);
    heard(TOKENS[1], 0);
    const before = viewStartedAt(0);
    looks(before, 1, 21, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(before)).toEqual(['Station 2 open']);
    // Stopped at 61 s and started again at 300 s: Station 2 has not been heard since.
    before.close();
    opened.splice(opened.indexOf(before), 1);
    const after = viewStartedAt(300);
    looks(after, 300, 330, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(after)).toEqual(['Station 2 open']);
    heard(TOKENS[1], 331);
    looks(after, 331, 331);
    // Healed: off the screen with nothing to acknowledge, and in the history with when it cleared.
    expect(silences(after)).toEqual([]);
    expect(history()).toEqual([{ station: 'Station 2', cleared: true, by: HEALED_BY }]);
  });

  it('raises one alert per fault, not one per look, and a new one when the fault comes back', () => {
    const view = viewStartedAt(0);
    heard(TOKENS[1], 0);
    looks(view, 1, 60);
    expect(history()).toEqual([{ station: 'Station 2', cleared: false, by: null }]);
    heard(TOKENS[1], 61);
    looks(view, 61, 61);
    looks(view, 62, 90);
    expect(history().map((alert) => alert.cleared)).toEqual([true, false]);
    expect(silences(view)).toEqual(['Station 2 open']);
  });

  it('counts again from a clock set back, keeping an alert open until its station is heard', () => {
    const view = viewStartedAt(1_000);
    heard(TOKENS[0], 1_000);
    heard(TOKENS[1], 1_000);
    looks(view, 1_001, 1_021, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual(['Station 2 open']);
    // The hub's clock is set back ten minutes: Station 1 goes on, then goes quiet at 420 s.
    looks(view, 400, 420, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual(['Station 2 open']);
    looks(view, 421, 440);
    expect(silences(view)).toEqual(['Station 2 open']);
    looks(view, 441, 441);
    expect(silences(view)).toEqual(['Station 1 open', 'Station 2 open']);
  });

  it('is not raised at the first look after the hub was held, before it reads the states that waited', () => {
    const view = viewStartedAt(0);
    looks(view, 0, 30, { each: (seconds) => heard(TOKENS[0], seconds) });
    heard(TOKENS[1], 30);
    // Held 90 s: its next look comes first, then the state messages that waited are read.
    looks(view, 120, 120);
    expect(silences(view)).toEqual([]);
    heard(TOKENS[0], 120);
    heard(TOKENS[1], 120);
    looks(view, 121, 140, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual([]);
  });

  it('is raised for a station that went quiet while the hub was held, once the hub listened the threshold', () => {
    const view = viewStartedAt(0);
    heard(TOKENS[1], 10);
    looks(view, 1, 15, { each: (seconds) => heard(TOKENS[0], seconds) });
    // Held from 16 s (its look due then) to 120 s; Station 2 stopped meanwhile, last heard at 10 s:
    // the 6 s listened before the hold and 14 after it make the threshold, and the next second passes it.
    looks(view, 120, 134, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual([]);
    looks(view, 135, 136, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual(['Station 2 open']);
  });

  it('is still raised by a hub held at every look, later by the time it was held', () => {
    const view = viewStartedAt(0);
    heard(TOKENS[1], 0);
    // A look every 3 s, each a hold of 2 s: one second in three is listened.
    looks(view, 3, 60, { step: 3, each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual([]);
    looks(view, 63, 66, { step: 3, each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual(['Station 2 open']);
  });
});
