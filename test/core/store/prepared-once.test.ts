import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { preparedOnce } from '../../../electron/core/store/prepared-once.ts';

describe('preparedOnce', () => {
  it('compiles each SQL text once per connection and runs it as prepared', () => {
    const first = new Database(':memory:');
    const second = new Database(':memory:');
    try {
      for (const db of [first, second]) db.exec('CREATE TABLE t (n INTEGER)');
      const prepare = preparedOnce(first);
      const insert = prepare('INSERT INTO t (n) VALUES (?)');
      expect(prepare('INSERT INTO t (n) VALUES (?)')).toBe(insert);
      expect(preparedOnce(first)('INSERT INTO t (n) VALUES (?)')).toBe(insert);
      expect(preparedOnce(second)('INSERT INTO t (n) VALUES (?)')).not.toBe(insert);
      insert.run(1);
      prepare('INSERT INTO t (n) VALUES (?)').run(2);
      expect(prepare<[], { n: number }>('SELECT n FROM t ORDER BY n').all()).toEqual([{ n: 1 }, { n: 2 }]);
      expect(second.prepare('SELECT count(*) AS c FROM t').get()).toEqual({ c: 0 });
    } finally {
      first.close();
      second.close();
    }
  });
});
