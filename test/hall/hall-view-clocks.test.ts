// Stations whose clocks are hours off the hub's, as in a hall without internet: their entries keep
// their own times; the hub judges each clock from its state messages and says one more than 2 min
// off (`hall status`, the view's card); the feed and `hall export` order on the hub's clock; and
// the silence watch, on the hub's own times, calls neither silent while it talks. The stations'
// clocks and the hub's are moved by hand; the view looks as its server does, every second.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clockSkewParts, clockSkewWords } from '../../electron/common/clock-skew-words.ts';
import { ClockSkewWindow } from '../../electron/core/hall/hub/clock-skew-window.ts';
import { hubMergeResult } from '../../electron/core/hall/hub/hub-export.ts';
import { hallStatus } from '../../electron/core/hall/hub/hub-status.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { hubTimeOf } from '../../electron/core/export/hub-time.ts';
import { Station } from '../../electron/core/station/station.ts';
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import { HallViewHandlers } from '../../electron/hall/view/hall-view-handlers.ts';
import { statusLines } from '../../electron/cli/hall-hub/status-lines.ts';
import { carryLog, reportState } from '../support/hall/hub-feeding.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.parse('2027-03-01T10:00:00.000Z');
/** Station 1's clock is 3 h 12 min behind the hub's; Station 2's 3 h ahead. */
const OFF = { tok000001: -(3 * HOUR + 12 * MINUTE), tok000002: 3 * HOUR } as const;
type Token = keyof typeof OFF;
const TOKENS = Object.keys(OFF) as Token[];

describe('a clock’s skew in words', () => {
  it('says nothing within 2 minutes either way, nor of a skew not known', () => {
    for (const skew of [null, 0, 1_500, -119_000, 2 * MINUTE, -2 * MINUTE, Number.NaN])
      expect(clockSkewWords(skew)).toBeNull();
  });

  it('says hours and minutes past 2 minutes, behind or ahead, to the nearest minute', () => {
    expect(clockSkewWords(-(3 * HOUR + 12 * MINUTE + 20_000))).toBe('clock 3 h 12 min behind');
    expect(clockSkewWords(3 * HOUR + 29_000)).toBe('clock 3 h ahead');
    expect(clockSkewWords(2 * MINUTE + 1_000)).toBe('clock 2 min ahead');
    expect(clockSkewWords(-26 * HOUR)).toBe('clock 26 h behind');
    expect(clockSkewParts(-(59 * MINUTE + 40_000))).toEqual({ direction: 'behind', hours: 1, minutes: 0 });
  });
});

describe('the hub’s judgement of a station’s clock', () => {
  it('takes the skew nearest zero of the last five states: one that waited cannot make a clock look wrong', () => {
    const window = new ClockSkewWindow();
    const heard = new Date(T0);
    const sent = (ms: number): string => new Date(T0 + ms).toISOString();
    expect(window.note('t', sent(-3 * HOUR), heard)).toBe(-3 * HOUR);
    // States that waited a minute in a buffer look a minute further behind: not the station's clock.
    expect(window.note('t', sent(-3 * HOUR - MINUTE), heard)).toBe(-3 * HOUR);
    // A sound clock whose first state waited 10 minutes: its next prompt state says it is sound.
    expect(window.note('u', sent(-10 * MINUTE), heard)).toBe(-10 * MINUTE);
    expect(window.note('u', sent(-150), heard)).toBe(-150);
    // A time that does not read adds nothing: what the hub judged before stands.
    expect(window.note('u', 'not a time', heard)).toBe(-150);
    expect(window.note('v', 'not a time', heard)).toBeNull();
    // A clock set right: within five states the hub says so.
    for (let i = 0; i < 5; i += 1) window.note('t', sent(0), heard);
    expect(window.note('t', sent(0), heard)).toBe(0);
  });

  it('places an entry on the hub’s clock only for a station more than 2 minutes off', () => {
    const time = '2027-03-01T06:48:00.000Z';
    expect(hubTimeOf(time, null)).toBe(time);
    expect(hubTimeOf(time, 90_000)).toBe(time);
    expect(hubTimeOf(time, -(3 * HOUR + 12 * MINUTE))).toBe('2027-03-01T10:00:00.000Z');
    expect(hubTimeOf('not a time', 3 * HOUR)).toBe('not a time');
  });
});

