// The exports carry each entry's game as new columns after the old ones, empty when it has none,
// and still read records written before those columns existed.
import { describe, expect, it } from 'vitest';
import {
  csvRow,
  EXPORT_COLUMNS,
  exportRecordSchema,
  fromRecord,
  toExportRecord,
  toRecord,
} from '../../../electron/core/export/log-export.ts';
import { entryHash, type LogEntry } from '../../../electron/core/log/log-entry.ts';
import { HASH_VECTORS } from '../log/entry-hash-vectors.ts';
import { GAME_EXPORT_COLUMNS } from '../../support/export-columns.ts';

const GAME_COLUMNS: readonly string[] = GAME_EXPORT_COLUMNS;

function entryOf(vector: (typeof HASH_VECTORS)[keyof typeof HASH_VECTORS]): LogEntry {
  return { ...vector.content, seq: vector.seq, prevHash: vector.prevHash, hash: vector.hash };
}

const withGame = entryOf(HASH_VECTORS.gameAdjudication);
const withoutGame = entryOf(HASH_VECTORS.adjudication);

describe('the exports of an entry’s game', () => {
  it('come after every column exported before, which keep their places', () => {
    expect(EXPORT_COLUMNS.indexOf('hash')).toBe(EXPORT_COLUMNS.length - GAME_COLUMNS.length - 1);
    expect(EXPORT_COLUMNS.slice(-GAME_COLUMNS.length)).toEqual(GAME_COLUMNS);
  });

  it('hold the game in JSON Lines and CSV, and map back to an entry of the same hash', () => {
    const record = toExportRecord(withGame);
    expect(toRecord(withGame)).toEqual(record);
    expect(Object.keys(record).slice(-GAME_COLUMNS.length)).toEqual(GAME_COLUMNS);
    expect(record).toMatchObject({
      first_player_name: 'Łucja Nowak',
      game_table: '12A',
      turn_lost_by: null,
      bonus_points: 15,
    });
    const back = fromRecord(exportRecordSchema.parse(JSON.parse(JSON.stringify(record))));
    expect(entryHash(back.prevHash, back.seq, back)).toBe(withGame.hash);
    expect(csvRow(withGame).slice(-GAME_COLUMNS.length)).toEqual([
      'A',
      '4',
      '12A',
      'A',
      '7',
      'Łucja Nowak',
      'A',
      '19',
      "O'Brien, Seán",
      '2',
      'stays',
      '',
      '15',
    ]);
  });

  it('are null keys and empty CSV cells for an entry without a game', () => {
    const record = toExportRecord(withoutGame);
    expect(Object.keys(record)).toEqual([...EXPORT_COLUMNS]);
    for (const column of GAME_COLUMNS) expect(record[column as keyof typeof record], column).toBeNull();
    expect(csvRow(withoutGame).slice(-GAME_COLUMNS.length)).toEqual(GAME_COLUMNS.map(() => ''));
  });

  it('are left out of a hall message without a game, which is read back with them null', () => {
    const compact = toRecord(withoutGame);
    expect(Object.keys(compact)).toEqual(EXPORT_COLUMNS.slice(0, -GAME_COLUMNS.length));
    const back = fromRecord(exportRecordSchema.parse(compact));
    expect(back.firstPlayerName).toBeNull();
    expect(entryHash(back.prevHash, back.seq, back)).toBe(withoutGame.hash);
  });
});
