import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENABLE2K, expectedFingerprint, firstLine, logEntryCount, runCli } from './run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';
import { describeWithEnable2k } from '../support/enable2k.ts';

const lexiconJsonSchema = z.object({
  name: z.string(),
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/u),
  shortFingerprint: z.string(),
  wordCount: z.number().int(),
  demo: z.boolean(),
  active: z.boolean(),
});
const judgeJsonSchema = z.object({
  verdict: z.enum(['ACCEPTABLE', 'UNACCEPTABLE']),
  lexicon: z.object({ name: z.string(), fingerprint: z.string(), demo: z.boolean() }),
  explain: z
    .array(z.object({ word: z.string(), valid: z.boolean(), definition: z.string().nullable() }))
    .optional(),
});

const WORDS = ['CAT', 'DOG', 'EMU', 'ZEBRA'];
const FINGERPRINT = expectedFingerprint(WORDS);

function listJson(dir: string): z.infer<typeof lexiconJsonSchema>[] {
  const result = runCli(dir, '--json', 'lexicon', 'list');
  expect(result.status).toBe(0);
  return z.array(lexiconJsonSchema).parse(JSON.parse(result.stdout));
}

function judgeJson(dir: string, ...args: string[]): z.infer<typeof judgeJsonSchema> {
  return judgeJsonSchema.parse(JSON.parse(runCli(dir, '--json', 'judge', ...args).stdout));
}

function writeList(dir: string, name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('lexicon import: the fingerprint identifies the words, whatever the file format', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  it('prints the name, the word count and the full fingerprint', () => {
    const file = writeList(dir, 'list.txt', 'cat\ndog\nemu\nzebra\n');
    const result = runCli(dir, 'lexicon', 'import', file, '--name', 'TEST1');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('TEST1');
    expect(result.stdout).toMatch(/Words:\s+4\b/u);
    expect(result.stdout).toContain(FINGERPRINT);
    expect(result.stderr).toBe('');
  });

  it.each([
    ['LF', 'cat\ndog\nemu\nzebra\n'],
    ['CRLF', 'cat\r\ndog\r\nemu\r\nzebra\r\n'],
    ['a UTF-8 BOM', '\uFEFFcat\ndog\nemu\nzebra\n'],
    ['comments and blank lines', '# my list\n\ncat\n\n# animals\ndog\n   \nemu\nzebra\n\n'],
    // Capitals and lower case mix; a capitalised line would be a name (see cli-list-case.test.ts).
    ['mixed case and duplicates', 'ZEBRA\ncat\nCAT\nDOG\ndog\nEMU\nzebra\n'],
    ['definitions after a tab', 'cat\ta small feline\ndog\ta loyal canine\nemu\tbig bird\nzebra\tstriped\n'],
    ['definitions after a space', 'cat a small feline\ndog a loyal canine\nemu big bird\nzebra striped\n'],
    ['trailing spaces', 'cat  \ndog\t\nemu \nzebra\n'],
    ['no final newline', 'cat\ndog\nemu\nzebra'],
    // As many in capitals as in lower case: not a list in lower case, so DOG is a word (list-case.ts).
    ['CRLF, BOM and no final newline', '\uFEFFZEBRA\r\nemu\r\nDOG\r\ncat'],
  ])('%s', (_label, content) => {
    const file = writeList(dir, 'list.txt', content);
    const result = runCli(dir, '--json', 'lexicon', 'import', file, '--name', 'TEST1');
    expect(result.status).toBe(0);
    const info = lexiconJsonSchema.parse(JSON.parse(result.stdout));
    expect(info).toMatchObject({ name: 'TEST1', fingerprint: FINGERPRINT, wordCount: 4, demo: false });
    expect(info.shortFingerprint).toBe(FINGERPRINT.slice(0, 8));
  });

  it('a line that starts with a space is either read as its word or refused naming the line', () => {
    const result = runCli(
      dir,
      'lexicon',
      'import',
      writeList(dir, 'indented.txt', 'cat\n dog\nemu\n'),
      '--name',
      'BAD',
    );
    if (result.status === 0) {
      // Accepted: then it must be the words CAT, DOG, EMU .
      expect(result.stdout).toContain(expectedFingerprint(['CAT', 'DOG', 'EMU']));
      return;
    }
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Line 2');
  });
});

