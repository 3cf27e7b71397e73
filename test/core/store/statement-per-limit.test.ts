import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statementPerLimit } from '../../../electron/core/store/statement-per-limit.ts';

describe('statementPerLimit', () => {
  let db: Database.Database;
  beforeEach(() => {
    db = new Database(':memory:');
    db.exec('CREATE TABLE t (n INTEGER PRIMARY KEY)');
    const insert = db.prepare('INSERT INTO t (n) VALUES (?)');
    for (let n = 1; n <= 40; n += 1) insert.run(n);
  });
  afterEach(() => db.close());

  it('reads at most the limit, each limit its own statement with the limit written in, kept', () => {
    const after = statementPerLimit<[number], { n: number }>(db, 'SELECT n FROM t WHERE n > ? ORDER BY n');
    expect(after(3).all(10)).toEqual([{ n: 11 }, { n: 12 }, { n: 13 }]);
    expect(after(0).all(10)).toEqual([]);
    expect(after(100).all(38)).toEqual([{ n: 39 }, { n: 40 }]);
    // Not bound: SQLite compiles a statement with a bound LIMIT again at every binding.
    expect(after(3).source).toBe('SELECT n FROM t WHERE n > ? ORDER BY n LIMIT 3');
    expect(after(3)).toBe(after(3));
    expect(after(4)).not.toBe(after(3));
  });

  it('gives raw rows when asked, and still answers past the limits it keeps', () => {
    const after = statementPerLimit<[number]>(db, 'SELECT n FROM t WHERE n > ? ORDER BY n', { raw: true });
    for (let limit = 1; limit <= 30; limit += 1) expect(after(limit).all(0)).toHaveLength(limit);
    expect(after(2).all(0)).toEqual([[1], [2]]);
    // The first sixteen limits asked for are kept; the seventeenth is compiled for its call alone.
    expect(after(16)).toBe(after(16));
    expect(after(17)).not.toBe(after(17));
    expect(after(29)).not.toBe(after(29));
  });

  it('refuses a limit that is not a whole number: it is written into the SQL', () => {
    const after = statementPerLimit(db, 'SELECT n FROM t ORDER BY n');
    for (const limit of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
      expect(() => after(limit)).toThrow(RangeError);
  });
});
