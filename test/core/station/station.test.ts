import type { Database } from 'better-sqlite3';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  StationCannotJudgeError,
  StationCannotRecordError,
  StationRequestError,
} from '../../../electron/core/errors.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { InputError } from '../../../electron/core/words/play-input.ts';
import { openStationWithConnection } from '../../support/station-connection.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

function stationWithList(text = 'QI\tthe vital force\nZA pizza\nCAT\nCATS\n'): {
  station: Station;
  db: Database;
  list: string;
} {
  const dir = tempDir();
  const list = join(dir, 'list.txt');
  writeFileSync(list, text);
  return { ...openStationWithConnection({ dataDir: join(dir, 'data') }), list };
}

describe('Station out of the box', () => {
  it('judges with the bundled demo lexicon, labelled as demo', () => {
    const station = new Station({ dataDir: tempDir() });
    const result = station.judge({ words: ['cat', 'dog'], source: 'cli' });
    expect(result.verdict).toBe('ACCEPTABLE');
    expect(result.lexicon).toMatchObject({ name: 'DEMO', demo: true });
    expect(station.judge({ words: ['cat', 'xqzt'], source: 'cli' }).verdict).toBe('UNACCEPTABLE');
  });

  it('cannot judge without any lexicon', () => {
    const station = new Station({ dataDir: tempDir(), resourcesDir: tempDir() });
    expect(() => station.judge({ words: ['CAT'], source: 'cli' })).toThrow(StationCannotJudgeError);
    expect(station.log.head()).toBeNull();
  });
});

describe('Station lexicons', () => {
  it('makes the first import active, and a later one only when chosen', () => {
    const { station, list } = stationWithList();
    const first = station.importer.importFile(list, 'FIRST');
    expect(station.lexicons.active()?.fingerprint).toBe(first.fingerprint);
    const second = join(tempDir(), 'second.txt');
    writeFileSync(second, 'QI\nZA\n');
    const other = station.importer.importFile(second, 'SECOND');
    expect(station.lexicons.active()?.name).toBe('FIRST');
    expect(station.judge({ words: ['CAT'], source: 'cli' }).verdict).toBe('ACCEPTABLE');
    station.lexicons.use(other.fingerprint.slice(0, 8));
    expect(station.judge({ words: ['CAT'], source: 'cli' }).verdict).toBe('UNACCEPTABLE');
    expect(station.judge({ words: ['CAT'], source: 'cli', lexicon: 'first' }).verdict).toBe('ACCEPTABLE');
  });

  it('leaves everything unchanged when an import fails', () => {
    const { station, list } = stationWithList('QI\nZA\nCAFÉ\n');
    const before = station.lexicons.list();
    const filesBefore = readdirSync(join(list, '..', 'data', 'lexicons'));
    expect(() => station.importer.importFile(list, 'BAD')).toThrow(/Line 3/u);
    expect(station.lexicons.list()).toEqual(before);
    expect(readdirSync(join(list, '..', 'data', 'lexicons'))).toEqual(filesBefore);
  });

  it('refuses a bad name, a second name for the same words, and a name taken by other words', () => {
    const { station, list } = stationWithList();
    expect(() => station.importer.importFile(list, '')).toThrow(StationRequestError);
    expect(() => station.importer.importFile(list, '../../etc')).toThrow(/letters, digits/u);
    station.importer.importFile(list, 'NWL2023');
    expect(station.importer.importFile(list, 'nwl2023').name).toBe('NWL2023');
    expect(() => station.importer.importFile(list, 'CSW24')).toThrow(/already imported as NWL2023/u);
    const other = join(tempDir(), 'other.txt');
    writeFileSync(other, 'AA\n');
    expect(() => station.importer.importFile(other, 'NWL2023')).toThrow(/already named/u);
  });

  it('keeps definitions for word judges', () => {
    const { station, list } = stationWithList();
    const lexicon = station.importer.importFile(list, 'DEFS');
    expect(lexicon.hasDefinitions).toBe(true);
    expect(station.lexicons.definition(lexicon, 'QI')).toBe('the vital force');
    expect(station.lexicons.definition(lexicon, 'CAT')).toBeNull();
  });

  it("cannot judge when another word list is swapped in under a lexicon's file name", () => {
    const { station, list } = stationWithList('QI\nZA\n');
    const real = station.importer.importFile(list, 'REAL');
    const other = join(list, '..', 'other.txt');
    writeFileSync(other, 'QI\nZA\nZZZ\n');
    const fake = station.importer.importFile(other, 'OTHER');
    const dataDir = join(list, '..', 'data');
    const lexicons = join(dataDir, 'lexicons');
    // A well-formed file with a valid CRC, but the wrong words: ZZZ would be accepted.
    writeFileSync(
      join(lexicons, `${real.fingerprint}.cswg`),
      readFileSync(join(lexicons, `${fake.fingerprint}.cswg`)),
    );
    const reopened = new Station({ dataDir });
    expect(() => reopened.judge({ words: ['ZZZ'], source: 'cli', lexicon: 'REAL' })).toThrow(
      /does not hold the words it was imported with/u,
    );
    expect(reopened.judge({ words: ['ZZZ'], source: 'cli', lexicon: 'OTHER' }).verdict).toBe('ACCEPTABLE');
    // Importing the genuine list again repairs it.
    reopened.importer.importFile(list, 'REAL');
    expect(reopened.judge({ words: ['ZZZ'], source: 'cli', lexicon: 'REAL' }).verdict).toBe('UNACCEPTABLE');
  });

  it('cannot judge when a compiled lexicon file is missing or damaged', () => {
    const { station, list } = stationWithList();
    const lexicon = station.importer.importFile(list, 'GONE');
    const dataDir = join(list, '..', 'data');
    writeFileSync(join(dataDir, 'lexicons', `${lexicon.fingerprint}.cswg`), 'garbage');
    const reopened = new Station({ dataDir });
    expect(() => reopened.judge({ words: ['QI'], source: 'cli' })).toThrow(/cannot be loaded/u);
    rmSync(join(dataDir, 'lexicons', `${lexicon.fingerprint}.cswg`));
    expect(() => new Station({ dataDir }).judge({ words: ['QI'], source: 'cli' })).toThrow(
      StationCannotJudgeError,
    );
  });
});

