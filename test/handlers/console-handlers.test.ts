import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { Station } from '../../electron/core/station/station.ts';
import { dispatch, RequestRejectedError } from '../../electron/handlers/dispatch.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import { CHANNELS, type Method } from '../../electron/ipc/channels.ts';
import type { StationApi } from '../../electron/ipc/contract.ts';
import { stationApiOver } from '../../electron/ipc/station-api-client.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { writeKwgOfWords } from '../support/kwg-writer.ts';
import { writeZyzzyvaDatabase } from '../support/zyzzyva-database.ts';
import { lexiconFingerprint } from '../../electron/core/lexicon/fingerprint.ts';

const tempDir = useTempDirs();
const PIN = '271828';

function setUpStation(options: ConstructorParameters<typeof StationHandlers>[1] = {}) {
  const dir = tempDir();
  const station = new Station({ dataDir: join(dir, 'data') });
  const handlers = new StationHandlers(station, options);
  // Through the derived client over dispatch, as the screen calls; the request stays `unknown` so a
  // test can send what the screen never would.
  const api = stationApiOver((channel, request) =>
    Promise.resolve().then(() => dispatch(handlers, channel, request)),
  );
  const call = <M extends Method>(method: M, request?: unknown) =>
    (api[method] as (request?: unknown) => ReturnType<StationApi[M]>)(request);
  return { dir, station, handlers, call };
}

async function unlocked(options: ConstructorParameters<typeof StationHandlers>[1] = {}) {
  const context = setUpStation(options);
  const setUp = await context.call('setUp', { pin: PIN, stationName: 'Station 3' });
  if (!setUp.ok) throw new Error(setUp.message);
  return { ...context, token: setUp.token };
}

/** A valid payload for each session-gated method, with `token` filled in. */
function gatedRequests(token: string): [Method, unknown][] {
  const fingerprint = 'a'.repeat(64);
  return [
    ['overview', { token }],
    ['updateStation', { token, stationName: 'Renamed' }],
    ['stationPairings', { token }],
    ['readPairings', { token, path: '/nonexistent/tourney.js' }],
    ['clearPairings', { token }],
    ['importLexicon', { token, path: '/nonexistent', name: 'X' }],
    ['importProgress', { token }],
    ['removeLexicon', { token, lexicon: fingerprint }],
    ['pinLexicon', { token, name: 'NWL2023', fingerprint }],
    ['offerLexicons', { token, fingerprints: [fingerprint] }],
    ['compareLexicons', { token, older: fingerprint, newer: fingerprint }],
    ['saveLexiconDiff', { token, older: fingerprint, newer: fingerprint, folder: '/tmp' }],
    ['searchLog', { token, filter: {} }],
    ['review', { token }],
    ['check', { token, seq: 1, words: ['QI'], judge: 'Ann' }],
    ['rule', { token, seq: 1, ruling: 'upheld', judge: 'Ann', note: '' }],
    ['exportLog', { token, folder: '/tmp' }],
    ['verifyLog', { token }],
    ['chooseFolder', { token }],
    ['chooseFile', { token }],
    ['quit', { token }],
    ['hallJoin', { token, path: '/nonexistent.join' }],
    ['hallLeave', { token }],
    ['hallStatus', { token }],
  ];
}

describe('the console without a session', () => {
  it('refuses every action with a forged, expired or locked token, and writes nothing', async () => {
    const clock = { now: 0 };
    const quit = vi.fn();
    const { call, station, token } = await unlocked({ now: () => new Date(clock.now), quit });
    const head = station.log.head();
    const forged = 'b'.repeat(64);
    const gated = gatedRequests(forged);
    // Every session-gated method of the contract is covered here.
    const open: Method[] = [
      'kioskState',
      'judge',
      'game',
      'consoleStatus',
      'setUp',
      'joinAtSetUp',
      'unlock',
      'recover',
      'lock',
    ];
    expect(new Set([...gated.map(([method]) => method), ...open])).toEqual(new Set(Object.keys(CHANNELS)));
    for (const [method, request] of gated) {
      expect(await call(method, request), method).toMatchObject({ ok: false, reason: 'session' });
    }
    clock.now += 120_001;
    for (const [method, request] of gatedRequests(token)) {
      expect(await call(method, request), method).toMatchObject({ ok: false, reason: 'session' });
    }
    expect(station.log.head()).toEqual(head);
    expect(station.profile.name()).toBe('Station 3');
    expect(quit).not.toHaveBeenCalled();
  });

  it('ends a session on lock', async () => {
    const { call, token } = await unlocked();
    expect(await call('overview', { token })).toMatchObject({ ok: true });
    expect(await call('lock', { token })).toEqual({ ok: true });
    expect(await call('overview', { token })).toMatchObject({ ok: false, reason: 'session' });
  });
});

