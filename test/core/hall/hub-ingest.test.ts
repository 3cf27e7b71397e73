// The hub's ingest without a network: real station logs, a real hub store, and every way an entry
// can arrive — in order, resent, ahead of a gap, forked, rewritten, or naming another station.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryMessage } from '../../../electron/core/hall/hub/hub-entry-message.ts';
import { ingestEntry } from '../../../electron/core/hall/hub/hub-ingest.ts';
import { hallStatus } from '../../../electron/core/hall/hub/hub-status.ts';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { hubMergeResult } from '../../../electron/core/hall/hub/hub-export.ts';
import { entryHash, type LogEntry } from '../../../electron/core/log/log-entry.ts';
import { HUB_LIMITS } from '../../../electron/core/hall/wire/hub-limits.ts';
import { safeHeader } from '../../../electron/hall/hub/message-headers.ts';
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
  for (const token of tokens) store.stations.invite(`Station ${token}`, token, null, new Date());
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
    expect(store.stations.revoke('Station aaaa1111', new Date())).toBe(true);
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
    expect(store.quarantine.all()).toEqual([]);
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
    const kinds = store.quarantine.all().map((item) => item.kind);
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
    expect(store.quarantine.all().map((item) => item.kind)).toEqual(['two-machines', 'malformed']);
    store.close();
  });
});

/** `entry` altered as a station's forger would, and hashed again so its chain still links. */
function forged(entry: LogEntry, change: Partial<LogEntry>): LogEntry {
  const content = { ...entry, ...change };
  return { ...content, hash: entryHash(content.prevHash, content.seq, content) };
}

function faultsOf(store: HubStore): { kind: string; message: string }[] {
  return store.faults.all().map(({ kind, message }) => ({ kind, message }));
}

