// The hub keeps the stations it read from one write transaction to the next (StationCache): what
// a director does from another process (`hall revoke`) and what a transaction undid
// must never be answered from a stale copy.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryMessage } from '../../../electron/core/hall/hub/hub-entry-message.ts';
import { ingestEntry } from '../../../electron/core/hall/hub/hub-ingest.ts';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import type { LogEntry } from '../../../electron/core/log/log-entry.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

function stationEntries(count: number): LogEntry[] {
  const station = new Station({ dataDir: tempDir() });
  try {
    for (let i = 0; i < count; i += 1) station.judge({ words: ['QI'], source: 'cli', table: i });
    return [...station.log.entries()];
  } finally {
    station.close();
  }
}

function ingest(store: HubStore, token: string, entry: LogEntry): string {
  return store.transaction(() => ingestEntry(store, entryMessage(token, entry), new Date())).result;
}

/**
 * A hub in `hubDir` holding `stored` of a station's three entries, "Table 1" (token aaaa1111), and
 * its copy of the station kept: the first entry binds the station id, which reads the row again.
 */
function hubHolding(
  hubDir: string,
  stored: 1 | 2,
): { store: HubStore; entries: [LogEntry, LogEntry, LogEntry] } {
  const entries = stationEntries(3) as [LogEntry, LogEntry, LogEntry];
  const store = new HubStore(hubDir, { create: true });
  store.stations.invite('Table 1', 'aaaa1111', null, new Date());
  for (const entry of entries.slice(0, stored)) expect(ingest(store, 'aaaa1111', entry)).toBe('stored');
  return { store, entries };
}

/** Takes `entry` in a transaction that then fails with `why`: nothing of it may stay. */
function ingestThenFail(store: HubStore, entry: LogEntry, why: string): void {
  expect(() =>
    store.transaction(() => {
      ingestEntry(store, entryMessage('aaaa1111', entry), new Date());
      throw new Error(why);
    }),
  ).toThrow(why);
}

describe("the hub's stations kept between transactions", () => {
  it('sees a revocation made by another process at the next entry', () => {
    const hubDir = join(tempDir(), 'hub');
    const { store: running, entries } = hubHolding(hubDir, 2);
    // `hall revoke` opens the same file from its own process.
    const cli = new HubStore(hubDir);
    expect(cli.stations.revoke('Table 1', new Date())).toBe(true);
    cli.close();
    expect(ingest(running, 'aaaa1111', entries[2])).toBe('quarantined');
    expect(running.stations.byToken('aaaa1111')?.verified?.seq).toBe(2);
    running.close();
  });

  it('sees a revocation made on its own connection at the next entry', () => {
    const { store, entries } = hubHolding(join(tempDir(), 'hub'), 2);
    expect(store.stations.revoke('table 1', new Date())).toBe(true);
    expect(ingest(store, 'aaaa1111', entries[2])).toBe('quarantined');
    store.close();
  });

  it('forgets what a transaction that did not commit read and wrote', () => {
    const { store, entries } = hubHolding(join(tempDir(), 'hub'), 1);
    const [, e2, e3] = entries;
    ingestThenFail(store, e2, 'the disk is full');
    // Kept, the copy would say entry 2 is stored: e3 would join the chain after an entry it lacks.
    expect(ingest(store, 'aaaa1111', e3)).toBe('held');
    expect(ingest(store, 'aaaa1111', e2)).toBe('stored');
    expect(store.stations.byToken('aaaa1111')?.verified?.seq).toBe(3);
    store.close();
  });

  it('forgets what a transaction inside another undid, though the outer one commits', () => {
    const { store, entries } = hubHolding(join(tempDir(), 'hub'), 1);
    const [, e2, e3] = entries;
    store.transaction(() => {
      ingestThenFail(store, e2, 'a bug met by this message');
    });
    expect(ingest(store, 'aaaa1111', e3)).toBe('held');
    expect(store.stations.byToken('aaaa1111')?.verified?.seq).toBe(1);
    store.close();
  });
});
