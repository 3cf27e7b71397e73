import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { lexiconFingerprint } from '../../../../electron/core/lexicon/fingerprint.ts';
import { lexiconFileFormat } from '../../../../electron/core/lexicon/formats/lexicon-file-format.ts';
import {
  readZyzzyvaDatabase,
  ZyzzyvaFormatError,
} from '../../../../electron/core/lexicon/formats/zyzzyva-database.ts';
import { LexiconFormatError, parseLexiconText } from '../../../../electron/core/lexicon/lexicon-text.ts';
import { ENGLISH_LETTERS } from '../../../../electron/core/words/letter-set.ts';
import { ENABLE2K_PATH, skipWithoutEnable2k } from '../../../support/enable2k.ts';
import { useTempDirs } from '../../../support/temp-dir.ts';
import { writeZyzzyvaDatabase, type ZyzzyvaEntry } from '../../../support/zyzzyva-database.ts';

const ENTRIES: ZyzzyvaEntry[] = [
  { word: 'QAT', definition: 'an evergreen shrub [n -S]', symbols: '' },
  { word: 'QI', definition: 'the vital force in Chinese thought [n -S]' },
  { word: 'ZA', definition: 'pizza [n -S]', symbols: '#' },
  { word: 'OK', definition: 'all right [adj]', symbols: '+' },
  { word: 'AA', symbols: '#+' },
];

describe('readZyzzyvaDatabase', () => {
  const tempDir = useTempDirs();
  const databaseOf = (entries: Iterable<ZyzzyvaEntry>, shape = {}): string => {
    const path = join(tempDir(), 'CSW24.db');
    writeZyzzyvaDatabase(path, entries, shape);
    return path;
  };

  it('reads every word with its definition and lexicon symbols', () => {
    const parsed = readZyzzyvaDatabase(databaseOf(ENTRIES));
    expect(parsed.words).toEqual(['AA', 'OK', 'QAT', 'QI', 'ZA']);
    expect(parsed.definitions.get('QAT')).toBe('an evergreen shrub [n -S]');
    expect(parsed.definitions.has('AA')).toBe(false);
    expect(Object.fromEntries(parsed.symbols)).toEqual({ AA: '#+', OK: '+', ZA: '#' });
  });

  it('gives the same words and fingerprint as the same list as text', () => {
    const text = parseLexiconText(Buffer.from('QAT\nQI\nZA\nOK\nAA\n'), ENGLISH_LETTERS);
    const parsed = readZyzzyvaDatabase(databaseOf(ENTRIES));
    expect(lexiconFingerprint(parsed.words)).toBe(lexiconFingerprint(text.words));
  });

  it('reads a database from before lexicon symbols existed', () => {
    const parsed = readZyzzyvaDatabase(databaseOf(ENTRIES, { withoutColumn: 'lexicon_symbols' }));
    expect(parsed.words).toHaveLength(5);
    expect(parsed.symbols.size).toBe(0);
  });

  it('leaves the file exactly as it was and writes nothing beside it', () => {
    const path = databaseOf(ENTRIES);
    const before = createHash('sha256').update(readFileSync(path)).digest('hex');
    const folder = readdirSync(join(path, '..'));
    readZyzzyvaDatabase(path);
    expect(createHash('sha256').update(readFileSync(path)).digest('hex')).toBe(before);
    expect(readdirSync(join(path, '..'))).toEqual(folder);
  });

  it('reads ENABLE from a database to the text fingerprint', (context) => {
    skipWithoutEnable2k(context);
    const text = parseLexiconText(readFileSync(ENABLE2K_PATH), ENGLISH_LETTERS);
    const parsed = readZyzzyvaDatabase(databaseOf(text.words.map((word) => ({ word }))));
    expect(parsed.words.length).toBe(text.words.length);
    expect(lexiconFingerprint(parsed.words)).toBe(lexiconFingerprint(text.words));
  });
});

