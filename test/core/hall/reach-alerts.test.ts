// The two faults of a running station's reach, from the stations' rows and the hub's own record of
// when it listened (no network, no store): unreachable (its hall link not heard for 20 s) against
// reachable but quiet (its hall link heard, saying the station itself has sent it nothing), one
// alert per fault whatever the looks, closed by itself once healed, a new one when it comes back,
// and none for the time the hub itself slept.
import { describe, expect, it } from 'vitest';
import type { StationStatus } from '../../../electron/core/hall/hub/hub-status.ts';
import { quietSinceOnHubClock } from '../../../electron/core/hall/hub/hub-station-store.ts';
import { currentAlerts, healedAlertKeys } from '../../../electron/core/hall/view/hall-alerts.ts';
import { HubListening } from '../../../electron/core/hall/view/hub-listening.ts';
import { hallClock, reachOfKey } from '../../../electron/core/hall/view/reach-alerts.ts';
import type { StationState } from '../../../electron/core/hall/wire/hall-messages.ts';

const T0 = Date.parse('2027-03-01T14:02:00.000Z');
const at = (seconds: number): Date => new Date(T0 + seconds * 1000);
const iso = (seconds: number): string => at(seconds).toISOString();
const SILENCE_SECONDS = 60;

/** A running station, online and answering, last heard at `heard` s. */
function row(heard: number, overrides: Partial<StationStatus> = {}): StationStatus {
  return {
    name: 'Station 3',
    token: 'tok3',
    stationId: 'id3',
    stationName: null,
    appVersion: '0.1.0',
    state: 'online',
    presence: 'running',
    lastSeen: iso(heard),
    quietSince: null,
    clockSkewMs: null,
    inTouch: true,
    lastEntryAt: null,
    lexicons: [],
    entries: 0,
    verified: null,
    stationHead: null,
    behind: 0,
    upToDate: true,
    held: 0,
    chain: 'empty',
    problem: null,
    health: null,
    hall: null,
    faults: [],
    judgedAgain: { judged: 0, agreeing: 0, differing: 0, notJudged: 0 },
    ...overrides,
  };
}

/** The reach alerts a hub that listened as `listening` says calls for at `now` s, given those open. */
function alerts(
  rows: StationStatus[],
  now: number,
  listening: HubListening,
  open: ReadonlyMap<string, string> = new Map(),
) {
  return currentAlerts(rows, {
    designated: null,
    hubVersion: '0.1.0',
    silenceSeconds: SILENCE_SECONDS,
    secondsListened: (since) => listening.secondsListened(since, at(now)),
    openSince: open,
  });
}

/** A hub that looked every second from 0 to `to` s. */
function listenedUntil(to: number): HubListening {
  const listening = new HubListening(at(0));
  for (let second = 1; second <= to; second += 1) listening.look(at(second));
  return listening;
}

describe("a station's reach", () => {
  it('is unreachable once its hall link has not been heard for 20 s, naming when it was last heard', () => {
    const listening = listenedUntil(30);
    expect(alerts([row(10)], 30, listening)).toEqual([]);
    const [alert] = alerts([row(9)], 30, listening);
    expect(alert).toEqual({
      key: `unreachable:tok3:${iso(9)}`,
      kind: 'unreachable',
      station: 'Station 3',
      text: `Station 3 unreachable since ${hallClock(iso(9))}.`,
      message: { code: 'unreachable', station: 'Station 3', since: iso(9) },
    });
  });

  it('is reachable but quiet while its hall link is heard and its station is not, past the silence threshold', () => {
    const listening = listenedUntil(100);
    // Heard a second ago, its hall process saying the station has sent it nothing since 39 s.
    expect(alerts([row(99, { quietSince: iso(40) })], 100, listening)).toEqual([]);
    const [alert] = alerts([row(99, { quietSince: iso(39) })], 100, listening);
    expect(alert).toMatchObject({
      key: `quiet:tok3:${iso(39)}`,
      kind: 'quiet',
      text: `Station 3 reachable, but its station has not answered since ${hallClock(iso(39))}.`,
      message: { code: 'quiet', station: 'Station 3', since: iso(39) },
    });
    // The link lost too: one fault named, the one a director must look at first.
    expect(alerts([row(70, { quietSince: iso(10) })], 100, listening).map((each) => each.kind)).toEqual([
      'unreachable',
    ]);
  });

  it('is one alert per fault: the same key at every look and retry while the station stays unheard', () => {
    const listening = new HubListening(at(0));
    const keys = new Set<string>();
    for (let second = 1; second <= 300; second += 1) {
      listening.look(at(second));
      for (const alert of alerts([row(5)], second, listening)) keys.add(alert.key);
    }
    expect([...keys]).toEqual([`unreachable:tok3:${iso(5)}`]);
  });

  it('closes by itself when the station is heard again, and a fault that comes back is a new alert', () => {
    const listening = listenedUntil(200);
    const [first] = alerts([row(5)], 60, listening);
    const open = new Map([[first?.key ?? '', iso(60)]]);
    // Heard at 61 s: no condition, and its key is among those that close by themselves.
    expect(alerts([row(61)], 62, listening, open)).toEqual([]);
    expect(healedAlertKeys([row(61)], null).some((start) => first?.key.startsWith(start))).toBe(true);
    // Lost again at 61 s: a new fault, a new key.
    const [again] = alerts([row(61)], 90, listening);
    expect(again?.key).toBe(`unreachable:tok3:${iso(61)}`);
    expect(again?.key).not.toBe(first?.key);
    expect(reachOfKey(again?.key ?? '')).toEqual({ kind: 'unreachable', token: 'tok3', since: iso(61) });
  });

  it('stays open while the hub is started again and not yet listened 20 s, until the station is heard', () => {
    const restarted = new HubListening(at(600));
    const open = new Map([[`unreachable:tok3:${iso(5)}`, iso(60)]]);
    expect(alerts([row(5)], 601, restarted, open).map((alert) => alert.key)).toEqual([...open.keys()]);
    expect(alerts([row(5)], 601, restarted)).toEqual([]);
  });

  it('raises none for the time the hub itself slept', () => {
    const listening = listenedUntil(10);
    // The hub's laptop slept from 11 s to 611 s; the station was heard at 10 s, just before.
    listening.look(at(611));
    expect(alerts([row(10)], 611, listening)).toEqual([]);
    for (let second = 612; second <= 619; second += 1) listening.look(at(second));
    expect(alerts([row(10)], 619, listening)).toEqual([]);
    // Not heard for 20 s of the hub's listening: the station really is gone.
    for (let second = 620; second <= 631; second += 1) listening.look(at(second));
    expect(alerts([row(10)], 631, listening).map((alert) => alert.kind)).toEqual(['unreachable']);
  });

  it('calls neither a station used from the command line nor one that closed', () => {
    const listening = listenedUntil(600);
    expect(alerts([row(5, { presence: 'on-demand', state: 'offline' })], 600, listening)).toEqual([]);
    expect(alerts([row(5, { presence: 'closed', state: 'offline' })], 600, listening)).toEqual([]);
  });

  it("places a quiet station's start on the hub's clock, whatever the station's clock says", () => {
    // The station's clock is three hours behind; it has been quiet for 45 s when it sends.
    const state = {
      quietSince: '2027-03-01T11:01:15.000Z',
      sentAt: '2027-03-01T11:02:00.000Z',
    } as StationState;
    expect(quietSinceOnHubClock(state, at(0))).toBe(iso(-45));
    expect(quietSinceOnHubClock({ sentAt: state.sentAt } as StationState, at(0))).toBeNull();
  });
});
