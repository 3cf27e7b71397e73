// The hub takes each entry in a savepoint of its own transaction. SQLite journals what a savepoint
// changes in a sub-journal, which by default moves to a temporary file on disk once one savepoint
// changes 16 or more existing pages (64 KiB), and serves the rest of the transaction from there: a
// catch-up then paid a write system call for every page each later entry touched (about half the
// hub's CPU in the bench's catch-up). The hub's store keeps it in memory: the second test would see
// the file, as the first sees SQLite's default write one.
import Database from 'better-sqlite3';
import { readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryMessage } from '../../../electron/core/hall/hub/hub-entry-message.ts';
import { ingestEntry } from '../../../electron/core/hall/hub/hub-ingest.ts';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { Station } from '../../../electron/core/station/station.ts';
import type { LogEntry } from '../../../electron/core/log/log-entry.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

// The files this process holds open that were deleted, as SQLite's temporary files are at once.
function deletedOpenFiles(): string[] {
  const fds = '/proc/self/fd';
  return readdirSync(fds)
    .map((fd) => {
      try {
        return readlinkSync(join(fds, fd));
      } catch {
        return ''; // closed meanwhile (the listing's own descriptor)
      }
    })
    .filter((target) => target.endsWith('(deleted)'));
}

function stationEntries(count: number): LogEntry[] {
  const station = new Station({ dataDir: tempDir() });
  try {
    station.transaction(() => {
      for (let i = 0; i < count; i += 1)
        station.judge({ words: ['QI', 'ZA', 'JO'], source: 'cli', table: i % 100 });
    });
    return [...station.log.entries()];
  } finally {
    station.close();
  }
}

describe.runIf(process.platform === 'linux')('the hub store’s savepoints', () => {
  it('are seen by this test when they spill: SQLite’s default writes the file', () => {
    // The control: a plain connection, SQLite's defaults, one savepoint rewriting hundreds of pages.
    const db = new Database(join(tempDir(), 'plain.sqlite'));
    try {
      db.pragma('journal_mode = WAL');
      db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
      const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
      db.transaction(() => {
        for (let i = 0; i < 2_000; i += 1) insert.run('x'.repeat(600));
      })();
      const before = deletedOpenFiles();
      db.exec('BEGIN IMMEDIATE; SAVEPOINT s; UPDATE t SET body = upper(body);');
      const during = deletedOpenFiles();
      db.exec('ROLLBACK');
      expect(during.length).toBeGreaterThan(before.length);
    } finally {
      db.close();
    }
  });

  it('journal in memory: an entry that releases hundreds held after a gap opens no temporary file', () => {
    const [first, ...rest] = stationEntries(400) as [LogEntry, ...LogEntry[]];
    const store = new HubStore(join(tempDir(), 'hub'), { create: true });
    try {
      store.stations.invite('Station A', 'aaaa1111', null, new Date());
      const ingest = (entry: LogEntry) =>
        store.savepoint(() => ingestEntry(store, entryMessage('aaaa1111', entry), new Date()).result);
      // Entries 2–400 arrive ahead of entry 1 and wait in the hub's store.
      store.transaction(() => {
        for (const entry of rest) expect(ingest(entry)).toBe('held');
      });
      const before = deletedOpenFiles();
      // Entry 1 fills the gap: its savepoint moves every held entry into the chain, rewriting pages
      // that were there when it began, well past the 64 KiB a sub-journal keeps in memory by default.
      const during = store.transaction(() => {
        expect(ingest(first)).toBe('stored');
        return deletedOpenFiles();
      });
      expect(during).toEqual(before);
      expect(store.stations.byToken('aaaa1111')?.verified?.seq).toBe(400);
    } finally {
      store.close();
    }
  });
});
