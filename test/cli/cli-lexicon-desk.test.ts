// The lexicon desk from the command line: lists imported the way directors receive them (a Zyzzyva
// database, a KWG word graph, text), refusals that install nothing, and `lexicon diff` / `show`.
import Database from 'better-sqlite3';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeWithEnable2k } from '../support/enable2k.ts';
import { writeKwgOfWords } from '../support/kwg-writer.ts';
import { writeZyzzyvaDatabase } from '../support/zyzzyva-database.ts';
import { ENABLE2K, expectedFingerprint, runCli } from './run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const importJsonSchema = z.object({ name: z.string(), fingerprint: z.string(), wordCount: z.number() });
const listSchema = z.array(z.object({ name: z.string(), fingerprint: z.string() }));
const explainSchema = z.object({
  verdict: z.string(),
  explain: z.array(
    z.object({
      word: z.string(),
      valid: z.boolean(),
      definition: z.string().nullable(),
      symbols: z.string().nullable(),
    }),
  ),
});

const WORDS = ['AA', 'QAT', 'QI', 'ZA', 'ZEBRA'];
const ENTRIES = [
  { word: 'AA', definition: 'rough cindery lava', symbols: '' },
  { word: 'QAT', definition: 'an evergreen shrub', symbols: '#' },
  { word: 'QI', definition: 'the vital force', symbols: '+' },
  { word: 'ZA', definition: 'pizza' },
  { word: 'ZEBRA', definition: 'a striped horse' },
];

function importJson(
  dir: string,
  file: string,
  name: string,
  ...options: string[]
): z.infer<typeof importJsonSchema> {
  const result = runCli(dir, '--json', 'lexicon', 'import', file, '--name', name, ...options);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return importJsonSchema.parse(JSON.parse(result.stdout));
}

function installedNames(dir: string): string[] {
  const result = runCli(dir, '--json', 'lexicon', 'list');
  if (result.status === 4) return []; // no station was ever created: nothing installed
  return listSchema.parse(JSON.parse(result.stdout)).map((lexicon) => lexicon.name);
}

