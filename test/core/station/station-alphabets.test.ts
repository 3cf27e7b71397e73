// A station keeps each lexicon's tile alphabet: stored with it, applied when judging, and written
// to the log as canonical tile strings, while English lexicons and logs stay what they were.
import Database from 'better-sqlite3';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StationCannotJudgeError, StationRequestError } from '../../../electron/core/errors.ts';
import { lexiconFingerprint } from '../../../electron/core/lexicon/fingerprint.ts';
import { verifyChain } from '../../../electron/core/log/log-verify.ts';
import { searchLog } from '../../../electron/core/review/log-search.ts';
import { wordReviews } from '../../../electron/core/review/word-reviews.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { up as initialSchema } from '../../../electron/core/store/migrations/0001-initial.ts';
import { up as rulingsAndEvents } from '../../../electron/core/store/migrations/0002-rulings-and-events.ts';
import { InputError } from '../../../electron/core/words/play-input.ts';
import { writeKwg } from '../../support/kwg-writer.ts';
import { useTempDirs } from '../../support/temp-dir.ts';
import { getAlphabet, parseTiles } from '../../../electron/common/alphabets/index.ts';

const tempDir = useTempDirs();

const SPANISH_FORMS = {
  plain: 'chico\nCALLE\nperro\nniño\nCASA\nCHA\n',
  bracketed: '[CH]ICO\nCA[LL]E\nPE[RR]O\nNIÑO\nCASA\n[CH]A\n',
  'legacy digits': '1ICO\nCA2E\nPE3O\nNIÑO\nCASA\n1A\n',
};

function writeList(text: string): string {
  const path = join(tempDir(), 'list.txt');
  writeFileSync(path, text);
  return path;
}

function graphFile(dataDir: string, fingerprint: string): string {
  return join(dataDir, 'lexicons', `${fingerprint}.cswg`);
}

function sha256Lines(words: readonly string[]): string {
  return lexiconFingerprint(words);
}

