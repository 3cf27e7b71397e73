import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { ChainHead } from '../../log/challenge-log.ts';
import { prepareOwnerOnlyDatabase } from '../../store/owner-only.ts';
import { preparedOnce } from '../../store/prepared-once.ts';
import { checkedVersion, migrate } from '../../store/migration-runner.ts';
import { STATION_LINK } from './link-migrations/index.ts';
import { parseJoinFile, type JoinFile } from '../wire/join-file.ts';
import type { AppliedHallSetting } from '../wire/hall-settings-standing.ts';

/** The file beside station.sqlite that holds the station's hall link; the log's schema is untouched. */
export const STATION_LINK_FILE = 'hall.sqlite';

/**
 * A station's link to its hall: the join file it joined with, and the durable cursor — the last
 * entry the hub's stream acknowledged. The publisher resends from the cursor after any restart, so
 * nothing is skipped; a resend the stream already holds is dropped by its message id. The file holds
 * the station's credentials, so it is its owner's alone (600, its WAL and shared memory too), as
 * station.sqlite is.
 */
export class StationLinkStore {
  readonly #db: Database.Database;
  // Each statement compiled once: the hall process reads and moves the cursor at every publish,
  // and compiling them each time was about a tenth of its busy samples while stations judged busily.
  readonly #prepare: Database.Database['prepare'];

  constructor(dataDir: string, options: { readonly readonly?: boolean } = {}) {
    const path = join(dataDir, STATION_LINK_FILE);
    // Made (or tightened, when an earlier version made it 644) before SQLite opens it: SQLite gives
    // the WAL and shared-memory files the database file's mode.
    if (options.readonly !== true) prepareOwnerOnlyDatabase(path);
    this.#db = new Database(path, { readonly: options.readonly ?? false });
    this.#prepare = preparedOnce(this.#db);
    this.#db.pragma('busy_timeout = 5000');
    try {
      if (options.readonly === true) {
        // A reader beside the station's own writer: it checks the file is not a newer version's.
        checkedVersion(this.#db, STATION_LINK);
      } else {
        this.#db.pragma('journal_mode = WAL');
        // A cursor lost to a power cut only makes the station resend what the hub already holds.
        this.#db.pragma('synchronous = NORMAL');
        migrate(this.#db, STATION_LINK);
      }
    } catch (error) {
      this.#db.close();
      throw error;
    }
  }

  /** The join file of the hall this station has joined, or null. */
  link(): JoinFile | null {
    const row = this.#prepare<[], { join_file: string }>('SELECT join_file FROM hall_link').get();
    return row === undefined ? null : parseJoinFile(row.join_file, 'The stored join file');
  }

  /** Joins a hall: a new hall, or another invitation, starts the cursor again from the first entry. */
  join(file: JoinFile, now: Date): void {
    const same = this.link();
    const keepCursor = same?.hallId === file.hallId && same.token === file.token;
    this.#prepare(
      `INSERT INTO hall_link (id, join_file, joined_at) VALUES (1, ?, ?)
         ON CONFLICT (id) DO UPDATE SET join_file = excluded.join_file, joined_at = excluded.joined_at,
           acked_seq = CASE WHEN ? THEN acked_seq ELSE 0 END,
           acked_hash = CASE WHEN ? THEN acked_hash ELSE NULL END`,
    ).run(JSON.stringify(file), now.toISOString(), keepCursor ? 1 : 0, keepCursor ? 1 : 0);
  }

  /** Leaves the hall: forgets the join file (and with it the station's credentials) and the cursor. */
  leave(): boolean {
    return this.#prepare('DELETE FROM hall_link').run().changes > 0;
  }

  /** The last entry the hub's stream acknowledged, or null before the first. */
  acknowledged(): ChainHead | null {
    const row = this.#prepare<[], { acked_seq: number; acked_hash: string | null }>(
      'SELECT acked_seq, acked_hash FROM hall_link',
    ).get();
    return row === undefined || row.acked_seq === 0 || row.acked_hash === null
      ? null
      : { seq: row.acked_seq, hash: row.acked_hash };
  }

  /**
   * Moves the cursor forward to `head` after the stream acknowledged it. Only forward: a second
   * publisher of the same station (`hall sync` beside the kiosk) that is further on is not undone.
   */
  advanceCursor(head: ChainHead, at: Date = new Date()): void {
    this.#prepare('UPDATE hall_link SET acked_seq = ?, acked_hash = ?, acked_at = ? WHERE acked_seq < ?').run(
      head.seq,
      head.hash,
      at.toISOString(),
      head.seq,
    );
  }

  /** When the hub's stream last acknowledged an entry of this station, or null before the first. */
  lastAcknowledgedAt(): string | null {
    return (
      this.#prepare<[], { acked_at: string | null }>('SELECT acked_at FROM hall_link').get()?.acked_at ?? null
    );
  }

  /** Moves the cursor back to what the hub holds, when the hub lost entries its stream acknowledged. */
  rewindCursor(head: ChainHead | null): void {
    this.#prepare('UPDATE hall_link SET acked_seq = ?, acked_hash = ? WHERE acked_seq > ?').run(
      head?.seq ?? 0,
      head?.hash ?? null,
      head?.seq ?? 0,
    );
  }

  /** When the hall had set the setting `name` the station last applied, or null. */
  settingAppliedAt(name: string): string | null {
    return (
      this.#prepare<[string], { set_at: string }>(
        'SELECT set_at FROM hall_settings_applied WHERE name = ?',
      ).get(name)?.set_at ?? null
    );
  }

  /** Notes that the hall's setting `name`, set to `value` by `by` at `setAt`, is applied. */
  markSettingApplied(name: string, setAt: string, value: unknown, by: string): void {
    this.#prepare(
      `INSERT INTO hall_settings_applied (name, set_at, value, set_by) VALUES (?, ?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET set_at = excluded.set_at, value = excluded.value, set_by = excluded.set_by`,
    ).run(name, setAt, JSON.stringify(value), by);
  }

  /** Every hall setting the station applied: what the hall set it to (unknown before schema 3), by whom, when. */
  appliedSettings(): AppliedHallSetting[] {
    return this.#prepare<[], { name: string; set_at: string; value: string | null; set_by: string | null }>(
      'SELECT name, set_at, value, set_by FROM hall_settings_applied ORDER BY name',
    )
      .all()
      .map((row) => ({
        name: row.name,
        setAt: row.set_at,
        value: row.value === null ? undefined : parseValue(row.value),
        by: row.set_by,
      }));
  }

  /** Closes the file. */
  close(): void {
    this.#db.close();
  }
}

// A value this station wrote itself; one it cannot read is unknown, never an error on the console.
function parseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
