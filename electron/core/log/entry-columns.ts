import { z } from 'zod';
import {
  ENTRY_KINDS,
  ENTRY_SOURCES,
  PLAY_FATES,
  RULINGS,
  TURN_LOSERS,
  VERDICTS,
} from '../../common/entry-values.ts';
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
  /**
   * The migration that added its column, which places it in the entry's hash (log-entry.ts): the
   * first schema's fields are hashed as they are, each later schema's as one nested array appended
   * only when set. A field a later migration adds must therefore be null in the rows before it.
   */
  readonly since: number;
  /**
   * The field may be missing from an entry, and reads as null then: in its hash, its row and its
   * export record (an export or hall message written before the field existed lacks its key).
   */
  readonly absentIsNull?: true;
}

/** A field of the game (schema 5), the same name in the row and the export, null when absent. */
function gameColumn<N extends string, T extends z.ZodType>(name: N, value: T) {
  const nullable = value.nullable();
  return {
    row: name,
    record: name,
    value: nullable,
    recordValue: nullable.default(null),
    since: 5,
    absentIsNull: true,
  } as const;
}

/**
 * Every field of a log entry, in column order (the order of the INSERT, of every export and of the
 * hash): its name in the entry, its row and export columns, its values and the schema that added it.
 * The stored row's check (entry-row-check.ts), the export record, the entry's hash (log-entry.ts)
 * and the conversions between them and the entry are all derived from this one table; the hashes of
 * entries already written (test/core/log/entry-hash-vectors.ts) and the DDL (migrations) are the
 * frozen contracts it must match.
 */
export const ENTRY_COLUMNS = {
  seq: { row: 'seq', record: 'seq', value: z.number().int(), recordValue: z.number().int().min(1), since: 1 },
  time: { row: 'time', record: 'time', value: z.string(), since: 1 },
  stationId: { row: 'station_id', record: 'station', value: z.string(), since: 1 },
  appVersion: { row: 'app_version', record: 'app_version', value: z.string(), since: 1 },
  kind: { row: 'kind', record: 'kind', value: z.enum(ENTRY_KINDS), since: 1 },
  lexiconName: { row: 'lexicon_name', record: 'lexicon', value: z.string(), since: 1 },
  lexiconFingerprint: { row: 'lexicon_fingerprint', record: 'fingerprint', value: z.string(), since: 1 },
  words: { row: 'words', record: 'words', value: z.array(z.string()), storedAsJson: true, since: 1 },
  // Per-word results are exported as words ('valid' / 'invalid') for people reading the file.
  wordResults: {
    row: 'word_results',
    record: 'word_results',
    value: z.array(z.boolean()),
    storedAsJson: true,
    recordValue: z.array(z.enum(['valid', 'invalid'])),
    since: 1,
  },
  verdict: { row: 'verdict', record: 'verdict', value: z.enum(VERDICTS).nullable(), since: 1 },
  source: { row: 'source', record: 'source', value: z.enum(ENTRY_SOURCES), since: 1 },
  round: { row: 'round', record: 'round', value: z.number().int().nullable(), since: 1 },
  table: { row: 'table_number', record: 'table', value: z.number().int().nullable(), since: 1 },
  details: { row: 'details', record: 'details', value: z.string().nullable(), since: 1 },
  challengeRule: { row: 'challenge_rule', record: 'challenge_rule', value: z.string().nullable(), since: 2 },
  refersTo: { row: 'refers_to', record: 'refers_to', value: z.number().int().nullable(), since: 2 },
  ruling: { row: 'ruling', record: 'ruling', value: z.enum(RULINGS).nullable(), since: 2 },
  judge: { row: 'judge', record: 'judge', value: z.string().nullable(), since: 2 },
  action: { row: 'action', record: 'action', value: z.string().nullable(), since: 2 },
  prevHash: { row: 'prev_hash', record: 'prev_hash', value: z.string(), since: 1 },
  hash: { row: 'hash', record: 'hash', value: z.string(), since: 1 },
  // The game (schema 5): after the chain's own fields, so the exports' earlier columns keep their places.
  gameDivision: gameColumn('game_division', z.string()),
  gameRound: gameColumn('game_round', z.number().int()),
  gameTable: gameColumn('game_table', z.string()),
  firstPlayerDivision: gameColumn('first_player_division', z.string()),
  firstPlayerNumber: gameColumn('first_player_number', z.number().int()),
  firstPlayerName: gameColumn('first_player_name', z.string()),
  secondPlayerDivision: gameColumn('second_player_division', z.string()),
  secondPlayerNumber: gameColumn('second_player_number', z.number().int()),
  secondPlayerName: gameColumn('second_player_name', z.string()),
  challenger: gameColumn('challenger', z.number().int()),
  playFate: gameColumn('play_fate', z.enum(PLAY_FATES)),
  turnLostBy: gameColumn('turn_lost_by', z.enum(TURN_LOSERS)),
  bonusPoints: gameColumn('bonus_points', z.number().int()),
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

/** The fields an entry may lack, which read as null. */
export const ABSENT_IS_NULL: ReadonlySet<EntryField> = new Set(
  ENTRY_FIELDS.filter((field) => column(field).absentIsNull === true),
);

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
  // A loop, not Object.fromEntries over pairs: the hub decodes every entry it takes this way.
  const fields: Partial<Record<EntryField, unknown>> = {};
  for (const field of ENTRY_FIELDS) fields[field] = values[column(field)[from]];
  return fields as Record<EntryField, unknown>;
}

/**
 * Renames an entry's fields to one of the table's column kinds, in column order. The fields that
 * may be absent (the game's) are null where unset; with `unsetGame: 'omit'`, an entry without a
 * game leaves them out, making the record it made before they existed (a hall message: no longer
 * for nothing).
 */
export function byColumn(
  values: Readonly<Partial<Record<EntryField, unknown>>>,
  to: 'row' | 'record',
  unsetGame: 'null' | 'omit' = 'null',
): Record<string, unknown> {
  let keep = unsetGame === 'null';
  for (const field of ABSENT_IS_NULL) keep ||= values[field] !== undefined && values[field] !== null;
  const columns: Record<string, unknown> = {};
  for (const field of ENTRY_FIELDS) {
    if (!ABSENT_IS_NULL.has(field)) columns[column(field)[to]] = values[field];
    else if (keep) columns[column(field)[to]] = values[field] ?? null;
  }
  return columns;
}