describe('a lexicon in a tile alphabet', () => {
  it('gets the same words and fingerprint from every written form, over canonical words', () => {
    const prints = Object.entries(SPANISH_FORMS).map(([form, text]) => {
      const station = new Station({ dataDir: tempDir() });
      // A list written with the typing stand-ins is read so only when the director says it is.
      const info = station.importer.importFile(writeList(text), 'FISE', {
        alphabet: 'spanish',
        standIns: form === 'legacy digits',
      });
      station.close();
      return info;
    });
    const canonical = ['CASA', 'CA[LL]E', 'NIÑO', 'PE[RR]O', '[CH]A', '[CH]ICO'];
    for (const info of prints) {
      expect(info).toMatchObject({ alphabet: 'spanish', wordCount: 6 });
      expect(info.fingerprint).toBe(sha256Lines(canonical));
    }
  });

  it('keeps the English fingerprint and alphabet when no alphabet is named', () => {
    const station = new Station({ dataDir: tempDir() });
    // Mostly capitals: in a list mostly in lower case, QI would be an abbreviation (list-case.ts).
    const info = station.importer.importFile(writeList('cat\nQI\nZA\n'), 'NWL');
    expect(info).toMatchObject({ alphabet: 'english' });
    expect(info.fingerprint).toBe(sha256Lines(['CAT', 'QI', 'ZA']));
    expect(station.lexicons.list().find((lexicon) => lexicon.demo)?.alphabet).toBe('english');
  });

  it('remembers the alphabet across restarts and judges with it', () => {
    const dataDir = tempDir();
    const first = new Station({ dataDir });
    first.importer.importFile(writeList(SPANISH_FORMS.plain), 'FISE', { alphabet: 'spanish' });
    first.close();
    const station = new Station({ dataDir });
    expect(station.lexicons.find('FISE')?.alphabet).toBe('spanish');
    const result = station.judge({ words: ['chico', 'Niño', 'CA2E'], source: 'cli' });
    expect(result.verdict).toBe('ACCEPTABLE');
    expect(result.words).toEqual(['[CH]ICO', 'NIÑO', 'CA[LL]E']);
    expect(result.entry.words).toEqual(['[CH]ICO', 'NIÑO', 'CA[LL]E']);
    expect(verifyChain(station.log.rows())).toMatchObject({ ok: true });
  });

  it('compares two Spanish editions by their canonical words, and counts lengths in tiles', () => {
    const station = new Station({ dataDir: tempDir() });
    const older = station.importer.importFile(writeList(SPANISH_FORMS.plain), 'FISE1', {
      alphabet: 'spanish',
    });
    const newer = station.importer.importFile(writeList('CHICO\nCALLE\nLLAMA\nNIÑO\nCASA\n'), 'FISE2', {
      alphabet: 'spanish',
    });
    expect(station.lexicons.diff(older, newer)).toMatchObject({
      added: ['[LL]AMA'],
      removed: ['PE[RR]O', '[CH]A'], // sorted as the fingerprint sorts: by UTF-8 bytes, '[' after 'Z'
    });
    // [CH]A is two tiles, [CH]ICO four.
    expect(station.lexicons.countsByLength(older)).toEqual([
      { length: 2, count: 1 },
      { length: 4, count: 5 },
    ]);
  });

  it('tells a Catalan L·L from two L tiles', () => {
    const station = new Station({ dataDir: tempDir() });
    station.importer.importFile(writeList('COL·LECTAT\nCASA\n'), 'DISC', { alphabet: 'catalan' });
    for (const typed of ['col·lectat', 'COL.LECTAT', 'cowectat', 'coŀlectat']) {
      expect(station.judge({ words: [typed], source: 'cli' }).verdict).toBe('ACCEPTABLE');
    }
    const plain = station.judge({ words: ['COLLECTAT'], source: 'cli' });
    expect(plain.verdict).toBe('UNACCEPTABLE');
    expect(plain.words).toEqual(['COLLECTAT']);
  });

  it('counts word limits in tiles and names a character that is not a tile', () => {
    const station = new Station({ dataDir: tempDir() });
    station.importer.importFile(writeList(SPANISH_FORMS.plain), 'FISE', { alphabet: 'spanish' });
    expect(station.judge({ words: ['CHA'], source: 'cli' }).verdict).toBe('ACCEPTABLE');
    expect(() => station.judge({ words: ['CH'], source: 'cli' })).toThrow(/at least 2 tiles/u);
    expect(() => station.judge({ words: ['KILO'], source: 'cli' })).toThrow(InputError);
    expect(() => station.judge({ words: ['KILO'], source: 'cli' })).toThrow(/not a Spanish tile/u);
    expect(station.log.head()?.seq).toBe(2);
  });

  it('refuses a lexicon line that is not in the alphabet, naming the line and the alphabet', () => {
    const station = new Station({ dataDir: tempDir() });
    expect(() =>
      station.importer.importFile(writeList('CASA\nKILO\n'), 'FISE', { alphabet: 'spanish' }),
    ).toThrow(/Line 2: .*not a Spanish tile/u);
    expect(station.lexicons.find('FISE')).toBeNull();
  });

  it('records the alphabet in the import event of a non-English lexicon only', () => {
    const station = new Station({ dataDir: tempDir() });
    station.importer.importFile(writeList('CAT\nQI\n'), 'NWL');
    const fise = station.importer.importFile(writeList(SPANISH_FORMS.plain), 'FISE', { alphabet: 'spanish' });
    const details = [...station.log.entries()].map((entry) => entry.details);
    const digest = '[0-9a-f]{64}';
    expect(details).toContainEqual(
      expect.stringMatching(
        new RegExp(`^NWL ${sha256Lines(['CAT', 'QI'])} \\(2 words, file SHA-256 ${digest}\\)$`, 'u'),
      ),
    );
    expect(details).toContainEqual(
      expect.stringMatching(
        new RegExp(`^FISE ${fise.fingerprint} \\(6 words, spanish alphabet, file SHA-256 ${digest}\\)$`, 'u'),
      ),
    );
  });

  it('refuses an alphabet it does not know, and the same list under another alphabet', () => {
    const station = new Station({ dataDir: tempDir() });
    const path = writeList('CASA\nMESA\n');
    expect(() => station.importer.importFile(path, 'X', { alphabet: 'klingon' as never })).toThrow(
      StationRequestError,
    );
    station.importer.importFile(path, 'ES', { alphabet: 'spanish' });
    expect(() => station.importer.importFile(path, 'EN')).toThrow(/already imported as ES, in the spanish/u);
  });

  it('refuses to judge with a Spanish lexicon whose file holds other words', () => {
    const dataDir = tempDir();
    const station = new Station({ dataDir });
    const fise = station.importer.importFile(writeList('[CH]ICO\nCASA\n'), 'FISE', { alphabet: 'spanish' });
    const otherDir = tempDir();
    const other = new Station({ dataDir: otherDir });
    const swapped = other.importer.importFile(writeList('[CH]ICA\nCASA\n'), 'FISE', { alphabet: 'spanish' });
    station.close();
    other.close();
    copyFileSync(graphFile(otherDir, swapped.fingerprint), graphFile(dataDir, fise.fingerprint));
    const reopened = new Station({ dataDir });
    expect(() => reopened.judge({ words: ['CHICA'], source: 'cli', lexicon: 'FISE' })).toThrow(
      StationCannotJudgeError,
    );
  });
});

