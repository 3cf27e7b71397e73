import type { Database } from 'better-sqlite3';
import { preparedOnce } from '../../store/prepared-once.ts';
import { HUB_LIMITS } from '../wire/hub-limits.ts';

/**
 * Entries that arrived ahead of a gap in a station's chain (`held`), each waiting in the hub's
 * store until the missing ones come and it can join the chain.
 */
export class HeldEntryStore {
  readonly #prepare: Database['prepare'];

  constructor(db: Database) {
    this.#prepare = preparedOnce(db);
  }

  /** An entry held ahead of a gap, or null. */
  get(token: string, seq: number): { hash: string; record: string } | null {
    return (
      this.#prepare<[string, number], { hash: string; record: string }>(
        'SELECT hash, record FROM held WHERE token = ? AND seq = ?',
      ).get(token, seq) ?? null
    );
  }

  /** Holds an entry that arrived ahead of a gap. */
  hold(token: string, seq: number, hash: string, record: string, at: Date): void {
    this.#prepare('INSERT INTO held (token, seq, hash, record, received_at) VALUES (?, ?, ?, ?, ?)').run(
      token,
      seq,
      hash,
      record,
      at.toISOString(),
    );
  }

  /** Removes a held entry once it joined the chain or was quarantined. */
  release(token: string, seq: number): void {
    this.#prepare('DELETE FROM held WHERE token = ? AND seq = ?').run(token, seq);
  }

  /** How many bytes of a station's entries wait ahead of a gap: one row read (hub store schema 9). */
  bytes(token: string): number {
    return (
      this.#prepare<[string], { n: number }>(
        `SELECT bytes + rows * ${HUB_LIMITS.rowOverheadBytes} AS n FROM kept_bytes WHERE kept = 'held' AND token = ?`,
      ).get(token)?.n ?? 0
    );
  }

  /** How many entries of a station wait ahead of a gap. */
  count(token: string): number {
    return (
      this.#prepare<[string], { n: number }>('SELECT count(*) AS n FROM held WHERE token = ?').get(token)
        ?.n ?? 0
    );
  }
}