describe('the kiosk before set-up', () => {
  it('judges nothing and says the station is not set up', async () => {
    const { call, station } = setUpStation();
    const state = await call('kioskState');
    expect(state.setUp).toBe(false);
    const lexicon = state.offered[0]?.fingerprint ?? '';
    expect(await call('judge', { words: ['CAT'], lexicon })).toMatchObject({
      ok: false,
      reason: 'not-set-up',
      message: 'Station not set up — call the director.',
    });
    expect(station.log.head()).toBeNull();
    expect(await call('setUp', { pin: PIN, stationName: 'Station 3' })).toMatchObject({ ok: true });
    expect(await call('judge', { words: ['CAT'], lexicon })).toMatchObject({ ok: true });
  });
});

describe('the kiosk timings', () => {
  it("are Zyzzyva's by default, then whatever the director sets", async () => {
    const { call, token } = await unlocked();
    expect((await call('kioskState')).timings).toEqual({
      verdictMinMs: 1_000,
      verdictClearMs: 10_000,
      idleClearMs: 30_000,
    });
    const timings = { verdictMinMs: 1_500, verdictClearMs: 4_000, idleClearMs: 12_000 };
    expect(await call('updateStation', { token, config: { timings } })).toMatchObject({ ok: true });
    expect((await call('kioskState')).timings).toEqual(timings);
  });
});

describe('the kiosk after the offer changes', () => {
  it('judges only with an offered lexicon, and logs nothing for another one', async () => {
    const { call, token, dir, station } = await unlocked();
    const demo = (await call('kioskState')).offered[0];
    expect(demo?.demo).toBe(true);
    const list = join(dir, 'nwl.txt');
    writeFileSync(list, 'QI\nZA\n');
    const nwl = station.importer.importFile(list, 'NWL2023');
    expect(await call('offerLexicons', { token, fingerprints: [nwl.fingerprint] })).toMatchObject({
      ok: true,
    });
    const head = station.log.head();
    // A screen still showing the old offer asks with the demo list.
    expect(await call('judge', { words: ['CAT'], lexicon: demo?.fingerprint ?? '' })).toMatchObject({
      ok: false,
      reason: 'cannot-judge',
    });
    expect(station.log.head()).toEqual(head);
    expect(await call('judge', { words: ['QI'], lexicon: nwl.fingerprint })).toMatchObject({ ok: true });
  });
});

