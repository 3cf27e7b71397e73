// The hub's second opinion driven through its lexicon-shelf port by a shelf in memory: the logic
// that judges every stored adjudication again, and opens the shelf once a list is there, needs no
// Station. Real station logs into a real hub store; the station-backed shelf is hub-rejudge.test.ts's.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { entryMessage } from '../../../electron/core/hall/hub/hub-entry-message.ts';
import { ingestEntry, VERDICT_DIFFERS_FAULT } from '../../../electron/core/hall/hub/hub-ingest.ts';
import { hubListsOf } from '../../../electron/core/hall/hub/hub-lexicon-shelf.ts';
import { hubJudge, rejudgeWith, type Rejudge } from '../../../electron/core/hall/hub/hub-rejudge.ts';
import { HubStore } from '../../../electron/core/hall/hub/hub-store.ts';
import { entryHash, GENESIS_HASH, type LogEntry } from '../../../electron/core/log/log-entry.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { useTempDirs } from '../../support/temp-dir.ts';
import { fakeLexiconShelf } from './fake-lexicon-shelf.ts';

const tempDir = useTempDirs();
const TOKEN = 'aaaa1111';
const CLUB = 'QI\nZA\nCAT\n';

/** A station's adjudications of `plays` on CLUB, renumbered from 1 as the hub's first entries. */
function adjudications(plays: readonly string[][]): { fingerprint: string; entries: LogEntry[] } {
  const station = new Station({ dataDir: tempDir() });
  try {
    const info = station.importer.importBytes(new TextEncoder().encode(CLUB), 'CLUB');
    station.lexicons.use(info.fingerprint);
    for (const words of plays) station.judge({ words, source: 'cli' });
    const judged = [...station.log.entries()].filter((entry) => entry.kind === 'adjudication');
    return { fingerprint: info.fingerprint, entries: rechained(judged) };
  } finally {
    station.close();
  }
}

/** `entries` as a chain from seq 1: the hash covers the content and the seq. */
function rechained(entries: readonly LogEntry[]): LogEntry[] {
  let prevHash = GENESIS_HASH;
  return entries.map((entry, index) => {
    const hash = entryHash(prevHash, index + 1, entry);
    const next = { ...entry, seq: index + 1, prevHash, hash };
    prevHash = hash;
    return next;
  });
}

/** A hub store with one invited station, its entries judged again with `rejudge`. */
function hubJudging(rejudge: Rejudge) {
  const store = new HubStore(join(tempDir(), 'hub'), { create: true });
  store.stations.invite('Station 7', TOKEN, null, new Date());
  const ingest = (entry: LogEntry) =>
    store.transaction(() =>
      ingestEntry(store, entryMessage(TOKEN, entry), new Date(), { designation: null, rejudge }),
    );
  return { store, ingest };
}

describe("the hub's second opinion through its lexicon-shelf port", () => {
  it('looks each word up in the list the entry names by fingerprint', () => {
    const shelf = fakeLexiconShelf({ abc: ['QI', 'ZA'] });
    const rejudge = rejudgeWith(shelf);
    expect(rejudge({ words: ['QI', 'ZZZQ', 'ZA'], lexiconFingerprint: 'abc' })).toEqual([true, false, true]);
    expect(rejudge({ words: ['QI'], lexiconFingerprint: 'abd' })).toBeNull();
    expect(shelf.lookups).toEqual(['abc', 'abd']);
  });

  it('agrees with an honest station and raises a fault for a verdict its list would not give', () => {
    const { fingerprint, entries } = adjudications([['QI', 'ZA'], ['ZZZQ']]);
    const [honest, lie] = entries as [LogEntry, LogEntry];
    const forged = rechained([honest, { ...lie, wordResults: [true], verdict: 'ACCEPTABLE' }]);
    const hub = hubJudging(rejudgeWith(fakeLexiconShelf({ [fingerprint]: ['QI', 'ZA', 'CAT'] })));
    try {
      const outcomes = forged.map((entry) => hub.ingest(entry));
      expect(outcomes.map((outcome) => outcome.result)).toEqual(['stored', 'stored']);
      expect(outcomes[1]?.event).toContain("Station 7's verdict on entry 2 differs from the hall's list");
      expect(hub.store.judgedAgain.counts(TOKEN)).toEqual({
        judged: 2,
        agreeing: 1,
        differing: 1,
        notJudged: 0,
      });
      expect(hub.store.judgedAgain.hubResults(TOKEN, 1)).toEqual([true, true]);
      expect(hub.store.faults.all().map((fault) => fault.kind)).toEqual([VERDICT_DIFFERS_FAULT]);
    } finally {
      hub.store.close();
    }
  });

  it('counts an entry on a list the shelf lacks as not judged again', () => {
    const { entries } = adjudications([['QI']]);
    const hub = hubJudging(rejudgeWith(fakeLexiconShelf({ other: ['QI'] })));
    try {
      for (const entry of entries) hub.ingest(entry);
      expect(hub.store.judgedAgain.counts(TOKEN)).toMatchObject({ judged: 0, notJudged: 1 });
      expect(hub.store.faults.all()).toEqual([]);
    } finally {
      hub.store.close();
    }
  });

  it('opens the shelf once a list is there, looking at most every 250 ms, and closes it with the hub', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const shelf = fakeLexiconShelf({ abc: ['QI'] });
      let imported = false;
      let opened = 0;
      const judge = hubJudge(() => {
        opened += 1;
        return imported ? shelf : null;
      });
      const entry = { words: ['QI', 'ZZZ'], lexiconFingerprint: 'abc' };
      expect(judge.rejudge(entry)).toBeNull();
      imported = true;
      // Within 250 ms of the last look the shelf is not looked for again.
      expect(judge.rejudge(entry)).toBeNull();
      expect(opened).toBe(1);
      vi.advanceTimersByTime(250);
      expect(judge.rejudge(entry)).toEqual([true, false]);
      expect(judge.rejudge(entry)).toEqual([true, false]);
      expect(opened).toBe(2);
      judge.close();
      expect(shelf.closed()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the director the shelf’s own lists, not the built-in demo list', () => {
    const shelf = fakeLexiconShelf({ abc: ['QI'] });
    const [club] = shelf.list();
    if (club === undefined) throw new Error('no list');
    const demo = { ...club, name: 'DEMO', fingerprint: 'dem', demo: true };
    expect(hubListsOf({ list: () => [...shelf.list(), demo] })).toEqual([
      { name: 'L0', fingerprint: 'abc', alphabet: 'english', wordCount: 1 },
    ]);
  });
});