describe('lexicon import refuses bad lists and changes nothing', () => {
  let dir: string;
  let listBefore: string;
  beforeAll(() => {
    dir = makeTempDir('cli');
    expect(
      runCli(dir, 'lexicon', 'import', writeList(dir, 'good.txt', 'cat\ndog\n'), '--name', 'GOOD').status,
    ).toBe(0);
    listBefore = runCli(dir, '--json', 'lexicon', 'list').stdout;
  });
  afterAll(() => {
    removeTempDir(dir);
  });
  afterEach(() => {
    expect(runCli(dir, '--json', 'lexicon', 'list').stdout).toBe(listBefore);
  });

  it.each([
    ['a digit on line 3', 'cat\ndog\nc4t\nemu\n', ['Line 3', 'c4t', 'U+0034']],
    ['a Cyrillic letter on line 2 of a CRLF file', 'cat\r\nd\u043Eg\r\nemu\r\n', ['Line 2', 'U+043E']],
    ['punctuation on line 4 after a comment', '# list\ncat\ndog\ndon’t\n', ['Line 4', 'holds an apostrophe']],
    ['an accented letter on line 1', 'café\n', ['Line 1', 'U+00E9']],
    ['an empty list', '# nothing here\n\n   \n', ['empty']],
  ])('%s', (_label, content, expected) => {
    const result = runCli(dir, 'lexicon', 'import', writeList(dir, 'bad.txt', content), '--name', 'BAD');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    for (const text of expected) expect(result.stderr).toContain(text);
  });

  it('a file that is not UTF-8', () => {
    const file = writeList(
      dir,
      'latin1.txt',
      Buffer.from([0x63, 0x61, 0x74, 0x0a, 0x63, 0x61, 0x66, 0xe9, 0x0a]),
    );
    const result = runCli(dir, 'lexicon', 'import', file, '--name', 'BAD');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/UTF-8/u);
  });

  it('a second list with the same words under another name', () => {
    const result = runCli(
      dir,
      'lexicon',
      'import',
      writeList(dir, 'same.txt', 'DOG\nCAT\n'),
      '--name',
      'OTHER',
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('GOOD');
  });

  it.each(['GOOD', 'good'])('a different list under the existing name %s', (name) => {
    const result = runCli(
      dir,
      'lexicon',
      'import',
      writeList(dir, 'diff.txt', 'cat\ndog\nemu\n'),
      '--name',
      name,
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/already named/u);
  });
});

