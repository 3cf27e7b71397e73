import Database from 'better-sqlite3';
import { join } from 'node:path';
import { HUB_STORE_FILE } from '../../core/hall/hub/hub-store.ts';
import type { StationStatus } from '../../core/hall/hub/hub-status.ts';
import { reachOfKey, reachText } from '../../core/hall/view/reach-alerts.ts';
import { visibleText } from '../../core/hall/wire/visible-text.ts';

/** A station's open fault of reach, as `hall status` says it: the running hub's own alert. */
export interface StatusReach {
  readonly fault: 'unreachable' | 'quiet';
  /** ISO time: when the station was last heard (unreachable), or since when it has been quiet. */
  readonly since: string;
  /** The alert's words, as the hall view's card and alerts say them in English. */
  readonly text: string;
}

/**
 * Each station's open unreachable or quiet alert, by token, as the running hub's hall view raised
 * it: only that hub knows the time it listened and the silence threshold it runs with, so `hall
 * status` reads its alerts rather than judging again with less. None while no hub has looked (no
 * alerts table yet), read only.
 */
export function openReach(hubDir: string, rows: readonly StationStatus[]): Map<string, StatusReach> {
  const names = new Map(rows.map((row) => [row.token, visibleText(row.name)]));
  const db = new Database(join(hubDir, HUB_STORE_FILE), { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const keys = db
      .prepare<[], { key: string }>(
        `SELECT key FROM hall_view_alerts WHERE cleared_at IS NULL AND (key LIKE 'unreachable:%' OR key LIKE 'quiet:%')`,
      )
      .all();
    const open = new Map<string, StatusReach>();
    for (const { key } of keys) {
      const reach = reachOfKey(key);
      const name = reach === null ? undefined : names.get(reach.token);
      if (reach === null || name === undefined) continue;
      open.set(reach.token, {
        fault: reach.kind,
        since: reach.since,
        text: reachText(reach.kind, name, reach.since),
      });
    }
    return open;
  } catch {
    // A hub whose hall view never ran has no alerts table: no alert is open.
    return new Map();
  } finally {
    db.close();
  }
}
