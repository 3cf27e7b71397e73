import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstLine, logEntryCount, runCli } from './run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const judgeJsonSchema = z.object({
  verdict: z.enum(['ACCEPTABLE', 'UNACCEPTABLE']),
  words: z.array(z.string()),
  lexicon: z.object({
    name: z.string(),
    fingerprint: z.string().regex(/^[0-9a-f]{64}$/u),
    shortFingerprint: z.string(),
    demo: z.boolean(),
  }),
  seq: z.number().int(),
  explain: z
    .array(z.object({ word: z.string(), valid: z.boolean(), definition: z.string().nullable() }))
    .optional(),
});

const DEMO_LABEL = 'DEMO — not for tournament play';

describe('judge with the built-in DEMO lexicon', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  it('prints ACCEPTABLE first and exits 0 when every word is valid, naming the DEMO lexicon', () => {
    const result = runCli(dir, 'judge', 'CAT', 'DOG');
    expect(result.status).toBe(0);
    expect(firstLine(result.stdout)).toBe('ACCEPTABLE');
    expect(result.stdout).toContain('CAT DOG');
    expect(result.stdout).toContain(DEMO_LABEL);
    expect(result.stderr).toBe('');
    expect(logEntryCount(dir)).toBe(1);
  });

  it('prints UNACCEPTABLE first and exits 1 when a word is invalid, without saying which one', () => {
    const result = runCli(dir, 'judge', 'CAT', 'XQZV');
    expect(result.status).toBe(1);
    expect(firstLine(result.stdout)).toBe('UNACCEPTABLE');
    expect(result.stdout).toContain(DEMO_LABEL);
    expect(result.stdout).not.toMatch(/NOT in the lexicon|invalid/iu);
    expect(logEntryCount(dir)).toBe(1);
  });

  it('judges lower case as upper case and splits words at commas', () => {
    const result = runCli(dir, '--json', 'judge', 'cat,dog', 'Zebra');
    expect(result.status).toBe(0);
    const json = judgeJsonSchema.parse(JSON.parse(result.stdout));
    expect(json.words).toEqual(['CAT', 'DOG', 'ZEBRA']);
    expect(json.verdict).toBe('ACCEPTABLE');
  });

  it('--json gives verdict, words, lexicon and the log seq', () => {
    const first = runCli(dir, '--json', 'judge', 'cat');
    expect(first.status).toBe(0);
    const accepted = judgeJsonSchema.parse(JSON.parse(first.stdout));
    expect(accepted).toMatchObject({ verdict: 'ACCEPTABLE', words: ['CAT'], seq: 1 });
    expect(accepted.lexicon.name).toBe('DEMO');
    expect(accepted.lexicon.demo).toBe(true);
    expect(accepted.lexicon.shortFingerprint).toBe(accepted.lexicon.fingerprint.slice(0, 8));
    expect(accepted.explain).toBeUndefined();

    const second = runCli(dir, '--json', 'judge', 'cat', 'xqzv');
    expect(second.status).toBe(1);
    const rejected = judgeJsonSchema.parse(JSON.parse(second.stdout));
    expect(rejected).toMatchObject({ verdict: 'UNACCEPTABLE', words: ['CAT', 'XQZV'], seq: 2 });
    expect(rejected.lexicon.fingerprint).toBe(accepted.lexicon.fingerprint);
  });

  it('--explain adds a line per word naming the word that is not in the lexicon', () => {
    const result = runCli(dir, 'judge', '--explain', 'cat', 'xqzv');
    expect(result.status).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('UNACCEPTABLE');
    const xqzv = lines.find((line) => line.includes('XQZV') && !line.startsWith('Words:'));
    const cat = lines.find((line) => line.includes('CAT') && !line.startsWith('Words:'));
    expect(xqzv).toMatch(/NOT in the lexicon/u);
    expect(cat).toBeDefined();
    expect(cat).not.toMatch(/NOT in the lexicon/u);

    const json = judgeJsonSchema.parse(
      JSON.parse(runCli(dir, '--json', 'judge', '--explain', 'cat', 'xqzv').stdout),
    );
    expect(json.explain?.map((item) => [item.word, item.valid])).toEqual([
      ['CAT', true],
      ['XQZV', false],
    ]);
  });

  it('--lexicon DEMO and --lexicon <fingerprint prefix> select the lexicon', () => {
    const byName = judgeJsonSchema.parse(
      JSON.parse(runCli(dir, '--json', 'judge', '--lexicon', 'demo', 'cat').stdout),
    );
    expect(byName.lexicon.name).toBe('DEMO');
    const prefix = byName.lexicon.shortFingerprint;
    const byPrefix = runCli(dir, '--json', 'judge', '--lexicon', prefix, 'cat');
    expect(byPrefix.status).toBe(0);
    expect(judgeJsonSchema.parse(JSON.parse(byPrefix.stdout)).lexicon.fingerprint).toBe(
      byName.lexicon.fingerprint,
    );
  });

  it('an unknown --lexicon exits 3, gives no verdict and logs nothing', () => {
    const result = runCli(dir, 'judge', '--lexicon', 'NWL2099', 'cat');
    expect(result.status).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('NWL2099');
    expect(logEntryCount(dir)).toBe(0);
  });

  it.each([
    ['an unknown command', ['frobnicate']],
    ['an unknown option', ['judge', '--frobnicate', 'cat']],
    ['no words', ['judge']],
    ['a round of 0', ['judge', '--round', '0', 'cat']],
    ['a table that is not a number', ['judge', '--table', 'twelve', 'cat']],
  ])('%s exits 2 with a message and gives no verdict', (_label, args) => {
    const result = runCli(dir, ...args);
    expect(result.status).toBe(2);
    expect(result.stdout).not.toMatch(/ACCEPTABLE/u);
    expect(result.stderr).not.toBe('');
  });
});