describe('stations hours off the hub’s clock', () => {
  let hubDir: string;
  let store: HubStore;
  let hubClock: number;
  const stations = new Map<Token, Station>();
  /** Each station's clock minus the hub's now: a test may set one right. */
  const off = new Map<Token, number>();
  let skews: ClockSkewWindow;

  beforeEach(() => {
    hubDir = tempDir();
    hubClock = T0;
    skews = new ClockSkewWindow();
    store = new HubStore(hubDir, { create: true });
    for (const [index, token] of TOKENS.entries()) {
      off.set(token, OFF[token]);
      store.stations.invite(`Station ${index + 1}`, token, null, new Date(T0));
      const station = new Station({ dataDir: tempDir(), now: () => stationClock(token) });
      station.prepare();
      stations.set(token, station);
    }
  });

  afterEach(() => {
    store.close();
    for (const station of stations.values()) station.close();
    stations.clear();
  });

  const station = (token: Token): Station => stations.get(token) as Station;
  const stationClock = (token: Token): Date => new Date(hubClock + (off.get(token) ?? 0));

  /** A state sent by the station on its clock, heard by the hub at once on its own. */
  function heard(token: Token): void {
    const sentAt = stationClock(token).toISOString();
    const clockSkewMs = skews.note(token, sentAt, new Date(hubClock));
    reportState(store, token, station(token), {
      when: new Date(hubClock),
      change: { presence: 'running', sentAt },
      clockSkewMs,
    });
  }

  /** The station judges one challenge at the hub's second `seconds`; the hub receives it at once. */
  function judges(token: Token, seconds: number, word: string): void {
    hubClock = T0 + seconds * 1000;
    station(token).judge({ words: [word], source: 'cli', table: seconds });
    heard(token);
    carryLog(store, token, station(token), new Date(hubClock));
  }

  it('keeps each station’s own times, orders the export and the feed on the hub’s clock, and says the skew', () => {
    heard('tok000001');
    heard('tok000002');
    judges('tok000001', 1, 'QI');
    judges('tok000002', 2, 'ZA');
    judges('tok000001', 3, 'XU');
    judges('tok000002', 4, 'JO');

    const merged = hubMergeResult(store);
    // As they happened: by the stations' own times, Station 1's would all come six hours first.
    expect(merged.entries.map((entry) => entry.words.join(' '))).toEqual(['QI', 'ZA', 'XU', 'JO']);
    // Each entry keeps the time its station wrote; the hub's receipt is beside it.
    const first = merged.entries[0];
    expect(first?.time).toBe(new Date(T0 + 1000 + OFF.tok000001).toISOString());
    expect(first === undefined ? null : merged.receivedAt?.get(`${first.stationId}:${first.seq}`)).toBe(
      new Date(T0 + 1000).toISOString(),
    );

    const rows = hallStatus(store, new Date(hubClock));
    expect(rows.map((row) => row.clockSkewMs)).toEqual([OFF.tok000001, OFF.tok000002]);
    const text = rows.flatMap((row) => statusLines(row));
    expect(text).toContain(
      "  clock 3 h 12 min behind the hub's: its entries keep its own times; the hall orders them by the hub's",
    );
    expect(text.filter((line) => line.includes("clock 3 h ahead the hub's"))).toHaveLength(1);

    const view = new HallViewHandlers(hubDir, hubViewPort(store), { now: () => new Date(hubClock) });
    try {
      const snapshot = view.snapshot({ feed: '', since: 0 });
      expect(snapshot.stations.map((card) => card.clockSkewMs)).toEqual([OFF.tok000001, OFF.tok000002]);
      const newestFirst = [...snapshot.items].sort((a, b) => b.hubTime.localeCompare(a.hubTime));
      expect(newestFirst.map((item) => item.words.join(' '))).toEqual(['JO', 'XU', 'ZA', 'QI']);
      expect(snapshot.items.every((item) => item.hubTime === item.receivedAt)).toBe(true);
    } finally {
      view.close();
    }
  });

  it('keeps the skew an entry came with, after the station’s clock is set right', () => {
    heard('tok000001');
    heard('tok000002');
    judges('tok000001', 1, 'QI');
    // The director sets Station 1's clock right; its next states say so.
    off.set('tok000001', 0);
    for (let i = 0; i < 5; i += 1) heard('tok000001');
    judges('tok000002', 2, 'ZA');
    judges('tok000001', 3, 'XU');
    expect(hubMergeResult(store).entries.map((entry) => entry.words.join(' '))).toEqual(['QI', 'ZA', 'XU']);
    expect(hallStatus(store, new Date(hubClock))[0]?.clockSkewMs).toBe(0);
  });

  it('calls neither station silent nor offline while they talk, whatever their clocks say', () => {
    const view = new HallViewHandlers(hubDir, hubViewPort(store), {
      silenceSeconds: 60,
      now: () => new Date(hubClock),
    });
    try {
      for (let seconds = 0; seconds <= 180; seconds += 1) {
        hubClock = T0 + seconds * 1000;
        if (seconds % 3 === 0) for (const token of TOKENS) heard(token);
        view.watch();
      }
      const snapshot = view.snapshot({ feed: '', since: 0 });
      expect(
        snapshot.alerts.filter((alert) => ['unreachable', 'quiet', 'silent'].includes(alert.kind)),
      ).toEqual([]);
      expect(snapshot.stations.map((card) => [card.state, card.inTouch])).toEqual([
        ['online', true],
        ['online', true],
      ]);
      // Its last state as the hub heard it: the hub's time, never the station's.
      expect(snapshot.stations.map((card) => card.lastSeen)).toEqual([
        new Date(T0 + 180_000).toISOString(),
        new Date(T0 + 180_000).toISOString(),
      ]);
    } finally {
      view.close();
    }
  });
});
