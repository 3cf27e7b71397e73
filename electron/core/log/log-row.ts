import { z } from 'zod';
import type { LogEntry } from './log-entry.ts';
import { byField, ENTRY_COLUMNS, ENTRY_FIELDS, rowShape } from './entry-columns.ts';

/** A row of log_entries as SQLite returns it; a row that does not fit was not written by the station. */
const logRowSchema = z.object(rowShape()).transform((row) => byField(row, 'row') as unknown as LogEntry);

/** The INSERT of one entry, columns and named parameters (the entry's fields) from the column table. */
export const INSERT_ENTRY_SQL = `INSERT INTO log_entries (${ENTRY_FIELDS.map((field) => ENTRY_COLUMNS[field].row).join(', ')})
  VALUES (${ENTRY_FIELDS.map((field) => `@${field}`).join(', ')})`;

/** An entry as the INSERT's parameters: its word lists as JSON text, the rest as they are. */
export function entryParameters(entry: LogEntry): Record<string, unknown> {
  return { ...entry, words: JSON.stringify(entry.words), wordResults: JSON.stringify(entry.wordResults) };
}

/** Reads a stored row into an entry, or null when the row is malformed (evidence of tampering). */
export function rowToEntry(row: unknown): LogEntry | null {
  const parsed = logRowSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/** The seq of a row, even a malformed one, so a report can name it. */
export function rowSeq(row: unknown): number | null {
  const parsed = z.object({ seq: z.number() }).safeParse(row);
  return parsed.success ? parsed.data.seq : null;
}