describe('judge refuses input it cannot judge (exit 2, nothing logged)', () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir('cli');
  });
  afterAll(() => {
    removeTempDir(dir);
  });

  it.each([
    { label: 'a digit', words: ['c4t'], expected: ['c4t', 'U+0034', 'digit'] },
    { label: 'a Cyrillic look-alike', words: ['c\u0430t'], expected: ['c\u0430t', 'U+0430'] },
    { label: 'a zero-width space', words: ['ca\u200Bt'], expected: ['U+200B'], word: /ca.{0,10}t/u },
    { label: 'an emoji', words: ['ca\u{1F600}t'], expected: ['ca\u{1F600}t', 'U+1F600'] },
    { label: 'a bad second word', words: ['cat', 'do.g'], expected: ['do.g', 'U+002E', 'Word 2'] },
    { label: 'a 16-letter word', words: ['abcdefghijklmnop'], expected: ['ABCDEFGHIJKLMNOP', '16', '15'] },
    { label: 'a 1-letter word', words: ['cat', 'a'], expected: ['"A"', 'Word 2'] },
    { label: '9 words', words: ['at', 'be', 'do', 'go', 'he', 'if', 'in', 'is', 'it'], expected: ['9', '8'] },
    { label: '9 words in one argument', words: ['at,be,do,go,he,if,in,is,it'], expected: ['9'] },
  ])('$label', ({ words, expected, word }) => {
    const result = runCli(dir, 'judge', ...words);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    for (const text of expected) expect(result.stderr).toContain(text);
    if (word !== undefined) expect(result.stderr).toMatch(word);
  });

  it('with --json too: exit 2, the message on stderr, nothing on stdout', () => {
    const result = runCli(dir, '--json', 'judge', '--explain', 'cat', 'c\u0430t');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('U+0430');
  });

  // Runs after every refusal above (tests in a describe run in order) on the same data folder.
  it('logged none of the refused plays', () => {
    expect(runCli(dir, 'log', 'export', '--format', 'jsonl').stdout).toBe('');
    expect(logEntryCount(dir)).toBe(0);
  });
});

describe('judge gives no verdict when the station cannot record or judge (exit 3)', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  function expectCannotRecord(...options: string[]): void {
    const result = runCli(dir, ...options, 'judge', 'cat');
    expect(result.status).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/cannot record challenges/u);
  }

  it('when station.sqlite is a directory', () => {
    mkdirSync(join(dir, 'station.sqlite'));
    expectCannotRecord();
    expectCannotRecord('--json');
  });

  it('when station.sqlite has been overwritten with garbage', () => {
    expect(runCli(dir, 'judge', 'cat').status).toBe(0);
    for (const name of readdirSync(dir)) if (name.startsWith('station.sqlite-')) rmSync(join(dir, name));
    writeFileSync(join(dir, 'station.sqlite'), randomBytes(16 * 1024));
    expectCannotRecord();
  });

  it('when appending to the log fails', () => {
    expect(runCli(dir, 'judge', 'cat').status).toBe(0);
    const db = new Database(join(dir, 'station.sqlite'));
    db.exec(
      "CREATE TRIGGER refuse_insert BEFORE INSERT ON log_entries BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    db.close();
    expectCannotRecord();
    const reopened = new Database(join(dir, 'station.sqlite'));
    expect(reopened.prepare('SELECT count(*) AS n FROM log_entries').get()).toEqual({ n: 1 });
    reopened.close();
  });

  it('when the log table is missing from the database', () => {
    expect(runCli(dir, 'judge', 'cat').status).toBe(0);
    const db = new Database(join(dir, 'station.sqlite'));
    db.exec('DROP TABLE log_entries');
    db.close();
    expectCannotRecord();
  });

  it('when the database is from a newer version, which it leaves untouched', () => {
    const path = join(dir, 'station.sqlite');
    const db = new Database(path);
    db.pragma('user_version = 99');
    db.close();
    const result = runCli(dir, 'judge', 'cat');
    expect(result.status).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/newer version/u);
    const reopened = new Database(path, { readonly: true });
    expect(reopened.pragma('user_version', { simple: true })).toBe(99);
    reopened.close();
  });

  it('when the active lexicon’s compiled file is missing, and logs nothing', () => {
    expect(runCli(dir, 'judge', 'cat').status).toBe(0);
    for (const name of readdirSync(join(dir, 'lexicons'))) rmSync(join(dir, 'lexicons', name));
    const result = runCli(dir, 'judge', 'cat');
    expect(result.status).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/DEMO/u);
    expect(logEntryCount(dir)).toBe(1);
  });
});
