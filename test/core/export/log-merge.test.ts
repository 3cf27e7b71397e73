import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportToFolder } from '../../../electron/core/export/export-folder.ts';
import { entryHash, GENESIS_HASH, type LogEntry } from '../../../electron/core/log/log-entry.ts';
import { exportLog, exportRecordSchema, fromRecord } from '../../../electron/core/export/log-export.ts';
import {
  mergeExports,
  mergeIsClean,
  mergeWarnings,
  writeMerged,
  type MergeResult,
} from '../../../electron/core/export/log-merge.ts';
import { StationRequestError } from '../../../electron/core/errors.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { useTempDirs } from '../../support/temp-dir.ts';
import { parseCsv } from '../../cli/run-cli.ts';
import { mergedCsvColumns } from '../../support/export-columns.ts';

const tempDir = useTempDirs();

function openStation(name: string, dataDir = tempDir()): Station {
  const station = new Station({ dataDir });
  station.profile.rename(name);
  return station;
}

function judgeAll(station: Station, plays: readonly (readonly string[])[]): void {
  for (const words of plays) station.judge({ words: [...words], source: 'kiosk' });
}

/** Exports a station's log as JSON Lines into `folder`; returns the file's path. */
function exportJsonl(station: Station, folder: string): string {
  const [file] = exportToFolder(station, folder, ['jsonl']).files;
  if (file === undefined) throw new Error('no file written');
  return file;
}

/** Rewrites one line of a JSONL file. */
function editLine(file: string, index: number, edit: (value: Record<string, unknown>) => void): void {
  const lines = readFileSync(file, 'utf8').split('\n');
  const value = JSON.parse(lines[index] ?? '') as Record<string, unknown>;
  edit(value);
  lines[index] = JSON.stringify(value);
  writeFileSync(file, lines.join('\n'));
}

/** The lines of a JSONL export: the header line, then one line per entry. */
function linesOf(file: string): string[] {
  return readFileSync(file, 'utf8').trimEnd().split('\n');
}

/** The seq of the entry in an export whose words are exactly `words`. */
function seqOf(file: string, words: readonly string[]): number {
  const record = linesOf(file)
    .slice(1)
    .map((line) => exportRecordSchema.parse(JSON.parse(line)))
    .find((item) => item.words.join(' ') === words.join(' '));
  if (record === undefined) throw new Error(`no entry for ${words.join(' ')}`);
  return record.seq;
}

/** The entries a station had when it was exported (the export's own event comes after them). */
function entriesUpTo(station: Station, count: number): LogEntry[] {
  return [...station.log.entries()].slice(0, count);
}

function headSeq(station: Station): number {
  return station.log.head()?.seq ?? 0;
}

function keysOf(result: MergeResult): string[] {
  return result.entries.map((entry) => `${entry.stationId}/${entry.seq}`);
}

/** Asserts that each station's merged entries form its verified chain from entry 1. */
function expectChains(entries: readonly LogEntry[]): void {
  const byStation = new Map<string, LogEntry[]>();
  for (const entry of entries)
    byStation.set(entry.stationId, [...(byStation.get(entry.stationId) ?? []), entry]);
  for (const chain of byStation.values()) {
    let prevHash = GENESIS_HASH;
    chain.sort((a, b) => a.seq - b.seq);
    chain.forEach((entry, index) => {
      expect(entry.seq).toBe(index + 1);
      expect(entry.prevHash).toBe(prevHash);
      expect(entryHash(prevHash, entry.seq, entry)).toBe(entry.hash);
      prevHash = entry.hash;
    });
  }
}

