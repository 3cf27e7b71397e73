// "Join a hall" at a fresh station's first run, through the contract's dispatch as both
// shells serve it: set up with the PIN, named by the invitation, joined and logged, the hall link
// restarted, in one go; a join file that cannot be used leaves the station neither set up nor
// joined, to be tried again. A real data folder and log; no hub runs (the link only tries it).
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { joinedHall, joinHall } from '../../electron/core/hall/station/station-hall-membership.ts';
import { readJoinFile } from '../../electron/core/hall/wire/join-file.ts';
import { STATION_LINK_FILE, StationLinkStore } from '../../electron/core/hall/station/station-link-store.ts';
import { HallSettingsReceiver } from '../../electron/hall/station/hall-settings-receiver.ts';
import { stationHealth } from '../../electron/hall/station/station-hall.ts';
import { Station } from '../../electron/core/station/station.ts';
import {
  startStationHallControl,
  type StationHallControl,
} from '../../electron/hall/station/station-hall-control.ts';
import { dispatch } from '../../electron/handlers/dispatch.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import { CHANNELS, type Method } from '../../electron/ipc/channels.ts';
import type { ResponseByMethod } from '../../electron/ipc/contract.ts';
import { unreachableJoinFile } from '../support/hall/hall-fixture.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { until } from '../support/until.ts';

const tempDir = useTempDirs();
const opened: { control: StationHallControl; station: Station }[] = [];
afterEach(async () => {
  for (const { control, station } of opened.splice(0)) {
    await control.stop();
    station.close();
  }
});

const PIN = '271828';

/** A fresh station served as the shells serve it, with its hall link control, and what it restarts. */
function freshStation(dir: string) {
  const dataDir = join(dir, 'data');
  const station = new Station({ dataDir });
  const control = startStationHallControl(station, dataDir, () => undefined);
  let restarts = 0;
  const counted: StationHallControl = {
    ...control,
    restart: async () => {
      restarts += 1;
      await control.restart();
    },
  };
  opened.push({ control, station });
  const handlers = new StationHandlers(station, { hallLink: counted });
  const call = ((method: Method, request?: unknown) =>
    Promise.resolve().then(() => dispatch(handlers, CHANNELS[method], request))) as <M extends Method>(
    method: M,
    request?: unknown,
  ) => Promise<ResponseByMethod[M]>;
  const events = () =>
    [...station.log.entries()].filter((entry) => entry.kind === 'event').map((entry) => entry.action);
  return { station, dataDir, call, events, restarts: () => restarts, linked: control.linked };
}

