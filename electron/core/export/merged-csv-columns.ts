// Where merged.csv puts its own columns among an export's. `station_name` (and a hall export's
// `judged_again`) come right after `hash`, where they stood before the game's columns existed, so a
// spreadsheet or script that reads a merged file by position finds them where it always did (a hall
// export's `received_at` after them, the hub's own time beside the station's `time`); the
// game's columns come after them, as they come after every other column in every export.
import { ABSENT_IS_NULL, column } from '../log/entry-columns.ts';
import { csvRow, EXPORT_COLUMNS } from './log-export.ts';
import type { LogEntry } from '../log/log-entry.ts';

// The game's columns (absent from an entry without a game), which every export puts last.
const GAME_RECORDS: ReadonlySet<string> = new Set([...ABSENT_IS_NULL].map((field) => column(field).record));
const BEFORE_GAME = EXPORT_COLUMNS.filter((name) => !GAME_RECORDS.has(name)).length;

/**
 * The merged CSV's column names, with `judged_again` when the merge carries the hub's marks and
 * `received_at` (when the hub received the entry, on its own clock) when it carries the hub's times.
 */
export function mergedCsvHeader(judgedAgain: boolean, receivedAt = false): string[] {
  return [
    ...EXPORT_COLUMNS.slice(0, BEFORE_GAME),
    'station_name',
    ...(judgedAgain ? ['judged_again'] : []),
    ...(receivedAt ? ['received_at'] : []),
    ...EXPORT_COLUMNS.slice(BEFORE_GAME),
  ];
}

/** An entry's merged CSV row: its export cells with the merge's own (`own`) put in their place. */
export function mergedCsvRow(entry: LogEntry, own: readonly string[]): string[] {
  const cells = csvRow(entry);
  return [...cells.slice(0, BEFORE_GAME), ...own, ...cells.slice(BEFORE_GAME)];
}