describe('Station judging and the log', () => {
  it('logs every adjudication with its lexicon, words, verdict, source, round and table', () => {
    const { station, list } = stationWithList();
    const lexicon = station.importer.importFile(list, 'TEST');
    const result = station.judge({ words: ['za', 'cats'], source: 'kiosk', round: 3, table: 12 });
    const [imported, entry] = [...station.log.entries()];
    expect(imported).toMatchObject({ seq: 1, kind: 'event', action: 'lexicon-imported', verdict: null });
    expect(entry).toMatchObject({
      seq: 2,
      kind: 'adjudication',
      challengeRule: 'double challenge',
      stationId: station.stationId,
      lexiconName: 'TEST',
      lexiconFingerprint: lexicon.fingerprint,
      words: ['ZA', 'CATS'],
      wordResults: [true, true],
      verdict: 'ACCEPTABLE',
      source: 'kiosk',
      round: 3,
      table: 12,
    });
    expect(result.entry.hash).toBe(entry?.hash);
  });

  it('logs nothing for input it refuses', () => {
    const { station } = stationWithList();
    expect(() => station.judge({ words: ['Z4'], source: 'cli' })).toThrow(InputError);
    expect(station.log.head()).toBeNull();
  });

  it('gives no verdict when the log cannot be written (disk full), and recovers afterwards', () => {
    const { station, db, list } = stationWithList();
    station.importer.importFile(list, 'TEST');
    station.judge({ words: ['QI'], source: 'cli' });
    const pages = db.pragma('page_count', { simple: true }) as number;
    db.pragma(`max_page_count = ${pages}`);
    let judged = 0;
    const attempt = () => {
      for (let index = 0; index < 200; index += 1) {
        station.judge({ words: ['QI', 'ZA', 'CAT', 'CATS', 'QI', 'ZA', 'CAT', 'CATS'], source: 'cli' });
        judged += 1;
      }
    };
    expect(attempt).toThrow(StationCannotRecordError);
    expect(judged).toBeLessThan(200);
    db.pragma('max_page_count = 1073741823');
    // The import's entry, the first judgement, every one judged before the disk filled, and this one.
    expect(station.judge({ words: ['QI'], source: 'cli' }).entry.seq).toBe(judged + 3);
    expect([...station.log.entries()]).toHaveLength(judged + 3);
  });

  it('refuses to open a corrupt database instead of judging', () => {
    const dir = tempDir();
    new Station({ dataDir: dir }).close();
    writeFileSync(join(dir, 'station.sqlite'), Buffer.alloc(8192, 0x41));
    rmSync(join(dir, 'station.sqlite-wal'), { force: true });
    expect(() => new Station({ dataDir: dir })).toThrow(StationCannotRecordError);
  });

  it('generates the station id once and keeps it', () => {
    const dir = tempDir();
    const first = new Station({ dataDir: dir });
    const id = first.stationId;
    first.close();
    expect(id).toMatch(/^[0-9a-f-]{36}$/u);
    expect(new Station({ dataDir: dir }).stationId).toBe(id);
  });
});
