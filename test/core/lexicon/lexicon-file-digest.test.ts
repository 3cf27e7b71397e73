// The compiled lexicon file is checked at every load against the SHA-256 of its bytes recorded at
// import; lexicons imported before digests were kept (schema 2) are checked by their words once,
// then get their digest recorded.
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileLexiconBytes } from '../../../electron/core/lexicon/lexicon-compile.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { MIGRATIONS } from '../../../electron/core/store/migrations/index.ts';
import { ENGLISH_LETTERS } from '../../../electron/core/words/letter-set.ts';
import { openStationWithConnection } from '../../support/station-connection.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function recordedDigest(db: Database.Database, fingerprint: string): unknown {
  return db.prepare('SELECT file_digest FROM lexicons WHERE fingerprint = ?').pluck().get(fingerprint);
}

function digestEvents(station: Station): (string | null)[] {
  return [...station.log.entries()]
    .filter((entry) => entry.action === 'lexicon-digest-recorded')
    .map((entry) => entry.details);
}

/**
 * A data folder as a station of schema 2 left it: lexicon OLD registered without a file digest,
 * its compiled file holding `fileWords` (the words it was imported with unless a file was swapped).
 */
function schema2Station(fileWords = 'QI\nZA\nCAT\n'): { dataDir: string; fingerprint: string } {
  const dataDir = join(tempDir(), 'data');
  mkdirSync(join(dataDir, 'lexicons'), { recursive: true });
  const genuine = compileLexiconBytes(Buffer.from('QI\nZA\nCAT\n'), ENGLISH_LETTERS);
  const inFile = compileLexiconBytes(Buffer.from(fileWords), ENGLISH_LETTERS);
  writeFileSync(join(dataDir, 'lexicons', `${genuine.fingerprint}.cswg`), inFile.graph);
  const db = new Database(join(dataDir, 'station.sqlite'));
  for (const migration of MIGRATIONS.slice(0, 2)) migration(db);
  db.pragma('user_version = 2');
  db.prepare(
    `INSERT INTO lexicons (fingerprint, name, word_count, imported_at, has_definitions, demo)
     VALUES (?, 'OLD', ?, '2026-01-01T10:00:00.000Z', 0, 0)`,
  ).run(genuine.fingerprint, genuine.wordCount);
  db.close();
  return { dataDir, fingerprint: genuine.fingerprint };
}

describe('the compiled file digest recorded at import', () => {
  it('is the SHA-256 of the file, and a genuine file no longer matching the record is refused', () => {
    const dir = tempDir();
    const list = join(dir, 'list.txt');
    writeFileSync(list, 'QI\nZA\nCAT\n');
    const dataDir = join(dir, 'data');
    const { station, db } = openStationWithConnection({ dataDir });
    const lexicon = station.importer.importFile(list, 'REAL');
    const file = join(dataDir, 'lexicons', `${lexicon.fingerprint}.cswg`);
    expect(recordedDigest(db, lexicon.fingerprint)).toBe(sha256(readFileSync(file)));
    station.close();

    expect(new Station({ dataDir }).judge({ words: ['CAT'], source: 'cli' }).verdict).toBe('ACCEPTABLE');
    // The record, not the words, is what a load checks now: a record pointing elsewhere refuses.
    const raw = new Database(join(dataDir, 'station.sqlite'));
    raw
      .prepare('UPDATE lexicons SET file_digest = ? WHERE fingerprint = ?')
      .run('0'.repeat(64), lexicon.fingerprint);
    raw.close();
    expect(() => new Station({ dataDir }).judge({ words: ['CAT'], source: 'cli' })).toThrow(
      /does not hold the words it was imported with/u,
    );
    // Importing the list again repairs it: the file is rewritten and its digest recorded again.
    const repairing = openStationWithConnection({ dataDir });
    repairing.station.importer.importFile(list, 'REAL');
    expect(recordedDigest(repairing.db, lexicon.fingerprint)).toBe(sha256(readFileSync(file)));
    expect(repairing.station.judge({ words: ['CAT'], source: 'cli' }).verdict).toBe('ACCEPTABLE');
  });

  it('is also held in the hash chain: another file with its digest written into the record is refused', () => {
    const dir = tempDir();
    const real = join(dir, 'real.txt');
    const doctored = join(dir, 'doctored.txt');
    writeFileSync(real, 'QAT\nZAX\n');
    writeFileSync(doctored, 'QAT\nZAX\nZZZZ\n');
    const dataDir = join(dir, 'data');
    const station = new Station({ dataDir });
    const genuine = station.importer.importFile(real, 'AAA');
    const other = station.importer.importFile(doctored, 'BBB');
    station.close();

    // Someone with the files copies BBB's graph over AAA's and makes AAA's record match it.
    const graph = (fingerprint: string) => join(dataDir, 'lexicons', `${fingerprint}.cswg`);
    copyFileSync(graph(other.fingerprint), graph(genuine.fingerprint));
    const raw = new Database(join(dataDir, 'station.sqlite'));
    raw
      .prepare('UPDATE lexicons SET file_digest = ? WHERE fingerprint = ?')
      .run(sha256(readFileSync(graph(genuine.fingerprint))), genuine.fingerprint);
    raw.close();

    const reopened = new Station({ dataDir });
    expect(() => reopened.judge({ words: ['ZZZZ'], source: 'cli', lexicon: 'AAA' })).toThrow(
      /does not hold the words it was imported with/u,
    );
    reopened.close();
  });
});

