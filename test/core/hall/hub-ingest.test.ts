// The hub's ingest without a network: real station logs, a real hub store, and every way an entry
// can arrive — in order, resent, ahead of a gap, forked, rewritten, or naming another station.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryMessage, ingestEntry } from '../../../electron/core/hall/hub-ingest.ts';
import { hallStatus } from '../../../electron/core/hall/hub-status.ts';
import { HubStore } from '../../../electron/core/hall/hub-store.ts';
import { hubMergeResult } from '../../../electron/core/hall/hub-export.ts';
import type { LogEntry } from '../../../electron/core/log/log-entry.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();

function stationEntries(count: number, dir = tempDir()): LogEntry[] {
  const station = new Station({ dataDir: dir });
  try {
    for (let i = 0; i < count; i += 1)
      station.judge({ words: [i % 2 === 0 ? 'QI' : 'ZZZQ'], source: 'cli', table: i });
    return [...station.log.entries()];
  } finally {
    station.close();
  }
}

function hub(tokens: readonly string[]): HubStore {
  const store = new HubStore(join(tempDir(), 'hub'), { create: true });
  for (const token of tokens) store.invite(`Station ${token}`, token, null, new Date());
  return store;
}

function ingest(store: HubStore, token: string, entry: LogEntry): string {
  return store.transaction(() => ingestEntry(store, entryMessage(token, entry), new Date())).result;
}

describe('the hub ingest', () => {
  it('keeps what a station sent before its revocation, and quarantines what it sends after', () => {
    const [e1, e2, e3] = stationEntries(3) as [LogEntry, LogEntry, LogEntry];
    const store = hub(['aaaa1111']);
    expect(ingest(store, 'aaaa1111', e1)).toBe('stored');
    expect(store.revoke('Station aaaa1111', new Date())).toBe(true);
    // The stream read again at the hub's next start: what was stored stays, once.
    expect(ingest(store, 'aaaa1111', e1)).toBe('duplicate');
    expect(ingest(store, 'aaaa1111', e2)).toBe('quarantined');
    expect(ingest(store, 'aaaa1111', e3)).toBe('quarantined');
    expect(hubMergeResult(store).entries.map((entry) => entry.seq)).toEqual([1]);
    expect(hallStatus(store)[0]?.faults.map((fault) => fault.kind)).toEqual(['revoked', 'revoked']);
  });

  it('stores a chain in order once, however often and in whatever order it arrives', () => {
    const entries = stationEntries(6);
    const store = hub(['aaaa1111']);
    const [e1, e2, e3, e4, e5, e6] = entries as [LogEntry, LogEntry, LogEntry, LogEntry, LogEntry, LogEntry];
    expect(ingest(store, 'aaaa1111', e1)).toBe('stored');
    expect(ingest(store, 'aaaa1111', e1)).toBe('duplicate');
    expect(ingest(store, 'aaaa1111', e4)).toBe('held');
    expect(ingest(store, 'aaaa1111', e4)).toBe('duplicate');
    expect(ingest(store, 'aaaa1111', e3)).toBe('held');
    expect(hallStatus(store)[0]?.verified?.seq).toBe(1);
    // Entry 2 fills the gap: 3 and 4 join the chain behind it.
    expect(ingest(store, 'aaaa1111', e2)).toBe('stored');
    expect(hallStatus(store)[0]).toMatchObject({
      entries: 4,
      held: 0,
      chain: 'verified',
      verified: { seq: 4, hash: e4.hash },
    });
    ingest(store, 'aaaa1111', e6);
    ingest(store, 'aaaa1111', e5);
    expect(hubMergeResult(store).entries.map((entry) => entry.hash)).toEqual(
      entries.map((entry) => entry.hash),
    );
    expect(store.quarantined()).toEqual([]);
    store.close();
  });

  it('quarantines a fork, a rewritten entry and an entry naming another station, and never merges them', () => {
    const own = stationEntries(3);
    const fork = stationEntries(3);
    const store = hub(['aaaa1111']);
    for (const entry of own) ingest(store, 'aaaa1111', entry);
    // Another log with the same station id: the same seqs with other hashes.
    const forked = { ...(fork[1] as LogEntry), stationId: (own[0] as LogEntry).stationId };
    expect(ingest(store, 'aaaa1111', forked)).toBe('quarantined');
    const foreign = fork[2] as LogEntry;
    expect(ingest(store, 'aaaa1111', { ...foreign, seq: 4 })).toBe('quarantined');
    const rewritten = { ...(own[2] as LogEntry), seq: 4, prevHash: (own[2] as LogEntry).hash, words: ['QI'] };
    expect(ingest(store, 'aaaa1111', rewritten)).toBe('quarantined');
    const kinds = store.quarantined().map((item) => item.kind);
    expect(kinds).toEqual(['fork', 'foreign-station-id', 'chain-broken']);
    const [row] = hallStatus(store);
    expect(row).toMatchObject({ chain: 'broken', entries: 3 });
    expect(row?.faults.map((fault) => fault.kind)).toEqual(['fork', 'foreign-station-id', 'chain-broken']);
    const merged = hubMergeResult(store);
    expect(merged.entries.map((entry) => entry.hash)).toEqual(own.map((entry) => entry.hash));
    expect(merged.conflicts).toHaveLength(1);
    store.close();
  });

  it('refuses one station id under two invitations, and a message that is not an entry', () => {
    const entries = stationEntries(2);
    const store = hub(['aaaa1111', 'bbbb2222']);
    expect(ingest(store, 'aaaa1111', entries[0] as LogEntry)).toBe('stored');
    expect(ingest(store, 'bbbb2222', entries[0] as LogEntry)).toBe('quarantined');
    const junk = store.transaction(() =>
      ingestEntry(store, { token: 'aaaa1111', messageId: null, body: '{"seq":1}' }, new Date()),
    );
    expect(junk.result).toBe('quarantined');
    expect(store.quarantined().map((item) => item.kind)).toEqual(['two-machines', 'malformed']);
    store.close();
  });
});