describe('the console in a session', () => {
  it('imports a lexicon with progress, offers it, and shows it in the overview', async () => {
    const { call, token, dir } = await unlocked();
    const list = join(dir, 'nwl.txt');
    writeFileSync(list, 'QI\nZA\nQAT\n');
    expect(await call('importLexicon', { token, path: list, name: 'NWL2023' })).toEqual({ ok: true });
    let progress = await call('importProgress', { token });
    for (let poll = 0; poll < 100 && progress.ok && progress.state === 'running'; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      progress = await call('importProgress', { token });
    }
    expect(progress).toMatchObject({
      ok: true,
      state: 'done',
      fraction: 1,
      lexicon: { name: 'NWL2023', wordCount: 3 },
    });
    const fingerprint = progress.ok ? (progress.lexicon?.fingerprint ?? '') : '';
    const offered = await call('offerLexicons', { token, fingerprints: [fingerprint] });
    expect(offered).toMatchObject({ ok: true });
    const nwl = offered.ok ? offered.lexicons.find((lexicon) => lexicon.name === 'NWL2023') : undefined;
    expect(nwl).toMatchObject({ offered: true, shortFingerprint: fingerprint.slice(0, 8) });
    expect((await call('kioskState')).offered.map((lexicon) => lexicon.name)).toEqual(['NWL2023']);
  });

  it('refuses a list with unplayable lines with the report by reason, then imports the rest when asked to skip them', async () => {
    const { call, token, dir, station } = await unlocked();
    const list = join(dir, 'mixed.txt');
    writeFileSync(list, 'QI\nZA9\nCAFÉ\nA\nHIPPOPOTOMONSTROSES\nZA\n');
    const finished = async (request: Record<string, unknown>) => {
      expect(await call('importLexicon', { token, path: list, name: 'MIXED', ...request })).toEqual({
        ok: true,
      });
      let progress = await call('importProgress', { token });
      for (let poll = 0; poll < 100 && progress.ok && progress.state === 'running'; poll += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        progress = await call('importProgress', { token });
      }
      if (!progress.ok) throw new Error(progress.message);
      return progress;
    };

    const refused = await finished({});
    expect(refused.state).toBe('failed');
    expect(refused.message).toBe('The list has 4 lines that cannot be played; nothing was imported.');
    expect(refused.unplayable?.groups).toEqual([
      {
        label: 'not a tile of this alphabet',
        count: 1,
        first: ['Line 3: "CAFÉ" (contains "É" (U+00C9, an accented or special letter))'],
      },
      {
        label: 'fewer than 2 or more than 15 tiles',
        count: 2,
        first: ['Line 4: "A" (1 tile)', 'Line 5: "HIPPOPOTOMONSTROSES" (19 tiles)'],
      },
      { label: 'not a word', count: 1, first: ['Line 2: "ZA9" (contains "9" (U+0039, a digit))'] },
    ]);
    expect(station.lexicons.find('MIXED')).toBeNull();
    const reportFile = refused.unplayable?.file ?? '';
    expect(reportFile.startsWith(join(dir, 'data', 'import-reports', 'MIXED-'))).toBe(true);
    expect(statSync(reportFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(reportFile, 'utf8')).toContain('Line 5: "HIPPOPOTOMONSTROSES" (19 tiles)');

    const skipped = await finished({ skipUnplayable: true });
    expect(skipped).toMatchObject({ state: 'done', lexicon: { name: 'MIXED', wordCount: 2 } });
    expect(skipped.unplayable?.total).toBe(4);
    expect(station.lexicons.find('MIXED')?.fingerprint).toBe(lexiconFingerprint(['QI', 'ZA']));
  });

  it('reads a list written with stand-ins only when the request says so, and answers with the reading', async () => {
    const { call, token, dir, station } = await unlocked();
    const list = join(dir, 'old-catalan.txt');
    writeFileSync(list, 'CASA\nCOWECCIO\nPLAKA\nAY\n');
    const finished = async (request: Record<string, unknown>) => {
      const started = await call('importLexicon', {
        token,
        path: list,
        name: 'OLD',
        alphabet: 'catalan',
        ...request,
      });
      expect(started).toEqual({ ok: true });
      let progress = await call('importProgress', { token });
      for (let poll = 0; poll < 100 && progress.ok && progress.state === 'running'; poll += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        progress = await call('importProgress', { token });
      }
      if (!progress.ok) throw new Error(progress.message);
      return progress;
    };

    const refused = await finished({});
    expect(refused.state).toBe('failed');
    expect(refused.reading.join('\n')).toContain('This list looks encoded with stand-ins');
    // The field is in the schema: a payload that is not a boolean there is refused before any handler.
    await expect(call('importLexicon', { token, path: list, name: 'OLD', standIns: 'yes' })).rejects.toThrow(
      /Invalid payload/u,
    );
    const read = await finished({ standIns: true });
    expect(read).toMatchObject({ state: 'done', lexicon: { name: 'OLD', wordCount: 4 } });
    expect(read.reading).toContain('3 lines read through stand-ins:');
    expect(station.lexicons.find('OLD')).not.toBeNull();
  });

  it('imports a Zyzzyva database and a KWG from the console, and refuses a database that is not Zyzzyva’s', async () => {
    const { call, token, dir, station } = await unlocked();
    const finished = async (path: string, name: string) => {
      expect(await call('importLexicon', { token, path, name })).toEqual({ ok: true });
      let progress = await call('importProgress', { token });
      for (let poll = 0; poll < 100 && progress.ok && progress.state === 'running'; poll += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        progress = await call('importProgress', { token });
      }
      return progress;
    };
    const database = join(dir, 'CSW24.db');
    writeZyzzyvaDatabase(database, [
      { word: 'QAT', definition: 'an evergreen shrub', symbols: '#' },
      { word: 'QI', definition: 'the vital force' },
    ]);
    expect(await finished(database, 'CSW24')).toMatchObject({
      state: 'done',
      lexicon: { name: 'CSW24', wordCount: 2, fingerprint: lexiconFingerprint(['QAT', 'QI']) },
    });
    expect(station.lexicons.notes(station.lexicons.get('CSW24'), ['QAT'])).toEqual([
      { definition: 'an evergreen shrub', symbols: '#' },
    ]);
    const graph = join(dir, 'twos.kwg');
    writeFileSync(graph, writeKwgOfWords(['QI', 'ZA']));
    expect(await finished(graph, 'TWOS')).toMatchObject({
      state: 'done',
      lexicon: { name: 'TWOS', wordCount: 2 },
    });

    const other = join(dir, 'notes.db');
    const db = new Database(other);
    db.exec('CREATE TABLE notes (text TEXT)');
    db.close();
    const refused = await finished(other, 'NOTES');
    expect(refused).toMatchObject({ state: 'failed' });
    expect(refused.ok ? refused.message : '').toMatch(/not a Zyzzyva lexicon/u);
    expect(station.lexicons.find('NOTES')).toBeNull();
  });

  it('refuses settings out of range before they reach the station, and records good ones', async () => {
    const { call, token, station } = await unlocked();
    await expect(call('updateStation', { token, config: { round: 0 } })).rejects.toThrow('Invalid payload');
    const updated = await call('updateStation', {
      token,
      stationName: 'Table 9',
      config: { round: 2, tableEntry: true },
    });
    expect(updated).toMatchObject({
      ok: true,
      stationName: 'Table 9',
      config: { round: 2, tableEntry: true },
    });
    expect(await call('kioskState')).toMatchObject({ stationName: 'Table 9', tableEntry: true });
    const lexicon = (await call('kioskState')).offered[0]?.fingerprint ?? '';
    await call('judge', { words: ['CAT'], lexicon, table: 14 });
    expect(station.log.head()).not.toBeNull();
    const [latest] = [...station.log.entries()].reverse();
    expect(latest).toMatchObject({ round: 2, table: 14 });
  });

  it('verifies the chain against a noted head, and exports to a folder', async () => {
    const { call, token, dir } = await unlocked();
    const overview = await call('overview', { token });
    const head = overview.ok ? overview.head : null;
    expect(head).not.toBeNull();
    const matching = await call('verifyLog', {
      token,
      expectedHead: { seq: head?.seq ?? 1, hash: head?.hash.slice(0, 16) ?? '' },
    });
    expect(matching).toMatchObject({ ok: true, result: { intact: true }, matchesExpected: true });
    // 8 digits (32 bits) can be ground to match by a rewritten log: the contract refuses them.
    await expect(
      call('verifyLog', { token, expectedHead: { seq: head?.seq ?? 1, hash: head?.hash.slice(0, 8) ?? '' } }),
    ).rejects.toBeInstanceOf(RequestRejectedError);
    const wrong = await call('verifyLog', { token, expectedHead: { seq: 999, hash: 'deadbeefdeadbeef' } });
    expect(wrong).toMatchObject({ ok: true, matchesExpected: false });
    const folder = join(dir, 'usb');
    mkdirSync(folder);
    const exported = await call('exportLog', { token, folder });
    expect(exported).toMatchObject({ ok: true });
    expect(readdirSync(folder).length).toBeGreaterThan(0);
    expect(await call('exportLog', { token, folder: join(dir, 'missing') })).toMatchObject({
      ok: false,
      reason: 'request',
    });
  });

  it('quits through the shell only in a session, and says when it cannot', async () => {
    const quit = vi.fn();
    const withShell = await unlocked({ quit });
    expect(await withShell.call('quit', { token: withShell.token })).toEqual({ ok: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(quit).toHaveBeenCalledOnce();
    const withoutShell = await unlocked();
    expect(await withoutShell.call('quit', { token: withoutShell.token })).toMatchObject({
      ok: false,
      reason: 'unsupported',
    });
    expect(await withoutShell.call('chooseFolder', { token: withoutShell.token })).toMatchObject({
      ok: false,
      reason: 'unsupported',
    });
  });
});

describe('the console compares two lexicons', () => {
  it('lists the words added and removed, shows words by length, and saves the lists to a folder', async () => {
    const { call, token, dir, station } = await unlocked();
    writeFileSync(join(dir, 'old.txt'), 'AA\nQAT\nZA\nZO\n');
    writeFileSync(join(dir, 'new.txt'), 'AA\nCH\nQI\nZA\nZEBRA\n');
    const older = station.importer.importFile(join(dir, 'old.txt'), 'CSW21');
    const newer = station.importer.importFile(join(dir, 'new.txt'), 'CSW 24');
    const compared = await call('compareLexicons', {
      token,
      older: older.fingerprint,
      newer: newer.fingerprint,
    });
    expect(compared).toMatchObject({
      ok: true,
      older: { name: 'CSW21' },
      newer: {
        name: 'CSW 24',
        countsByLength: [
          { length: 2, count: 4 },
          { length: 5, count: 1 },
        ],
      },
      added: ['CH', 'QI', 'ZEBRA'],
      removed: ['QAT', 'ZO'],
    });
    const overview = await call('overview', { token });
    if (!overview.ok) throw new Error(overview.message);
    expect(overview.lexicons.find((lexicon) => lexicon.name === 'CSW21')?.countsByLength).toEqual([
      { length: 2, count: 3 },
      { length: 3, count: 1 },
    ]);

    const folder = join(dir, 'usb');
    mkdirSync(folder);
    const saved = await call('saveLexiconDiff', {
      token,
      older: older.fingerprint,
      newer: newer.fingerprint,
      folder,
    });
    expect(saved).toMatchObject({ ok: true });
    expect(readdirSync(folder).sort()).toEqual(['CSW21-to-CSW-24-added.txt', 'CSW21-to-CSW-24-removed.txt']);
    expect(readFileSync(join(folder, 'CSW21-to-CSW-24-added.txt'), 'utf8')).toBe('CH\nQI\nZEBRA\n');
    expect(readFileSync(join(folder, 'CSW21-to-CSW-24-removed.txt'), 'utf8')).toBe('QAT\nZO\n');
  });

  it('refuses a lexicon that is not installed and a folder that is not there, writing nothing', async () => {
    const { call, token, dir, station } = await unlocked();
    writeFileSync(join(dir, 'old.txt'), 'AA\n');
    const older = station.importer.importFile(join(dir, 'old.txt'), 'OLD');
    const missing = 'c'.repeat(64);
    expect(await call('compareLexicons', { token, older: older.fingerprint, newer: missing })).toMatchObject({
      ok: false,
      reason: 'request',
    });
    expect(
      await call('saveLexiconDiff', {
        token,
        older: older.fingerprint,
        newer: older.fingerprint,
        folder: join(dir, 'no-such-stick'),
      }),
    ).toMatchObject({
      ok: false,
      reason: 'request',
      message: expect.stringContaining('no folder') as unknown,
    });
    await expect(
      call('compareLexicons', { token, older: 'OLD', newer: older.fingerprint }),
    ).rejects.toBeInstanceOf(RequestRejectedError);
  });
});
