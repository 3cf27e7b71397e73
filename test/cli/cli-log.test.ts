import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Station } from '../../electron/core/station/station.ts';
import {
  EXPORT_COLUMNS,
  exportJsonl,
  parseCsv,
  parseJsonl,
  PROJECT_DIR,
  runCli,
  STATION_MODULE,
  verifyJson,
  type ExportRecord,
  useStationCopies,
} from './run-cli.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

const GENESIS = '0'.repeat(64);
const HASH = /^[0-9a-f]{64}$/u;

/** Asserts that export records form one gap-free chain from seq 1. */
function expectGapFreeChain(records: readonly ExportRecord[]): void {
  let previous = GENESIS;
  records.forEach((record, index) => {
    expect(record.seq).toBe(index + 1);
    expect(record.prev_hash).toBe(previous);
    expect(record.hash).toMatch(HASH);
    previous = record.hash;
  });
}

describe('log export', () => {
  let dir: string;
  let outDir: string;
  beforeAll(() => {
    dir = makeTempDir('cli');
    outDir = makeTempDir('cli');
    expect(runCli(dir, 'judge', 'cat', 'dog').status).toBe(0);
    expect(runCli(dir, 'judge', '--round', '3', '--table', '12', 'cat', 'xqzv').status).toBe(1);
    expect(runCli(dir, 'judge', '--table', '7', 'Zebra').status).toBe(0);
  });
  afterAll(() => {
    removeTempDir(dir);
    removeTempDir(outDir);
  });

  it('--format jsonl: one object per entry with every column, in order', () => {
    const result = runCli(dir, 'log', 'export', '--format', 'jsonl');
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    for (const line of lines.slice(0, 3)) {
      expect(Object.keys(z.record(z.string(), z.unknown()).parse(JSON.parse(line)))).toEqual([
        ...EXPORT_COLUMNS,
      ]);
    }
    const records = parseJsonl(result.stdout);
    expectGapFreeChain(records);
    expect(records.map((record) => [record.words, record.word_results, record.verdict])).toEqual([
      [['CAT', 'DOG'], ['valid', 'valid'], 'ACCEPTABLE'],
      [['CAT', 'XQZV'], ['valid', 'invalid'], 'UNACCEPTABLE'],
      [['ZEBRA'], ['valid'], 'ACCEPTABLE'],
    ]);
    expect(records.map((record) => [record.round, record.table])).toEqual([
      [null, null],
      [3, 12],
      [null, 7],
    ]);
    for (const record of records) {
      expect(record).toMatchObject({ source: 'cli', kind: 'adjudication', lexicon: 'DEMO', details: null });
      expect(record.fingerprint).toMatch(HASH);
      expect(Number.isNaN(Date.parse(record.time))).toBe(false);
    }
    expect(new Set(records.map((record) => record.station)).size).toBe(1);
  });

  it('--format csv: a header of every column, then one row per entry with the same values', () => {
    const result = runCli(dir, 'log', 'export', '--format', 'csv');
    expect(result.status).toBe(0);
    const rows = parseCsv(result.stdout);
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toHaveLength(4);
    const records = exportJsonl(dir);
    rows.slice(1).forEach((row, index) => {
      const record = records[index];
      expect(record).toBeDefined();
      if (record === undefined) return;
      const cell = (column: (typeof EXPORT_COLUMNS)[number]): string | undefined =>
        row[EXPORT_COLUMNS.indexOf(column)];
      expect(row).toHaveLength(EXPORT_COLUMNS.length);
      expect(cell('seq')).toBe(String(record.seq));
      expect(cell('time')).toBe(record.time);
      expect(cell('station')).toBe(record.station);
      expect(cell('fingerprint')).toBe(record.fingerprint);
      expect(cell('words')).toBe(record.words.join(' '));
      expect(cell('verdict')).toBe(record.verdict);
      expect(cell('source')).toBe('cli');
      expect(cell('prev_hash')).toBe(record.prev_hash);
      expect(cell('hash')).toBe(record.hash);
    });
    const second = rows[2] ?? [];
    expect(second[EXPORT_COLUMNS.indexOf('round')]).toBe('3');
    expect(second[EXPORT_COLUMNS.indexOf('table')]).toBe('12');
    expect(second[EXPORT_COLUMNS.indexOf('word_results')]).toMatch(/valid.*invalid/u);
    expect(rows[1]?.[EXPORT_COLUMNS.indexOf('round')]).toBe('');
  });

  it.each(['csv', 'jsonl'])('--format %s --out FILE writes the file and prints a summary', (format) => {
    const file = join(outDir, `log.${format}`);
    const result = runCli(dir, 'log', 'export', '--format', format, '--out', file);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('3 entries');
    expect(result.stdout).toContain(file);
    expect(readFileSync(file, 'utf8')).toBe(runCli(dir, 'log', 'export', '--format', format).stdout);

    const json = runCli(dir, '--json', 'log', 'export', '--format', format, '--out', file);
    expect(JSON.parse(json.stdout)).toEqual({ file, format, entries: 3 });
  });

  it('refuses --out naming a folder that is not there, and writes no file of its name', () => {
    const missing = join(outDir, 'usb-stick');
    const result = runCli(dir, 'log', 'export', '--format', 'csv', '--out', missing);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`There is no folder at ${missing}: make it first`);
    expect(result.stderr).toContain('or name one file ending in .csv');
    expect(existsSync(missing)).toBe(false);
    // Ended with a slash it is a folder too, refused the same way: nothing is made where a stick is not.
    const slashed = runCli(dir, 'log', 'export', '--format', 'csv', '--out', `${missing}/`);
    expect(slashed.status).toBe(2);
    expect(slashed.stderr).toContain(`There is no folder at ${missing}/`);
    expect(existsSync(missing)).toBe(false);
  });

  it.each([
    ['an unknown format', ['--format', 'xml']],
    ['no format', []],
  ])('%s exits 2', (_label, args) => {
    const result = runCli(dir, 'log', 'export', ...args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).not.toBe('');
  });

  it('leaves the log as it was', () => {
    expect(verifyJson(dir)).toMatchObject({ status: 0, ok: true, count: 3 });
  });
});