describe('the hub ingest trusts nothing a station says', () => {
  it('quarantines a verdict that contradicts its own words, and one with words no honest station logs', () => {
    const [e1, e2] = stationEntries(2) as [LogEntry, LogEntry];
    const store = hub(['aaaa1111']);
    expect(ingest(store, 'aaaa1111', e1)).toBe('stored');
    // Entry 2 is ZZZQ, UNACCEPTABLE: the same entry made ACCEPTABLE, its chain intact.
    const lie = forged(e2, { verdict: 'ACCEPTABLE' });
    expect(lie.wordResults).toEqual([false]);
    const bad = [
      lie,
      forged(e2, { words: ['ZZZQ', 'QI'], wordResults: [false] }),
      forged(e2, { words: ['Q'], wordResults: [true], verdict: 'ACCEPTABLE' }),
      forged(e2, { words: ['QI'.repeat(8)], wordResults: [true], verdict: 'ACCEPTABLE' }),
      forged(e2, {
        words: Array.from({ length: 9 }, () => 'QI'),
        wordResults: Array.from({ length: 9 }, () => true),
        verdict: 'ACCEPTABLE',
      }),
      // A right-to-left override: it displays as another word.
      forged(e2, { words: ['\u202eELBATPECCA'], wordResults: [true], verdict: 'ACCEPTABLE' }),
      forged(e2, { words: ['qi'], wordResults: [true], verdict: 'ACCEPTABLE' }),
      forged(e2, { lexiconFingerprint: 'not-a-fingerprint' }),
    ];
    for (const entry of bad) expect(ingest(store, 'aaaa1111', entry)).toBe('quarantined');
    expect(faultsOf(store).map((fault) => fault.kind)).toEqual(Array.from(bad, () => 'inconsistent'));
    expect(faultsOf(store)[0]?.message).toContain("its verdict is ACCEPTABLE, but its words' results");
    expect(faultsOf(store)[5]?.message).toContain('⟨U+202E⟩');
    // The honest entry 2 still joins the chain: nothing forged was stored.
    expect(ingest(store, 'aaaa1111', e2)).toBe('stored');
    expect(hubMergeResult(store).entries.map((entry) => entry.hash)).toEqual([e1.hash, e2.hash]);
  });

  it('reads a play of tiles in its list’s alphabet (Spanish CH) as consistent', () => {
    const [e1] = stationEntries(1) as [LogEntry];
    const store = hub(['aaaa1111']);
    const spanish = forged(e1, { words: ['[CH]ICO'], wordResults: [true], verdict: 'ACCEPTABLE' });
    expect(ingest(store, 'aaaa1111', spanish)).toBe('stored');
  });

  it('refuses a message id of another station’s, naming both, and one that is not the entry’s own', () => {
    const [a1, a2] = stationEntries(2) as [LogEntry, LogEntry];
    const [b1] = stationEntries(1) as [LogEntry];
    const store = hub(['aaaa1111', 'bbbb2222']);
    const asA = (entry: LogEntry, messageId: string | null): string =>
      store.transaction(() =>
        ingestEntry(
          store,
          { token: 'aaaa1111', messageId, body: entryMessage('aaaa1111', entry).body },
          new Date(),
        ),
      ).result;
    // A publishes its own entry under B's next id: the stream would drop B's entry as a duplicate.
    expect(asA(a1, entryMessage('bbbb2222', b1).messageId)).toBe('quarantined');
    expect(faultsOf(store)[0]).toMatchObject({ kind: 'forged-id' });
    expect(faultsOf(store)[0]?.message).toMatch(
      /"Station aaaa1111" published entry 1 .*"Station bbbb2222"'s/u,
    );
    // An id that names A but another seq or hash, and none at all: not its own either.
    expect(asA(a1, entryMessage('aaaa1111', a2).messageId)).toBe('quarantined');
    expect(asA(a1, null)).toBe('quarantined');
    expect(ingest(store, 'aaaa1111', a1)).toBe('stored');
    // B's own entry, under its own id, is stored: nothing of A's took its place.
    expect(ingest(store, 'bbbb2222', b1)).toBe('stored');
    // A deliberate resend (an attempt after the stream called it a duplicate) is the entry's own.
    const resend = {
      ...entryMessage('aaaa1111', a2),
      messageId: `${entryMessage('aaaa1111', a2).messageId ?? ''}:1`,
    };
    expect(store.transaction(() => ingestEntry(store, resend, new Date())).result).toBe('stored');
  });

  it('flags every adjudication judged on another list than the designated one, naming station, entry and list', () => {
    const entries = stationEntries(3);
    const [e1, e2, e3] = entries as [LogEntry, LogEntry, LogEntry];
    const store = hub(['aaaa1111']);
    expect(ingest(store, 'aaaa1111', e1)).toBe('stored');
    const other = { name: 'ENABLE2\u041a', fingerprint: 'e'.repeat(64) };
    const designation = {
      name: 'ENABLE2K',
      alphabet: 'english' as const,
      fingerprint: 'd'.repeat(64),
      wordCount: 3,
      by: 'AB',
      at: new Date().toISOString(),
    };
    // Designated after entry 1 was stored: the designation flags it at once.
    store.transaction(() => store.designations.record(designation));
    const [off] = store.chains.adjudicationsOffList(designation.fingerprint);
    expect(off).toMatchObject({ token: 'aaaa1111', seq: 1, lexiconFingerprint: e1.lexiconFingerprint });
    // Entries stored after: each other list is flagged once, naming the first entry.
    const onOther = forged(e2, { lexiconName: other.name, lexiconFingerprint: other.fingerprint });
    const result = store.transaction(() =>
      ingestEntry(store, entryMessage('aaaa1111', onOther), new Date(), { designation }),
    );
    expect(result).toMatchObject({ result: 'stored' });
    expect(result.event).toContain('another list');
    const next = forged({ ...e3, prevHash: onOther.hash }, {});
    store.transaction(() => ingestEntry(store, entryMessage('aaaa1111', next), new Date(), { designation }));
    const faults = faultsOf(store).filter((fault) => fault.kind === 'other-list');
    expect(faults.map((fault) => fault.message)).toEqual([
      `"Station aaaa1111" judged entry 2 on another list: ENABLE2\u041a (eeeeeeee), not the hall's ENABLE2K (dddddddd)`,
      `"Station aaaa1111" judged entry 3 on another list: ${e3.lexiconName} (${e3.lexiconFingerprint.slice(0, 8)}), not the hall's ENABLE2K (dddddddd)`,
    ]);
  });

  it('keeps at most its budget of one station’s entries ahead of a gap, and lets the others flow', () => {
    const [a1, a2] = stationEntries(2) as [LogEntry, LogEntry];
    const [b1] = stationEntries(1) as [LogEntry];
    const store = hub(['aaaa1111', 'bbbb2222']);
    // Entries far ahead of A's chain, each 60 KiB of judge's notes: more than the budget in all.
    const padding = 'x'.repeat(60 * 1024);
    let held = 0;
    let dropped = 0;
    for (let seq = 100; seq < 100 + 200; seq += 1) {
      const ahead = forged({ ...a2, seq, prevHash: 'a'.repeat(64) }, { details: padding });
      const outcome = store.transaction(() =>
        ingestEntry(store, entryMessage('aaaa1111', ahead), new Date()),
      );
      if (outcome.result === 'held') held += 1;
      if (outcome.result === 'dropped') dropped += 1;
    }
    expect(held * 60 * 1024).toBeLessThanOrEqual(HUB_LIMITS.heldBytesPerStation);
    expect(dropped).toBe(200 - held);
    expect(store.held.bytes('aaaa1111')).toBeLessThanOrEqual(HUB_LIMITS.heldBytesPerStation);
    const limit = faultsOf(store).filter((fault) => fault.kind === 'limit');
    expect(limit).toHaveLength(1);
    expect(limit[0]?.message).toContain('"Station aaaa1111" reached the hub\'s limit');
    // A's own chain and B's still flow.
    expect(ingest(store, 'aaaa1111', a1)).toBe('stored');
    expect(ingest(store, 'bbbb2222', b1)).toBe('stored');
  });

  it('keeps at most its budget of one station’s refused messages as evidence', () => {
    const store = hub(['aaaa1111']);
    const junk = 'x'.repeat(60 * 1024);
    const results = Array.from(
      { length: 100 },
      () =>
        store.transaction(() =>
          ingestEntry(store, { token: 'aaaa1111', messageId: null, body: junk }, new Date()),
        ).result,
    );
    expect(results.filter((result) => result === 'quarantined').length * junk.length).toBeLessThanOrEqual(
      HUB_LIMITS.quarantinedBytesPerStation,
    );
    expect(results.at(-1)).toBe('dropped');
    expect(store.quarantine.bytes('aaaa1111')).toBeLessThanOrEqual(HUB_LIMITS.quarantinedBytesPerStation);
  });
});

