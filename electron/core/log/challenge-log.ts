import type { Database, Statement } from 'better-sqlite3';
import type { ChainHead } from '../../common/log-shapes.ts';
import { entryHash, GENESIS_HASH, type EntryContent, type EntryKind, type LogEntry } from './log-entry.ts';
import { statementPerLimit } from '../store/statement-per-limit.ts';
import { ENTRY_ROW_COLUMNS, entryParameters, INSERT_ENTRY_SQL, rowSeq, rowToEntry } from './log-row.ts';

export type { ChainHead } from '../../common/log-shapes.ts';

// Rows read at once when walking the whole log: statement.all() in slices reads faster than
// iterate(), and a slice of 1,000 stays in the processor's cache (slices of 5,000 were 8% slower).
const ROWS_PER_SLICE = 1_000;

/** Appends to and reads the hash-chained challenge log. */
export class ChallengeLog {
  readonly #db: Database;
  readonly #lastRow: Statement<[], { seq: number; hash: string }>;
  readonly #insert: Statement<Record<string, unknown>>;
  readonly #all: Statement<[]>;
  // A statement per limit (statement-per-limit.ts): the hall process reads after every commit.
  readonly #valuesAfter: (limit: number) => Statement<[number, number]>;
  readonly #countThrough: Statement<[number], number>;
  readonly #countAllBut: Statement<[number], number>;
  readonly #one: Statement<[number]>;
  readonly #newestFirst: Statement<[]>;
  readonly #followUps: Statement<[number]>;
  readonly #latestOfKind: Statement<[string, string]>;
  readonly #newestEventDetails: Statement<[string, string, string], string | null>;