describe('log verify', () => {
  let records: ExportRecord[];
  const stationCopy = useStationCopies((template) => {
    for (const words of [['cat'], ['dog', 'emu'], ['zebra', 'quiz'], ['xqzv']])
      runCli(template, 'judge', ...words);
    records = exportJsonl(template);
    expect(records).toHaveLength(4);
  });
  let dir: string;
  beforeEach(() => {
    dir = stationCopy();
  });

  /** Edits the log through a second connection, as someone with the file and a SQLite tool could. */
  function tamper(edit: (db: Database.Database) => void): void {
    const db = new Database(join(dir, 'station.sqlite'));
    try {
      db.exec('DROP TRIGGER log_entries_no_update; DROP TRIGGER log_entries_no_delete;');
      edit(db);
    } finally {
      db.close();
    }
  }

  it('exits 0 printing the entry count and the head seq and hash', () => {
    const head = records[3];
    expect(verifyJson(dir)).toEqual({ status: 0, ok: true, count: 4, head: { seq: 4, hash: head?.hash } });
    // The first verify's log-verified event is entry 5, after the head it reported.
    const result = runCli(dir, 'log', 'verify');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('5 entries');
    expect(result.stdout).toMatch(/seq 5, hash [0-9a-f]{64}/u);
  });

  it('records each verify in the log as a log-verified event, as the console does', () => {
    const head = records[3]?.hash ?? '?';
    expect(runCli(dir, 'log', 'verify').status).toBe(0);
    expect(runCli(dir, 'log', 'verify', '--expect-head', `4:${head.slice(0, 16)}`).status).toBe(0);
    const events = exportJsonl(dir).slice(4);
    expect(events.map(({ seq, kind, action, details }) => ({ seq, kind, action, details }))).toEqual([
      { seq: 5, kind: 'event', action: 'log-verified', details: 'intact, 4 entries' },
      { seq: 6, kind: 'event', action: 'log-verified', details: 'intact, 5 entries; noted head matches' },
    ]);
    expect(verifyJson(dir)).toMatchObject({ status: 0, ok: true, count: 6 });
  });

  it('records no event for a broken log, which refuses writes, and still names the first bad entry', () => {
    tamper((db) => db.prepare('UPDATE log_entries SET words = \'["DOG","EMUS"]\' WHERE seq = 2').run());
    for (let run = 0; run < 2; run += 1) {
      expect(verifyJson(dir)).toMatchObject({ status: 1, ok: false, firstBadSeq: 2 });
    }
    const db = new Database(join(dir, 'station.sqlite'), { readonly: true });
    try {
      expect(db.prepare('SELECT count(*) FROM log_entries').pluck().get()).toBe(4);
    } finally {
      db.close();
    }
  });

  it('exits 0 on an empty log', () => {
    const empty = makeTempDir('cli');
    try {
      new Station({ dataDir: empty }).close();
      expect(verifyJson(empty)).toMatchObject({ status: 0, ok: true, count: 0, head: null });
    } finally {
      removeTempDir(empty);
    }
  });

  it('the log table refuses UPDATE and DELETE while its triggers are in place', () => {
    const db = new Database(join(dir, 'station.sqlite'));
    try {
      expect(() => db.prepare('UPDATE log_entries SET words = \'["DOG"]\' WHERE seq = 2').run()).toThrow(
        /append-only/u,
      );
      expect(() => db.prepare('DELETE FROM log_entries WHERE seq = 2').run()).toThrow(/append-only/u);
      expect(() => db.prepare('DELETE FROM log_entries').run()).toThrow(/append-only/u);
    } finally {
      db.close();
    }
    expect(verifyJson(dir)).toMatchObject({ status: 0, ok: true, count: 4 });
  });

  it.each([
    {
      label: 'a word of entry 2 changed',
      firstBad: 2,
      apply: (db: Database.Database) => {
        db.prepare('UPDATE log_entries SET words = \'["DOG","EMUS"]\' WHERE seq = 2').run();
      },
    },
    {
      label: 'entry 2 deleted',
      firstBad: 2,
      apply: (db: Database.Database) => {
        db.prepare('DELETE FROM log_entries WHERE seq = 2').run();
      },
    },
    {
      label: 'the words of entries 2 and 3 swapped',
      firstBad: 2,
      apply: (db: Database.Database) => {
        const words = db.prepare<[number], string>('SELECT words FROM log_entries WHERE seq = ?').pluck();
        const [second, third] = [words.get(2), words.get(3)];
        const update = db.prepare('UPDATE log_entries SET words = ? WHERE seq = ?');
        update.run(third, 2);
        update.run(second, 3);
      },
    },
    {
      label: 'the verdict of the last entry changed',
      firstBad: 4,
      apply: (db: Database.Database) => {
        db.prepare(
          "UPDATE log_entries SET verdict = 'ACCEPTABLE', word_results = '[true]' WHERE seq = 4",
        ).run();
      },
    },
    {
      label: 'a forged entry with a wrong hash added at the end',
      firstBad: 5,
      apply: (db: Database.Database) => {
        db.prepare(
          `INSERT INTO log_entries (seq, time, station_id, app_version, kind, lexicon_name, lexicon_fingerprint,
             words, word_results, verdict, source, round, table_number, details, prev_hash, hash)
           SELECT 5, time, station_id, app_version, kind, lexicon_name, lexicon_fingerprint,
             '["QI"]', '[true]', 'ACCEPTABLE', source, round, table_number, details, hash, ?
           FROM log_entries WHERE seq = 4`,
        ).run('f'.repeat(64));
      },
    },
  ])('exits 1 naming entry $firstBad when $label', ({ firstBad, apply }) => {
    tamper(apply);
    const result = runCli(dir, 'log', 'verify');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(new RegExp(`FAILED at entry ${firstBad}\\b`, 'u'));
    expect(verifyJson(dir)).toMatchObject({ status: 1, ok: false, firstBadSeq: firstBad });
  });
});