describe('the active lexicon', () => {
  let dir: string;
  let first: z.infer<typeof lexiconJsonSchema>;
  let second: z.infer<typeof lexiconJsonSchema>;
  beforeAll(() => {
    dir = makeTempDir('cli');
  });
  afterAll(() => {
    removeTempDir(dir);
  });

  it('is the DEMO list until a list is imported, then the first import', () => {
    expect(judgeJson(dir, 'cat').lexicon.demo).toBe(true);
    const result = runCli(
      dir,
      '--json',
      'lexicon',
      'import',
      writeList(dir, 'one.txt', 'cat\ndog\n'),
      '--name',
      'ONE',
    );
    expect(result.status).toBe(0);
    first = lexiconJsonSchema.parse(JSON.parse(result.stdout));
    expect(first.active).toBe(true);
    expect(runCli(dir, 'judge', 'emu').stdout).toMatch(/^UNACCEPTABLE\n(.*\n)*Lexicon: ONE /u);
    const judged = judgeJson(dir, 'cat', 'dog');
    expect(judged).toMatchObject({
      verdict: 'ACCEPTABLE',
      lexicon: { name: 'ONE', fingerprint: first.fingerprint },
    });
    expect(runCli(dir, 'judge', 'cat').stdout).not.toContain('DEMO');
  });

  it('stays the first import when a second is imported', () => {
    const result = runCli(
      dir,
      'lexicon',
      'import',
      writeList(dir, 'two.txt', 'emu\nzebra\n'),
      '--name',
      'TWO',
    );
    expect(result.status).toBe(0);
    expect(result.stdout).not.toMatch(/active/u);
    const list = listJson(dir);
    second = lexiconJsonSchema.parse(list.find((info) => info.name === 'TWO'));
    expect(list.map((info) => [info.name, info.active, info.demo])).toEqual(
      expect.arrayContaining([
        ['ONE', true, false],
        ['TWO', false, false],
        ['DEMO', false, true],
      ]),
    );
    expect(list).toHaveLength(3);
    expect(judgeJson(dir, 'emu').lexicon.name).toBe('ONE');
  });

  it('--lexicon picks a lexicon for one judgement by name or fingerprint prefix, leaving the active one', () => {
    expect(judgeJson(dir, '--lexicon', 'two', 'emu')).toMatchObject({
      verdict: 'ACCEPTABLE',
      lexicon: { name: 'TWO' },
    });
    expect(judgeJson(dir, '--lexicon', second.fingerprint.slice(0, 8), 'zebra')).toMatchObject({
      verdict: 'ACCEPTABLE',
      lexicon: { name: 'TWO' },
    });
    expect(judgeJson(dir, '--lexicon', second.fingerprint, 'cat').verdict).toBe('UNACCEPTABLE');
    expect(judgeJson(dir, 'cat').lexicon.name).toBe('ONE');
  });

  it('changes with lexicon use NAME, and lexicon list marks it', () => {
    const result = runCli(dir, 'lexicon', 'use', 'TWO');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('TWO');
    expect(judgeJson(dir, 'emu')).toMatchObject({ verdict: 'ACCEPTABLE', lexicon: { name: 'TWO' } });
    expect(
      listJson(dir)
        .filter((info) => info.active)
        .map((info) => info.name),
    ).toEqual(['TWO']);
    expect(runCli(dir, 'lexicon', 'list').stdout).toMatch(/^\* TWO /mu);
  });

  it('changes with lexicon use <8-hex fingerprint prefix>', () => {
    const result = runCli(dir, 'lexicon', 'use', first.fingerprint.slice(0, 8));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('ONE');
    expect(judgeJson(dir, 'cat').lexicon.name).toBe('ONE');
    expect(
      listJson(dir)
        .filter((info) => info.active)
        .map((info) => info.name),
    ).toEqual(['ONE']);
  });

  it('is unchanged by lexicon use with an unknown name, which fails', () => {
    const result = runCli(dir, 'lexicon', 'use', 'NOPE');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('NOPE');
    expect(judgeJson(dir, 'cat').lexicon.name).toBe('ONE');
  });
});

describe('--explain with a list that has definitions', () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir('cli');
    const file = writeList(dir, 'defs.txt', 'CAT a small domesticated feline\nDOG\tman’s best friend\nEMU\n');
    expect(runCli(dir, 'lexicon', 'import', file, '--name', 'DEFS').status).toBe(0);
  });
  afterAll(() => {
    removeTempDir(dir);
  });

  it('shows each valid word’s definition', () => {
    const result = runCli(dir, 'judge', '--explain', 'cat', 'dog', 'emu', 'xqzv');
    expect(result.status).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('UNACCEPTABLE');
    expect(lines.find((line) => line.includes('CAT') && !line.startsWith('Words:'))).toContain(
      'a small domesticated feline',
    );
    expect(lines.find((line) => line.includes('DOG') && !line.startsWith('Words:'))).toContain(
      'man’s best friend',
    );
    expect(lines.find((line) => line.includes('XQZV') && !line.startsWith('Words:'))).toContain(
      'NOT in the lexicon',
    );
  });

  it('--json --explain gives the definitions, null where there is none', () => {
    expect(judgeJson(dir, '--explain', 'cat', 'emu').explain).toEqual([
      { word: 'CAT', valid: true, definition: 'a small domesticated feline' },
      { word: 'EMU', valid: true, definition: null },
    ]);
  });

  it('never shows definitions without --explain', () => {
    const result = runCli(dir, 'judge', 'cat');
    expect(firstLine(result.stdout)).toBe('ACCEPTABLE');
    expect(result.stdout).not.toContain('feline');
  });
});