  constructor(db: Database) {
    this.#db = db;
    this.#lastRow = db.prepare('SELECT seq, hash FROM log_entries ORDER BY seq DESC LIMIT 1');
    this.#insert = db.prepare(INSERT_ENTRY_SQL);
    this.#all = db.prepare('SELECT * FROM log_entries ORDER BY seq');
    this.#valuesAfter = statementPerLimit<[number, number]>(
      db,
      `SELECT ${ENTRY_ROW_COLUMNS} FROM log_entries WHERE seq > ? AND seq <= ? ORDER BY seq`,
      { raw: true },
    );
    this.#countThrough = db.prepare('SELECT count(*) FROM log_entries WHERE seq <= ?').pluck() as Statement<
      [number],
      number
    >;
    // One statement, so one snapshot: an entry appended meanwhile cannot be counted on one side only.
    this.#countAllBut = db
      .prepare('SELECT (SELECT count(*) FROM log_entries) - (SELECT count(*) FROM log_entries WHERE seq > ?)')
      .pluck() as Statement<[number], number>;
    this.#one = db.prepare('SELECT * FROM log_entries WHERE seq = ?');
    this.#newestFirst = db.prepare('SELECT * FROM log_entries ORDER BY seq DESC');
    this.#followUps = db.prepare('SELECT * FROM log_entries WHERE refers_to = ? ORDER BY seq');
    this.#latestOfKind = db.prepare(
      'SELECT * FROM log_entries WHERE kind = ? AND station_id = ? ORDER BY seq DESC LIMIT 1',
    );
    // Events are read newest first through the (kind, station_id, seq) index.
    this.#newestEventDetails = db
      .prepare<[string, string, string], string | null>(
        `SELECT details FROM log_entries WHERE kind = 'event' AND station_id = ?
           AND action IN (SELECT value FROM json_each(?)) AND instr(details, ?) > 0
         ORDER BY seq DESC LIMIT 1`,
      )
      .pluck();
  }

  /**
   * Appends an entry and commits it durably before returning. The write lock is taken first, so
   * two processes appending at once still form one unbroken chain.
   */
  append(content: EntryContent): LogEntry {
    return this.#db
      .transaction((): LogEntry => {
        const last = this.#lastRow.get();
        const seq = (last?.seq ?? 0) + 1;
        const prevHash = last?.hash ?? GENESIS_HASH;
        const entry: LogEntry = { ...content, seq, prevHash, hash: entryHash(prevHash, seq, content) };
        this.#insert.run(entryParameters(entry));
        return entry;
      })
      .immediate();
  }

  /** The newest entry's seq and hash, or null for an empty log. */
  head(): ChainHead | null {
    return this.#lastRow.get() ?? null;
  }

  /** Raw rows in seq order, for verification and export (which validate each row themselves). */
  rows(): IterableIterator<unknown> {
    return this.#all.iterate();
  }

  /**
   * Up to `limit` rows after entry `afterSeq` (and up to `throughSeq`) in seq order, as arrays of
   * values in the column table's order (the fast form for verification; rowToEntry reads them).
   */
  rowValuesAfter(afterSeq: number, limit: number, throughSeq = Number.MAX_SAFE_INTEGER): unknown[][] {
    return this.#valuesAfter(limit).all(afterSeq, throughSeq) as unknown[][];
  }

  /**
   * Every row after entry `afterSeq` (up to `throughSeq`), as {@link rowValuesAfter} gives them, a
   * slice at a time: what a whole-chain check walks (log-verify.ts's verifyChainSlices).
   */
  *rowSlicesAfter(afterSeq = 0, throughSeq = Number.MAX_SAFE_INTEGER): Generator<unknown[][]> {
    for (let after = afterSeq; ;) {
      const slice = this.rowValuesAfter(after, ROWS_PER_SLICE, throughSeq);
      if (slice.length > 0) yield slice;
      if (slice.length < ROWS_PER_SLICE) return;
      // seq is the table's rowid, always an integer; anything else must not end the walk early.
      const last = rowSeq(slice.at(-1));
      if (last === null) throw new Error('The challenge log has a row without a seq; run `log verify`.');
      after = last;
    }
  }

  /** How many rows have a seq up to `seq`: exactly `seq` in an unbroken log. */
  countThrough(seq: number): number {
    // Counting the rows up to a seq reads every row up to it; counting them all reads only the
    // smallest index (a quarter of the time at a million entries), less the few after it. The
    // checkpoint this counts up to is usually near the head.
    const statement = seq > (this.head()?.seq ?? 0) / 2 ? this.#countAllBut : this.#countThrough;
    return statement.get(seq) ?? 0;
  }

  /** Entries in seq order; a malformed row raises, so use {@link rows} where tampering is expected. */
  *entries(): Generator<LogEntry> {
    for (const row of this.rows()) yield checked(row);
  }

  /** One entry by seq, or null when there is none (or it is malformed). */
  entry(seq: number): LogEntry | null {
    const row = this.#one.get(seq);
    return row === undefined ? null : rowToEntry(row);
  }

  /** Entries newest first, read lazily: a search that stops early reads no further. */
  *newestFirst(): Generator<LogEntry> {
    for (const row of this.#newestFirst.iterate()) yield checked(row);
  }

  /** The entries (rulings, checks) that refer to entry `seq`, oldest first. */
  followUps(seq: number): LogEntry[] {
    return this.#followUps.all(seq).map(checked);
  }

  /** The newest entry of a kind recorded by a station, or null. */
  latest(kind: EntryKind, stationId: string): LogEntry | null {
    const row = this.#latestOfKind.get(kind, stationId);
    return row === undefined ? null : checked(row);
  }

  /** The details of this station's newest event of one of `actions` whose details contain `text`. */
  newestEventDetails(stationId: string, actions: readonly string[], text: string): string | null {
    return this.#newestEventDetails.get(stationId, JSON.stringify(actions), text) ?? null;
  }

  /** The database file the log is in: another connection to it reads the same log. */
  file(): string {
    return this.#db.name;
  }

  /** Runs `read` on one consistent snapshot of the log, even while another process appends. */
  snapshot<T>(read: () => T): T {
    return this.#db.transaction(read).deferred();
  }
}

function checked(row: unknown): LogEntry {
  const entry = rowToEntry(row);
  if (entry === null) throw new Error('The challenge log has a malformed entry; run `log verify`.');
  return entry;
}
