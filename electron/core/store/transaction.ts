import type { Database } from 'better-sqlite3';

/** Runs `work` in one write transaction and returns its result; nested calls join the outer one. */
export type RunInTransaction = <T>(work: () => T) => T;

/**
 * Write transactions that take the lock first (BEGIN IMMEDIATE), so a read-then-write inside one
 * cannot interleave with another process writing the same database.
 */
export function immediateTransactions(db: Database): RunInTransaction {
  return (work) => db.transaction(work).immediate();
}
