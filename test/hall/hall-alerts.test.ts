// Which alerts the hall calls for, from the stations' rows alone (no network, no clock): among them
// a running station that stopped judging, from the health it reports.
import { describe, expect, it } from 'vitest';
import { currentAlerts } from '../../electron/core/hall/hall-alerts.ts';
import type { StationStatus } from '../../electron/core/hall/hub-status.ts';

const NOW = new Date('2027-03-01T10:00:00.000Z');
const LISTA = { name: 'LISTA', alphabet: 'english', fingerprint: 'a'.repeat(64), wordCount: 4 } as const;
const LISTA_OLD = { ...LISTA, fingerprint: 'b'.repeat(64) };
const LISTB = { ...LISTA, name: 'LISTB', fingerprint: 'c'.repeat(64) };
/** What a sound running station reports: its log checked through entry 3, recording, nothing refused. */
const HEALTHY = { verifiedThrough: 3, writeRefused: null, fileGuard: null, lexiconsRefused: [] };
const GUARD =
  'The station database file /data/station.sqlite-wal was deleted or replaced while the station was running.';

function row(overrides: Partial<StationStatus> = {}): StationStatus {
  return {
    name: 'Station 1',
    token: 'tok1',
    stationId: 'id1',
    stationName: null,
    appVersion: '0.1.0',
    state: 'online',
    lastSeen: '2027-03-01T09:59:59.000Z',
    lexicons: [LISTA],
    entries: 3,
    verified: null,
    stationHead: null,
    behind: 0,
    held: 0,
    chain: 'verified',
    problem: null,
    health: HEALTHY,
    faults: [],
    ...overrides,
  };
}

const context = {
  designated: { name: 'LISTA', alphabet: 'english', fingerprint: LISTA.fingerprint } as const,
  hubVersion: '0.1.0',
  silenceSeconds: 60,
  now: NOW,
};

