import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exportJsonl, firstLine, runCli, useStationCopies } from './run-cli.ts';

const entrySchema = z
  .object({
    seq: z.number().int(),
    kind: z.string(),
    words: z.array(z.string()),
    wordResults: z.array(z.boolean()),
    verdict: z.enum(['ACCEPTABLE', 'UNACCEPTABLE']).nullable(),
    round: z.number().nullable(),
    table: z.number().nullable(),
    refersTo: z.number().nullable(),
    ruling: z.string().nullable(),
    judge: z.string().nullable(),
    details: z.string().nullable(),
    lexiconName: z.string(),
  })
  .loose();
const wordSchema = z.strictObject({
  word: z.string(),
  valid: z.boolean(),
  definition: z.string().nullable(),
  symbols: z.string().nullable(),
  lists: z.array(z.object({ lexicon: z.string(), holds: z.boolean(), symbols: z.string().nullable() })),
});

/**
 * A station judging with a list that has definitions:
 * 1 lexicon-imported event, 2 CAT XQZV (round 3, table 12), 3 DOG (round 4, table 2), 4 EMU (DEMO).
 */
function makeStation(dir: string): void {
  const list = join(dir, 'list.txt');
  writeFileSync(list, 'cat\ta small feline\ndog\ta loyal canine\nemu\nqi\tthe vital force\n');
  expect(runCli(dir, 'lexicon', 'import', list, '--name', 'MINI').status).toBe(0);
  expect(runCli(dir, 'judge', '--round', '3', '--table', '12', 'cat', 'xqzv').status).toBe(1);
  expect(runCli(dir, 'judge', '--round', '4', '--table', '2', 'dog').status).toBe(0);
  expect(runCli(dir, 'judge', '--lexicon', 'DEMO', 'emu').status).toBe(0);
}

