import type { Database } from 'better-sqlite3';
import { preparedOnce } from '../store/prepared-once.ts';
import { HUB_LIMITS } from './hub-limits.ts';
import type { HubFault } from './hub-records.ts';

/** What the director must be told (`faults`), each raised once and kept until acknowledged. */
export class FaultStore {
  readonly #prepare: Database['prepare'];

  constructor(db: Database) {
    this.#prepare = preparedOnce(db);
  }

  /** Raises a fault; true when it is new (the same fault is raised once). */
  raise(token: string | null, kind: string, detailKey: string, message: string, at: Date): boolean {
    // A station cannot fill the hub with faults: past its budget, one fault says so.
    const count =
      this.#prepare<[string | null], { n: number }>('SELECT count(*) AS n FROM faults WHERE token IS ?').get(
        token,
      )?.n ?? 0;
    if (count < HUB_LIMITS.faultsPerStation) return this.#insert(token, kind, detailKey, message, at);
    return this.#insert(
      token,
      'limit',
      'faults',
      `${token === null ? 'Messages of no station' : `The station ${token}`} raised more than ${HUB_LIMITS.faultsPerStation} faults: the rest are not recorded`,
      at,
    );
  }

  #insert(token: string | null, kind: string, detailKey: string, message: string, at: Date): boolean {
    return (
      this.#prepare(
        'INSERT OR IGNORE INTO faults (token, kind, detail_key, message, raised_at) VALUES (?, ?, ?, ?, ?)',
      ).run(token, kind, detailKey, message, at.toISOString()).changes > 0
    );
  }

  /** Every fault, oldest first. */
  all(): HubFault[] {
    return this.#prepare<[], HubFault>(
      'SELECT id, token, kind, message, raised_at AS raisedAt, acknowledged_at AS acknowledgedAt FROM faults ORDER BY id',
    ).all();
  }
}