describe('the hall alerts', () => {
  it('calls for none while a station is heard, on the hall lexicon and version, and can record', () => {
    expect(currentAlerts([row()], context)).toEqual([]);
  });

  it('calls a station silent only past the threshold, and never one that never joined or was revoked', () => {
    const quiet = row({ lastSeen: '2027-03-01T09:58:59.000Z' });
    expect(currentAlerts([quiet], context).map((alert) => alert.kind)).toEqual(['silent']);
    expect(currentAlerts([quiet], { ...context, silenceSeconds: 61 })).toEqual([]);
    expect(currentAlerts([row({ lastSeen: null, state: 'never-joined' })], context)).toEqual([]);
    expect(currentAlerts([{ ...quiet, state: 'revoked' }], context)).toEqual([]);
  });

  it('calls drift for last year’s edition under the same name, and for another list only', () => {
    const drift = (lexicons: StationStatus['lexicons']) =>
      currentAlerts([row({ lexicons })], context).map((alert) => alert.text);
    expect(drift([LISTA_OLD])).toEqual([
      `Station 1 offers LISTA (bbbbbbbb), not the hall's LISTA (aaaaaaaa).`,
    ]);
    expect(drift([LISTA, LISTA_OLD])).toHaveLength(1);
    expect(drift([LISTB])).toEqual([`Station 1 offers LISTB (cccccccc), not the hall's LISTA (aaaaaaaa).`]);
    // Another list beside the hall's, under another name (a second language), is not drift.
    expect(drift([LISTA, LISTB])).toEqual([]);
    expect(currentAlerts([row({ lexicons: [LISTB] })], { ...context, designated: null })).toEqual([]);
  });

  it('calls a fork, two machines, another version and a station that cannot record, each in words', () => {
    const alerts = currentAlerts(
      [
        row({
          appVersion: '0.0.9',
          problem: 'the disk is full',
          faults: [
            {
              kind: 'fork',
              message: 'entry 2 arrived with another hash',
              raisedAt: '2027-03-01T09:00:00.000Z',
            },
            {
              kind: 'two-machines',
              message: 'publishing from two machines',
              raisedAt: '2027-03-01T09:01:00.000Z',
            },
          ],
        }),
      ],
      context,
    );
    expect(alerts.map((alert) => [alert.kind, alert.text])).toEqual([
      ['chain', 'entry 2 arrived with another hash'],
      ['two-machines', 'publishing from two machines'],
      ['version', 'Station 1 runs Challenge Station 0.0.9; the hub runs 0.1.0.'],
      ['cannot-record', 'Station 1 cannot judge or record: the disk is full'],
    ]);
    expect(new Set(alerts.map((alert) => alert.key)).size).toBe(alerts.length);
  });

  it('calls a running station that refused a write stopped judging, once however its words change, until it records', () => {
    const refusing = (writeRefused: string) => row({ health: { ...HEALTHY, writeRefused } });
    const full = currentAlerts([refusing('database or disk is full')], context);
    expect(full.map((alert) => [alert.kind, alert.station, alert.text])).toEqual([
      ['cannot-record', 'Station 1', 'Station 1 stopped judging, it cannot record: database or disk is full'],
    ]);
    // Other words for the same cause keep the one alert open (same key); recording again clears it.
    expect(currentAlerts([refusing('disk I/O error')], context).map((alert) => alert.key)).toEqual(
      full.map((alert) => alert.key),
    );
    expect(currentAlerts([row({ health: HEALTHY })], context)).toEqual([]);
    // Each station its own alert.
    const two = currentAlerts(
      [
        refusing('database or disk is full'),
        { ...refusing('database or disk is full'), name: 'Station 2', token: 'tok2' },
      ],
      context,
    );
    expect(two.map((alert) => alert.station)).toEqual(['Station 1', 'Station 2']);
    expect(new Set(two.map((alert) => alert.key)).size).toBe(2);
  });

  it('calls a tripped file guard by its own name, one alert though the refused write says the same', () => {
    const tripped = currentAlerts(
      [row({ health: { ...HEALTHY, fileGuard: GUARD, writeRefused: GUARD } })],
      context,
    );
    expect(tripped.map((alert) => [alert.kind, alert.text])).toEqual([
      ['cannot-record', `Station 1 stopped judging, its file guard tripped: ${GUARD}`],
    ]);
    // Another cause than a refused write: a new alert, not the refused write's still open.
    const refused = currentAlerts([row({ health: { ...HEALTHY, writeRefused: 'disk I/O error' } })], context);
    expect(tripped[0]?.key).not.toBe(refused[0]?.key);
  });

  it('calls a log refused at start and a runtime stop each, and nothing for a revoked or earlier station', () => {
    const both = currentAlerts(
      [row({ problem: 'The challenge log is broken at entry 2.', health: { ...HEALTHY, fileGuard: GUARD } })],
      context,
    );
    expect(both.map((alert) => alert.text)).toEqual([
      'Station 1 cannot judge or record: The challenge log is broken at entry 2.',
      `Station 1 stopped judging, its file guard tripped: ${GUARD}`,
    ]);
    expect(new Set(both.map((alert) => alert.key)).size).toBe(2);
    const stopped = row({ health: { ...HEALTHY, writeRefused: 'database or disk is full' } });
    expect(currentAlerts([{ ...stopped, state: 'revoked' }], context)).toEqual([]);
    // A station of an earlier version reports no health: nothing is made up for it.
    expect(currentAlerts([row({ health: null })], context)).toEqual([]);
    // A log not yet verified, or a refused lexicon, is shown on the card; it does not stop recording.
    expect(
      currentAlerts(
        [
          row({
            health: {
              ...HEALTHY,
              verifiedThrough: null,
              lexiconsRefused: [{ name: 'LISTA', fingerprint: LISTA.fingerprint, reason: 'swapped' }],
            },
          }),
        ],
        context,
      ),
    ).toEqual([]);
  });
});
