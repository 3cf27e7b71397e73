// What a running hub holds, read from its database on a read-only connection of its own, for the
// network tests and the soak: each station's verified entries (a look many times a second, where a
// `hall status` process takes 0.4 s and a core's share of a loaded machine), and the alerts its hall
// view raised (hall-view-store.ts): which fault raised what, and whether it cleared.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { HUB_STORE_FILE } from '../../../electron/core/hall/hub/hub-store.ts';

/** One alert as the hall view stored it. */
export interface HubAlert {
  readonly kind: string;
  readonly station: string;
  readonly text: string;
  readonly raisedAt: string;
  /** When its cause went; null while it is open. */
  readonly clearedAt: string | null;
}

function reading<T>(hubDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(join(hubDir, HUB_STORE_FILE), { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * The entries the hub verified from entry 1, by invitation name: its verified head's seq, which is
 * what `hall status` counts (hub-status.ts).
 */
export function hubVerified(hubDir: string): Record<string, number> {
  return reading(hubDir, (db) =>
    Object.fromEntries(
      db
        .prepare<[], { name: string; seq: number }>('SELECT name, verified_seq AS seq FROM stations')
        .all()
        .map(({ name, seq }) => [name, seq]),
    ),
  );
}

/** Every alert the hub at `hubDir` raised since `since` (all when null), oldest first. */
export function hubAlerts(hubDir: string, since: Date | null = null): HubAlert[] {
  const rows = reading(hubDir, (db) =>
    db
      .prepare<[], HubAlert>(
        `SELECT kind, station, text, raised_at AS raisedAt, cleared_at AS clearedAt
         FROM hall_view_alerts ORDER BY id`,
      )
      .all(),
  );
  return since === null ? rows : rows.filter((row) => Date.parse(row.raisedAt) >= since.getTime());
}
