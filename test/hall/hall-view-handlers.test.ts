// The hall view's answers from a hub store filled by the hub's own ingest, without a network: the
// feed, which word failed only on request, a ruling linked to its challenge, the export, and each
// station's health as the running station reports it (its card, and the alert when it stops judging).
import { hubViewPort } from '../../electron/hall/hub/hub-view-port.ts';
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StationCannotRecordError } from '../../electron/core/errors.ts';
import {
  HEALTH_TEXT_MAX,
  parseMessage,
  stationStateSchema,
} from '../../electron/core/hall/wire/hall-messages.ts';
import { hubMergeResult } from '../../electron/core/hall/hub/hub-export.ts';
import { HubStore } from '../../electron/core/hall/hub/hub-store.ts';
import { recordRuling } from '../../electron/core/review/challenge-review.ts';
import { Station } from '../../electron/core/station/station.ts';
import { mergedHead } from '../../electron/core/export/merged-head.ts';
import { HallViewHandlers, HallViewRefusal } from '../../electron/hall/view/hall-view-handlers.ts';
import { publisherSource } from '../../electron/hall/station/station-hall.ts';
import { openStationWithConnection } from '../support/station-connection.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { carryLog, reportState } from '../support/hall/hub-feeding.ts';

const tempDir = useTempDirs();
const TOKEN = 'tok0001';
let hubDir: string;
let store: HubStore;
let station: Station;
let handlers: HallViewHandlers;

/** Carries the station's whole log to the hub, as the ingest stores what arrives. */
function carry(): void {
  carryLog(store, TOKEN, station);
}

/** What the station's publisher sends of it, recorded by the hub as heard now. */
function report(from: Station): void {
  reportState(store, TOKEN, from);
}