describe('mergeExports', () => {
  it('merges two stations into one view by time, each entry once, with a summary per station', () => {
    const one = openStation('Station 1');
    const two = openStation('Station 2');
    // Entries in the same millisecond tie on time; a tick between stations keeps the order known.
    judgeAll(one, [['CAT'], ['DOG']]);
    nextMillisecond();
    judgeAll(two, [['EMU'], ['CAT', 'XQZV']]);
    nextMillisecond();
    judgeAll(one, [['ZEBRA']]);
    const folder = tempDir();
    exportJsonl(one, folder);
    exportJsonl(two, folder);

    const result = mergeExports([folder]);
    expect(mergeIsClean(result)).toBe(true);
    expect(result.files.map((file) => file.status)).toEqual(['merged', 'merged']);
    const challenges = result.entries.filter((entry) => entry.kind === 'adjudication');
    expect(challenges.map((entry) => entry.words.join(' '))).toEqual([
      'CAT',
      'DOG',
      'EMU',
      'CAT XQZV',
      'ZEBRA',
    ]);
    const times = result.entries.map((entry) => entry.time);
    expect(times).toEqual([...times].sort());
    // Each station's entries up to its export, once (the 'log-exported' events came after).
    const countOne = headSeq(one) - 1;
    const countTwo = headSeq(two) - 1;
    expect(result.entries).toHaveLength(countOne + countTwo);
    expect(result.entries.filter((entry) => entry.stationId === one.stationId)).toEqual(
      entriesUpTo(one, countOne),
    );
    expect(result.entries.filter((entry) => entry.stationId === two.stationId)).toEqual(
      entriesUpTo(two, countTwo),
    );
    expect(
      result.stations.map((station) => [station.stationName, station.stationId, station.entryCount]),
    ).toEqual([
      ['Station 1', one.stationId, countOne],
      ['Station 2', two.stationId, countTwo],
    ]);
    expect(result.stations[0]?.head).toEqual({ seq: countOne, hash: one.log.entry(countOne)?.hash });
    expectChains(result.entries);
  });

  it('never duplicates an entry held by overlapping exports of one station, or by one file named twice', () => {
    const station = openStation('Station 1');
    const folder = tempDir();
    judgeAll(station, [['CAT'], ['DOG']]);
    const early = exportJsonl(station, folder);
    judgeAll(station, [['EMU'], ['ZEBRA']]);
    const later = exportJsonl(station, folder);
    const plain = join(tempDir(), 'stdout-export.jsonl'); // a header-less `log export --format jsonl`
    const chunks: string[] = [];
    const plainCount = exportLog(station.log, 'jsonl', (chunk) => chunks.push(chunk));
    writeFileSync(plain, chunks.join(''));
    expect(linesOf(early).length - 1).toBeLessThan(linesOf(later).length - 1);
    expect(linesOf(later).length - 1).toBeLessThan(plainCount);

    const result = mergeExports([early, folder, later, plain]);
    expect(mergeIsClean(result)).toBe(true);
    expect(result.files.map((file) => [file.file, file.status])).toEqual([
      [early, 'merged'],
      [later, 'merged'],
      [plain, 'merged'],
    ]);
    expect(result.entries).toEqual(entriesUpTo(station, plainCount));
    expect(new Set(keysOf(result)).size).toBe(plainCount);
    expect(result.stations).toHaveLength(1);
    expect(result.stations[0]).toMatchObject({
      stationName: 'Station 1',
      entryCount: plainCount,
      heldBack: 0,
    });
    expectChains(result.entries);
  });

  it('reports a conflict when two exports of one station differ at the same seq, merging only what they share', () => {
    const dataDir = tempDir();
    const original = openStation('Station 1', dataDir);
    judgeAll(original, [['CAT'], ['DOG']]);
    const shared = headSeq(original);
    original.close();
    // The data folder copied and both copies used: the same station id, two different histories.
    const forkDir = tempDir();
    cpSync(dataDir, forkDir, { recursive: true });
    const left = new Station({ dataDir });
    const right = new Station({ dataDir: forkDir });
    expect(left.stationId).toBe(right.stationId);
    judgeAll(left, [['EMU'], ['ZEBRA']]);
    judgeAll(right, [['QI']]);
    const folder = tempDir();
    const leftFile = exportJsonl(left, folder);
    const rightFolder = join(folder, 'other');
    mkdirSync(rightFolder);
    const rightFile = exportJsonl(right, rightFolder);

    const result = mergeExports([leftFile, rightFile]);
    expect(mergeIsClean(result)).toBe(false);
    const fork = shared + 1;
    const leftCount = linesOf(leftFile).length - 1;
    expect(right.log.entry(shared)?.hash).toBe(left.log.entry(shared)?.hash);
    expect(result.conflicts).toEqual([
      {
        stationId: left.stationId,
        stationName: 'Station 1',
        seq: fork,
        versions: [
          { hash: left.log.entry(fork)?.hash, files: [leftFile] },
          { hash: right.log.entry(fork)?.hash, files: [rightFile] },
        ],
        heldBack: leftCount - shared,
      },
    ]);
    expect(result.entries).toEqual(entriesUpTo(left, shared));
    expect(result.stations[0]).toMatchObject({
      entryCount: shared,
      heldBack: leftCount - shared,
      head: { seq: shared, hash: left.log.entry(shared)?.hash },
    });
    expect(mergeWarnings(result).join('\n')).toContain(`Station 1: the exports disagree at entry ${fork}`);
  });

  /** Each edit returns the entry the merge must name, and why. */
  it.each<{ label: string; edit: (file: string) => { badSeq: number; reason: string } }>([
    {
      label: 'a word changed',
      edit: (file) => {
        const seq = seqOf(file, ['DOG']);
        editLine(file, seq, (record) => {
          record['words'] = ['DOGS'];
        });
        return { badSeq: seq, reason: `entry ${seq} does not match its hash: it was changed` };
      },
    },
    {
      label: 'a per-word result flipped',
      edit: (file) => {
        const seq = seqOf(file, ['CAT', 'XQZV']);
        editLine(file, seq, (record) => {
          record['word_results'] = ['valid', 'valid'];
          record['verdict'] = 'ACCEPTABLE';
        });
        return { badSeq: seq, reason: `entry ${seq} does not match its hash: it was changed` };
      },
    },
    {
      label: 'an entry deleted',
      edit: (file) => {
        const seq = seqOf(file, ['DOG']);
        const lines = linesOf(file);
        lines.splice(seq, 1);
        writeFileSync(file, `${lines.join('\n')}\n`);
        return { badSeq: seq, reason: `expected entry ${seq} but found entry ${seq + 1}` };
      },
    },
    {
      label: 'the last entries cut off',
      edit: (file) => {
        const lines = linesOf(file);
        writeFileSync(file, `${lines.slice(0, 3).join('\n')}\n`);
        return {
          badSeq: 3,
          reason: `the file ends at entry 2 but its header names ${lines.length - 1} entries: it was cut short`,
        };
      },
    },
    {
      label: 'the header’s head changed',
      edit: (file) => {
        const last = linesOf(file).length - 1;
        editLine(file, 0, (line) => {
          (line['header'] as { head: { hash: string } }).head.hash = 'f'.repeat(64);
        });
        return { badSeq: last, reason: `entry ${last} does not match the head named in the header` };
      },
    },
    {
      label: 'a line that is not JSON',
      edit: (file) => {
        const seq = seqOf(file, ['DOG']);
        const lines = linesOf(file);
        lines[seq] = `{"seq": ${seq}, "words": [`;
        writeFileSync(file, `${lines.join('\n')}\n`);
        return { badSeq: seq, reason: `entry ${seq} is malformed` };
      },
    },
  ])('refuses a file with $label, naming its first bad entry, and merges none of it', ({ edit }) => {
    const tampered = openStation('Station 1');
    const honest = openStation('Station 2');
    judgeAll(tampered, [['CAT'], ['DOG'], ['CAT', 'XQZV'], ['EMU']]);
    judgeAll(honest, [['ZEBRA']]);
    const folder = tempDir();
    const bad = exportJsonl(tampered, folder);
    const honestCount = headSeq(honest);
    const good = exportJsonl(honest, folder);
    const { badSeq, reason } = edit(bad);

    const result = mergeExports([bad, good]);
    expect(mergeIsClean(result)).toBe(false);
    expect(result.files.find((file) => file.file === bad)).toEqual({
      file: bad,
      status: 'refused',
      stationId: tampered.stationId,
      firstBadSeq: badSeq,
      reason,
    });
    expect(result.files.find((file) => file.file === good)).toMatchObject({ status: 'merged' });
    expect(result.entries).toEqual(entriesUpTo(honest, honestCount));
    expect(result.stations.map((station) => station.stationName)).toEqual(['Station 2']);
    expect(mergeWarnings(result)[0]).toContain(`${bad} was refused at entry ${badSeq}: ${reason}.`);
  });

  it('reads a format 1 export, whose header names no alphabet, beside a format 2 one', () => {
    const station = openStation('Station 1');
    judgeAll(station, [['CAT'], ['DOG']]);
    const older = exportJsonl(station, tempDir());
    const withoutAlphabets = (line: Record<string, unknown>) => {
      const header = line['header'] as { formatVersion: number; lexicons: Record<string, unknown>[] };
      for (const lexicon of header.lexicons) delete lexicon['alphabet'];
      return header;
    };
    editLine(older, 0, (line) => {
      withoutAlphabets(line).formatVersion = 1;
    });
    judgeAll(station, [['EMU']]);
    const newer = exportJsonl(station, tempDir());
    const result = mergeExports([older, newer]);
    expect(result.files.map((merged) => merged.status)).toEqual(['merged', 'merged']);
    expect(result.entries).toEqual(entriesUpTo(station, headSeq(station) - 1));

    // A format 2 header must name every lexicon's alphabet.
    editLine(newer, 0, (line) => {
      withoutAlphabets(line);
    });
    expect(mergeExports([newer]).files[0]).toMatchObject({
      status: 'refused',
      reason: 'its header line is not a Challenge Station export header',
    });
  });

  it('refuses files that are not exports, and one from a newer format', () => {
    const folder = tempDir();
    writeFileSync(join(folder, 'notes.jsonl'), '{"hello": "world"}\n');
    writeFileSync(join(folder, 'empty.jsonl'), '');
    writeFileSync(
      join(folder, 'newer.jsonl'),
      `${JSON.stringify({ header: { format: 'challenge-station-log', formatVersion: 3 } })}\n`,
    );
    const result = mergeExports([folder]);
    expect(result.entries).toEqual([]);
    expect(
      Object.fromEntries(result.files.map((file) => [file.file.slice(folder.length + 1), file])),
    ).toMatchObject({
      'notes.jsonl': { status: 'refused', reason: 'it is not a Challenge Station JSON Lines export' },
      'empty.jsonl': { status: 'refused', reason: 'it is empty' },
      'newer.jsonl': {
        status: 'refused',
        reason: 'it was made by a newer Challenge Station (format 3); update this one',
      },
    });
  });

  it('throws a plain request error for a missing path or a folder without exports', () => {
    const missing = join(tempDir(), 'nowhere');
    expect(() => mergeExports([missing])).toThrow(
      new StationRequestError(`There is no file or folder at ${missing}.`),
    );
    const empty = tempDir();
    expect(() => mergeExports([empty])).toThrow(/No \.jsonl exports were found/u);
  });
});