describe('readZyzzyvaDatabase refuses a file that is not a Zyzzyva lexicon', () => {
  const tempDir = useTempDirs();
  const refuses = (path: string, message: RegExp): void => {
    expect(() => readZyzzyvaDatabase(path)).toThrow(ZyzzyvaFormatError);
    expect(() => readZyzzyvaDatabase(path)).toThrow(message);
  };

  it('a plain text file', () => {
    const path = join(tempDir(), 'CSW24.db');
    writeFileSync(path, 'AA\nQI\nZA\n');
    refuses(path, /not a readable Zyzzyva lexicon database: file is not a database/u);
  });

  it('an SQLite database of something else', () => {
    const path = join(tempDir(), 'other.db');
    const db = new Database(path);
    db.exec("CREATE TABLE words (word text); INSERT INTO words VALUES ('QI')");
    db.close();
    refuses(path, /not a Zyzzyva lexicon: it has no db_version, lexicon_date, lexicon_file tables/u);
  });

  it.each(['words', 'db_version', 'lexicon_date', 'lexicon_file'] as const)(
    'a database without the %s table',
    (table) => {
      const path = join(tempDir(), 'CSW24.db');
      writeZyzzyvaDatabase(path, ENTRIES, { withoutTable: table });
      refuses(path, new RegExp(`it has no ${table} table`, 'u'));
    },
  );

  it.each(['word', 'length', 'definition'] as const)('a words table without the %s column', (column) => {
    const path = join(tempDir(), 'CSW24.db');
    writeZyzzyvaDatabase(path, ENTRIES, { withoutColumn: column });
    refuses(path, new RegExp(`has no ${column} column`, 'u'));
  });

  it('a damaged database', () => {
    const path = join(tempDir(), 'CSW24.db');
    // Enough rows to span many pages, then every page but the first and last overwritten.
    writeZyzzyvaDatabase(
      path,
      Array.from({ length: 3000 }, (_, index) => ({ word: lettersOf(index) })),
    );
    const bytes = readFileSync(path);
    bytes.fill(0xff, 4096, bytes.length - 4096);
    writeFileSync(path, bytes);
    refuses(path, /not a readable Zyzzyva lexicon database|damaged/u);
  });

  it('a missing file', () => {
    refuses(join(tempDir(), 'absent.db'), /cannot be opened/u);
  });

  it('a word outside the alphabet, a wrong length, bad symbols, and no words', () => {
    const dir = tempDir();
    writeZyzzyvaDatabase(join(dir, 'digit.db'), [{ word: 'Q1' }]);
    refuses(join(dir, 'digit.db'), /"Q1" contains "1"/u);
    writeZyzzyvaDatabase(join(dir, 'symbols.db'), [{ word: 'QI', symbols: 'AB' }]);
    refuses(join(dir, 'symbols.db'), /symbols of "QI" are not symbols/u);
    writeZyzzyvaDatabase(join(dir, 'empty.db'), []);
    refuses(join(dir, 'empty.db'), /holds no words/u);
    const lying = join(dir, 'length.db');
    writeZyzzyvaDatabase(lying, [{ word: 'QI' }]);
    const db = new Database(lying);
    db.exec('UPDATE words SET length = 3');
    db.close();
    refuses(lying, /"QI" has the wrong length/u);
  });

  it('more words or a longer definition than the bounds', () => {
    const path = join(tempDir(), 'CSW24.db');
    writeZyzzyvaDatabase(path, ENTRIES);
    expect(() => readZyzzyvaDatabase(path, ENGLISH_LETTERS, { maxWords: 4 })).toThrow(/more than 4 words/u);
    expect(() => readZyzzyvaDatabase(path, ENGLISH_LETTERS, { maxDefinitionLength: 10 })).toThrow(
      /longer than 10 characters/u,
    );
  });

  it('is a LexiconFormatError, so every caller that refuses a bad word list refuses it too', () => {
    const path = join(tempDir(), 'CSW24.db');
    writeFileSync(path, 'not a database');
    expect(() => readZyzzyvaDatabase(path)).toThrow(LexiconFormatError);
  });
});

// 0 → AA, 1 → AB …: distinct words of A–Z for any index.
function lettersOf(index: number): string {
  let word = '';
  for (let rest = index + 26; rest > 0; rest = Math.floor(rest / 26))
    word = String.fromCharCode(65 + (rest % 26)) + word;
  return word.length < 2 ? `A${word}` : word;
}

describe('lexiconFileFormat', () => {
  it('recognises an SQLite database by its content whatever its name', () => {
    const sqlite = Buffer.from('SQLite format 3\u0000rest of header');
    expect(lexiconFileFormat('CSW24.db', sqlite)).toBe('zyzzyva');
    expect(lexiconFileFormat('CSW24.txt', sqlite)).toBe('zyzzyva');
    expect(lexiconFileFormat('CSW24.db', Buffer.from('AA\nQI\n'))).toBe('text');
  });

  it('tells KWG and big KWG by their names, and reads everything else as text', () => {
    const head = new Uint8Array(16);
    expect(lexiconFileFormat('CSW24.kwg', head)).toBe('kwg');
    expect(lexiconFileFormat('CSW24.KBWG', head)).toBe('kbwg');
    expect(lexiconFileFormat('NWL2023.txt', head)).toBe('text');
  });
});