describeWithEnable2k('ENABLE2K', () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir('cli');
  });
  afterAll(() => {
    removeTempDir(dir);
  });

  it('refuses ENABLE for its words of 16+ letters, then imports the other words with --skip-unplayable and judges with them', () => {
    const words = readFileSync(ENABLE2K, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    const playable = words.filter((word) => word.length >= 2 && word.length <= 15);
    const unplayable = words.length - playable.length;
    expect(unplayable).toBeGreaterThan(1000);
    const refused = runCli(dir, 'lexicon', 'import', ENABLE2K, '--name', 'ENABLE2K');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(
      `fewer than 2 or more than 15 tiles: ${unplayable.toLocaleString('en')} lines`,
    );
    expect(refused.stderr).toContain('--skip-unplayable');
    expect(runCli(dir, 'lexicon', 'list').stdout).not.toContain('ENABLE2K');

    const result = runCli(
      dir,
      '--json',
      'lexicon',
      'import',
      ENABLE2K,
      '--name',
      'ENABLE2K',
      '--skip-unplayable',
    );
    expect(result.status).toBe(0);
    const info = lexiconJsonSchema.parse(JSON.parse(result.stdout));
    expect(info).toMatchObject({
      name: 'ENABLE2K',
      wordCount: playable.length,
      fingerprint: expectedFingerprint(playable),
      active: true,
    });

    const quixotic = runCli(dir, 'judge', 'quixotic');
    expect(quixotic.status).toBe(0);
    expect(firstLine(quixotic.stdout)).toBe('ACCEPTABLE');
    expect(quixotic.stdout).toContain(`ENABLE2K (${info.fingerprint.slice(0, 8)})`);
    const qi = runCli(dir, 'judge', 'qi');
    expect(qi.status).toBe(1);
    expect(firstLine(qi.stdout)).toBe('UNACCEPTABLE');
    expect(judgeJson(dir, 'cat', 'dog', 'za').verdict).toBe('UNACCEPTABLE');
    expect(judgeJson(dir, 'cat', 'dog').verdict).toBe('ACCEPTABLE');
    // Four adjudications, after the import's own entry.
    expect(logEntryCount(dir)).toBe(5);
  });
});

describe('lexicon import of a list with unplayable lines', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  it('exits 2 with every line grouped by reason and installs nothing; --skip-unplayable imports the rest and says what it skipped', () => {
    const list = writeList(dir, 'mixed.txt', 'cat\na\nd0g\ncafé\nabcdefghijklmnop\nemu\n');
    const refused = runCli(dir, 'lexicon', 'import', list, '--name', 'MIXED');
    expect(refused.status).toBe(2);
    expect(refused.stdout).toBe('');
    const lines = refused.stderr.split('\n');
    expect(lines.slice(0, 8)).toEqual([
      'The word list has 4 lines that cannot be played:',
      '  not a tile of this alphabet: 1 line',
      '    Line 4: "café" (contains "é" (U+00E9, an accented or special letter))',
      '  fewer than 2 or more than 15 tiles: 2 lines',
      '    Line 2: "a" (1 tile)',
      '    Line 5: "abcdefghijklmnop" (16 tiles)',
      '  not a word: 1 line',
      '    Line 3: "d0g" (contains "0" (U+0030, a digit))',
    ]);
    expect(refused.stderr).toMatch(/Every such line is listed in .*import-reports\/MIXED-.*\.txt/u);
    expect(runCli(dir, 'lexicon', 'list').stdout).not.toContain('MIXED');

    const skipped = runCli(dir, 'lexicon', 'import', list, '--name', 'MIXED', '--skip-unplayable');
    expect(skipped.status).toBe(0);
    expect(skipped.stdout).toContain(`Fingerprint: ${expectedFingerprint(['cat', 'emu'])}`);
    expect(skipped.stdout).toContain('Skipped, as asked:');
    expect(skipped.stdout).toContain('The word list has 4 lines that cannot be played:');
  });

  it("refuses Debian's Spanish list naming line 4891 and the other 39 lines with a K", (context) => {
    const spanish = '/usr/share/dict/spanish';
    if (!existsSync(spanish)) context.skip(`${spanish} is absent: apt-get install wspanish to run this test`);
    const refused = runCli(dir, 'lexicon', 'import', spanish, '--name', 'ES', '--alphabet', 'spanish');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('  not a tile of this alphabet: 40 lines');
    expect(refused.stderr).toContain('    Line 4891: "alkermes" (k is not a Spanish tile)');
    expect(refused.stderr).toContain('    Line 1: "a" (1 tile)');
    const skipped = runCli(
      dir,
      'lexicon',
      'import',
      spanish,
      '--name',
      'ES',
      '--alphabet',
      'spanish',
      '--skip-unplayable',
    );
    expect(skipped.status).toBe(0);
    expect(skipped.stdout).toContain('Imported ES');
  });
});
