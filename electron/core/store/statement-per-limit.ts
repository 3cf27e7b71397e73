import type { Database, Statement } from 'better-sqlite3';

/** Limits kept a statement for, at most: callers use a handful (a slice, a window's rest). */
const LIMITS_KEPT = 16;

/**
 * A query's statement for each LIMIT, the limit written into its SQL rather than bound. SQLite plans
 * with a bound LIMIT's value, so it compiles such a statement again every time it is bound: most
 * (60–77%) of the time a read of a few new entries took in a micro-benchmark (2026-11-28,
 * commit 5de9660, bench/README.md). `sql` is the query without its LIMIT; `raw` gives rows as arrays of values. A limit
 * past the first {@link LIMITS_KEPT} is compiled for its call alone.
 */
export function statementPerLimit<Parameters extends unknown[], Row = unknown>(
  db: Database,
  sql: string,
  options: { readonly raw?: boolean } = {},
): (limit: number) => Statement<Parameters, Row> {
  const kept = new Map<number, Statement<Parameters, Row>>();
  return (limit) => {
    // Written into the SQL, so a whole number only: anything else is a caller's bug.
    if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`Not a row limit: ${limit}`);
    const found = kept.get(limit);
    if (found !== undefined) return found;
    const statement = db.prepare<Parameters, Row>(`${sql} LIMIT ${limit}`);
    if (options.raw === true) statement.raw();
    if (kept.size < LIMITS_KEPT) kept.set(limit, statement);
    return statement;
  };
}
