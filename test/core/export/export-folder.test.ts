import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportBaseName, exportToFolder } from '../../../electron/core/export/export-folder.ts';
import { exportHeaderSchema, takeExportSnapshot } from '../../../electron/core/export/export-header.ts';
import { entryHash, GENESIS_HASH, type LogEntry } from '../../../electron/core/log/log-entry.ts';
import {
  EXPORT_COLUMNS,
  exportRecordSchema,
  fromRecord,
  guardFormula,
  toRecord,
} from '../../../electron/core/export/log-export.ts';
import { checkWords, recordRuling } from '../../../electron/core/review/challenge-review.ts';
import { StationRequestError } from '../../../electron/core/errors.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { useTempDirs } from '../../support/temp-dir.ts';
import { parseCsv, PROJECT_DIR, STATION_MODULE } from '../../cli/run-cli.ts';

const tempDir = useTempDirs();
const FIXED_NOW = new Date('2025-05-03T14:07:09.123Z');

/** A station with a small lexicon (with definitions), a few challenges, a check and a ruling. */
function busyStation(): Station {
  const dir = tempDir();
  const list = join(dir, 'list.txt');
  writeFileSync(list, 'QI\tthe vital force\nZA pizza\nCAT\nDOG\n');
  const station = new Station({ dataDir: join(dir, 'data') });
  station.profile.rename('Station Café 3');
  station.importer.importFile(list, 'TEST');
  station.judge({ words: ['QI', 'ZA'], source: 'kiosk', round: 2, table: 7 });
  const challenged = station.judge({ words: ['CAT', 'XU'], source: 'kiosk', round: 2, table: 8 });
  station.judge({ words: ['DOG'], source: 'cli' });
  checkWords(station, { refersTo: challenged.entry.seq, words: ['CAT', 'QI'], judge: 'Ann' });
  recordRuling(station, {
    refersTo: challenged.entry.seq,
    ruling: 'overturned',
    judge: '@Ann <b>',
    note: '=HYPERLINK("http://evil.example","click") <script>alert(1)</script>',
  });
  return station;
}

function readJsonl(path: string): { header: unknown; records: unknown[] } {
  const lines = readFileSync(path, 'utf8').split('\n');
  expect(lines.at(-1)).toBe('');
  const [first, ...rest] = lines.slice(0, -1).map((line) => JSON.parse(line) as unknown);
  return { header: (first as { header: unknown }).header, records: rest };
}

