import type { MigratedFile, SchemaVersion } from '../../../store/migration-runner.ts';
import { up as alerts } from './0001-alerts.ts';
import { up as alertMessages } from './0002-alert-messages.ts';

/**
 * The hall view's version, in a one-row table of its own: its tables stand in the hub's file, whose
 * `user_version` is the hub store's. A file without the table has none of the view's steps counted
 * (version 0), so a hub's file made before the view had migrations of its own goes through them all,
 * each meeting its own work done already.
 */
const HALL_VIEW_VERSION: SchemaVersion = {
  read: (db) => {
    const table = db
      .prepare<[], { n: number }>(
        "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'hall_view_version'",
      )
      .get();
    if ((table?.n ?? 0) === 0) return 0;
    return db.prepare<[], { version: number }>('SELECT version FROM hall_view_version').get()?.version ?? 0;
  },
  write: (db, version) => {
    db.exec(
      'CREATE TABLE IF NOT EXISTS hall_view_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)',
    );
    db.prepare(
      'INSERT INTO hall_view_version (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version',
    ).run(version);
  },
};

/** The hall view's tables in the hub's file as the migration runner knows them. */
export const HALL_VIEW_TABLES: MigratedFile = {
  what: "hall view's store",
  migrations: [alerts, alertMessages],
  version: HALL_VIEW_VERSION,
};
