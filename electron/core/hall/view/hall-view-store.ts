import Database from 'better-sqlite3';
import { join } from 'node:path';
import { readAlertMessage } from '../../../common/hall-alert-messages.ts';
import type { HallAlert, HallAlertKind } from '../../../common/hall-view-shapes.ts';
import type { AlertCondition } from './hall-alerts.ts';
import { HUB_STORE_FILE } from '../hub/hub-store.ts';
import { HALL_VIEW_TABLES } from './hall-view-migrations/index.ts';
import { migrate } from '../../store/migration-runner.ts';
import { statementPerLimit } from '../../store/statement-per-limit.ts';

/** A verified entry as the feed reads it: with when the hub received it and its station's clock skew then. */
export interface StoredFeedRow {
  readonly seq: number;
  readonly record: string;
  readonly receivedAt: string;
  readonly clockSkewMs: number | null;
}

/** Who acknowledged an alert whose fault healed itself (it closed with its cause). */
export const HEALED_BY = 'hub: healed';

/**
 * The hall view's own tables in the hub's database, beside the hub store's (which it only reads):
 * every alert raised, with when its cause went and who acknowledged it when (the designated lexicon
 * is the hub store's: the ingest checks every entry against it). Its own connection, so the ingest's store stays as it is.
 */
export class HallViewStore {
  readonly #db: Database.Database;
  // A statement per limit (statement-per-limit.ts): the hall view reads every station's new entries
  // at every tick.
  readonly #recordsAfter: (limit: number) => Database.Statement<[string, number], StoredFeedRow>;

  /** Opens the view's tables in the hub's data folder (the hub store made the file). */
  constructor(hubDir: string) {
    this.#db = new Database(join(hubDir, HUB_STORE_FILE), { fileMustExist: true });
    this.#db.pragma('busy_timeout = 5000');
    this.#db.pragma('synchronous = FULL');
    // The hub store opened the file first (and refused one of a newer version); the view's own
    // tables stand beside the hub's, made and counted by their own migrations (hall-view-migrations/).
    migrate(this.#db, HALL_VIEW_TABLES);
    this.#recordsAfter = statementPerLimit(
      this.#db,
      `SELECT seq, record, received_at AS receivedAt, clock_skew_ms AS clockSkewMs
         FROM entries WHERE token = ? AND seq > ? ORDER BY seq`,
    );
  }

  /** When each alert still open (its cause not gone) was raised, by its key. */
  openSince(): Map<string, string> {
    const rows = this.#db
      .prepare<[], { key: string; raisedAt: string }>(
        'SELECT key, raised_at AS raisedAt FROM hall_view_alerts WHERE cleared_at IS NULL',
      )
      .all();
    return new Map(rows.map((row) => [row.key, row.raisedAt]));
  }

  /**
   * Raises each new condition once and marks the alerts whose cause has gone as cleared; those
   * whose keys start with one of `healed` (healedAlertKeys in hall-alerts.ts) are closed as well,
   * acknowledged by {@link HEALED_BY}: the fault healed itself, and no director need acknowledge it.
   */
  sync(conditions: readonly AlertCondition[], now: Date, healed: readonly string[] = []): void {
    const at = now.toISOString();
    const open = this.#db.prepare<[], { id: number; key: string }>(
      'SELECT id, key FROM hall_view_alerts WHERE cleared_at IS NULL',
    );
    const raise = this.#db.prepare(
      'INSERT INTO hall_view_alerts (key, kind, station, text, message, raised_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const clear = this.#db.prepare('UPDATE hall_view_alerts SET cleared_at = ? WHERE id = ?');
    const close = this.#db.prepare(
      `UPDATE hall_view_alerts SET cleared_at = ?, acknowledged_at = coalesce(acknowledged_at, ?),
         acknowledged_by = coalesce(acknowledged_by, ?) WHERE id = ?`,
    );
    this.#db
      .transaction(() => {
        const current = new Map(conditions.map((condition) => [condition.key, condition]));
        const raised = new Set<string>();
        for (const row of open.all()) {
          if (current.has(row.key)) raised.add(row.key);
          else if (healed.some((start) => row.key.startsWith(start))) close.run(at, at, HEALED_BY, row.id);
          else clear.run(at, row.id);
        }
        for (const condition of current.values()) {
          if (!raised.has(condition.key))
            raise.run(
              condition.key,
              condition.kind,
              condition.station,
              condition.text,
              condition.message === undefined ? null : JSON.stringify(condition.message),
              at,
            );
        }
      })
      .immediate();
  }

  /** The alerts to show: every one not yet acknowledged, and those whose cause remains; newest first. */
  alerts(): HallAlert[] {
    return this.#db
      .prepare<[], Omit<HallAlert, 'message'> & { kind: HallAlertKind; message: string | null }>(
        `SELECT id, kind, station, text, message, raised_at AS raisedAt, cleared_at AS clearedAt,
           acknowledged_at AS acknowledgedAt, acknowledged_by AS acknowledgedBy
         FROM hall_view_alerts WHERE acknowledged_at IS NULL OR cleared_at IS NULL ORDER BY id DESC`,
      )
      .all()
      .map((row) => ({ ...row, message: storedMessage(row.message) }));
  }

  /** Records who acknowledged an alert and when; false when there is no such unacknowledged alert. */
  acknowledge(id: number, initials: string, now: Date): boolean {
    return (
      this.#db
        .prepare(
          'UPDATE hall_view_alerts SET acknowledged_at = ?, acknowledged_by = ? WHERE id = ? AND acknowledged_at IS NULL',
        )
        .run(now.toISOString(), initials, id).changes > 0
    );
  }

  /**
   * Records who acknowledged every open alert of one kind, up to the alert `upTo` (the newest the
   * director saw: one raised since is left for them to read); how many were acknowledged.
   */
  acknowledgeKind(kind: string, upTo: number, initials: string, now: Date): number {
    return this.#db
      .prepare(
        'UPDATE hall_view_alerts SET acknowledged_at = ?, acknowledged_by = ? WHERE kind = ? AND id <= ? AND acknowledged_at IS NULL',
      )
      .run(now.toISOString(), initials, kind, upTo).changes;
  }

  /** A station's verified entries after `seq`, as stored message bodies, at most `limit`. */
  recordsAfter(token: string, seq: number, limit: number): StoredFeedRow[] {
    return this.#recordsAfter(limit).all(token, seq);
  }

  /** One verified entry's stored body, or null. */
  record(token: string, seq: number): string | null {
    return (
      this.#db
        .prepare<[string, number], { record: string }>(
          'SELECT record FROM entries WHERE token = ? AND seq = ?',
        )
        .get(token, seq)?.record ?? null
    );
  }

  /** Closes the view's connection. */
  close(): void {
    this.#db.close();
  }
}

// A message the file holds is read as any input: one damaged or of another version is not shown,
// and the alert keeps its English text.
function storedMessage(json: string | null): HallAlert['message'] {
  if (json === null) return null;
  try {
    return readAlertMessage(JSON.parse(json));
  } catch {
    return null;
  }
}