describe('log export while the station is writing', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('cli');
  });
  afterEach(() => {
    removeTempDir(dir);
  });

  it('every export is a gap-free chain from seq 1', async () => {
    const stopFile = join(dir, 'stop');
    // A second writer: judges at least 200 plays, and keeps judging until the stop file appears.
    const script = `
      import { existsSync } from 'node:fs';
      import { Station } from ${JSON.stringify(STATION_MODULE)};
      const [dataDir, stopFile] = process.argv.slice(1);
      const station = new Station({ dataDir });
      for (let i = 0; i < 200 || !existsSync(stopFile); i += 1) {
        station.judge({ words: ['CAT'], source: 'cli' });
        if (i === 0) process.stdout.write('ready\\n');
      }
      station.close();
      process.stdout.write('done\\n');`;
    const writer = spawn(process.execPath, ['--input-type=module', '-e', script, dir, stopFile], {
      cwd: PROJECT_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    writer.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    writer.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    const exited = new Promise<number | null>((resolve) => {
      writer.on('close', (code) => {
        resolve(code);
      });
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const check = setInterval(() => {
          if (output.includes('ready')) {
            clearInterval(check);
            resolve();
          } else if (writer.exitCode !== null) {
            clearInterval(check);
            reject(new Error(`the writer exited early: ${errors}`));
          }
        }, 10);
      });

      const counts: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const result = runCli(dir, 'log', 'export', '--format', 'jsonl');
        expect(result.status, result.stderr).toBe(0);
        const records = parseJsonl(result.stdout);
        expectGapFreeChain(records);
        counts.push(records.length);
      }
      // The writer was still running: every export saw a part of the log, none saw it empty.
      expect(writer.exitCode).toBeNull();
      expect(Math.min(...counts)).toBeGreaterThan(0);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));

      writeFileSync(stopFile, '');
      expect(await exited, errors).toBe(0);
      expect(output).toContain('done');
      const final = verifyJson(dir);
      expect(final).toMatchObject({ status: 0, ok: true });
      expect(final.count).toBeGreaterThanOrEqual(Math.max(200, ...counts));
      expectGapFreeChain(exportJsonl(dir));
    } finally {
      if (writer.exitCode === null) writer.kill();
    }
  });
});
