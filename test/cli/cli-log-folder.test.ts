import Database from 'better-sqlite3';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Station } from '../../electron/core/station/station.ts';
import { exportRecordSchema, parseCsv, runCli, verifyJson, useStationCopies } from './run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const HASH = /^[0-9a-f]{64}$/u;

const headJsonSchema = z.strictObject({
  stationId: z.string(),
  stationName: z.string(),
  head: z.strictObject({ seq: z.number().int(), hash: z.string().regex(HASH) }).nullable(),
  paper: z.string().nullable(),
});

function headJson(dir: string): z.infer<typeof headJsonSchema> {
  const result = runCli(dir, '--json', 'log', 'head');
  expect(result.status).toBe(0);
  return headJsonSchema.parse(JSON.parse(result.stdout));
}

function headSeq(dir: string): number {
  return headJson(dir).head?.seq ?? 0;
}

/** A station named "Station 5" (or as given), then four challenges. */
function makeStation(dir: string, name = 'Station 5'): void {
  expect(runCli(dir, 'station', 'name', name).status).toBe(0);
  for (const words of [['cat'], ['dog', 'emu'], ['zebra', 'xqzv'], ['quiz']]) runCli(dir, 'judge', ...words);
}

describe('log export --out DIR', () => {
  let dir: string;
  let usb: string;
  beforeAll(() => {
    dir = makeTempDir('cli');
    makeStation(dir);
  });
  afterAll(() => {
    removeTempDir(dir);
  });
  beforeEach(() => {
    usb = makeTempDir('cli');
  });
  afterEach(() => {
    removeTempDir(usb);
  });

  it('writes dated csv, jsonl and html files named after the station and head, and logs the export', () => {
    const head = headSeq(dir);
    const result = runCli(dir, 'log', 'export', '--out', usb);
    expect(result.status, result.stderr).toBe(0);
    const files = readdirSync(usb).sort();
    expect(files).toHaveLength(3);
    for (const [index, ext] of ['csv', 'html', 'jsonl'].entries()) {
      expect(files[index]).toMatch(new RegExp(`^station-5-\\d{8}-\\d{6}-to-${head}\\.${ext}$`, 'u'));
      expect(result.stdout).toContain(join(usb, files[index] ?? ''));
    }
    expect(result.stdout).toContain(`Exported ${head} entries`);
    // The export itself was logged after the snapshot, as the next entry.
    expect(headSeq(dir)).toBe(head + 1);
    const [header, ...records] = readFileSync(join(usb, files[2] ?? ''), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(header).toMatchObject({
      header: { stationName: 'Station 5', entryCount: head, head: { seq: head } },
    });
    expect(records.map((record) => exportRecordSchema.parse(record).seq)).toEqual(
      Array.from({ length: head }, (_item, index) => index + 1),
    );
    const csv = readFileSync(join(usb, files[0] ?? ''), 'utf8');
    expect(csv.startsWith('\uFEFFChallenge Station log export,')).toBe(true);
    expect(parseCsv(csv.slice(1)).filter((row) => row[0] === 'Station')).toEqual([['Station', 'Station 5']]);
    // The head to note, in the one form `log head` and the export's own summary print.
    const noted = /Note on paper: (\S+ \S+ \S+ \S+)/u.exec(result.stdout)?.[1];
    expect(noted).toMatch(new RegExp(`^${head}:[0-9a-f]{4}( [0-9a-f]{4}){3}$`, 'u'));
    expect(parseCsv(csv.slice(1)).filter((row) => row[0] === 'Head for paper')).toEqual([
      ['Head for paper', noted],
    ]);
  });

  it('--format csv,html writes just those; --json reports the files and header', () => {
    const result = runCli(dir, '--json', 'log', 'export', '--out', usb, '--format', 'csv,html');
    expect(result.status, result.stderr).toBe(0);
    const json = z
      .object({
        folder: z.string(),
        files: z.array(z.string()),
        header: z.object({ entryCount: z.number() }),
      })
      .parse(JSON.parse(result.stdout));
    expect(json.folder).toBe(usb);
    expect(json.files.map((file) => file.split('.').at(-1))).toEqual(['csv', 'html']);
    expect(readdirSync(usb)).toHaveLength(2);
  });

  it('a missing folder exits 2 with a plain message and writes nothing', () => {
    const missing = join(usb, 'not-plugged-in');
    const before = headJson(dir).head;
    const result = runCli(dir, 'log', 'export', '--out', `${missing}/`);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`There is no folder at ${missing}`);
    expect(headJson(dir).head).toEqual(before);
  });

  it.each([
    ['an unknown format', ['--out', 'x', '--format', 'csv,pdf']],
    ['html to standard output', ['--format', 'html']],
    ['several formats to standard output', ['--format', 'csv,jsonl']],
  ])('%s exits 2', (_label, args) => {
    const result = runCli(dir, 'log', 'export', ...args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).not.toBe('');
  });
});

