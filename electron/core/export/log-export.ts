import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { ENTRY_KINDS, ENTRY_SOURCES, RULINGS, VERDICTS } from '../../shared/entry-values.ts';
import type { ChallengeLog } from '../log/challenge-log.ts';
import type { LogEntry } from '../log/log-entry.ts';

/** The formats `log export` writes to standard output or one file. */
export type ExportFormat = 'csv' | 'jsonl';

/** Column order of every export; the names are the contract for spreadsheets and merge tools. */
export const EXPORT_COLUMNS = [
  'seq',
  'time',
  'station',
  'app_version',
  'kind',
  'lexicon',
  'fingerprint',
  'words',
  'word_results',
  'verdict',
  'source',
  'round',
  'table',
  'details',
  'challenge_rule',
  'refers_to',
  'ruling',
  'judge',
  'action',
  'prev_hash',
  'hash',
] as const;

/**
 * One entry as exported: every field, so that a merge can recompute its hash. Per-word results are
 * written as words ('valid' / 'invalid') for people reading the file.
 */
export const exportRecordSchema = z.strictObject({
  seq: z.number().int().min(1),
  time: z.string(),
  station: z.string(),
  app_version: z.string(),
  kind: z.enum(ENTRY_KINDS),
  lexicon: z.string(),
  fingerprint: z.string(),
  words: z.array(z.string()),
  word_results: z.array(z.enum(['valid', 'invalid'])),
  verdict: z.enum(VERDICTS).nullable(),
  source: z.enum(ENTRY_SOURCES),
  round: z.number().int().nullable(),
  table: z.number().int().nullable(),
  details: z.string().nullable(),
  challenge_rule: z.string().nullable(),
  refers_to: z.number().int().nullable(),
  ruling: z.enum(RULINGS).nullable(),
  judge: z.string().nullable(),
  action: z.string().nullable(),
  prev_hash: z.string(),
  hash: z.string(),
});
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
      write(format === 'csv' ? stringify([csvRow(entry)]) : `${JSON.stringify(toRecord(entry))}\n`);
      count += 1;
    }
    return count;
  });
}

/** An entry as an export record (the JSON Lines shape). */
export function toRecord(entry: LogEntry): ExportRecord {
  return {
    seq: entry.seq,
    time: entry.time,
    station: entry.stationId,
    app_version: entry.appVersion,
    kind: entry.kind,
    lexicon: entry.lexiconName,
    fingerprint: entry.lexiconFingerprint,
    words: [...entry.words],
    word_results: entry.wordResults.map((valid) => (valid ? 'valid' : 'invalid')),
    verdict: entry.verdict,
    source: entry.source,
    round: entry.round,
    table: entry.table,
    details: entry.details,
    challenge_rule: entry.challengeRule,
    refers_to: entry.refersTo,
    ruling: entry.ruling,
    judge: entry.judge,
    action: entry.action,
    prev_hash: entry.prevHash,
    hash: entry.hash,
  };
}

/** The entry an export record was made from: the exact inverse of {@link toRecord}. */
export function fromRecord(record: ExportRecord): LogEntry {
  return {
    seq: record.seq,
    time: record.time,
    stationId: record.station,
    appVersion: record.app_version,
    kind: record.kind,
    lexiconName: record.lexicon,
    lexiconFingerprint: record.fingerprint,
    words: record.words,
    wordResults: record.word_results.map((result) => result === 'valid'),
    verdict: record.verdict,
    source: record.source,
    round: record.round,
    table: record.table,
    details: record.details,
    challengeRule: record.challenge_rule,
    refersTo: record.refers_to,
    ruling: record.ruling,
    judge: record.judge,
    action: record.action,
    prevHash: record.prev_hash,
    hash: record.hash,
  };
}

/** The cells of an entry's CSV row, in {@link EXPORT_COLUMNS} order. */
export function csvRow(entry: LogEntry): string[] {
  const record = toRecord(entry);
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
  return [header, ...entries.map(toRecord)].map((line) => `${JSON.stringify(line)}\n`).join('');
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