describe('lexicon import recognises the file and imports the same words from every format', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  it('imports a Zyzzyva database by its content, whatever its name, with definitions and symbols', () => {
    // Named .txt on purpose: the database is told by its content, not its name.
    const path = join(dir, 'CSW24-from-zyzzyva.txt');
    writeZyzzyvaDatabase(path, ENTRIES);
    const before = readFileSync(path);
    const info = importJson(join(dir, 'station'), path, 'CSW24');
    expect(info.wordCount).toBe(WORDS.length);
    expect(info.fingerprint).toBe(expectedFingerprint(WORDS));
    // Opened read-only: the director's database is exactly as it was.
    expect(readFileSync(path).equals(before)).toBe(true);

    const explained = runCli(join(dir, 'station'), '--json', 'judge', 'QAT', 'QI', '--explain');
    expect(explained.status).toBe(0);
    const parsed = explainSchema.parse(JSON.parse(explained.stdout));
    expect(parsed.explain).toEqual([
      expect.objectContaining({ word: 'QAT', definition: 'an evergreen shrub', symbols: '#' }),
      expect.objectContaining({ word: 'QI', definition: 'the vital force', symbols: '+' }),
    ]);
    const text = runCli(join(dir, 'station'), 'judge', 'QAT', '--explain');
    expect(text.stdout).toMatch(/QAT#\s+valid\s+an evergreen shrub/u);
    // The verdict line carries neither symbol nor definition.
    expect(text.stdout.split('\n')[0]).toBe('ACCEPTABLE');

    const review = runCli(join(dir, 'station'), 'review', 'show');
    expect(review.status).toBe(0);
    expect(review.stdout).toMatch(/QAT#\s+valid\s+an evergreen shrub/u);
  });

  it('imports a KWG and a big KWG (.kbwg) to the text list’s fingerprint', () => {
    const kwg = join(dir, 'list.kwg');
    const kbwg = join(dir, 'list.kbwg');
    writeFileSync(kwg, writeKwgOfWords(WORDS));
    writeFileSync(kbwg, writeKwgOfWords(WORDS, undefined, 'kbwg'));
    expect(importJson(join(dir, 'a'), kwg, 'NWL').fingerprint).toBe(expectedFingerprint(WORDS));
    expect(importJson(join(dir, 'b'), kbwg, 'NWL').fingerprint).toBe(expectedFingerprint(WORDS));
  });

  it('reads symbols glued to words in a text list', () => {
    const path = join(dir, 'marked.txt');
    writeFileSync(path, 'AA\nQAT# an evergreen shrub\nQI+\nZA\nZEBRA\n');
    expect(importJson(join(dir, 'station'), path, 'CSW').fingerprint).toBe(expectedFingerprint(WORDS));
    const parsed = explainSchema.parse(
      JSON.parse(runCli(join(dir, 'station'), '--json', 'judge', 'QAT', 'QI', '--explain').stdout),
    );
    expect(parsed.explain.map((item) => [item.word, item.symbols, item.definition])).toEqual([
      ['QAT', '#', 'an evergreen shrub'],
      ['QI', '+', null],
    ]);
  });
});

describe('lexicon import refuses files it cannot read, and installs nothing', () => {
  let dir: string;
  let station: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
    station = join(dir, 'station');
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  function expectRefused(file: string, message: RegExp): void {
    const result = runCli(station, 'lexicon', 'import', file, '--name', 'BAD');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    // A plain message, not a stack trace.
    expect(result.stderr).not.toMatch(/\n\s+at /u);
    expect(installedNames(station)).not.toContain('BAD');
  }

  it('refuses an SQLite database that is not a Zyzzyva lexicon', () => {
    const path = join(dir, 'CSW24.db');
    const db = new Database(path);
    db.exec("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hello')");
    db.close();
    expectRefused(path, /not a Zyzzyva lexicon/u);
  });

  it('refuses a Zyzzyva-like database without its words column', () => {
    const path = join(dir, 'CSW24.db');
    writeZyzzyvaDatabase(path, ENTRIES, { withoutColumn: 'word' });
    expectRefused(path, /not a Zyzzyva lexicon/u);
  });

  it('refuses a truncated word graph', () => {
    const bytes = writeKwgOfWords(WORDS);
    const path = join(dir, 'cut.kwg');
    writeFileSync(path, bytes.subarray(0, bytes.length - 2));
    expectRefused(path, /truncated/u);
  });

  it('refuses a word graph with an arc past its end', () => {
    const bytes = writeKwgOfWords(WORDS);
    // Node 0 points at the root: aim it far past the end of the file.
    new DataView(bytes.buffer, bytes.byteOffset).setUint32(0, 0x3f_0000, true);
    const path = join(dir, 'past-end.kwg');
    writeFileSync(path, bytes);
    expectRefused(path, /past its end/u);
  });
});

describe('lexicon diff and lexicon show', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
    writeFileSync(join(dir, 'old.txt'), 'AA\nQAT\nZA\nZO\n');
    writeFileSync(join(dir, 'new.txt'), 'AA\nZA\nQI\nZEBRA\nCH\n');
    expect(
      runCli(join(dir, 'station'), 'lexicon', 'import', join(dir, 'old.txt'), '--name', 'OLD').status,
    ).toBe(0);
    expect(
      runCli(join(dir, 'station'), 'lexicon', 'import', join(dir, 'new.txt'), '--name', 'NEW').status,
    ).toBe(0);
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  it('prints the counts, then the added words, then the removed ones, each sorted', () => {
    const result = runCli(join(dir, 'station'), 'lexicon', 'diff', 'OLD', 'NEW');
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.slice(1, 3)).toEqual(['Added:   3 words', 'Removed: 2 words']);
    expect(lines.slice(4)).toEqual(['Added:', 'CH', 'QI', 'ZEBRA', '', 'Removed:', 'QAT', 'ZO']);
  });

  it('gives the same lists as JSON', () => {
    const result = runCli(join(dir, 'station'), '--json', 'lexicon', 'diff', 'OLD', 'NEW');
    expect(result.status).toBe(0);
    const parsed = z
      .object({ added: z.array(z.string()), removed: z.array(z.string()) })
      .parse(JSON.parse(result.stdout));
    expect(parsed).toEqual({ added: ['CH', 'QI', 'ZEBRA'], removed: ['QAT', 'ZO'] });
  });

  it('refuses to compare a lexicon that is not installed', () => {
    const result = runCli(join(dir, 'station'), 'lexicon', 'diff', 'OLD', 'CSW99');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/CSW99/u);
  });

  it('shows the word count, fingerprint, import date and counts by word length', () => {
    const result = runCli(join(dir, 'station'), 'lexicon', 'show', 'NEW');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Words:       5');
    expect(result.stdout).toContain(`Fingerprint: ${expectedFingerprint(['AA', 'CH', 'QI', 'ZA', 'ZEBRA'])}`);
    expect(result.stdout).toMatch(/Imported:\s+\d{4}-\d\d-\d\dT/u);
    expect(result.stdout).toMatch(/ 2 tiles {2}4\n\s+5 tiles {2}1/u);
    const json = z
      .object({ countsByLength: z.array(z.object({ length: z.number(), count: z.number() })) })
      .parse(JSON.parse(runCli(join(dir, 'station'), '--json', 'lexicon', 'show', 'NEW').stdout));
    expect(json.countsByLength).toEqual([
      { length: 2, count: 4 },
      { length: 5, count: 1 },
    ]);
  });

  it('marks each reviewed word with the offered lists that hold it', () => {
    const station = join(dir, 'station');
    expect(runCli(station, 'station', 'offer', 'OLD', 'NEW').status).toBe(0);
    runCli(station, 'judge', 'QAT', '--lexicon', 'OLD');
    const review = runCli(station, 'review', 'show');
    expect(review.status).toBe(0);
    expect(review.stdout).toMatch(/QAT\s+valid\s+\[OLD · not in NEW\]/u);
  });
});

describeWithEnable2k('ENABLE as a Zyzzyva database and as a KWG imports to the text’s fingerprint', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  it('gives the same word count and fingerprint from text, database and word graph', () => {
    const words = readFileSync(ENABLE2K, 'utf8')
      .split('\n')
      .map((line) => line.trim().toUpperCase())
      .filter((line) => line.length > 0);
    // ENABLE has words of 16 letters and more, which no board holds: each format skips the same ones.
    const text = importJson(join(dir, 'text'), ENABLE2K, 'ENABLE', '--skip-unplayable');
    const database = join(dir, 'enable.db');
    writeZyzzyvaDatabase(
      database,
      words.map((word) => ({ word })),
    );
    const graph = join(dir, 'enable.kwg');
    writeFileSync(graph, writeKwgOfWords([...words].sort()));
    const fromDatabase = importJson(join(dir, 'db'), database, 'ENABLE', '--skip-unplayable');
    const fromGraph = importJson(join(dir, 'kwg'), graph, 'ENABLE', '--skip-unplayable');
    expect(fromDatabase).toMatchObject({ wordCount: text.wordCount, fingerprint: text.fingerprint });
    expect(fromGraph).toMatchObject({ wordCount: text.wordCount, fingerprint: text.fingerprint });
  });
});
