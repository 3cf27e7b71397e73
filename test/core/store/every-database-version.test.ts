// Every SQLite file the project writes changes shape one way — the core's migration runner — and
// each refuses a file of a newer version with the same words: the station's database, the hub's
// store, the hall view's tables in the hub's file (counted on their own), the station's hall link.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HallViewStore } from '../../../electron/core/hall/view/hall-view-store.ts';
import { HUB_STORE } from '../../../electron/core/hall/hub/hub-migrations/index.ts';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { StationLinkStore } from '../../../electron/core/hall/station/station-link-store.ts';
import { openStationDatabase } from '../../../electron/core/store/station-database.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

function bump(path: string, version: number): void {
  const db = new Database(path);
  db.pragma(`user_version = ${version}`);
  db.close();
}

/** The hall view's version, kept in its own table of the hub's file. */
function bumpView(path: string, version: number): void {
  const db = new Database(path);
  db.prepare('UPDATE hall_view_version SET version = ?').run(version);
  db.close();
}

const NEWER =
  /^This (station's database|hub's store|hall view's store|station's hall link) is from a newer version of Challenge Station \(schema 99, this app knows \d+\); update the app\.$/u;

describe('every database the project writes', () => {
  it('refuses a file of a newer version, each with the same words', () => {
    const dir = tempDir();
    openStationDatabase(join(dir, 'station.sqlite')).close();
    new HubStore(join(dir, 'hub'), { create: true }).close();
    new HallViewStore(join(dir, 'hub')).close();
    new StationLinkStore(dir).close();
    bump(join(dir, 'station.sqlite'), 99);
    bump(join(dir, 'hub', 'hub.sqlite'), 99);
    bumpView(join(dir, 'hub', 'hub.sqlite'), 99);
    bump(join(dir, 'hall.sqlite'), 99);
    const refusals = [
      () => openStationDatabase(join(dir, 'station.sqlite')),
      () => new HubStore(join(dir, 'hub')),
      () => new HallViewStore(join(dir, 'hub')),
      () => new StationLinkStore(dir),
      () => new StationLinkStore(dir, { readonly: true }),
    ].map((open) => {
      try {
        open();
        return 'opened';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(refusals).toHaveLength(5);
    for (const message of refusals) expect(message).toMatch(NEWER);
  });

  it('opens the hall view’s tables through their own migrations', () => {
    const hubDir = join(tempDir(), 'hub');
    const store = new HubStore(hubDir, { create: true });
    const view = new HallViewStore(hubDir);
    view.sync([{ key: 'k', kind: 'silent', station: 'S', text: 'silent' }], new Date());
    expect(view.alerts()).toHaveLength(1);
    view.close();
    store.close();
  });

  it('upgrades a hub store of schema 3 in place: its stations kept, second opinions and hall reports added', () => {
    const hubDir = join(tempDir(), 'hub');
    const made = new HubStore(hubDir, { create: true });
    made.stations.invite('Station 1', 'aaaa1111', null, new Date());
    made.close();
    // As the app left it before entries were judged again: no such tables, schema 3.
    const db = new Database(join(hubDir, 'hub.sqlite'));
    db.exec('DROP TABLE judged_again');
    db.exec('DROP TABLE judged_again_counts');
    db.exec('ALTER TABLE stations DROP COLUMN hall_report');
    db.pragma('user_version = 3');
    db.close();
    const store = new HubStore(hubDir);
    expect(store.stations.all().map((station) => [station.name, station.hallReport])).toEqual([
      ['Station 1', null],
    ]);
    expect(store.judgedAgain.counts('aaaa1111')).toEqual({
      judged: 0,
      agreeing: 0,
      differing: 0,
      notJudged: 0,
    });
    store.close();
    const reopened = new Database(join(hubDir, 'hub.sqlite'), { readonly: true });
    expect(reopened.pragma('user_version', { simple: true })).toBe(HUB_STORE.migrations.length);
    reopened.close();
  });

  it('takes a hall link made before it had a version as it was, cursor and all', () => {
    const dir = tempDir();
    const old = new Database(join(dir, 'hall.sqlite'));
    old.exec(`CREATE TABLE hall_link (id INTEGER PRIMARY KEY CHECK (id = 1), join_file TEXT NOT NULL,
      joined_at TEXT NOT NULL, acked_seq INTEGER NOT NULL DEFAULT 0, acked_hash TEXT)`);
    old
      .prepare('INSERT INTO hall_link VALUES (1, ?, ?, 7, ?)')
      .run('{}', new Date().toISOString(), 'a'.repeat(64));
    old.close();
    const link = new StationLinkStore(dir);
    expect(link.acknowledged()).toEqual({ seq: 7, hash: 'a'.repeat(64) });
    // Upgraded on the way to the memory of the hall's settings applied (schemas 2 and 3) and to
    // when the hub last acknowledged an entry (schema 4), unknown for the entries before it.
    expect(link.settingAppliedAt('round')).toBeNull();
    expect(link.lastAcknowledgedAt()).toBeNull();
    link.advanceCursor({ seq: 8, hash: 'b'.repeat(64) }, new Date('2027-03-01T14:02:00.000Z'));
    expect(link.lastAcknowledgedAt()).toBe('2027-03-01T14:02:00.000Z');
    link.close();
    const db = new Database(join(dir, 'hall.sqlite'));
    expect(db.pragma('user_version', { simple: true })).toBe(4);
    db.close();
  });

  it('keeps a hall setting applied at schema 2 as set by the hall, its value and initials unknown', () => {
    const dir = tempDir();
    new StationLinkStore(dir).close();
    const db = new Database(join(dir, 'hall.sqlite'));
    db.exec('DROP TABLE hall_settings_applied');
    db.exec(
      'CREATE TABLE hall_settings_applied (name TEXT PRIMARY KEY, set_at TEXT NOT NULL) STRICT, WITHOUT ROWID',
    );
    db.prepare('INSERT INTO hall_settings_applied VALUES (?, ?)').run('round', '2027-03-01T10:00:00.000Z');
    db.pragma('user_version = 2');
    db.close();
    const link = new StationLinkStore(dir);
    expect(link.appliedSettings()).toEqual([
      { name: 'round', setAt: '2027-03-01T10:00:00.000Z', value: undefined, by: null },
    ]);
    link.markSettingApplied('round', '2027-03-02T10:00:00.000Z', 4, 'JB');
    expect(link.appliedSettings()).toEqual([
      { name: 'round', setAt: '2027-03-02T10:00:00.000Z', value: 4, by: 'JB' },
    ]);
    link.close();
  });
});