describe('review', () => {
  const stationCopy = useStationCopies(makeStation);
  let dir: string;
  beforeEach(() => {
    dir = stationCopy();
  });

  it('show SEQ gives each word’s result and definition, for word judges', () => {
    const result = runCli(dir, 'review', 'show', '2');
    expect(result.status).toBe(0);
    expect(firstLine(result.stdout)).toBe('Entry 2: UNACCEPTABLE');
    expect(result.stdout).toMatch(/CAT\s+valid\s+a small feline/u);
    expect(result.stdout).toMatch(/XQZV\s+NOT in the lexicon/u);
    expect(result.stdout).toContain('round 3  table 12');
    expect(result.stdout).toContain('No rulings or checks yet.');
    const json = z
      .object({ entry: entrySchema, words: z.array(wordSchema), followUps: z.array(entrySchema) })
      .parse(JSON.parse(runCli(dir, '--json', 'review', 'show', '2').stdout));
    expect(json.words).toEqual([
      { word: 'CAT', valid: true, definition: 'a small feline', symbols: null, lists: [] },
      { word: 'XQZV', valid: false, definition: null, symbols: null, lists: [] },
    ]);
  });

  it('show without SEQ opens the latest challenge', () => {
    expect(firstLine(runCli(dir, 'review', 'show').stdout)).toBe('Entry 4: ACCEPTABLE');
  });

  it.each([
    ['an event', ['1'], 'Entry 1 is not a challenge.'],
    ['an entry that does not exist', ['99'], 'Entry 99 is not a challenge.'],
    ['a seq that is not a number', ['two'], 'expected a whole number'],
  ])('show on %s exits 2', (_label, args, message) => {
    const result = runCli(dir, 'review', 'show', ...args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
  });

  it('check records the judge’s check of corrected words, exiting by its verdict', () => {
    const accepted = runCli(dir, 'review', 'check', '2', '--words', 'cat', 'qi', '--judge', 'Ann Lee');
    expect(accepted.status).toBe(0);
    expect(firstLine(accepted.stdout)).toBe('ACCEPTABLE');
    expect(accepted.stdout).toMatch(/QI\s+valid\s+the vital force/u);
    expect(accepted.stdout).toContain('Logged as entry 5, a check of entry 2 by Ann Lee.');

    const inDemo = runCli(
      dir,
      'review',
      'check',
      '2',
      '--words',
      'emu',
      '--lexicon',
      'DEMO',
      '--judge',
      'Ann',
    );
    expect(inDemo.status).toBe(0);
    const inMini = runCli(dir, 'review', 'check', '2', '--words', 'cat,xqzv', '--judge', 'Ann');
    expect(inMini.status).toBe(1);
    expect(firstLine(inMini.stdout)).toBe('UNACCEPTABLE');

    const records = exportJsonl(dir);
    expect(
      records.slice(4).map((record) => [record.kind, record.refers_to, record.judge, record.lexicon]),
    ).toEqual([
      ['check', 2, 'Ann Lee', 'MINI'],
      ['check', 2, 'Ann', 'DEMO'],
      ['check', 2, 'Ann', 'MINI'],
    ]);
    expect(records[4]?.words).toEqual(['CAT', 'QI']);
    // The challenge itself is never changed.
    expect(records[1]).toMatchObject({
      words: ['CAT', 'XQZV'],
      verdict: 'UNACCEPTABLE',
      round: 3,
      table: 12,
    });
  });

  it.each([
    ['no --judge', ['--words', 'cat']],
    ['no --words', ['--judge', 'Ann']],
    ['a word with a digit', ['--words', 'c4t', '--judge', 'Ann']],
  ])('check with %s exits 2 and records nothing', (_label, args) => {
    const result = runCli(dir, 'review', 'check', '2', ...args);
    expect(result.status).toBe(2);
    expect(result.stderr).not.toBe('');
    expect(exportJsonl(dir)).toHaveLength(4);
  });

  it('rule records an upheld or overturned ruling under the challenge; show lists it', () => {
    const upheld = runCli(dir, 'review', 'rule', '3', '--upheld', '--judge', 'Ann');
    expect(upheld.status).toBe(0);
    expect(upheld.stdout).toContain('Entry 3 upheld: the verdict is ACCEPTABLE.');
    const overturned = runCli(
      dir,
      'review',
      'rule',
      '2',
      '--overturned',
      '--judge',
      'Bo',
      '--note',
      'XQZV is in the supplement',
    );
    expect(overturned.status).toBe(0);
    expect(overturned.stdout).toContain('Entry 2 overturned: the verdict is ACCEPTABLE.');
    expect(overturned.stdout).toContain('Logged as entry 6, a ruling by Bo.');

    const records = exportJsonl(dir);
    expect(
      records.slice(4).map((record) => [record.kind, record.refers_to, record.ruling, record.verdict]),
    ).toEqual([
      ['ruling', 3, 'upheld', 'ACCEPTABLE'],
      ['ruling', 2, 'overturned', 'ACCEPTABLE'],
    ]);
    expect(records[5]?.details).toBe('XQZV is in the supplement');
    const shown = runCli(dir, 'review', 'show', '2');
    expect(shown.stdout).toContain(
      'entry 6: ruling by Bo: overturned, ACCEPTABLE — XQZV is in the supplement',
    );
  });

  it.each([
    ['neither --upheld nor --overturned', ['--judge', 'Ann'], 'Give --upheld or --overturned'],
    ['both', ['--upheld', '--overturned', '--judge', 'Ann'], 'cannot be used with'],
    ['overturned without a note', ['--overturned', '--judge', 'Ann'], 'Say why'],
    ['no judge', ['--upheld'], '--judge'],
  ])('rule with %s exits 2 and records nothing', (_label, args, message) => {
    const result = runCli(dir, 'review', 'rule', '2', ...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(exportJsonl(dir)).toHaveLength(4);
  });

  it('list shows challenges newest first, narrowed by round, table, verdict, lexicon or word', () => {
    const seqs = (...args: string[]): number[] => {
      const result = runCli(dir, '--json', 'review', 'list', ...args);
      expect(result.status, result.stderr).toBe(0);
      return z
        .array(entrySchema)
        .parse(JSON.parse(result.stdout))
        .map((entry) => entry.seq);
    };
    expect(seqs()).toEqual([4, 3, 2]);
    expect(seqs('--round', '3')).toEqual([2]);
    expect(seqs('--table', '2')).toEqual([3]);
    expect(seqs('--verdict', 'unacceptable')).toEqual([2]);
    expect(seqs('--lexicon', 'demo')).toEqual([4]);
    expect(seqs('--word', 'xqzv')).toEqual([2]);
    expect(seqs('--kind', 'all')).toEqual([4, 3, 2, 1]);
    expect(seqs('--kind', 'event')).toEqual([1]);
    expect(seqs('--limit', '1')).toEqual([4]);
    expect(seqs('--round', '9')).toEqual([]);

    const text = runCli(dir, 'review', 'list', '--round', '3');
    expect(text.stdout).toMatch(/^\s+2\s+\S+Z\s+R3 T12\s+UNACCEPTABLE\s+CAT XQZV\s+MINI \([0-9a-f]{8}\)\n$/u);
    expect(runCli(dir, 'review', 'list', '--round', '9').stdout).toBe('No entries match.\n');
    expect(runCli(dir, 'review', 'list', '--verdict', 'maybe').status).toBe(2);
  });
});