beforeEach(() => {
  hubDir = tempDir();
  store = new HubStore(hubDir, { create: true });
  store.stations.invite('Station 1', TOKEN, null, new Date());
  station = new Station({ dataDir: tempDir() });
  station.prepare();
  handlers = new HallViewHandlers(hubDir, hubViewPort(store));
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
      { word: 'QI', valid: null, hubValid: null },
      { word: 'ZZZQ', valid: null, hubValid: null },
    ]);
    expect(hidden.judgedAgain).toBe('not-judged');
    expect(JSON.stringify(hidden)).not.toMatch(/true|false/u);
    const shown = handlers.entry({ token: TOKEN, seq: challenge.seq, reveal: true });
    expect(shown.words).toEqual([
      { word: 'QI', valid: challenge.wordResults[0], hubValid: null },
      { word: 'ZZZQ', valid: false, hubValid: null },
    ]);
    // The hub's second opinion, beside the station's: shown word by word only when revealed.
    store.judgedAgain.record(TOKEN, challenge.seq, 'differs', [true, true]);
    expect(handlers.entry({ token: TOKEN, seq: challenge.seq, reveal: false })).toMatchObject({
      judgedAgain: 'differs',
      words: [
        { word: 'QI', hubValid: null },
        { word: 'ZZZQ', hubValid: null },
      ],
    });
    expect(handlers.entry({ token: TOKEN, seq: challenge.seq, reveal: true }).words).toEqual([
      { word: 'QI', valid: challenge.wordResults[0], hubValid: true },
      { word: 'ZZZQ', valid: false, hubValid: true },
    ]);
    expect(shown.hash).toBe(challenge.hash);
    expect(shown.prevHash).toBe(challenge.prevHash);
    expect(shown.opinions).toEqual([
      expect.objectContaining({ kind: 'ruling', ruling: 'overturned', judge: 'Ann', details: 'a typo' }),
    ]);
    expect(() => handlers.entry({ token: TOKEN, seq: 999, reveal: false })).toThrow(HallViewRefusal);
  });

  it('gives a page opened after a long backlog every challenge, telling it to ask again at once', () => {
    // The feed is read only when a page asks, a bounded part of each station at a time: a page
    // opened after 5,001 challenges arrived must hear that more wait, not sit for a poll's interval.
    station.transaction(() => {
      for (let table = 0; table < 5_001; table += 1) station.judge({ words: ['QI'], source: 'cli', table });
    });
    carry();
    // The timer's look with no page open reads none of them: the first snapshot reads the first part.
    handlers.watch();
    const first = handlers.snapshot({ feed: '', since: 0 });
    expect(first.items).toHaveLength(5_000);
    expect(first.more).toBe(true);
    const second = handlers.snapshot({ feed: first.feed, since: first.next });
    expect(second.items.map((item) => item.table)).toEqual([5_000]);
    expect(second.more).toBe(false);
  });

  it('exports into a new folder inside one the director names, and refuses one that is not there', () => {
    station.judge({ words: ['QI'], source: 'cli', table: 1 });
    carry();
    const stick = join(tempDir(), 'usb');
    expect(() => handlers.exportLog({ to: stick })).toThrow(
      `There is no folder ${stick}: is the USB stick plugged in and mounted?`,
    );
    expect(() => handlers.exportLog({ to: 'usb' })).toThrow("Give the folder's full path (usb is not one).");
    mkdirSync(stick);
    writeFileSync(join(stick, 'merged.csv'), 'the director’s own file');
    const result = handlers.exportLog({ to: stick });
    expect(result.dir).toMatch(new RegExp(`^${stick}/hall-export-`, 'u'));
    expect(readdirSync(result.dir).sort()).toEqual(['merged.csv', 'merged.html', 'merged.jsonl']);
    // What was on the stick is left as it was.
    expect(readFileSync(join(stick, 'merged.csv'), 'utf8')).toBe('the director’s own file');
    expect(() => handlers.exportLog({ to: join(stick, 'merged.csv') })).toThrow('is a file, not a folder.');
  });

  it('refuses an export the stick cannot take in the export’s own words, leaving nothing half-written', () => {
    station.judge({ words: ['QI'], source: 'cli', table: 1 });
    carry();
    const at = new Date('2026-11-27T10:00:00.000Z');
    const timed = new HallViewHandlers(hubDir, hubViewPort(store), { now: () => at });
    const stick = join(tempDir(), 'usb');
    // The folder this export would make is there already, with a folder where merged.html goes.
    const dir = join(stick, 'hall-export-2026-11-27T10-00-00-000Z');
    mkdirSync(join(dir, 'merged.html'), { recursive: true });
    expect(() => timed.exportLog({ to: stick })).toThrow(HallViewRefusal);
    expect(() => timed.exportLog({ to: stick })).toThrow(/Nothing was exported\./u);
    expect(readdirSync(dir)).toEqual(['merged.html']);
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
    expect(result).toMatchObject({ openAlerts: 0, conflicts: 0 });
    // Never heard from: the hub cannot say it holds everything the station judged.
    expect(result.behind).toEqual([
      { code: 'never-reported', station: 'Station 1', after: merged.entries.length },
    ]);
    expect(result.warnings).toEqual([]);
    // Heard after its last entry, online, its head the hub's: up to date, nothing to say.
    report(station);
    expect(handlers.exportLog().behind).toEqual([]);
  });

  it('designates only a lexicon a station offers', () => {
    expect(() => handlers.designate({ fingerprint: 'abcdef0123456789', initials: 'JB' })).toThrow(
      'Neither the hub nor a station holds that lexicon.',
    );
  });

  it('records who designated the hall’s lexicon and when, and shows it', () => {
    report(station);
    const [offered] = handlers.snapshot({ feed: '', since: 0 }).lexicons;
    if (offered === undefined) throw new Error('the station offers no lexicon');
    const before = Date.now();
    handlers.designate({ fingerprint: offered.fingerprint, initials: 'JB' });
    const { designated } = handlers.snapshot({ feed: '', since: 0 });
    const { name, alphabet, fingerprint, wordCount } = offered;
    expect(designated).toMatchObject({ name, alphabet, fingerprint, wordCount, by: 'JB' });
    expect(Date.parse(designated?.at ?? '')).toBeGreaterThanOrEqual(before - 1_000);
  });
});

