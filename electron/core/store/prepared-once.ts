import type { Database, Statement } from 'better-sqlite3';

// Statements compiled so far, per open database: the cache goes with the connection.
const byDatabase = new WeakMap<Database, Map<string, Statement>>();

/**
 * `db.prepare` that compiles each SQL text once per connection and hands back that statement
 * after. The hub's stores run a handful of statements for every entry a station sends; compiling
 * them again each time was a quarter of the hub's time while a backlog caught up.
 *
 * Only for statements run as they are (`run`, `get`, `all`): one that is iterated (a caller could
 * meet it still busy) or changed with `pluck`, `raw` or `expand` (every later caller would get the
 * change) is prepared with `db.prepare` itself.
 */
export function preparedOnce(db: Database): Database['prepare'] {
  let statements = byDatabase.get(db);
  if (statements === undefined) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  const cache = statements;
  return ((source: string): Statement => {
    let statement = cache.get(source);
    if (statement === undefined) {
      statement = db.prepare(source);
      cache.set(source, statement);
    }
    return statement;
  }) as Database['prepare'];
}
