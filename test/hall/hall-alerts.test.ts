// Which alerts the hall calls for, from the stations' rows alone (no network, no clock): among them
// a running station that stopped judging, from the health it reports.
import { describe, expect, it } from 'vitest';
import { currentAlerts } from '../../electron/core/hall/view/hall-alerts.ts';
import type { StationStatus } from '../../electron/core/hall/hub/hub-status.ts';
import { hasHiddenCharacters } from '../../electron/core/hall/wire/visible-text.ts';

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
    presence: 'running',
    lastSeen: '2027-03-01T09:59:59.000Z',
    quietSince: null,
    inTouch: true,
    lastEntryAt: '2027-03-01T09:59:58.000Z',
    lexicons: [LISTA],
    entries: 3,
    verified: null,
    stationHead: null,
    behind: 0,
    upToDate: true,
    held: 0,
    chain: 'verified',
    problem: null,
    health: HEALTHY,
    hall: null,
    faults: [],
    judgedAgain: { judged: 3, agreeing: 3, differing: 0, notJudged: 0 },
    clockSkewMs: null,
    ...overrides,
  };
}

const context = {
  designated: { name: 'LISTA', alphabet: 'english', fingerprint: LISTA.fingerprint } as const,
  hubVersion: '0.1.0',
  silenceSeconds: 60,
  // A hub that listened all along, with no alert open.
  secondsListened: (since: Date) => (NOW.getTime() - since.getTime()) / 1000,
  openSince: new Map<string, string>(),
};

