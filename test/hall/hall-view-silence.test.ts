// The hall view's silence alert counts only the time the hub was listening (hub-listening.ts): a
// hub started again after a while, or held (a busy machine, a suspended laptop), calls no station
// silent before that station's next state message could reach it; a station that really went quiet
// is still called silent, later by the time the hub was not listening, naming when it was last
// heard. The hub's clock is moved by hand, and the view looks as its server does, every second.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { Station } from '../../electron/core/station/station.ts';
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import { HallViewHandlers } from '../../electron/hall/view/hall-view-handlers.ts';
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

/** The silence alerts the view shows now: the station's name, open or cleared. */
function silences(handlers: HallViewHandlers): string[] {
  return handlers
    .snapshot({ feed: '', since: 0 })
    .alerts.filter((alert) => alert.kind === 'silent')
    .map((alert) => `${alert.station} ${alert.clearedAt === null ? 'open' : 'cleared'}`);
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

describe('the silence alert', () => {
  it('is raised past the threshold of a hub that listened all along, naming when it was last heard', () => {
    const view = viewStartedAt(0);
    heard(TOKENS[0], 0);
    heard(TOKENS[1], 0);
    // Station 1 goes on being heard every second; Station 2 goes quiet.
    looks(view, 1, 60, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual([]);
    looks(view, 61, 62, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual(['Station 2 open']);
    const [alert] = view.snapshot({ feed: '', since: 0 }).alerts;
    expect(alert?.text).toBe(
      `Station 2 has been silent for more than 60 s (last heard ${at(0).toISOString()}).`,
    );
  });

  it('is not raised by a hub started again after five minutes, before its stations are heard again', () => {
    heard(TOKENS[0], 0);
    heard(TOKENS[1], 0);
    // The hub was down from 0 to 300 s; its first looks come before any station's next state.
    const view = viewStartedAt(300);
    looks(view, 300, 302);
    expect(silences(view)).toEqual([]);
    // Station 1's state reaches it 3 s after its start; Station 2 stays quiet from before the restart.
    looks(view, 303, 360, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual([]);
    looks(view, 361, 362, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual(['Station 2 open']);
    expect(view.snapshot({ feed: '', since: 0 }).alerts[0]?.text).toContain(
      `last heard ${at(0).toISOString()}`,
    );
  });

  it('stays open across a restart of the hub while its station is silent, and clears when it is heard', () => {
    heard(TOKENS[0], 0);
    heard(TOKENS[1], 0);
    const before = viewStartedAt(0);
    looks(before, 1, 61, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(before)).toEqual(['Station 2 open']);
    // Stopped at 61 s and started again at 300 s: Station 2 has not been heard since.
    before.close();
    opened.splice(opened.indexOf(before), 1);
    const after = viewStartedAt(300);
    looks(after, 300, 330, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(after)).toEqual(['Station 2 open']);
    heard(TOKENS[1], 331);
    looks(after, 331, 331);
    expect(silences(after)).toEqual(['Station 2 cleared']);
  });

  it('counts again from a clock set back, keeping an alert open until its station is heard', () => {
    const view = viewStartedAt(1_000);
    heard(TOKENS[0], 1_000);
    heard(TOKENS[1], 1_000);
    looks(view, 1_001, 1_061, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual(['Station 2 open']);
    // The hub's clock is set back ten minutes: Station 1 goes on, then goes quiet at 420 s.
    looks(view, 400, 420, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual(['Station 2 open']);
    looks(view, 421, 480);
    expect(silences(view)).toEqual(['Station 2 open']);
    looks(view, 481, 481);
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
    looks(view, 121, 170, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual([]);
  });

  it('is raised for a station that went quiet while the hub was held, once the hub listened the threshold', () => {
    const view = viewStartedAt(0);
    heard(TOKENS[1], 0);
    looks(view, 1, 30, { each: (seconds) => heard(TOKENS[0], seconds) });
    // Held from 31 s (its look due then) to 120 s; Station 2 stopped meanwhile: the 31 s listened
    // before the hold and 29 after it make the threshold, and the next second passes it.
    looks(view, 120, 149, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual([]);
    looks(view, 150, 151, { each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual(['Station 2 open']);
  });

  it('is still raised by a hub held at every look, later by the time it was held', () => {
    const view = viewStartedAt(0);
    heard(TOKENS[1], 0);
    // A look every 3 s, each a hold of 2 s: one second in three is listened.
    looks(view, 3, 180, { step: 3, each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual([]);
    looks(view, 183, 186, { step: 3, each: (seconds) => heard(TOKENS[0], seconds) });
    expect(silences(view)).toEqual(['Station 2 open']);
  });
});
