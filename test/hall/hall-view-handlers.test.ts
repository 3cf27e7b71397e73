// The hall view's answers from a hub store filled by the hub's own ingest, without a network: the
// feed, which word failed only on request, a ruling linked to its challenge, and the export.
import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeEntry } from '../../electron/core/hall/hall-messages.ts';
import { ingestEntry } from '../../electron/core/hall/hub-ingest.ts';
import { hubMergeResult } from '../../electron/core/hall/hub-export.ts';
import { HubStore } from '../../electron/core/hall/hub-store.ts';
import { recordRuling } from '../../electron/core/review/challenge-review.ts';
import { Station } from '../../electron/core/station/station.ts';
import { HallViewHandlers, HallViewRefusal, mergedHead } from '../../electron/hall/hall-view-handlers.ts';
import { useTempDirs } from '../support/temp-dir.ts';

const tempDir = useTempDirs();
const TOKEN = 'tok0001';
let hubDir: string;
let store: HubStore;
let station: Station;
let handlers: HallViewHandlers;

/** Carries the station's whole log to the hub, as the ingest stores what arrives. */
function carry(): void {
  store.transaction(() => {
    for (const entry of station.log.entries())
      ingestEntry(store, { token: TOKEN, body: encodeEntry(entry) }, new Date());
  });
}

beforeEach(() => {
  hubDir = tempDir();
  store = new HubStore(hubDir, { create: true });
  store.invite('Station 1', TOKEN, null, new Date());
  station = new Station({ dataDir: tempDir() });
  station.prepare();
  handlers = new HallViewHandlers(hubDir, store);
});

afterEach(() => {
  handlers.close();
  store.close();
  station.close();
});

describe('the hall view handlers', () => {
  it('feed the challenges newest last, with the rulings on them counted and linked, words hidden until asked', () => {
    const challenge = station.judge({ words: ['QI', 'ZZZQ'], source: 'cli', round: 2, table: 5 }).entry;
    recordRuling(station, { refersTo: challenge.seq, ruling: 'overturned', judge: 'Ann', note: 'a typo' });
    carry();
    const first = handlers.snapshot({ feed: '', since: 0 });
    expect(first.items.map((item) => [item.seq, item.round, item.table, item.words, item.verdict])).toEqual([
      [challenge.seq, 2, 5, ['QI', 'ZZZQ'], 'UNACCEPTABLE'],
    ]);
    expect(first.opinions).toEqual({ [`${TOKEN}:${challenge.seq}`]: 1 });
    expect(first.stations[0]?.lastJudged).toMatchObject({ round: 2, table: 5 });
    // Asked again with what it holds: nothing new.
    expect(handlers.snapshot({ feed: first.feed, since: first.next }).items).toEqual([]);
    // Another feed id (a hub restarted): everything again.
    expect(handlers.snapshot({ feed: 'other', since: 1 }).items).toHaveLength(1);

    const hidden = handlers.entry({ token: TOKEN, seq: challenge.seq, reveal: false });
    expect(hidden.words).toEqual([
      { word: 'QI', valid: null },
      { word: 'ZZZQ', valid: null },
    ]);
    expect(JSON.stringify(hidden)).not.toMatch(/true|false/u);
    const shown = handlers.entry({ token: TOKEN, seq: challenge.seq, reveal: true });
    expect(shown.words).toEqual([
      { word: 'QI', valid: challenge.wordResults[0] },
      { word: 'ZZZQ', valid: false },
    ]);
    expect(shown.hash).toBe(challenge.hash);
    expect(shown.prevHash).toBe(challenge.prevHash);
    expect(shown.opinions).toEqual([
      expect.objectContaining({ kind: 'ruling', ruling: 'overturned', judge: 'Ann', details: 'a typo' }),
    ]);
    expect(() => handlers.entry({ token: TOKEN, seq: 999, reveal: false })).toThrow(HallViewRefusal);
  });

  it('exports the files `hall export` writes, with the heads to note and the merged head', () => {
    station.judge({ words: ['QI'], source: 'cli', table: 1 });
    carry();
    const result = handlers.exportLog();
    expect(result.dir.startsWith(hubDir)).toBe(true);
    expect(result.files.map((file) => file.split('/').at(-1))).toEqual([
      'merged.csv',
      'merged.jsonl',
      'merged.html',
    ]);
    for (const file of result.files) expect(existsSync(file)).toBe(true);
    const merged = hubMergeResult(store);
    expect(result.entries).toBe(merged.entries.length);
    expect(result.mergedHead).toBe(mergedHead(merged.entries));
    expect(result.stations.map((row) => row.entries)).toEqual([merged.entries.length]);
    expect(result.stations[0]?.head).toMatch(/^\d+:[0-9a-f ]{19}$/u);
    expect(result).toMatchObject({ behind: [], openAlerts: 0, conflicts: 0 });
  });

  it('designates only a lexicon a station offers', () => {
    expect(() => handlers.designate({ fingerprint: 'abcdef0123456789' })).toThrow(
      'No station offers that lexicon.',
    );
  });
});