describe('formats other than text in another alphabet', () => {
  it('imports a Spanish KWG word graph, tiles numbered in wolges order, to the words and fingerprint of the text list', () => {
    const spanish = getAlphabet('spanish');
    const tileWords = SPANISH_FORMS.bracketed
      .trim()
      .split('\n')
      .map((word) => {
        const parsed = parseTiles(word, spanish);
        if (!('tiles' in parsed)) throw new Error(`not Spanish: ${word}`);
        return parsed.tiles.map((tile) => tile + 1);
      });
    const path = join(tempDir(), 'fise.kwg');
    writeFileSync(path, writeKwg(tileWords));
    const fromText = new Station({ dataDir: tempDir() }).importer.importFile(
      writeList(SPANISH_FORMS.plain),
      'T',
      {
        alphabet: 'spanish',
      },
    );
    const station = new Station({ dataDir: tempDir() });
    const fromGraph = station.importer.importFile(path, 'FISE', { alphabet: 'spanish' });
    expect(fromGraph).toMatchObject({ fingerprint: fromText.fingerprint, wordCount: 6, alphabet: 'spanish' });
    expect(station.judge({ words: ['chico', 'CA2E'], source: 'cli', lexicon: 'FISE' }).verdict).toBe(
      'ACCEPTABLE',
    );
  });

  it('refuses a Zyzzyva database in another alphabet plainly, importing nothing', () => {
    const station = new Station({ dataDir: tempDir() });
    const path = join(tempDir(), 'FISE.db');
    writeFileSync(path, new TextEncoder().encode('SQLite format 3\0'.padEnd(100, '\0')));
    expect(() => station.importer.importFile(path, 'FISE', { alphabet: 'spanish' })).toThrow(
      /A Zyzzyva database holds an English list/u,
    );
    expect(station.lexicons.find('FISE')).toBeNull();
  });
});

describe('schema 4 migration', () => {
  it('marks every lexicon imported before alphabets existed as English', () => {
    const dataDir = tempDir();
    const legacy = new Database(join(dataDir, 'station.sqlite'));
    initialSchema(legacy);
    rulingsAndEvents(legacy);
    legacy.pragma('user_version = 2');
    legacy
      .prepare(
        `INSERT INTO lexicons (fingerprint, name, word_count, imported_at, has_definitions, demo)
         VALUES (?, 'OLD', 2, '2026-01-01T00:00:00.000Z', 0, 0)`,
      )
      .run('f'.repeat(64));
    legacy.close();
    const station = new Station({ dataDir, resourcesDir: tempDir() });
    expect(station.lexicons.find('OLD')).toMatchObject({ alphabet: 'english' });
  });
});

describe('the log of a Spanish lexicon', () => {
  it('is found by a word as a judge types it, though logged in canonical form', () => {
    const station = new Station({ dataDir: tempDir() });
    station.importer.importFile(writeList(SPANISH_FORMS.plain), 'FISE', { alphabet: 'spanish' });
    station.judge({ words: ['chico', 'casa'], source: 'cli' });
    const found = searchLog(station.log, { word: 'chico' });
    expect(found.map((entry) => entry.words)).toEqual([['[CH]ICO', 'CASA']]);
    expect(searchLog(station.log, { word: '[ch]ico' })).toHaveLength(1);
    expect(searchLog(station.log, { word: 'chica' })).toHaveLength(0);
  });
});

describe('word reviews across offered lexicons of different alphabets', () => {
  it('asks each offered list in its own alphabet whether it holds a logged word', () => {
    const station = new Station({ dataDir: tempDir() });
    station.importer.importFile(writeList(SPANISH_FORMS.plain), 'FISE', { alphabet: 'spanish' });
    station.importer.importFile(writeList('CHICO\nCASA\n'), 'EN');
    station.lexicons.offer(['FISE', 'EN']);
    const [chico] = wordReviews(station.lexicons, station.lexicons.find('FISE'), ['[CH]ICO'], [true]);
    expect(chico?.lists).toEqual([
      { lexicon: 'FISE', holds: true, symbols: null },
      { lexicon: 'EN', holds: false, symbols: null },
    ]);
  });
});