describe('writeMerged', () => {
  it('writes merged.csv, merged.jsonl and merged.html; a later merge skips its own merged.jsonl', () => {
    const one = openStation('Station 1');
    const two = openStation('Station 2');
    judgeAll(one, [['CAT']]);
    judgeAll(two, [['DOG', 'XQZV']]);
    const folder = tempDir();
    exportJsonl(one, folder);
    exportJsonl(two, folder);
    const result = mergeExports([folder]);
    const out = join(folder, 'merged');
    const files = writeMerged(result, out);
    expect(files).toEqual(['merged.csv', 'merged.jsonl', 'merged.html'].map((name) => join(out, name)));

    const [summary, ...records] = readFileSync(join(out, 'merged.jsonl'), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(summary).toMatchObject({ merged: { format: 'challenge-station-merge', stations: [{}, {}] } });
    expect(records.map((record) => fromRecord(exportRecordSchema.parse(record)))).toEqual(result.entries);

    const rows = parseCsv(readFileSync(join(out, 'merged.csv'), 'utf8').slice(1));
    const columns = rows.findIndex((row) => row[0] === 'seq');
    // The merge's own column where it stood before the game's columns existed, the game's after it.
    expect(rows[columns]).toEqual(mergedCsvColumns(false));
    const stationColumn = rows[columns]?.indexOf('station_name') ?? -1;
    const challengeRows = rows.slice(columns + 1).filter((row) => row[4] === 'adjudication');
    expect(rows.slice(columns + 1)).toHaveLength(result.entries.length);
    expect(challengeRows.map((row) => [row[stationColumn], row[7]])).toEqual([
      ['Station 1', 'CAT'],
      ['Station 2', 'DOG XQZV'],
    ]);
    expect(rows.filter((row) => row[0] === 'Station').map((row) => row[1])).toEqual([
      'Station 1',
      'Station 2',
    ]);

    const html = readFileSync(join(out, 'merged.html'), 'utf8');
    expect(html).toContain('<th>Station</th>');
    expect(html).toContain('<h2>Station 1</h2>');
    expect(html).toContain('<h2>Station 2</h2>');

    const again = mergeExports([folder]);
    expect(again.files.find((file) => file.file.endsWith('merged.jsonl'))).toMatchObject({
      status: 'skipped',
    });
    expect(again.entries).toEqual(result.entries);
  });

  it('shows control and bidi characters as their codes in the CSV and HTML, escaped and exact in the JSON Lines', () => {
    // What a tampered export could hold, its hashes recomputed: a right-to-left override in a
    // station's name, a player's word and a judge's note, and a terminal escape.
    const station = openStation('Station 1');
    judgeAll(station, [['CAT']]);
    const folder = tempDir();
    exportJsonl(station, folder);
    const merged = mergeExports([folder]);
    const rlo = '\u202e';
    const entries = merged.entries.map((entry) =>
      entry.kind === 'adjudication'
        ? { ...entry, words: [`${rlo}ELBATPECCA`], details: `note ${rlo}kooc\u001b[2J` }
        : entry,
    );
    const stations = merged.stations.map((each) => ({ ...each, stationName: `Table ${rlo}Nine` }));
    const out = join(folder, 'merged');
    writeMerged({ ...merged, entries, stations }, out);

    const csv = readFileSync(join(out, 'merged.csv'), 'utf8');
    const html = readFileSync(join(out, 'merged.html'), 'utf8');
    for (const text of [csv, html]) {
      expect([rlo, '\u001b'].filter((char) => text.includes(char))).toEqual([]);
      expect(text).toContain('⟨U+202E⟩ELBATPECCA');
      expect(text).toContain('note ⟨U+202E⟩kooc⟨U+001B⟩[2J');
      expect(text).toContain('Table ⟨U+202E⟩Nine');
    }
    const jsonl = readFileSync(join(out, 'merged.jsonl'), 'utf8');
    expect([rlo, '\u001b'].filter((char) => jsonl.includes(char))).toEqual([]);
    expect(jsonl).toContain('\\u202eELBATPECCA');
    const [summary, ...records] = jsonl
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(summary).toMatchObject({ merged: { stations: [{ stationName: `Table ${rlo}Nine` }] } });
    expect(records.map((record) => fromRecord(exportRecordSchema.parse(record)))).toEqual(entries);
  });

  it('puts conflicts and refused files at the top of the report', () => {
    const station = openStation('Station 1');
    judgeAll(station, [['CAT'], ['DOG']]);
    const folder = tempDir();
    const file = exportJsonl(station, folder);
    editLine(file, 1, (record) => {
      record['words'] = ['COT'];
    });
    const out = tempDir();
    writeMerged(mergeExports([folder]), out);
    const html = readFileSync(join(out, 'merged.html'), 'utf8');
    expect(html).toMatch(
      /<section class="warnings">.*was refused at entry 1: entry 1 does not match its hash/su,
    );
    const csv = readFileSync(join(out, 'merged.csv'), 'utf8');
    expect(csv).toContain('Warning,');
  });
});

function nextMillisecond(): void {
  const start = Date.now();
  while (Date.now() === start) {
    // spin: a millisecond at most
  }
}
