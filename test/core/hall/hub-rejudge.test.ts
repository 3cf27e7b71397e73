// Every verdict judged again at the hub: each adjudication the hub stores is judged with
// the hub's own copy of its list, word by word, real station logs into a real hub store. A verdict
// the hub's list would not give is a fault naming the station and the entry; one on a list the hub
// does not hold is counted, and said, as not judged again.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { entryMessage } from '../../../electron/core/hall/hub/hub-entry-message.ts';
import { ingestEntry, VERDICT_DIFFERS_FAULT } from '../../../electron/core/hall/hub/hub-ingest.ts';
import { openHubJudge, withHubShelfStation } from '../../../electron/hall/hub/station-lexicon-shelf.ts';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { entryHash, GENESIS_HASH, type LogEntry } from '../../../electron/core/log/log-entry.ts';
import { Station } from '../../../electron/core/station/station.ts';
import type { AlphabetId } from '../../../electron/common/alphabets/index.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const CLUB = 'QI\nZA\nCAT\n';

/** A station's log after judging `plays` on its own import of `list`. */
function judged(list: string, plays: readonly string[][], alphabet: AlphabetId = 'english'): LogEntry[] {
  const station = new Station({ dataDir: tempDir() });
  try {
    const info = station.importer.importBytes(bytes(list), 'LIST', () => undefined, { alphabet });
    station.lexicons.use(info.fingerprint);
    for (const words of plays) station.judge({ words, source: 'cli' });
    return [...station.log.entries()].filter((entry) => entry.kind === 'adjudication');
  } finally {
    station.close();
  }
}

/** A hub holding `lists` on its shelf, one invited station, and its judge. */
function hubWith(lists: readonly [string, AlphabetId][]) {
  const hubDir = join(tempDir(), 'hub');
  const store = new HubStore(hubDir, { create: true });
  store.stations.invite('Station 7', 'aaaa1111', null, new Date());
  withHubShelfStation(hubDir, true, (shelf) => {
    for (const [index, [list, alphabet]] of lists.entries())
      shelf.importer.importBytes(bytes(list), `L${index}`, () => undefined, { alphabet });
  });
  const judge = openHubJudge(hubDir);
  const ingest = (entry: LogEntry) =>
    store.transaction(() =>
      ingestEntry(store, entryMessage('aaaa1111', entry), new Date(), {
        designation: null,
        rejudge: judge.rejudge,
      }),
    );
  return {
    store,
    ingest,
    close: () => {
      judge.close();
      store.close();
    },
  };
}

/** The station's chain from its first entry, renumbered and rehashed: what a tampering station could send. */
function rechained(entries: readonly LogEntry[]): LogEntry[] {
  let prevHash = GENESIS_HASH;
  return entries.map((entry, index) => {
    const seq = index + 1;
    // The hash covers the content and the seq; the stored hash and link are set after it.
    const hash = entryHash(prevHash, seq, entry);
    const next = { ...entry, seq, prevHash, hash };
    prevHash = hash;
    return next;
  });
}

describe('every verdict judged again at the hub', () => {
  it('agrees with an honest station, word by word, and keeps the hub’s own results', () => {
    const hub = hubWith([[CLUB, 'english']]);
    const entries = rechained(
      judged(CLUB, [
        ['QI', 'ZA'],
        ['QI', 'ZZZQ'],
      ]),
    );
    for (const entry of entries) expect(hub.ingest(entry).result).toBe('stored');
    expect(hub.store.judgedAgain.counts('aaaa1111')).toEqual({
      judged: 2,
      agreeing: 2,
      differing: 0,
      notJudged: 0,
    });
    expect(hub.store.judgedAgain.hubResults('aaaa1111', 2)).toEqual([true, false]);
    expect(hub.store.faults.all()).toEqual([]);
    hub.close();
  });

  it('raises a fault naming the station and the entry for a verdict its list would not give', () => {
    const hub = hubWith([[CLUB, 'english']]);
    const [honest, lie] = judged(CLUB, [['QI'], ['ZZZQ']]) as [LogEntry, LogEntry];
    // The second play said ACCEPTABLE, its results and hash made to fit: consistent, and false.
    const forged = rechained([honest, { ...lie, wordResults: [true], verdict: 'ACCEPTABLE' }]);
    const outcomes = forged.map((entry) => hub.ingest(entry));
    expect(outcomes.map((outcome) => outcome.result)).toEqual(['stored', 'stored']);
    expect(outcomes[1]?.event).toContain("Station 7's verdict on entry 2 differs from the hall's list");
    expect(hub.store.judgedAgain.counts('aaaa1111')).toEqual({
      judged: 2,
      agreeing: 1,
      differing: 1,
      notJudged: 0,
    });
    const [fault] = hub.store.faults.all();
    expect(fault?.kind).toBe(VERDICT_DIFFERS_FAULT);
    expect(fault?.message).toContain("Station 7's verdict on entry 2");
    expect(fault?.message).toContain("the hub's copy gives UNACCEPTABLE, not ACCEPTABLE");
    // The fault never says which word: the director opens the entry for that.
    expect(fault?.message).not.toContain('ZZZQ');
    hub.close();
  });

  it('counts an entry on a list the hub does not hold as not judged again', () => {
    const hub = hubWith([[CLUB, 'english']]);
    for (const entry of rechained(judged('QI\nXU\n', [['XU']]))) hub.ingest(entry);
    expect(hub.store.judgedAgain.counts('aaaa1111')).toEqual({
      judged: 0,
      agreeing: 0,
      differing: 0,
      notJudged: 1,
    });
    expect(hub.store.faults.all()).toEqual([]);
    hub.close();
  });

  it('judges multi-letter tiles as the station does (Spanish CH, LL, Ñ)', () => {
    const spanish = 'CHICO\nLLAMA\nÑU\n';
    const hub = hubWith([[spanish, 'spanish']]);
    const entries = rechained(
      judged(
        spanish,
        [
          ['CHICO', 'ÑU'],
          ['LLAMA', 'CHICA'],
        ],
        'spanish',
      ),
    );
    for (const entry of entries) hub.ingest(entry);
    expect(hub.store.judgedAgain.counts('aaaa1111')).toMatchObject({ judged: 2, agreeing: 2, differing: 0 });
    expect(hub.store.judgedAgain.hubResults('aaaa1111', 2)).toEqual([true, false]);
    hub.close();
  });

  it('judges with a list first imported while the hub runs', () => {
    // The hub looks for its shelf at most every 250 ms while it has none: the test steps that clock.
    vi.useFakeTimers({ toFake: ['performance'] });
    const hubDir = join(tempDir(), 'hub');
    const judge = openHubJudge(hubDir);
    try {
      const [entry] = judged(CLUB, [['QI', 'ZZZ']]);
      if (entry === undefined) throw new Error('no adjudication');
      expect(judge.rejudge(entry)).toBeNull();
      withHubShelfStation(hubDir, true, (shelf) =>
        shelf.importer.importBytes(bytes(CLUB), 'CLUB', () => undefined),
      );
      vi.advanceTimersByTime(250);
      expect(judge.rejudge(entry)).toEqual([true, false]);
    } finally {
      judge.close();
      vi.useRealTimers();
    }
  });
});