describe('takeExportSnapshot', () => {
  it('names the station, app version, lexicons and a head that is the last entry exported', () => {
    const station = busyStation();
    const { header, entries } = takeExportSnapshot(station, () => FIXED_NOW);
    expect(exportHeaderSchema.parse(header)).toEqual(header);
    expect(header).toMatchObject({
      format: 'challenge-station-log',
      formatVersion: 2,
      stationId: station.stationId,
      stationName: 'Station Café 3',
      exportedAt: FIXED_NOW.toISOString(),
      entryCount: entries.length,
    });
    expect(header.appVersion).toMatch(/^\d+\.\d+\.\d+/u);
    expect(header.lexicons.map((lexicon) => lexicon.name).sort()).toEqual(['DEMO', 'TEST']);
    expect(header.lexicons.find((lexicon) => lexicon.name === 'TEST')?.wordCount).toBe(4);
    expect(header.lexicons.map((lexicon) => lexicon.alphabet)).toEqual(['english', 'english']);
    const last = entries.at(-1);
    expect(header.head).toEqual({ seq: last?.seq, hash: last?.hash });
    expect(header.head).toEqual(station.log.head());
    expect(entries.map((entry) => entry.seq)).toEqual(entries.map((_entry, index) => index + 1));
  });

  it('names no head for an empty log', () => {
    const station = new Station({ dataDir: tempDir() });
    const { header, entries } = takeExportSnapshot(station);
    expect(entries).toEqual([]);
    expect(header).toMatchObject({ head: null, entryCount: 0 });
  });

  it('agrees with its entries while another process keeps appending', async () => {
    const dir = tempDir();
    const station = new Station({ dataDir: dir });
    station.judge({ words: ['CAT'], source: 'cli' });
    const stopFile = join(dir, 'stop');
    const script = `
      import { existsSync } from 'node:fs';
      import { Station } from ${JSON.stringify(STATION_MODULE)};
      const [dataDir, stopFile] = process.argv.slice(1);
      const station = new Station({ dataDir });
      process.stdout.write('ready\\n');
      while (!existsSync(stopFile)) station.judge({ words: ['DOG'], source: 'cli' });
      station.close();`;
    const writer = spawn(process.execPath, ['--input-type=module', '-e', script, dir, stopFile], {
      cwd: PROJECT_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => writer.on('close', resolve));
    try {
      await new Promise<void>((resolve) => writer.stdout.once('data', () => resolve()));
      const counts: number[] = [];
      const deadline = Date.now() + 3_000;
      while (counts.length < 40 || (new Set(counts).size < 5 && Date.now() < deadline)) {
        const { header, entries } = takeExportSnapshot(station);
        expect(header.entryCount).toBe(entries.length);
        expect(header.head).toEqual({ seq: entries.at(-1)?.seq, hash: entries.at(-1)?.hash });
        counts.push(entries.length);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      // The writer really was appending while the snapshots were taken.
      expect(new Set(counts).size).toBeGreaterThan(1);
    } finally {
      writeFileSync(stopFile, '');
      expect(await exited).toBe(0);
    }
  });
});

describe('export records', () => {
  it('map back to exactly the entry, so a merge can recompute every hash', () => {
    const station = busyStation();
    const entries = [...station.log.entries()];
    expect(entries.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['event', 'adjudication', 'check', 'ruling']),
    );
    let prevHash = GENESIS_HASH;
    for (const entry of entries) {
      const record = exportRecordSchema.parse(JSON.parse(JSON.stringify(toRecord(entry))));
      const back: LogEntry = fromRecord(record);
      expect(back).toEqual(entry);
      expect(entryHash(prevHash, back.seq, back)).toBe(entry.hash);
      prevHash = entry.hash;
    }
  });
});

describe('guardFormula', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])('prefixes %j with an apostrophe', (cell) => {
    expect(guardFormula(cell)).toBe(`'${cell}`);
  });

  it.each(['ACCEPTABLE', 'Ann', '12', '', "'=already"])('leaves %j alone', (cell) => {
    expect(guardFormula(cell)).toBe(cell);
  });
});