describe('joining a hall at first run', () => {
  it('sets the station up named by its invitation, joined and logged, and starts its hall link', async () => {
    const dir = tempDir();
    const { station, dataDir, call, events, restarts, linked } = freshStation(dir);
    const file = await unreachableJoinFile(dir, 'Table 12 – Division A');

    const joined = await call('joinAtSetUp', { pin: PIN, path: file });
    expect(joined).toMatchObject({
      ok: true,
      stationName: 'Table 12 – Division A',
      hallName: 'Challenge Station hall',
      recoveryCode: expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/u) as unknown,
    });
    if (!joined.ok) throw new Error(joined.message);
    expect(station.profile.name()).toBe('Table 12 – Division A');
    expect(joinedHall(dataDir)?.token).toBe(readJoinFile(file).token);
    expect(events()).toEqual(['station-renamed', 'station-set-up', 'hall-joined']);
    // The link runs at once, without a restart of the station.
    expect(restarts()).toBe(1);
    expect(linked()).toBe(true);
    // The session it opened is the director's: the hall section answers with the link.
    expect(await call('hallStatus', { token: joined.token })).toMatchObject({
      ok: true,
      link: { stationName: 'Table 12 – Division A', hallName: 'Challenge Station hall' },
    });
    expect(await call('consoleStatus')).toMatchObject({ setUp: true, stationName: 'Table 12 – Division A' });
    // The PIN chosen unlocks it; set-up, by either way, is done once.
    expect(await call('unlock', { pin: PIN })).toMatchObject({ ok: true });
    expect(await call('joinAtSetUp', { pin: PIN, path: file })).toMatchObject({
      ok: false,
      message: 'This station is already set up; unlock it with the PIN.',
    });
    // Nor does it say, to anyone at its screen, whether some other file is there.
    expect(await call('joinAtSetUp', { pin: PIN, path: join(dir, 'no-such.join') })).toEqual({
      ok: false,
      reason: 'request',
      message: 'This station is already set up; unlock it with the PIN.',
    });
    expect(await call('setUp', { pin: PIN, stationName: 'Other' })).toMatchObject({ ok: false });
    expect(events()).toEqual(['station-renamed', 'station-set-up', 'hall-joined', 'console-unlocked']);
  });

  it('checks the whole chain once set up, either way, where the start’s check found an empty log', async () => {
    for (const way of ['setUp', 'joinAtSetUp'] as const) {
      const dir = tempDir();
      const { station, call } = freshStation(dir);
      // What the shells run at start (log-watch.ts): on a fresh station's empty log, nothing to verify.
      expect(await station.recorder.checkFullyInBackground()).toBeNull();
      expect(stationHealth(station).verifiedThrough).toBeNull();

      const answer =
        way === 'setUp'
          ? await call('setUp', { pin: PIN, stationName: 'Station 2' })
          : await call('joinAtSetUp', { pin: PIN, path: await unreachableJoinFile(dir, 'Station 2') });
      expect(answer, way).toMatchObject({ ok: true });
      const head = station.log.head()?.seq ?? 0;
      expect(head).toBeGreaterThan(0);
      // The station's health, which its card at the hub shows: verified, not "no full check yet".
      await until(
        () => (stationHealth(station).verifiedThrough ?? 0) >= head,
        `${way}: the full check ran`,
        10_000,
      );
    }
  });

  it('refuses a file that cannot be used, leaving the station neither set up nor joined, and then joins', async () => {
    const dir = tempDir();
    const { dataDir, call, events, restarts } = freshStation(dir);
    const notJoinFile = join(dir, 'words.txt');
    writeFileSync(notJoinFile, 'QI\nZA\n');
    const badName = await unreachableJoinFile(dir, 'Station ★');
    // A pipe or a device would stall or exhaust the station serving the screen: none is read.
    const fifo = join(dir, 'pipe.join');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const large = join(dir, 'large.join');
    writeFileSync(large, Buffer.alloc(2 * 1024 * 1024, 0x20));
    const refusals: [string, string][] = [
      [join(dir, 'missing.join'), `The join file ${join(dir, 'missing.join')} cannot be read (ENOENT).`],
      [dir, `The join file ${dir} cannot be read (EISDIR).`],
      [notJoinFile, `The join file ${notJoinFile} is not a Challenge Station join file (it is not JSON).`],
      [fifo, `The join file ${fifo} is not a file.`],
      ['/dev/zero', 'The join file /dev/zero is not a file.'],
      [large, `The join file ${large} is not a Challenge Station join file (too large).`],
      [
        badName,
        'The invitation names this station "Station ★": A station name uses letters, digits, spaces and simple punctuation',
      ],
    ];
    for (const [path, message] of refusals) {
      const refused = await call('joinAtSetUp', { pin: PIN, path });
      expect(refused).toMatchObject({ ok: false, reason: 'request', field: 'path' });
      expect((refused as { message: string }).message).toContain(message);
    }
    // A PIN the rules refuse is the PIN's fault, not the file's.
    const good = await unreachableJoinFile(dir, 'Station 3');
    const shortPin = await call('joinAtSetUp', { pin: '12', path: good });
    expect(shortPin).toMatchObject({ ok: false, reason: 'request', message: 'A PIN has at least 6 digits.' });
    expect(shortPin).not.toHaveProperty('field');

    expect(await call('consoleStatus')).toMatchObject({ setUp: false, stationName: 'Challenge Station' });
    expect(joinedHall(dataDir)).toBeNull();
    expect(events()).toEqual([]);
    expect(restarts()).toBe(0);

    expect(await call('joinAtSetUp', { pin: PIN, path: good })).toMatchObject({
      ok: true,
      stationName: 'Station 3',
    });
  });

  it('undoes the set-up when the join is refused inside it: a station joined already from the command line', async () => {
    const dir = tempDir();
    const { station, dataDir, call, events } = freshStation(dir);
    const first = await unreachableJoinFile(dir, 'Station 1');
    const second = await unreachableJoinFile(dir, 'Station 2');
    // `hall join --new-station` joined it, and no one has set it up yet.
    const { recorder, transaction } = station;
    joinHall({ dataDir, recorder, transaction, now: () => new Date() }, readJoinFile(first));
    const before = events();

    const refused = await call('joinAtSetUp', { pin: PIN, path: second });
    expect(refused).toMatchObject({ ok: false, reason: 'request', field: 'path' });
    expect((refused as { message: string }).message).toContain(
      'This station has already joined the hall "Challenge Station hall" as "Station 1"',
    );
    // The set-up written in the same transaction is undone: no PIN, no name, no event, the link as it was.
    expect(await call('consoleStatus')).toMatchObject({ setUp: false, stationName: 'Challenge Station' });
    expect(events()).toEqual(before);
    expect(joinedHall(dataDir)?.stationName).toBe('Station 1');
    expect(await call('unlock', { pin: PIN })).toMatchObject({ ok: false });
  });

  it('tells the set-up screen of a hall joined and a name given from the command line, and keeps the name', async () => {
    const dir = tempDir();
    const { station, dataDir, call } = freshStation(dir);
    expect(await call('consoleStatus')).toMatchObject({ setUp: false, named: false, hall: null });
    // As `hall join --new-station` leaves a station: named by its invitation, joined, no PIN yet.
    const file = await unreachableJoinFile(dir, 'Station 5');
    const { recorder, transaction } = station;
    station.profile.rename('Station 5');
    joinHall({ dataDir, recorder, transaction, now: () => new Date() }, readJoinFile(file));
    expect(await call('consoleStatus')).toMatchObject({
      setUp: false,
      stationName: 'Station 5',
      named: true,
      hall: { hallName: 'Challenge Station hall', stationName: 'Station 5' },
    });
    expect(await call('setUp', { pin: PIN, stationName: 'Station 5' })).toMatchObject({ ok: true });
    expect(station.profile.name()).toBe('Station 5');
  });

  it('is refused by the contract unless it is exactly a PIN and a path', async () => {
    const { call } = freshStation(tempDir());
    for (const payload of [
      undefined,
      { pin: PIN },
      { path: '/tmp/x.join' },
      { pin: PIN, path: '' },
      { pin: PIN, path: '/tmp/x.join', stationName: 'Station 1' },
      { pin: 271828, path: '/tmp/x.join' },
    ])
      await expect(call('joinAtSetUp', payload)).rejects.toThrow(
        'Invalid payload for console:join-at-set-up.',
      );
  });

  it("shows each of the hall's settings as set by the hall, and as changed here once a director changes it", async () => {
    const dir = tempDir();
    const { station, dataDir, call } = freshStation(dir);
    const joined = await call('joinAtSetUp', { pin: PIN, path: await unreachableJoinFile(dir, 'Station 3') });
    if (!joined.ok) throw new Error(joined.message);
    const { token } = joined;
    const settings = async () => {
      const status = await call('hallStatus', { token });
      if (!status.ok || status.link === null) throw new Error('not joined');
      return status.link.settings;
    };
    expect(await settings()).toEqual([]);

    // The hall's settings as its hub carries them, applied by the station's own receiver.
    const at = '2027-05-01T09:00:00.000Z';
    const carried = {
      round: { value: 3, by: 'JB', at },
      language: { value: 'pl', by: 'AB', at },
      rule: { value: { kind: 'points', points: 10 }, by: 'JB', at },
      tableEntry: { value: false, by: 'MK', at },
    };
    const link = new StationLinkStore(dataDir);
    try {
      new HallSettingsReceiver(station, link).receive(new TextEncoder().encode(JSON.stringify(carried)));
    } finally {
      link.close();
    }
    expect(await settings()).toEqual([
      { name: 'language', by: 'AB', hallValue: { language: 'pl' }, changedHere: false },
      { name: 'round', by: 'JB', hallValue: { round: 3 }, changedHere: false },
      { name: 'rule', by: 'JB', hallValue: { rule: { kind: 'points', points: 10 } }, changedHere: false },
      { name: 'tableEntry', by: 'MK', hallValue: { tableEntry: false }, changedHere: false },
    ]);

    // A director at the station changes the round and the rule: those two are changed here.
    expect(
      await call('updateStation', { token, config: { round: 4, challengeRule: { kind: 'double' } } }),
    ).toMatchObject({ ok: true });
    expect(await settings()).toEqual([
      { name: 'language', by: 'AB', hallValue: { language: 'pl' }, changedHere: false },
      { name: 'round', by: 'JB', hallValue: { round: 3 }, changedHere: true },
      { name: 'rule', by: 'JB', hallValue: { rule: { kind: 'points', points: 10 } }, changedHere: true },
      { name: 'tableEntry', by: 'MK', hallValue: { tableEntry: false }, changedHere: false },
    ]);

    // Applied by a version that kept neither value nor initials: set by the hall, no more is known.
    const db = new Database(join(dataDir, STATION_LINK_FILE));
    db.prepare("UPDATE hall_settings_applied SET value = NULL, set_by = NULL WHERE name = 'round'").run();
    db.close();
    expect((await settings()).find((setting) => setting.name === 'round')).toEqual({
      name: 'round',
      by: null,
      hallValue: null,
      changedHere: false,
    });
  });
});
