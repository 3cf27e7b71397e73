import type { Database } from 'better-sqlite3';
import { preparedOnce } from '../../store/prepared-once.ts';
import { HUB_LIMITS } from '../wire/hub-limits.ts';
import type { HubFault } from './hub-records.ts';
import {
  OTHER_LIST_FAULT,
  SAME_TABLE_FAULT,
  SETTING_NOT_CARRIED_FAULT,
  VERDICT_DIFFERS_FAULT,
} from '../wire/hall-fault-kinds.ts';
import { visibleText } from '../wire/visible-text.ts';

/**
 * The faults about one entry of a station's log: a verdict the hub's list would not give, one on
 * another list, a `hall:` setting the hub never carried (each about an entry stored in the
 * station's chain), a verdict that contradicts its words, a broken chain, a fork (each about an
 * entry quarantined as evidence). They never draw on the budget that messages which are no entry
 * spend (malformed, forged, uninvited…), so no flood of those can silence them. They are bounded
 * all the same: each is raised at most once per entry (its key names the entry's seq and hash, or
 * for another list the list), the entries a station can make the hub store are bounded by the
 * stream's messages per station (`streamMessagesPerStation`, never discarded to make room), and
 * the entries quarantined by the evidence budget (`quarantinedBytesPerStation`, each row counted
 * at least `rowOverheadBytes`): past that budget a refused entry is dropped with a `limit` fault.
 */
export const ENTRY_FAULTS: readonly string[] = [
  VERDICT_DIFFERS_FAULT,
  OTHER_LIST_FAULT,
  SETTING_NOT_CARRIED_FAULT,
  SAME_TABLE_FAULT,
  'inconsistent',
  'chain-broken',
  'fork',
];

/** What the director must be told (`faults`), each raised once and kept until acknowledged. */
export class FaultStore {
  readonly #prepare: Database['prepare'];
  readonly #nameOf: (token: string) => string | null;

  /** `nameOf` gives an invited station's invitation name, by which the limit fault names it. */
  constructor(db: Database, nameOf: (token: string) => string | null) {
    this.#prepare = preparedOnce(db);
    this.#nameOf = nameOf;
  }

  /** Raises a fault; true when it is new (the same fault is raised once). */
  raise(token: string | null, kind: string, detailKey: string, message: string, at: Date): boolean {
    if (ENTRY_FAULTS.includes(kind)) return this.#insert(token, kind, detailKey, message, at);
    // A station cannot fill the hub with faults of messages that are no entry: past its budget,
    // one fault says so. The faults of its entries are not counted (ENTRY_FAULTS says why).
    const count =
      this.#prepare<[string | null, string], { n: number }>(
        'SELECT count(*) AS n FROM faults WHERE token IS ? AND kind NOT IN (SELECT value FROM json_each(?))',
      ).get(token, JSON.stringify(ENTRY_FAULTS))?.n ?? 0;
    if (count < HUB_LIMITS.faultsPerStation) return this.#insert(token, kind, detailKey, message, at);
    return this.#insert(
      token,
      'limit',
      'faults',
      `${this.#whose(token)} raised more than ${HUB_LIMITS.faultsPerStation} faults of messages that are no entry: the rest are not recorded (the faults of its entries still are)`,
      at,
    );
  }

  // The station as the hall names it, by its invitation (a text the director chose, shown visibly
  // all the same); a token no invitation holds is named as such.
  #whose(token: string | null): string {
    if (token === null) return 'Messages of no station';
    const name = this.#nameOf(token);
    return name === null
      ? `Messages on the subject of no invited station (${visibleText(token)})`
      : `"${visibleText(name)}"`;
  }

  // Raised once: the table's UNIQUE (token, kind, detail_key) takes every NULL token for another,
  // so a fault of no station (the hub's disk short, a message of no station) is looked for first.
  #insert(token: string | null, kind: string, detailKey: string, message: string, at: Date): boolean {
    return (
      this.#prepare(
        `INSERT OR IGNORE INTO faults (token, kind, detail_key, message, raised_at)
         SELECT ?, ?, ?, ?, ? WHERE NOT EXISTS
           (SELECT 1 FROM faults WHERE token IS ? AND kind = ? AND detail_key = ?)`,
      ).run(token, kind, detailKey, message, at.toISOString(), token, kind, detailKey).changes > 0
    );
  }

  /** Every fault, oldest first. */
  all(): HubFault[] {
    return this.#prepare<[], HubFault>(
      'SELECT id, token, kind, message, raised_at AS raisedAt, acknowledged_at AS acknowledgedAt FROM faults ORDER BY id',
    ).all();
  }
}