describe('exportToFolder', () => {
  it('writes csv, jsonl and html named after the station, the UTC time and the head', () => {
    const station = busyStation();
    const folder = tempDir();
    const headBefore = station.log.head();
    const result = exportToFolder(station, folder, undefined, { now: () => FIXED_NOW });
    const base = `station-cafe-3-20250503-140709-to-${headBefore?.seq ?? 0}`;
    expect(exportBaseName(result.header)).toBe(base);
    expect(result.files).toEqual(['csv', 'jsonl', 'html'].map((ext) => join(folder, `${base}.${ext}`)));
    expect(readdirSync(folder).sort()).toEqual([`${base}.csv`, `${base}.html`, `${base}.jsonl`]);
    expect(result.header.head).toEqual(headBefore);

    // The export is then recorded as an event naming the files and the head, after the exported head.
    expect(result.event).toMatchObject({
      kind: 'event',
      action: 'log-exported',
      seq: (headBefore?.seq ?? 0) + 1,
    });
    expect(result.event?.details).toContain(`${base}.csv`);
    expect(result.event?.details).toContain(`${base}.html`);
    expect(result.event?.details).toContain(headBefore?.hash ?? '?');
    expect(station.log.head()?.seq).toBe(result.event?.seq);
  });

  it('keeps every letter of the station name in the file names, transliterated: Łódź is lodz', () => {
    const station = busyStation();
    station.profile.rename('Stanowisko 1 Łódź');
    const folder = tempDir();
    const result = exportToFolder(station, folder, ['csv'], { now: () => FIXED_NOW });
    expect(readdirSync(folder)).toEqual([
      `stanowisko-1-lodz-20250503-140709-to-${result.header.head?.seq}.csv`,
    ]);
  });

  it('never writes over an export on the stick: two stations of one name, one second, one head', () => {
    const [first, second] = [busyStation(), busyStation()];
    const folder = tempDir();
    const one = exportToFolder(first, folder, ['csv', 'jsonl'], { now: () => FIXED_NOW });
    const two = exportToFolder(second, folder, ['csv', 'jsonl'], { now: () => FIXED_NOW });
    const base = exportBaseName(one.header);
    expect(exportBaseName(two.header)).toBe(base);
    expect(two.files).toEqual(['csv', 'jsonl'].map((ext) => join(folder, `${base}-2.${ext}`)));
    expect(readdirSync(folder)).toHaveLength(4);
    expect(readFileSync(one.files[1] ?? '', 'utf8')).toContain(first.stationId);
    expect(readFileSync(two.files[1] ?? '', 'utf8')).toContain(second.stationId);
    expect(two.event?.details).toContain(`${base}-2.csv`);
  });

  it('jsonl: the header line, then every entry as a record that verifies', () => {
    const station = busyStation();
    const folder = tempDir();
    const result = exportToFolder(station, folder, ['jsonl']);
    expect(result.files).toHaveLength(1);
    const { header, records } = readJsonl(result.files[0] ?? '');
    expect(header).toEqual(result.header);
    expect(records).toHaveLength(result.header.entryCount);
    const entries = records.map((record) => fromRecord(exportRecordSchema.parse(record)));
    expect(entries.at(-1)?.hash).toBe(result.header.head?.hash);
    expect(entries).toEqual([...station.log.entries()].slice(0, entries.length));
  });

  it('csv: opens cleanly in a spreadsheet, with the header as labelled rows above the table', () => {
    const station = busyStation();
    const folder = tempDir();
    const result = exportToFolder(station, folder, ['csv']);
    const bytes = readFileSync(result.files[0] ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    // Every line break is CRLF: no bare LF or CR, not even inside the note.
    expect(text.replace(/\r\n/gu, '')).not.toMatch(/[\r\n]/u);

    const rows = parseCsv(text);
    const columnRow = rows.findIndex((row) => row[0] === 'seq');
    expect(rows[columnRow]).toEqual([...EXPORT_COLUMNS]);
    expect(rows[columnRow - 1]).toEqual(['']);
    const preamble = new Map(rows.slice(0, columnRow - 1).map((row) => [row[0], row.slice(1)]));
    expect(rows[0]?.[0]).toBe('Challenge Station log export');
    expect(preamble.get('Station')).toEqual(['Station Café 3']);
    expect(preamble.get('Station id')).toEqual([station.stationId]);
    expect(preamble.get('App version')).toEqual([result.header.appVersion]);
    expect(preamble.get('Exported at')).toEqual([result.header.exportedAt]);
    expect(preamble.get('Entries')).toEqual([String(result.header.entryCount)]);
    expect(preamble.get('Head seq')).toEqual([String(result.header.head?.seq)]);
    expect(preamble.get('Head hash')).toEqual([result.header.head?.hash]);
    const lexiconRows = rows.filter((row) => row[0] === 'Lexicon').map((row) => row[1]);
    expect(lexiconRows.sort()).toEqual(['DEMO', 'TEST']);

    const table = rows.slice(columnRow + 1);
    const entries = [...station.log.entries()].slice(0, result.header.entryCount);
    expect(table).toHaveLength(entries.length);
    const cell = (row: string[] | undefined, column: (typeof EXPORT_COLUMNS)[number]): string | undefined =>
      row?.[EXPORT_COLUMNS.indexOf(column)];
    table.forEach((row, index) => {
      const entry = entries[index];
      expect(row).toHaveLength(EXPORT_COLUMNS.length);
      expect(cell(row, 'seq')).toBe(String(entry?.seq));
      expect(cell(row, 'hash')).toBe(entry?.hash);
      expect(cell(row, 'words')).toBe(entry?.words.join(' '));
    });
    const ruling = table.find((row) => cell(row, 'kind') === 'ruling');
    expect(cell(ruling, 'word_results')).toBe('valid invalid');
    // Formula injection: the note and the judge's name are shown as text, never run.
    expect(cell(ruling, 'details')).toBe(
      `'=HYPERLINK("http://evil.example","click") <script>alert(1)</script>`,
    );
    expect(cell(ruling, 'judge')).toBe("'@Ann <b>");
    for (const row of rows) for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/u);
  });

  it('html: self-contained and printable, text escaped, rulings under their challenge, head in large type', () => {
    const station = busyStation();
    const folder = tempDir();
    const html = readFileSync(exportToFolder(station, folder, ['html']).files[0] ?? '', 'utf8');
    const head = station.log.entry((station.log.head()?.seq ?? 1) - 1);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain(`default-src 'none'`);
    expect(html).not.toMatch(/<script|<link|src=|href=|@import/iu);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('@Ann &lt;b&gt;');
    expect(html).toContain('Station Café 3');
    expect(html).toContain(
      `<span class="paper">${head?.seq}:${(head?.hash.slice(0, 16).match(/.{4}/gu) ?? []).join(' ')}</span>`,
    );
    expect(html).toMatch(/\.head \.paper \{[^}]*font: bold 24pt/u);
    expect(html).toContain('@media print');

    // Row order: the challenge CAT XU, then its check and ruling, and only then the later DOG challenge.
    const entries = [...station.log.entries()];
    const seqOf = (predicate: (entry: LogEntry) => boolean): number => entries.find(predicate)?.seq ?? -1;
    const challenged = seqOf((entry) => entry.kind === 'adjudication' && entry.words.includes('XU'));
    const later = seqOf((entry) => entry.kind === 'adjudication' && entry.words.includes('DOG'));
    const check = seqOf((entry) => entry.kind === 'check');
    const ruling = seqOf((entry) => entry.kind === 'ruling');
    expect([challenged < later, later < check, check < ruling]).toEqual([true, true, true]);
    const rowSeqs = [...html.matchAll(/<tr class="([a-z-]+)"><td class="seq">(\d+)<\/td>/gu)].map(
      (match) => `${match[2]}:${match[1]}`,
    );
    const exported = entries.filter((entry) => entry.action !== 'log-exported');
    expect(rowSeqs).toEqual(
      exported
        .filter((entry) => entry.seq !== check && entry.seq !== ruling)
        .flatMap((entry) =>
          entry.seq === challenged
            ? [`${challenged}:adjudication`, `${check}:follow-up`, `${ruling}:follow-up`]
            : [`${entry.seq}:${entry.kind}`],
        ),
    );
    expect(html).toMatch(/CAT&nbsp;✓<\/span> <span class="word no">XU&nbsp;✗/u);
  });

  it('writes only the formats asked for', () => {
    const station = busyStation();
    const folder = tempDir();
    const result = exportToFolder(station, folder, ['html', 'csv']);
    expect(result.files.map((file) => file.split('.').at(-1))).toEqual(['html', 'csv']);
    expect(readdirSync(folder)).toHaveLength(2);
  });

  it('refuses a missing folder or a file with a plain message, writing and recording nothing', () => {
    const station = busyStation();
    const head = station.log.head();
    const missing = join(tempDir(), 'usb-stick');
    expect(() => exportToFolder(station, missing)).toThrow(StationRequestError);
    expect(() => exportToFolder(station, missing)).toThrow(`There is no folder at ${missing}`);
    const file = join(tempDir(), 'a-file.txt');
    writeFileSync(file, '');
    expect(() => exportToFolder(station, file)).toThrow(/is a file, not a folder/u);
    expect(station.log.head()).toEqual(head);
  });

  it('writes all the files or none: a failure removes those already written and leaves no partial file', () => {
    const station = busyStation();
    const folder = tempDir();
    const base = `station-cafe-3-20250503-140709-to-${station.log.head()?.seq ?? 0}`;
    // A folder sits where the report is first written (its temporary name), so the last file fails
    // after csv and jsonl were written. (An export's own name taken is no failure: see above.)
    const blocker = `${base}.html.${process.pid}.partial`;
    mkdirSync(join(folder, blocker));
    writeFileSync(join(folder, blocker, 'keep.txt'), 'x');
    const head = station.log.head();
    let thrown: unknown;
    try {
      exportToFolder(station, folder, undefined, { now: () => FIXED_NOW });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StationRequestError);
    expect((thrown as Error).message).toMatch(
      new RegExp(`^Writing to ${folder} failed .*Nothing was exported\\.$`, 'u'),
    );
    expect(readdirSync(folder)).toEqual([blocker]);
    expect(station.log.head()).toEqual(head);
  });
});