describe('the hall alerts', () => {
  it('calls for none while a station is heard, on the hall lexicon and version, and can record', () => {
    expect(currentAlerts([row()], context)).toEqual([]);
  });

  it("raises the hall's own faults (the hub's disk short) under the hall's name", () => {
    const disk = {
      kind: 'limit',
      message: "The hub's disk has 100 MiB free, and its 2 stations may still send up to 512 MiB",
      raisedAt: '2027-03-01T09:59:00.000Z',
    };
    expect(
      currentAlerts([row()], { ...context, hallFaults: [disk], hallName: 'Nationals \u202e2027' }),
    ).toEqual([
      {
        key: `fault::limit:${disk.raisedAt}:${disk.message}`,
        kind: 'limit',
        station: 'Nationals ⟨U+202E⟩2027',
        text: disk.message,
      },
    ]);
  });

  it('calls a station unreachable only past 20 s, and never one that never joined or was revoked', () => {
    const quiet = row({ lastSeen: '2027-03-01T09:59:39.000Z' });
    expect(currentAlerts([quiet], context).map((alert) => alert.kind)).toEqual(['unreachable']);
    expect(currentAlerts([row({ lastSeen: '2027-03-01T09:59:40.000Z' })], context)).toEqual([]);
    expect(currentAlerts([row({ lastSeen: null, state: 'never-joined' })], context)).toEqual([]);
    expect(currentAlerts([{ ...quiet, state: 'revoked' }], context)).toEqual([]);
  });

  it('calls a running station unreachable at each silence, and never one that syncs from the command line', () => {
    const quiet = row({ lastSeen: '2027-03-01T09:58:59.000Z', state: 'offline' });
    expect(currentAlerts([quiet], context).map((alert) => alert.kind)).toEqual(['unreachable']);
    // Heard at `hall join` and each `hall sync` only: an hour between syncs is no silence.
    const synced = row({ presence: 'on-demand', state: 'offline', lastSeen: '2027-03-01T09:00:00.000Z' });
    expect(currentAlerts([synced], context)).toEqual([]);
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

  it('says why a station still offers another list when it could not take the hall’s (a full disk)', () => {
    const refused = row({
      lexicons: [LISTB],
      hall: {
        list: {
          state: 'refused',
          name: 'LISTA',
          fingerprint: LISTA.fingerprint,
          reason: 'no space left on the station’s disk\u001b[2K',
        },
        changedHere: [],
      },
    });
    expect(currentAlerts([refused], context).map((alert) => alert.text)).toEqual([
      `Station 1 offers LISTB (cccccccc), not the hall's LISTA (aaaaaaaa). It could not take the hall's list: no space left on the station’s disk⟨U+001B⟩[2K.`,
    ]);
  });

  it('warns of a list whose name reads like the hall’s (another script’s letter, full-width digits, case) but is not', () => {
    const hall = { ...LISTA, name: 'ENABLE2K', fingerprint: 'd'.repeat(64) };
    const designated = { name: hall.name, alphabet: hall.alphabet, fingerprint: hall.fingerprint };
    const alike = (name: string) =>
      currentAlerts([row({ lexicons: [hall, { ...hall, name, fingerprint: 'e'.repeat(64) }] })], {
        ...context,
        designated,
      });
    const cyrillic = alike('ENABLE2\u041A');
    expect(cyrillic.map((alert) => [alert.kind, alert.text])).toEqual([
      [
        'look-alike',
        'Station 1 offers ENABLE2\u041A (eeeeeeee), which looks like the hall\'s list ENABLE2K (dddddddd) but is not ("\u041A" is U+041A).',
      ],
    ]);
    expect(alike('ENABLE\uFF12K').map((alert) => alert.kind)).toEqual(['look-alike']);
    expect(alike('Enable2k').map((alert) => alert.kind)).toEqual(['look-alike']);
    expect(alike('ENABLE2K\u200B').map((alert) => alert.kind)).toEqual(['look-alike']);
    // Another name altogether is no look-alike (and, beside the hall's list, no drift either).
    expect(alike('CSW24')).toEqual([]);
    // The hall's own list under a look-alike name is the hall's list: its fingerprint says so.
    expect(
      currentAlerts([row({ lexicons: [{ ...hall, name: 'ENABLE2\u041A' }] })], { ...context, designated }),
    ).toEqual([]);
  });

  it('gives each alert it composes a code and parameters beside its English text, for the page to say', () => {
    const quiet = row({ lastSeen: '2027-03-01T09:58:00.000Z' });
    expect(currentAlerts([quiet], context).map((alert) => alert.message)).toEqual([
      { code: 'unreachable', station: 'Station 1', since: '2027-03-01T09:58:00.000Z' },
    ]);
    const hall = { ...LISTA, name: 'ENABLE2K', fingerprint: 'd'.repeat(64) };
    const designated = { name: hall.name, alphabet: hall.alphabet, fingerprint: hall.fingerprint };
    const alike = currentAlerts(
      [row({ lexicons: [hall, { ...hall, name: 'ENABLE2\u041A\u200B', fingerprint: 'e'.repeat(64) }] })],
      { ...context, designated },
    );
    expect(alike.map((alert) => alert.message)).toEqual([
      {
        code: 'look-alike',
        station: 'Station 1',
        list: 'ENABLE2\u041A⟨U+200B⟩ (eeeeeeee)',
        designated: 'ENABLE2K (dddddddd)',
        unusual: [
          { char: '\u041A', code: 'U+041A', invisible: false },
          { char: '', code: 'U+200B', invisible: true },
        ],
      },
    ]);
    const stopped = currentAlerts([row({ health: { ...HEALTHY, fileGuard: GUARD } })], context);
    expect(stopped.map((alert) => alert.message)).toEqual([
      { code: 'stopped', station: 'Station 1', cause: 'file-guard', reason: GUARD },
    ]);
    // A fault's own text has no code: the page shows it as the hub wrote it.
    const fault = { kind: 'limit', message: 'Over the limit.', raisedAt: NOW.toISOString() };
    expect(currentAlerts([row({ faults: [fault] })], context).map((alert) => alert.message)).toEqual([
      undefined,
    ]);
  });

  it('calls each fault of the hub by its own kind, in words, every text the station sent made visible', () => {
    const fault = (kind: string, message: string) => ({
      kind,
      message,
      raisedAt: '2027-03-01T09:00:00.000Z',
    });
    const alerts = currentAlerts(
      [
        row({
          faults: [
            fault(
              'other-list',
              '"Station 1" judged entry 3 on another list: ENABLE2\u041A (eeeeeeee), not the hall\'s ENABLE2K (dddddddd)',
            ),
            fault(
              'inconsistent',
              'entry 4 is not a verdict the hub would give: ACCEPTABLE with an invalid word',
            ),
            fault('forged-id', 'entry 5 carries the message id of "Station 2"'),
            fault('forged-reply', 'a state message asked for its receipt on another subject'),
            fault('limit', '"Station 1" reached the hub\'s limit: more than 8 MiB held'),
            fault('malformed', 'a message that is not an entry: \u001b[2K'),
          ],
        }),
      ],
      context,
    );
    expect(alerts.map((alert) => [alert.kind, alert.text])).toEqual([
      [
        'other-list',
        '"Station 1" judged entry 3 on another list: ENABLE2\u041A (eeeeeeee), not the hall\'s ENABLE2K (dddddddd)',
      ],
      ['inconsistent', 'entry 4 is not a verdict the hub would give: ACCEPTABLE with an invalid word'],
      ['forged', 'entry 5 carries the message id of "Station 2"'],
      ['forged', 'a state message asked for its receipt on another subject'],
      ['limit', '"Station 1" reached the hub\'s limit: more than 8 MiB held'],
      ['fault', 'a message that is not an entry: ⟨U+001B⟩[2K'],
    ]);
  });

  it('shows every text a station sent with its control and bidi characters made visible', () => {
    const alerts = currentAlerts(
      [
        row({
          name: 'Station \u001b[2K1',
          appVersion: '0.0.9\u202e',
          problem: 'broken \u202eELBATPECCA',
          lexicons: [{ ...LISTA_OLD, name: 'LIST\u202eA' }],
        }),
      ],
      context,
    );
    for (const alert of alerts) expect(hasHiddenCharacters(alert.text)).toBe(false);
    expect(alerts.map((alert) => alert.text)).toEqual([
      "Station ⟨U+001B⟩[2K1 offers LIST⟨U+202E⟩A (bbbbbbbb), not the hall's LISTA (aaaaaaaa).",
      // An invisible character is no other name: it reads as the hall's list, and is not.
      "Station ⟨U+001B⟩[2K1 offers LIST⟨U+202E⟩A (bbbbbbbb), which looks like the hall's list LISTA (aaaaaaaa) but is not (an invisible U+202E).",
      'Station ⟨U+001B⟩[2K1 runs Challenge Station 0.0.9⟨U+202E⟩; the hub runs 0.1.0.',
      'Station ⟨U+001B⟩[2K1 cannot judge or record: broken ⟨U+202E⟩ELBATPECCA',
    ]);
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
