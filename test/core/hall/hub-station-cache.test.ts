// The hub keeps the stations it read from one write transaction to the next (StationCache): what
// a director does from another process (`hall revoke`) and what a transaction undid
// must never be answered from a stale copy.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryMessage, ingestEntry } from '../../../electron/core/hall/hub-ingest.ts';
import { HubStore } from '../../../electron/core/hall/hub-store.ts';
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

describe("the hub's stations kept between transactions", () => {
  it('sees a revocation made by another process at the next entry', () => {
    const [e1, e2, e3] = stationEntries(3) as [LogEntry, LogEntry, LogEntry];
    const hubDir = join(tempDir(), 'hub');
    const running = new HubStore(hubDir, { create: true });
    running.stations.invite('Table 1', 'aaaa1111', null, new Date());
    // The first entry binds the station id, which reads the row again; the second is kept.
    expect(ingest(running, 'aaaa1111', e1)).toBe('stored');
    expect(ingest(running, 'aaaa1111', e2)).toBe('stored');
    // `hall revoke` opens the same file from its own process.
    const cli = new HubStore(hubDir);
    expect(cli.stations.revoke('Table 1', new Date())).toBe(true);
    cli.close();
    expect(ingest(running, 'aaaa1111', e3)).toBe('quarantined');
    expect(running.stations.byToken('aaaa1111')?.verified?.seq).toBe(2);
    running.close();
  });

  it('sees a revocation made on its own connection at the next entry', () => {
    const [e1, e2, e3] = stationEntries(3) as [LogEntry, LogEntry, LogEntry];
    const store = new HubStore(join(tempDir(), 'hub'), { create: true });
    store.stations.invite('Table 1', 'aaaa1111', null, new Date());
    expect(ingest(store, 'aaaa1111', e1)).toBe('stored');
    expect(ingest(store, 'aaaa1111', e2)).toBe('stored');
    expect(store.stations.revoke('table 1', new Date())).toBe(true);
    expect(ingest(store, 'aaaa1111', e3)).toBe('quarantined');
    store.close();
  });

  it('forgets what a transaction that did not commit read and wrote', () => {
    const [e1, e2, e3] = stationEntries(3) as [LogEntry, LogEntry, LogEntry];
    const store = new HubStore(join(tempDir(), 'hub'), { create: true });
    store.stations.invite('Table 1', 'aaaa1111', null, new Date());
    expect(ingest(store, 'aaaa1111', e1)).toBe('stored');
    expect(() =>
      store.transaction(() => {
        ingestEntry(store, entryMessage('aaaa1111', e2), new Date());
        throw new Error('the disk is full');
      }),
    ).toThrow('the disk is full');
    // Kept, the copy would say entry 2 is stored: e3 would join the chain after an entry it lacks.
    expect(ingest(store, 'aaaa1111', e3)).toBe('held');
    expect(ingest(store, 'aaaa1111', e2)).toBe('stored');
    expect(store.stations.byToken('aaaa1111')?.verified?.seq).toBe(3);
    store.close();
  });
});