describe('log head and log verify --expect-head', () => {
  const stationCopy = useStationCopies(makeStation);
  let dir: string;
  beforeEach(() => {
    dir = stationCopy();
  });

  /** Removes the last entries, as someone with the file and a SQLite tool could. */
  function truncate(fromSeq: number): void {
    const db = new Database(join(dir, 'station.sqlite'));
    try {
      db.exec('DROP TRIGGER log_entries_no_delete;');
      db.prepare('DELETE FROM log_entries WHERE seq >= ?').run(fromSeq);
    } finally {
      db.close();
    }
  }

  it('log head prints the seq, the hash and the form to note on paper', () => {
    const result = runCli(dir, 'log', 'head');
    const json = headJson(dir);
    // The head a verify reports is the one before its own log-verified event.
    const verified = verifyJson(dir);
    const head = verified.ok ? verified.head : null;
    const hash = head?.hash ?? '?';
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Station 5');
    expect(result.stdout).toMatch(new RegExp(`Head seq:\\s+${head?.seq}\\n`, 'u'));
    expect(result.stdout).toContain(`Head hash: ${hash}`);
    const grouped = `${head?.seq}:${hash.slice(0, 4)} ${hash.slice(4, 8)} ${hash.slice(8, 12)} ${hash.slice(12, 16)}`;
    expect(result.stdout).toContain(`Note on paper: ${grouped}`);
    expect(result.stdout).toContain(`log verify --expect-head "${grouped}"`);
    expect(json).toMatchObject({
      stationName: 'Station 5',
      head: { seq: head?.seq, hash },
      paper: grouped,
    });
  });

  it('log head on an empty log says so', () => {
    const empty = makeTempDir('cli');
    try {
      new Station({ dataDir: empty }).close();
      expect(runCli(empty, 'log', 'head').stdout).toContain('Head: none (the log is empty)');
      expect(headJson(empty)).toMatchObject({ head: null, paper: null });
    } finally {
      removeTempDir(empty);
    }
  });

  it('exits 0 when the noted head is still in the log, even after more challenges', () => {
    const noted = headSeq(dir);
    const paper = headJson(dir).paper ?? '';
    runCli(dir, 'judge', 'cat');
    const result = runCli(dir, 'log', 'verify', '--expect-head', paper);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Noted head matches: entry ${noted}`);
    const json = JSON.parse(runCli(dir, '--json', 'log', 'verify', '--expect-head', paper).stdout) as unknown;
    // One more challenge, and the first verify's log-verified event.
    expect(json).toMatchObject({ ok: true, count: noted + 2, expectedHead: { seq: noted, matches: true } });
  });

  it('exits 1 when the log was cut back before the noted head, though its chain still verifies', () => {
    const noted = headSeq(dir);
    const paper = headJson(dir).paper ?? '';
    truncate(3);
    expect(verifyJson(dir)).toMatchObject({ status: 0, ok: true, count: 2 });
    // That verify's log-verified event is entry 3 now.
    const result = runCli(dir, 'log', 'verify', '--expect-head', paper);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `Noted head NOT FOUND: the log ends at entry 3, before the noted entry ${noted}`,
    );
    const json = runCli(dir, '--json', 'log', 'verify', '--expect-head', paper);
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: true, expectedHead: { seq: noted, matches: false } });
  });

  it('exits 1 when the log was cut back and written again, so the noted seq has another hash', () => {
    const noted = headSeq(dir);
    const paper = headJson(dir).paper ?? '';
    truncate(3);
    while (headSeq(dir) < noted) runCli(dir, 'judge', 'dog');
    expect(verifyJson(dir)).toMatchObject({ status: 0, ok: true, count: noted });
    const result = runCli(dir, 'log', 'verify', '--expect-head', paper);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      new RegExp(`Noted head DOES NOT MATCH: entry ${noted} has hash [0-9a-f]{16}, not [0-9a-f]{16}`, 'u'),
    );
  });

  it.each(['4', '4:xyz', '4:abc', 'four:abcdef12abcdef12', '0:abcdef12abcdef12'])(
    'a noted head of %j exits 2',
    (value) => {
      const result = runCli(dir, 'log', 'verify', '--expect-head', value);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('--expect-head');
    },
  );

  // With the files, a log rewritten from UNACCEPTABLE to ACCEPTABLE was ground (varying the times'
  // milliseconds) until its head began with 8 noted digits: 2^32 tries, minutes on a laptop.
  it.each([8, 12, 15])(
    'refuses a noted head of %i hex digits, saying why, instead of matching it',
    (digits) => {
      const head = verifyJson(dir);
      const noted = head.ok && head.head !== null ? head.head : { seq: 0, hash: '' };
      const result = runCli(
        dir,
        'log',
        'verify',
        '--expect-head',
        `${noted.seq}:${noted.hash.slice(0, digits)}`,
      );
      expect(result.status).toBe(2);
      expect(result.stdout).not.toContain('matches');
      expect(result.stderr).toContain('at least 16 hex digits (64 bits)');
    },
  );

  it('accepts the grouped form log head prints, copied back from paper', () => {
    const paper = headJson(dir).paper ?? '';
    expect(paper).toMatch(/^\d+:[0-9a-f]{4} [0-9a-f]{4} [0-9a-f]{4} [0-9a-f]{4}$/u);
    const result = runCli(dir, 'log', 'verify', '--expect-head', paper.toUpperCase());
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Noted head matches');
  });
});

describe('log merge', () => {
  let one: string;
  let two: string;
  let usb: string;
  let countOne: number;
  let countTwo: number;
  beforeAll(() => {
    one = makeTempDir('cli');
    two = makeTempDir('cli');
    usb = makeTempDir('cli');
    makeStation(one, 'Station 1');
    makeStation(two, 'Station 2');
    expect(runCli(one, 'log', 'export', '--out', usb, '--format', 'jsonl').status).toBe(0);
    runCli(one, 'judge', 'dog');
    countOne = headSeq(one);
    expect(runCli(one, 'log', 'export', '--out', usb, '--format', 'jsonl').status).toBe(0);
    mkdirSync(join(usb, 'two'));
    countTwo = headSeq(two);
    expect(runCli(two, 'log', 'export', '--out', join(usb, 'two')).status).toBe(0);
  });
  afterAll(() => {
    for (const dir of [one, two, usb]) removeTempDir(dir);
  });

  it('merges every export found in a folder, each entry once, and exits 0', () => {
    const out = makeTempDir('cli');
    try {
      const result = runCli(one, 'log', 'merge', usb, '--out', out);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(`Merged ${countOne + countTwo} entries from 2 stations`);
      expect(result.stdout).toMatch(
        new RegExp(
          `Station 1: ${countOne} entries, head ${countOne}:[0-9a-f]{4}( [0-9a-f]{4}){3} \\(2 files\\)`,
          'u',
        ),
      );
      expect(result.stdout).toMatch(
        new RegExp(
          `Station 2: ${countTwo} entries, head ${countTwo}:[0-9a-f]{4}( [0-9a-f]{4}){3} \\(1 file\\)`,
          'u',
        ),
      );
      expect(readdirSync(out).sort()).toEqual(['merged.csv', 'merged.html', 'merged.jsonl']);
      const lines = readFileSync(join(out, 'merged.jsonl'), 'utf8').trimEnd().split('\n');
      expect(lines).toHaveLength(1 + countOne + countTwo); // the summary line, then every entry once
    } finally {
      removeTempDir(out);
    }
  });

  it('exits 1 naming a tampered file and its first bad entry, and merges the rest', () => {
    const copy = makeTempDir('cli');
    const out = makeTempDir('cli');
    try {
      cpSync(usb, copy, { recursive: true });
      const file = readdirSync(join(copy, 'two')).find((name) => name.endsWith('.jsonl')) ?? '';
      const path = join(copy, 'two', file);
      const lines = readFileSync(path, 'utf8').split('\n');
      const bad = lines.findIndex((line) => line.includes('"XQZV"'));
      writeFileSync(
        path,
        lines.map((line, index) => (index === bad ? line.replace('"XQZV"', '"XYST"') : line)).join('\n'),
      );
      const result = runCli(one, '--json', 'log', 'merge', copy, '--out', out);
      expect(result.status).toBe(1);
      const json = z
        .object({
          entries: z.number(),
          files: z.array(z.object({ file: z.string(), status: z.string() }).loose()),
        })
        .parse(JSON.parse(result.stdout));
      expect(json.entries).toBe(countOne);
      expect(json.files.find((item) => item.file === path)).toMatchObject({
        status: 'refused',
        firstBadSeq: bad,
      });
      const text = runCli(one, 'log', 'merge', copy, '--out', out);
      expect(text.stdout).toContain(
        `PROBLEM: ${path} was refused at entry ${bad}: entry ${bad} does not match its hash`,
      );
    } finally {
      removeTempDir(copy);
      removeTempDir(out);
    }
  });

  it('exits 2 when there is nothing to merge', () => {
    const empty = makeTempDir('cli');
    try {
      const result = runCli(one, 'log', 'merge', empty, '--out', join(empty, 'out'));
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('No .jsonl exports were found');
      expect(runCli(one, 'log', 'merge', join(empty, 'nope'), '--out', empty).stderr).toContain(
        'There is no file or folder at',
      );
      expect(runCli(one, 'log', 'merge', empty).status).toBe(2);
    } finally {
      removeTempDir(empty);
    }
  });
});