describe('a station from before file digests (schema 2)', () => {
  it('checks an old lexicon by its words once, records its digest and logs it, then checks the digest', () => {
    const { dataDir, fingerprint } = schema2Station();
    const first = openStationWithConnection({ dataDir });
    expect(first.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(recordedDigest(first.db, fingerprint)).toBeNull();
    expect(first.station.judge({ words: ['CAT'], source: 'cli', lexicon: 'OLD' }).verdict).toBe('ACCEPTABLE');
    expect(first.station.judge({ words: ['ZZZ'], source: 'cli', lexicon: 'OLD' }).verdict).toBe(
      'UNACCEPTABLE',
    );
    const file = join(dataDir, 'lexicons', `${fingerprint}.cswg`);
    expect(recordedDigest(first.db, fingerprint)).toBe(sha256(readFileSync(file)));
    expect(digestEvents(first.station)).toEqual([
      `OLD ${fingerprint} (file SHA-256 ${sha256(readFileSync(file))})`,
    ]);
    first.station.close();

    // Later opens check the recorded digest and log nothing more.
    const second = new Station({ dataDir });
    expect(second.judge({ words: ['QI'], source: 'cli', lexicon: 'OLD' }).verdict).toBe('ACCEPTABLE');
    expect(digestEvents(second)).toHaveLength(1);
    second.close();

    // A list swapped in afterwards is refused by the digest.
    writeFileSync(file, compileLexiconBytes(Buffer.from('QI\nZA\nCAT\nZZZ\n'), ENGLISH_LETTERS).graph);
    expect(() => new Station({ dataDir }).judge({ words: ['ZZZ'], source: 'cli', lexicon: 'OLD' })).toThrow(
      /does not hold the words it was imported with/u,
    );
  });

  it('refuses an old lexicon whose file was swapped or damaged, records no digest for it, and is repaired by import', () => {
    const { dataDir, fingerprint } = schema2Station('QI\nZA\nCAT\nZZZ\n');
    const { station, db } = openStationWithConnection({ dataDir });
    expect(() => station.judge({ words: ['ZZZ'], source: 'cli', lexicon: 'OLD' })).toThrow(
      /does not hold the words it was imported with/u,
    );
    writeFileSync(join(dataDir, 'lexicons', `${fingerprint}.cswg`), 'garbage');
    expect(() => new Station({ dataDir }).judge({ words: ['QI'], source: 'cli', lexicon: 'OLD' })).toThrow(
      /cannot be loaded/u,
    );
    expect(recordedDigest(db, fingerprint)).toBeNull();
    expect(digestEvents(station)).toEqual([]);

    const list = join(dataDir, '..', 'list.txt');
    writeFileSync(list, 'QI\nZA\nCAT\n');
    station.importer.importFile(list, 'OLD');
    expect(recordedDigest(db, fingerprint)).toBe(
      sha256(readFileSync(join(dataDir, 'lexicons', `${fingerprint}.cswg`))),
    );
    expect(station.judge({ words: ['ZZZ'], source: 'cli', lexicon: 'OLD' }).verdict).toBe('UNACCEPTABLE');
  });
});
