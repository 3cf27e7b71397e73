import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryHash, GENESIS_HASH, type EntryContent } from '../../../electron/core/log/log-entry.ts';
import { verifyChain } from '../../../electron/core/log/log-verify.ts';
import { up as initialSchema } from '../../../electron/core/store/migrations/0001-initial.ts';
import { MIGRATIONS } from '../../../electron/core/store/migrations/index.ts';
import { StationCannotRecordError, StationRequestError } from '../../../electron/core/errors.ts';
import { StationHandlers } from '../../../electron/handlers/station-handlers.ts';
import { hashSecret } from '../../../electron/core/console/secret-hash.ts';
import type { ImportProgress } from '../../../electron/core/lexicon/lexicon-import.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { openStationWithConnection } from '../../support/station-connection.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

function folderWithList(text = 'QI\nZA\nCAT\nCATS\n') {
  const dir = tempDir();
  const list = join(dir, 'list.txt');
  writeFileSync(list, text);
  return { dir, list, dataDir: join(dir, 'data') };
}

describe('director settings', () => {
  it('records the round and the challenge rule with each adjudication, and logs each change', () => {
    const { dataDir } = folderWithList();
    const station = new Station({ dataDir });
    station.profile.updateConfig({ round: 5, challengeRule: { kind: 'points', points: 5 } }, 'TD');
    const { entry } = station.judge({ words: ['CAT'], source: 'kiosk' });
    expect(entry).toMatchObject({ round: 5, challengeRule: '5 points per word' });
    const [change] = [...station.log.entries()].filter((e) => e.action === 'settings-changed');
    expect(change).toMatchObject({ judge: 'TD' });
    expect(change?.details).toContain('round = 5');
    station.close();
    expect(new Station({ dataDir }).profile.config()).toMatchObject({
      round: 5,
      challengeRule: { kind: 'points' },
    });
  });

  it('refuses settings out of range and changes nothing', () => {
    const station = new Station({ dataDir: folderWithList().dataDir });
    const head = station.log.head();
    expect(() =>
      station.profile.updateConfig({
        timings: { verdictMinMs: 500, verdictClearMs: 10_000, idleClearMs: 30_000 },
      }),
    ).toThrow(StationRequestError);
    expect(() => station.profile.updateConfig({ round: 0 })).toThrow(StationRequestError);
    expect(station.profile.config().round).toBeNull();
    expect(station.log.head()).toEqual(head);
  });
});

describe('lexicon management', () => {
  it('refuses a file that is not the pinned edition, and accepts the right one', () => {
    const { dir, list, dataDir } = folderWithList();
    const probe = new Station({ dataDir: join(dir, 'probe') }).importer.importFile(list, 'NWL2023');
    const station = new Station({ dataDir });
    station.lexicons.pin('nwl2023', probe.fingerprint);
    const wrong = join(dir, 'wrong.txt');
    writeFileSync(wrong, 'QI\nZA\nCAT\n');
    expect(() => station.importer.importFile(wrong, 'NWL2023')).toThrow(/not the pinned edition of NWL2023/u);
    expect(station.lexicons.find('NWL2023')).toBeNull();
    expect(station.importer.importFile(list, 'NWL2023').fingerprint).toBe(probe.fingerprint);
    expect(() => station.lexicons.pin('NWL2023', 'a'.repeat(64))).toThrow('remove it first');
    expect(() => station.lexicons.pin('NWL2023', 'abc')).toThrow('64 hex digits');
  });

  it('removes a lexicon not in use, never one in use or the demo', () => {
    const { dir, list, dataDir } = folderWithList();
    const other = join(dir, 'other.txt');
    writeFileSync(other, 'QAT\n');
    const station = new Station({ dataDir });
    station.importer.importFile(list, 'MAIN');
    station.importer.importFile(other, 'OLD');
    expect(() => station.lexicons.remove('MAIN')).toThrow('in use');
    expect(() => station.lexicons.remove('DEMO')).toThrow('cannot be removed');
    station.lexicons.remove('OLD');
    expect(station.lexicons.find('OLD')).toBeNull();
    expect(() => station.judge({ words: ['QAT'], source: 'cli', lexicon: 'OLD' })).toThrow();
    expect([...station.log.entries()].some((e) => e.action === 'lexicon-removed')).toBe(true);
  });

  it('reports import progress from reading to saving, and a clear error for a missing file', async () => {
    const { dir, list, dataDir } = folderWithList();
    const station = new Station({ dataDir });
    const seen: ImportProgress[] = [];
    const info = await station.importer.importFileWithProgress(list, 'MAIN', (progress) =>
      seen.push(progress),
    );
    expect(info.wordCount).toBe(4);
    expect(seen.map((p) => p.phase)).toEqual(['reading', 'compiling', 'saving']);
    expect(seen.map((p) => p.fraction)).toEqual([...seen.map((p) => p.fraction)].sort((a, b) => a - b));
    await expect(
      station.importer.importFileWithProgress(join(dir, 'nope.txt'), 'X', () => undefined),
    ).rejects.toThrow(/There is no file at/u);
    await expect(station.importer.importFileWithProgress(dir, 'X', () => undefined)).rejects.toThrow(
      /not a file/u,
    );
  });
});

