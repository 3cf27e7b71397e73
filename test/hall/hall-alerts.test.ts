// Which alerts the hall calls for, from the stations' rows alone (no network, no clock).
import { describe, expect, it } from 'vitest';
import { currentAlerts } from '../../electron/core/hall/hall-alerts.ts';
import type { StationStatus } from '../../electron/core/hall/hub-status.ts';

const NOW = new Date('2027-03-01T10:00:00.000Z');
const LISTA = { name: 'LISTA', alphabet: 'english', fingerprint: 'a'.repeat(64), wordCount: 4 } as const;
const LISTA_OLD = { ...LISTA, fingerprint: 'b'.repeat(64) };
const LISTB = { ...LISTA, name: 'LISTB', fingerprint: 'c'.repeat(64) };

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
});
