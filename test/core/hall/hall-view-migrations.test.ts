// The hall view's tables stand in the hub's file with migrations of their own. A hub's file made
// before that, whose hub store's schema 3 made the alerts table (and schema 10 its message column),
// opens with every alert, acknowledgement and setting it held.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HUB_STORE } from '../../../electron/core/hall/hub/hub-migrations/index.ts';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { HALL_VIEW_TABLES } from '../../../electron/core/hall/view/hall-view-migrations/index.ts';
import { HallViewStore } from '../../../electron/core/hall/view/hall-view-store.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

/** The alerts table as the hub store's schema 3 made it, the message column as its schema 10 added it. */
const OLD_ALERTS = `
  CREATE TABLE hall_view_alerts (
    id INTEGER PRIMARY KEY, key TEXT NOT NULL, kind TEXT NOT NULL, station TEXT NOT NULL,
    text TEXT NOT NULL, raised_at TEXT NOT NULL, cleared_at TEXT, acknowledged_at TEXT,
    acknowledged_by TEXT
  );
  CREATE UNIQUE INDEX hall_view_alerts_open ON hall_view_alerts (key) WHERE cleared_at IS NULL;
`;

/** A hub's folder as an app before the view's own migrations left it, at the hub store's `schema`. */
function oldHub(schema: number): string {
  const hubDir = join(tempDir(), 'hub');
  const made = new HubStore(hubDir, { create: true });
  made.settings.set('name', 'Spring open');
  made.close();
  const db = new Database(join(hubDir, 'hub.sqlite'));
  db.exec(OLD_ALERTS);
  if (schema >= 10) db.exec('ALTER TABLE hall_view_alerts ADD COLUMN message TEXT');
  db.exec(`CREATE TABLE hall_view_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    INSERT INTO hall_view_settings VALUES ('silence', '120');`);
  db.prepare(
    `INSERT INTO hall_view_alerts (key, kind, station, text, raised_at, acknowledged_at, acknowledged_by)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run('silent:aaaa', 'silent', 'Station 1', 'Station 1 is silent', '2027-03-01T10:00:00.000Z', null, null);
  db.prepare(
    `INSERT INTO hall_view_alerts (key, kind, station, text, raised_at, cleared_at, acknowledged_at, acknowledged_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    'fork:bbbb',
    'chain',
    'Station 2',
    'fork',
    '2027-03-01T09:00:00.000Z',
    null,
    '2027-03-01T09:05:00.000Z',
    'JB',
  );
  db.pragma(`user_version = ${schema}`);
  db.close();
  return hubDir;
}

const viewVersion = (hubDir: string): number => {
  const db = new Database(join(hubDir, 'hub.sqlite'), { readonly: true });
  const row = db.prepare<[], { version: number }>('SELECT version FROM hall_view_version').get();
  db.close();
  return row?.version ?? 0;
};

describe("the hall view's own migrations", () => {
  it.each([10, 9])(
    "open a hub's file of schema %i made before them with its alerts, acknowledgements and settings",
    (schema) => {
      const hubDir = oldHub(schema);
      const store = new HubStore(hubDir);
      const view = new HallViewStore(hubDir);
      expect(
        view
          .alerts()
          .map(({ kind, station, acknowledgedBy, message }) => [kind, station, acknowledgedBy, message]),
      ).toEqual([
        ['chain', 'Station 2', 'JB', null],
        ['silent', 'Station 1', null, null],
      ]);
      expect(view.openSince()).toEqual(
        new Map([
          ['silent:aaaa', '2027-03-01T10:00:00.000Z'],
          ['fork:bbbb', '2027-03-01T09:00:00.000Z'],
        ]),
      );
      // A new alert is kept with its words as a code, the column added where schema 9 had none.
      view.sync(
        [
          { key: 'silent:aaaa', kind: 'silent', station: 'Station 1', text: 'Station 1 is silent' },
          { key: 'fork:bbbb', kind: 'chain', station: 'Station 2', text: 'fork' },
          { key: 'limit:cccc', kind: 'limit', station: 'Station 3', text: 'limit' },
        ],
        new Date('2027-03-01T11:00:00.000Z'),
      );
      expect(view.alerts()).toHaveLength(3);
      view.close();
      expect(store.settings.get('name')).toBe('Spring open');
      store.close();
      const db = new Database(join(hubDir, 'hub.sqlite'), { readonly: true });
      expect(db.prepare('SELECT key, value FROM hall_view_settings').all()).toEqual([
        { key: 'silence', value: '120' },
      ]);
      expect(db.pragma('user_version', { simple: true })).toBe(HUB_STORE.migrations.length);
      db.close();
      expect(viewVersion(hubDir)).toBe(HALL_VIEW_TABLES.migrations.length);
    },
  );

  it("leave a new hub's file to the view: the hub store alone makes none of its tables", () => {
    const hubDir = join(tempDir(), 'hub');
    new HubStore(hubDir, { create: true }).close();
    const db = new Database(join(hubDir, 'hub.sqlite'));
    const tables = () =>
      db
        .prepare<[], { name: string }>(
          "SELECT name FROM sqlite_master WHERE name LIKE 'hall_view%' ORDER BY name",
        )
        .all()
        .map((row) => row.name);
    expect(tables()).toEqual([]);
    new HallViewStore(hubDir).close();
    expect(tables()).toEqual(['hall_view_alerts', 'hall_view_alerts_open', 'hall_view_version']);
    db.close();
  });
});
