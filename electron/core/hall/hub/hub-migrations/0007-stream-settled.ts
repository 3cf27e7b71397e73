import type { Database } from 'better-sqlite3';

/**
 * How far each station's messages in the hall's stream are settled in this store
 * (`stream_settled`): the highest stream sequence of that station's taken in a committed batch,
 * stored or dropped, and the bytes of all it took. At a start the hub resumes each station's
 * durable consumer where it stopped when this store holds at least what the consumer has
 * acknowledged, and otherwise (a store restored from an older copy, or a new one beside an old
 * stream) reads that station's messages again from here: what the store already holds is skipped
 * as a duplicate. `full_at`: when the station passed its bytes in the stream, after which the
 * hub's nats-server refuses its entries.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS stream_settled (
      token TEXT PRIMARY KEY,
      stream_seq INTEGER NOT NULL CHECK (stream_seq >= 0),
      bytes INTEGER NOT NULL DEFAULT 0 CHECK (bytes >= 0),
      full_at TEXT
    ) STRICT, WITHOUT ROWID;
  `);
}