describe('a station’s health on the hall view', () => {
  it('shows the log verified and recording, then stopped judging with its alert, and clears when it records again', async () => {
    const { station: running, db } = openStationWithConnection({ dataDir: tempDir() });
    try {
      running.prepare();
      running.judge({ words: ['QI'], source: 'cli' });
      report(running);
      const card = () => handlers.snapshot({ feed: '', since: 0 }).stations[0];
      const stopped = () =>
        handlers.snapshot({ feed: '', since: 0 }).alerts.filter((a) => a.kind === 'cannot-record');
      // Opened empty: the opening check passed, but no full check has verified an entry yet.
      expect(card()?.health?.verifiedThrough).toBeNull();
      // The kiosk's full check in the background verifies the chain through its head.
      expect(await running.recorder.checkFullyInBackground()).toBeNull();
      report(running);
      expect(card()?.health).toEqual({
        verifiedThrough: running.log.head()?.seq,
        writeRefused: null,
        fileGuard: null,
        lexiconsRefused: [],
      });
      expect(stopped()).toEqual([]);

      // The disk refuses writes: the station fails closed at its next challenge, and says so.
      db.pragma('query_only = ON');
      expect(() => running.judge({ words: ['QI'], source: 'cli' })).toThrow(StationCannotRecordError);
      report(running);
      expect(card()?.health?.writeRefused).toMatch(/readonly/u);
      expect(stopped().map((alert) => [alert.station, alert.text, alert.clearedAt])).toEqual([
        [
          'Station 1',
          expect.stringMatching(/^Station 1 stopped judging, it cannot record: .*readonly/u),
          null,
        ],
      ]);

      // Writable again: the kiosk's own check (every 2 s while faulted) succeeds, and the cause is gone.
      db.pragma('query_only = OFF');
      running.recorder.checkCanRecord();
      report(running);
      expect(card()?.health?.writeRefused).toBeNull();
      expect(stopped().map((alert) => alert.clearedAt)).toEqual([expect.any(String)]);
    } finally {
      running.close();
    }
  });

  it('shows the file guard tripped when the WAL is deleted underneath, with its alert', () => {
    report(station);
    rmSync(join(station.dataDir, 'station.sqlite-wal'));
    report(station);
    expect(handlers.snapshot({ feed: '', since: 0 }).stations[0]?.health?.fileGuard).toMatch(
      /station\.sqlite-wal was deleted or replaced/u,
    );
    expect(
      handlers
        .snapshot({ feed: '', since: 0 })
        .alerts.filter((alert) => alert.kind === 'cannot-record')
        .map((alert) => alert.text),
    ).toEqual([
      expect.stringMatching(/^Station 1 stopped judging, its file guard tripped: .*station\.sqlite-wal/u),
    ]);
  });

  it('shows an offered lexicon whose file was swapped as refused, the others not', () => {
    const dataDir = tempDir();
    const list = join(dataDir, 'list.txt');
    writeFileSync(list, 'QI\nZA\nCAT\n');
    let swapped = new Station({ dataDir });
    const lexicon = swapped.importer.importFile(list, 'LISTA');
    swapped.lexicons.use(lexicon.fingerprint);
    swapped.close();
    writeFileSync(join(dataDir, 'lexicons', `${lexicon.fingerprint}.cswg`), 'not a word graph');
    swapped = new Station({ dataDir });
    try {
      swapped.prepare();
      report(swapped);
      const health = handlers.snapshot({ feed: '', since: 0 }).stations[0]?.health;
      expect(health?.lexiconsRefused.map(({ name, fingerprint }) => [name, fingerprint])).toEqual([
        ['LISTA', lexicon.fingerprint],
      ]);
      expect(health?.lexiconsRefused[0]?.reason).toMatch(/^The lexicon LISTA cannot be loaded/u);
      expect(health?.writeRefused).toBeNull();
    } finally {
      swapped.close();
    }
  });

  it('takes the state of a station of an earlier version (no health), and refuses a health out of shape', () => {
    const state = { ...publisherSource(station).state(), acknowledged: 0, sentAt: new Date().toISOString() };
    const { health, ...earlier } = state;
    expect(parseMessage(stationStateSchema, JSON.stringify(earlier))?.health).toBeNull();
    expect(parseMessage(stationStateSchema, JSON.stringify(state))?.health).toEqual(health);
    const refused = (changed: object) =>
      parseMessage(stationStateSchema, JSON.stringify({ ...state, health: { ...health, ...changed } }));
    expect(refused({ writeRefused: 'x'.repeat(HEALTH_TEXT_MAX + 1) })).toBeNull();
    expect(refused({ verifiedThrough: 0 })).toBeNull();
    expect(refused({ somethingElse: true })).toBeNull();
    expect(refused({ lexiconsRefused: [{ name: 'LISTA' }] })).toBeNull();
    // The card of a station heard without health says so rather than showing it sound.
    store.transaction(() =>
      store.stations.recordState(
        TOKEN,
        { ...state, health: null },
        { instance: 'i', machine: 'm', at: new Date() },
      ),
    );
    expect(handlers.snapshot({ feed: '', since: 0 }).stations[0]?.health).toBeNull();
  });

  it('keeps the health of a hub store made before it was reported (schema 1), upgraded in place', () => {
    store.close();
    handlers.close();
    const old = new Database(join(hubDir, 'hub.sqlite'));
    old.exec('ALTER TABLE stations DROP COLUMN health');
    old.pragma('user_version = 1');
    old.close();
    store = new HubStore(hubDir);
    handlers = new HallViewHandlers(hubDir, hubViewPort(store));
    expect(
      handlers.snapshot({ feed: '', since: 0 }).stations.map((card) => [card.name, card.health]),
    ).toEqual([['Station 1', null]]);
    report(station);
    expect(handlers.snapshot({ feed: '', since: 0 }).stations[0]?.health).toMatchObject({
      writeRefused: null,
    });
  });
});
