import { z } from 'zod';
import { ENTRY_KINDS, ENTRY_SOURCES, RULINGS, VERDICTS } from '../../common/entry-values.ts';
import type { LogEntry } from '../../common/log-shapes.ts';

export interface Column {
  /** Its column in log_entries: frozen by the migrations' DDL. */
  readonly row: string;
  /** Its column in exports: frozen by the export format that merge tools and spreadsheets read. */
  readonly record: string;
  /** The values the field may hold. */
  readonly value: z.ZodType;
  /** A stored row keeps it as JSON text (the word lists). */
  readonly storedAsJson?: true;
  /** As an export record holds it, where that differs. */
  readonly recordValue?: z.ZodType;
}

/**
 * Every field of a log entry, in column order (the order of the INSERT and of every export): its
 * name in the entry, its row and export columns, and its values. The stored row's check (entry-row-check.ts),
 * the export record and the conversions between them and the entry are all derived from this one table; the hash's
 * field order (log-entry.ts) and the DDL (migrations) are the frozen contracts it must match.
 */
export const ENTRY_COLUMNS = {
  seq: { row: 'seq', record: 'seq', value: z.number().int(), recordValue: z.number().int().min(1) },
  time: { row: 'time', record: 'time', value: z.string() },
  stationId: { row: 'station_id', record: 'station', value: z.string() },
  appVersion: { row: 'app_version', record: 'app_version', value: z.string() },
  kind: { row: 'kind', record: 'kind', value: z.enum(ENTRY_KINDS) },
  lexiconName: { row: 'lexicon_name', record: 'lexicon', value: z.string() },
  lexiconFingerprint: { row: 'lexicon_fingerprint', record: 'fingerprint', value: z.string() },
  words: { row: 'words', record: 'words', value: z.array(z.string()), storedAsJson: true },
  // Per-word results are exported as words ('valid' / 'invalid') for people reading the file.
  wordResults: {
    row: 'word_results',
    record: 'word_results',
    value: z.array(z.boolean()),
    storedAsJson: true,
    recordValue: z.array(z.enum(['valid', 'invalid'])),
  },
  verdict: { row: 'verdict', record: 'verdict', value: z.enum(VERDICTS).nullable() },
  source: { row: 'source', record: 'source', value: z.enum(ENTRY_SOURCES) },
  round: { row: 'round', record: 'round', value: z.number().int().nullable() },
  table: { row: 'table_number', record: 'table', value: z.number().int().nullable() },
  details: { row: 'details', record: 'details', value: z.string().nullable() },
  challengeRule: { row: 'challenge_rule', record: 'challenge_rule', value: z.string().nullable() },
  refersTo: { row: 'refers_to', record: 'refers_to', value: z.number().int().nullable() },
  ruling: { row: 'ruling', record: 'ruling', value: z.enum(RULINGS).nullable() },
  judge: { row: 'judge', record: 'judge', value: z.string().nullable() },
  action: { row: 'action', record: 'action', value: z.string().nullable() },
  prevHash: { row: 'prev_hash', record: 'prev_hash', value: z.string() },
  hash: { row: 'hash', record: 'hash', value: z.string() },
} as const satisfies { readonly [F in keyof LogEntry]: Column };

type Columns = typeof ENTRY_COLUMNS;
/** A field of a log entry. */
export type EntryField = keyof Columns;
type Override<C, K extends 'recordValue'> = C extends Record<K, infer V> ? V : never;
type RecordValue<F extends EntryField> = [Override<Columns[F], 'recordValue'>] extends [never]
  ? Columns[F]['value']
  : Override<Columns[F], 'recordValue'>;

/** The zod shape of an export record, keyed by export column. */
export type RecordShape = { [F in EntryField as Columns[F]['record']]: RecordValue<F> };
/** An export column name. */
export type ExportColumn = Columns[EntryField]['record'];

/** The entry's fields in column order. */
export const ENTRY_FIELDS = Object.keys(ENTRY_COLUMNS) as EntryField[];

/** A field's column, typed as the table's common shape. */
export const column = (field: EntryField): Column => ENTRY_COLUMNS[field];

/** The shape of an export record, built from the table. */
export function recordShape(): RecordShape {
  return Object.fromEntries(
    ENTRY_FIELDS.map((field) => [column(field).record, column(field).recordValue ?? column(field).value]),
  ) as RecordShape;
}

/** Renames an object keyed by one of the table's column kinds to the entry's field names, in order. */
export function byField(
  values: Readonly<Record<string, unknown>>,
  from: 'row' | 'record',
): Record<EntryField, unknown> {
  return Object.fromEntries(ENTRY_FIELDS.map((field) => [field, values[column(field)[from]]])) as Record<
    EntryField,
    unknown
  >;
}

/** Renames an entry's fields to one of the table's column kinds, in column order. */
export function byColumn(
  values: Readonly<Record<EntryField, unknown>>,
  to: 'row' | 'record',
): Record<string, unknown> {
  return Object.fromEntries(ENTRY_FIELDS.map((field) => [column(field)[to], values[field]]));
}
