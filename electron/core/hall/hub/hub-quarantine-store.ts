import type { Database } from 'better-sqlite3';
import { preparedOnce } from '../../store/prepared-once.ts';
import { HUB_LIMITS } from '../wire/hub-limits.ts';
import type { QuarantinedEntry } from './hub-records.ts';

/** Every message the hub refused (`quarantine`), kept as evidence and never merged. */
export class QuarantineStore {
  readonly #prepare: Database['prepare'];

  constructor(db: Database) {
    this.#prepare = preparedOnce(db);
  }

  /** Keeps a refused message as evidence; the same refusal twice is kept once. */
  keep(item: Omit<QuarantinedEntry, 'receivedAt'> & { body: string }, at: Date): void {
    this.#prepare(
      'INSERT OR IGNORE INTO quarantine (token, seq, hash, kind, reason, body, received_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(item.token, item.seq, item.hash, item.kind, item.reason, item.body, at.toISOString());
  }

  /** Every quarantined message, oldest first. */
  all(): QuarantinedEntry[] {
    return this.#prepare<[], QuarantinedEntry>(
      'SELECT token, seq, hash, kind, reason, received_at AS receivedAt FROM quarantine ORDER BY id',
    ).all();
  }

  /**
   * How many bytes of refused messages are kept as evidence for a station (or with no station:
   * null), each row counted with its overhead: one row read (kept by triggers, hub store schema 9).
   */
  bytes(token: string | null): number {
    return (
      this.#prepare<[string], { n: number }>(
        `SELECT bytes + rows * ${HUB_LIMITS.rowOverheadBytes} AS n FROM kept_bytes WHERE kept = 'quarantine' AND token = ?`,
      ).get(token ?? '')?.n ?? 0
    );
  }
}
