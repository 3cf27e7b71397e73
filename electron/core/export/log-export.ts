import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import {
  byColumn,
  byField,
  ENTRY_COLUMNS,
  ENTRY_FIELDS,
  recordShape,
  type ExportColumn,
} from '../log/entry-columns.ts';
import type { ChallengeLog } from '../log/challenge-log.ts';
import type { LogEntry } from '../log/log-entry.ts';

/** The formats `log export` writes to standard output or one file. */
export type ExportFormat = 'csv' | 'jsonl';

/** Column order of every export; the names (in the entry column table) are the contract for spreadsheets and merge tools. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = ENTRY_FIELDS.map(
  (field) => ENTRY_COLUMNS[field].record,
);

/** One entry as exported: every field, so that a merge can recompute its hash. */
export const exportRecordSchema = z.strictObject(recordShape());
export type ExportRecord = z.infer<typeof exportRecordSchema>;

/**
 * Writes every entry of one consistent snapshot of the log through `write`, which must be
 * synchronous so that the snapshot stays open until the last line. Returns the number of entries.
 */
export function exportLog(log: ChallengeLog, format: ExportFormat, write: (chunk: string) => void): number {
  return log.snapshot(() => {
    let count = 0;
    if (format === 'csv') write(stringify([EXPORT_COLUMNS]));
    for (const entry of log.entries()) {
      write(format === 'csv' ? stringify([csvRow(entry)]) : `${JSON.stringify(toExportRecord(entry))}\n`);
      count += 1;
    }
    return count;
  });
}

/**
 * An entry as a record, compact: the game's keys only when it has a game, so the record of an entry
 * without one is what it was before games were recorded (what a hall message carries).
 */
export function toRecord(entry: LogEntry): ExportRecord {
  return recordOf(entry, 'omit');
}

/** An entry as an export record (the JSON Lines shape): every column, the game's null when it has none. */
export function toExportRecord(entry: LogEntry): ExportRecord {
  return recordOf(entry, 'null');
}

function recordOf(entry: LogEntry, unsetGame: 'null' | 'omit'): ExportRecord {
  return byColumn(
    {
      ...entry,
      words: [...entry.words],
      wordResults: entry.wordResults.map((valid) => (valid ? 'valid' : 'invalid')),
    },
    'record',
    unsetGame,
  ) as ExportRecord;
}

/** The entry an export record was made from: the exact inverse of {@link toExportRecord} (and of {@link toRecord}). */
export function fromRecord(record: ExportRecord): LogEntry {
  const entry = byField(record, 'record') as unknown as LogEntry;
  return { ...entry, wordResults: record.word_results.map((result) => result === 'valid') };
}

/** The cells of an entry's CSV row, in {@link EXPORT_COLUMNS} order. */
export function csvRow(entry: LogEntry): string[] {
  const record = toExportRecord(entry);
  return EXPORT_COLUMNS.map((column) => csvCell(record[column]));
}

/**
 * A CSV document a spreadsheet opens cleanly: UTF-8 with a byte-order mark (so Excel reads names
 * with accents correctly), CRLF line ends, every text cell guarded against formula injection. The
 * preamble rows (a label, then values) describe the export; a blank row separates them from the
 * column row, so a reader can find the table by the first row that starts with `seq`.
 */
export function csvDocument(
  preamble: readonly (readonly string[])[],
  columns: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const guarded = (row: readonly string[]): string[] => row.map(guardFormula);
  return stringify([...preamble.map(guarded), [''], [...columns], ...rows.map(guarded)], {
    bom: true,
    record_delimiter: 'windows',
  });
}

/** JSON Lines: the header object on the first line, then one record per entry. */
export function jsonlDocument(header: Record<string, unknown>, entries: readonly LogEntry[]): string {
  return [header, ...entries.map(toExportRecord)].map((line) => `${JSON.stringify(line)}\n`).join('');
}

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return, which some strip
 * first) as a formula, so a judge's note like "=HYPERLINK(…)" could act when the file is opened.
 * Such cells get a leading apostrophe, which spreadsheets show as text and do not display.
 */
export function guardFormula(cell: string): string {
  return /^[=+\-@\t\r]/u.test(cell) ? `'${cell}` : cell;
}

// Lists become space-separated (words are letters only, so this is exact); null becomes empty.
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(' ');
  return guardFormula(typeof value === 'string' ? value : JSON.stringify(value));
}
