import type { Database } from 'better-sqlite3';

/**
 * Each station's second opinions counted by outcome (`judged_again_counts`), kept by a trigger on
 * `judged_again` in the same transaction as the row it counts, so an entry undone is never counted.
 * The hall view asks for the hall's status every second; counting the rows there instead read every
 * entry the hub had judged again, every second, a cost that grew all event long: 24.5 ms a look at
 * 100,000 (measured 2026-11-29 at commit ab3bd8d, bench/README.md), against about 6 µs more for each entry stored. Rows are
 * only ever added (INSERT OR IGNORE: a replayed entry adds none, and fires nothing), so the trigger
 * counts inserts alone.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS judged_again_counts (
      token TEXT NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('agrees', 'differs', 'not-judged')),
      n INTEGER NOT NULL,
      PRIMARY KEY (token, outcome)
    ) STRICT, WITHOUT ROWID;
    DELETE FROM judged_again_counts;
    INSERT INTO judged_again_counts (token, outcome, n)
      SELECT token, outcome, count(*) FROM judged_again GROUP BY token, outcome;
    CREATE TRIGGER IF NOT EXISTS judged_again_counted AFTER INSERT ON judged_again
    BEGIN
      INSERT INTO judged_again_counts (token, outcome, n) VALUES (NEW.token, NEW.outcome, 1)
        ON CONFLICT (token, outcome) DO UPDATE SET n = n + 1;
    END;
  `);
}