describe('a station joined with the wrong file, mended at the hub', () => {
  it('is taken under its own invitation once the one it wrongly used is revoked, and merged once', () => {
    const [e1, e2, e3] = stationEntries(3) as [LogEntry, LogEntry, LogEntry];
    const store = hub(['wrong111', 'right222']);
    expect(ingest(store, 'wrong111', e1)).toBe('stored');
    expect(ingest(store, 'wrong111', e2)).toBe('stored');
    // Still invited, the wrong invitation holds the station id: its own is refused.
    expect(ingest(store, 'right222', e1)).toBe('quarantined');
    expect(store.stations.revoke('Station wrong111', new Date())).toBe(true);
    for (const entry of [e1, e2, e3]) expect(ingest(store, 'right222', entry)).toBe('stored');
    const merged = hubMergeResult(store);
    expect(merged.entries.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(merged.stations.map((station) => station.stationName)).toEqual(['Station right222']);
  });
});

describe('the hub ingest against a flood or a poison message', () => {
  it('reads a header that does not decode as absent, never throwing into the batch', () => {
    const poisoned = {
      get headers(): { get(name: string): string } {
        throw new Error('invalid header');
      },
    };
    expect(safeHeader(poisoned, 'Nats-Msg-Id')).toBeNull();
    expect(safeHeader({ headers: { get: () => 'x'.repeat(300) } }, 'Hall-Machine')).toBeNull();
    expect(safeHeader({ headers: { get: () => 'abc' } }, 'Hall-Machine')).toBe('abc');
  });

  it('keeps at most its budget of one station’s faults, then one fault says so', () => {
    const store = hub(['aaaa1111']);
    const raised = Array.from({ length: HUB_LIMITS.faultsPerStation + 50 }, (_, i) =>
      store.transaction(() =>
        store.faults.raise('aaaa1111', 'forged-reply', `reply.${i}`, `reply ${i}`, new Date()),
      ),
    );
    expect(raised.filter(Boolean)).toHaveLength(HUB_LIMITS.faultsPerStation + 1);
    expect(store.faults.all()).toHaveLength(HUB_LIMITS.faultsPerStation + 1);
    expect(store.faults.all().at(-1)).toMatchObject({ kind: 'limit' });
    // Named by its invitation, as the hall names it everywhere, not by its token alone.
    expect(store.faults.all().at(-1)?.message).toMatch(/^"Station aaaa1111" raised more than/u);
  });

  it('quarantines a ruling that does not follow from its challenge, and an event that carries a verdict', () => {
    const [e1, e2] = stationEntries(2) as [LogEntry, LogEntry];
    const store = hub(['aaaa1111']);
    expect(ingest(store, 'aaaa1111', e1)).toBe('stored');
    const opposite = e1.verdict === 'ACCEPTABLE' ? 'UNACCEPTABLE' : 'ACCEPTABLE';
    const ruling = (change: Partial<LogEntry>): LogEntry =>
      forged(e2, {
        kind: 'ruling',
        source: 'judge',
        lexiconName: e1.lexiconName,
        lexiconFingerprint: e1.lexiconFingerprint,
        words: e1.words,
        wordResults: e1.wordResults,
        refersTo: 1,
        judge: 'AB',
        ...change,
      });
    // "Upheld" with the opposite verdict, "overturned" keeping it, a ruling on nothing, an event with a verdict.
    for (const entry of [
      ruling({ ruling: 'upheld', verdict: opposite }),
      ruling({ ruling: 'overturned', verdict: e1.verdict }),
      ruling({ ruling: 'upheld', verdict: e1.verdict, refersTo: null }),
      ruling({ ruling: 'upheld', verdict: e1.verdict, words: ['ZA'] }),
      forged(e2, { kind: 'event', action: 'hall-joined', verdict: 'ACCEPTABLE', words: [], wordResults: [] }),
    ])
      expect(ingest(store, 'aaaa1111', entry)).toBe('quarantined');
    expect(ingest(store, 'aaaa1111', ruling({ ruling: 'overturned', verdict: opposite }))).toBe('stored');
  });

  it('binds an invitation to a station id only once its entry 1 is verified', () => {
    const [a1] = stationEntries(1) as [LogEntry];
    const [b1, b2] = stationEntries(2) as [LogEntry, LogEntry];
    const store = hub(['aaaa1111', 'bbbb2222']);
    // A claims B's station id with an entry that decodes but does not link: nothing is bound.
    const claim = { ...b2, seq: 1 };
    expect(ingest(store, 'aaaa1111', claim)).toBe('quarantined');
    expect(store.stations.byToken('aaaa1111')?.stationId).toBeNull();
    expect(ingest(store, 'bbbb2222', b1)).toBe('stored');
    expect(ingest(store, 'aaaa1111', a1)).toBe('stored');
    expect(store.stations.byToken('aaaa1111')?.stationId).toBe(a1.stationId);
  });
});

describe('the stream’s acknowledgement sent to another station’s subject', () => {
  it('is refused as such, without blaming the station it landed on', () => {
    const store = hub(['aaaa1111']);
    const ack = JSON.stringify({ stream: 'HALL_x', seq: 12, domain: '' });
    const outcome = store.transaction(() =>
      ingestEntry(store, { token: 'aaaa1111', messageId: null, body: ack }, new Date()),
    );
    expect(outcome.result).toBe('quarantined');
    expect(store.faults.all()[0]).toMatchObject({ kind: 'stray-ack' });
    expect(store.faults.all()[0]?.message).toContain('not "Station aaaa1111"\'s doing');
  });
});