describe('schema 2 migration', () => {
  it('keeps every entry of a schema-1 log, unchanged and verifiable, and appends after it', () => {
    const { dataDir } = folderWithList();
    mkdirSync(dataDir);
    // A database as schema 1 left it, with two entries chained the way that version chained them.
    const legacy = new Database(join(dataDir, 'station.sqlite'));
    initialSchema(legacy);
    legacy.pragma('user_version = 1');
    const insert = legacy.prepare(`INSERT INTO log_entries (seq, time, station_id, app_version, kind,
      lexicon_name, lexicon_fingerprint, words, word_results, verdict, source, round, table_number,
      details, prev_hash, hash) VALUES (?, ?, 'old', '0.1.0', 'adjudication', 'DEMO', ?, ?, ?, ?, 'cli',
      NULL, NULL, NULL, ?, ?)`);
    let prevHash = GENESIS_HASH;
    for (const [seq, word, valid] of [
      [1, 'CAT', true],
      [2, 'QXZ', false],
    ] as const) {
      const content: EntryContent = {
        time: `2026-01-0${seq}T10:00:00.000Z`,
        stationId: 'old',
        appVersion: '0.1.0',
        kind: 'adjudication',
        lexiconName: 'DEMO',
        lexiconFingerprint: 'f'.repeat(64),
        words: [word],
        wordResults: [valid],
        verdict: valid ? 'ACCEPTABLE' : 'UNACCEPTABLE',
        source: 'cli',
        round: null,
        table: null,
        details: null,
        challengeRule: null,
        refersTo: null,
        ruling: null,
        judge: null,
        action: null,
      };
      const hash = entryHash(prevHash, seq, content);
      insert.run(
        seq,
        content.time,
        content.lexiconFingerprint,
        JSON.stringify([word]),
        JSON.stringify([valid]),
        content.verdict,
        prevHash,
        hash,
      );
      prevHash = hash;
    }
    legacy.close();

    const { station, db } = openStationWithConnection({ dataDir });
    // Every later migration ran too: the database is at the newest schema this app knows.
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect([...station.log.entries()].map((entry) => entry.words)).toEqual([['CAT'], ['QXZ']]);
    expect(verifyChain(station.log.rows())).toMatchObject({ ok: true, count: 2 });
    station.judge({ words: ['QI'], source: 'cli' });
    expect(verifyChain(station.log.rows())).toMatchObject({ ok: true, count: 3 });
    expect(() => db.prepare('DELETE FROM log_entries').run()).toThrow('append-only');
    expect(() => db.prepare("UPDATE log_entries SET words = '[]'").run()).toThrow('append-only');
  });
});

describe('the start-up check', () => {
  it('refuses to record on a log whose chain is broken, naming the entry, and the kiosk shows the fault', () => {
    const { dataDir } = folderWithList();
    const first = new Station({ dataDir });
    first.judge({ words: ['CAT'], source: 'cli' });
    first.judge({ words: ['DOG'], source: 'cli' });
    first.close();
    const raw = new Database(join(dataDir, 'station.sqlite'));
    raw.exec('DROP TRIGGER log_entries_no_update; UPDATE log_entries SET words = \'["COW"]\' WHERE seq = 2;');
    raw.close();

    const station = new Station({ dataDir });
    expect(station.recorder.startupProblem()).toMatch(/broken at entry 2/u);
    expect(() => station.judge({ words: ['QI'], source: 'cli' })).toThrow(StationCannotRecordError);
    expect(() => station.recorder.checkCanRecord()).toThrow(StationCannotRecordError);
    const handlers = new StationHandlers(station, { quit: () => undefined });
    expect(handlers.kiosk.kioskState().fault).toBe(
      'This station cannot record challenges — please call the director.',
    );
    // The director can still reach the console to export what is left and quit.
    station.secrets.write('director_pin', hashSecret('271828'));
    const unlocked = handlers.console.unlock({ pin: '271828' });
    expect(unlocked).toMatchObject({ ok: true });
    const token = unlocked.ok ? unlocked.token : '';
    expect(handlers.console.verifyLog({ token })).toMatchObject({
      ok: true,
      result: { intact: false, firstBadSeq: 2 },
    });
    const usb = join(dataDir, '..', 'usb');
    mkdirSync(usb);
    expect(handlers.console.exportLog({ token, folder: usb })).toMatchObject({ ok: true });
    expect(readdirSync(usb)).toHaveLength(3);
    expect(handlers.console.quit({ token })).toEqual({ ok: true });
    expect(station.log.head()?.seq).toBe(2);
  });

  it('passes a sound log', () => {
    const station = new Station({ dataDir: folderWithList().dataDir });
    station.judge({ words: ['CAT'], source: 'cli' });
    expect(station.recorder.startupProblem()).toBeNull();
  });
});
