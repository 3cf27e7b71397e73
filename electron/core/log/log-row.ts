import type { LogEntry } from './log-entry.ts';
import { ABSENT_IS_NULL, column, ENTRY_FIELDS } from './entry-columns.ts';
import { rowValues, valuesToEntry } from './entry-row-check.ts';

/** The log's columns in the column table's order: what a raw SELECT lists so values arrive in that order. */
export const ENTRY_ROW_COLUMNS = ENTRY_FIELDS.map((field) => column(field).row).join(', ');

/** The INSERT of one entry, columns and named parameters (the entry's fields) from the column table. */
export const INSERT_ENTRY_SQL = `INSERT INTO log_entries (${ENTRY_ROW_COLUMNS})
  VALUES (${ENTRY_FIELDS.map((field) => `@${field}`).join(', ')})`;

/** An entry as the INSERT's parameters: its word lists as JSON text, absent game fields null, the rest as they are. */
export function entryParameters(entry: LogEntry): Record<string, unknown> {
  const parameters: Record<string, unknown> = {
    ...entry,
    words: JSON.stringify(entry.words),
    wordResults: JSON.stringify(entry.wordResults),
  };
  for (const field of ABSENT_IS_NULL) parameters[field] ??= null;
  return parameters;
}

/**
 * Reads a stored row into an entry, or null when the row is malformed (evidence of tampering). The
 * row is either keyed by column (`SELECT *`) or its values in {@link ENTRY_ROW_COLUMNS} order (a raw statement).
 */
export function rowToEntry(row: unknown): LogEntry | null {
  if (Array.isArray(row)) return valuesToEntry(row);
  if (typeof row !== 'object' || row === null) return null;
  return valuesToEntry(rowValues(row as Record<string, unknown>));
}

/** The seq of a row, even a malformed one, so a report can name it. */
export function rowSeq(row: unknown): number | null {
  const seq: unknown = Array.isArray(row)
    ? row[ENTRY_FIELDS.indexOf('seq')]
    : typeof row === 'object' && row !== null
      ? (row as Record<string, unknown>)[column('seq').row]
      : undefined;
  return typeof seq === 'number' ? seq : null;
}
