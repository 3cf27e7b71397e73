// Faults of the database under a running station: a really full disk, a read-only data folder and
// damaged bytes. For each: a clear StationCannotRecordError, no verdict, the earlier entries intact,
// and judging again once the fault is cleared. (test/core/station covers SQLite's own page limit as
// "disk full" and a database overwritten whole; these are the faults it does not.)
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyChain } from '../../electron/core/log/log-verify.ts';
import { StationCannotRecordError } from '../../electron/core/errors.ts';
import { Station } from '../../electron/core/station/station.ts';
import type { KioskHandlers } from '../../electron/handlers/kiosk-handlers.ts';
import { StationHandlers } from '../../electron/handlers/station-handlers.ts';
import { checkLog, type ReportedVerdict } from '../support/crash-loop.ts';
import {
  canMakeImmutable,
  mountTinyDisk,
  overwriteBytes,
  pagesHolding,
  setImmutable,
} from '../support/fault-injection.ts';
import { openStationWithConnection } from '../support/station-connection.ts';
import { startStationChild } from '../support/station-child.ts';
import { useTempDirs } from '../support/temp-dir.ts';
import { TEST_PIN } from '../support/set-up-station.ts';

const tempDir = useTempDirs();
const CANNOT_RECORD = 'This station cannot record challenges — please call the director.';
const PLAYS = [['CAT'], ['DOG', 'HOUSE'], ['XQZT', 'TREE'], ['WATER', 'GARDEN', 'CAT']];

/** The kiosk's handlers on a station that a director has set up (a station not set up judges nothing). */
function kioskOf(station: Station): KioskHandlers {
  const handlers = new StationHandlers(station);
  if (!handlers.console.access.isSetUp()) {
    expect(handlers.console.setUp({ pin: TEST_PIN, stationName: 'Faults' })).toMatchObject({ ok: true });
  }
  return handlers.kiosk;
}

/** Judges `count` plays and returns them as the verdicts a player saw, by seq. */
function judgeSome(station: Station, count: number): Map<number, ReportedVerdict> {
  const seen = new Map<number, ReportedVerdict>();
  for (let index = 0; index < count; index += 1) {
    const { entry, verdict } = station.judge({
      words: PLAYS[index % PLAYS.length] ?? ['CAT'],
      source: 'cli',
    });
    seen.set(entry.seq, { seq: entry.seq, hash: entry.hash, verdict, round: 0 });
  }
  return seen;
}

/** The log as the next station to open it finds it: intact, unbroken, and holding every verdict given. */
function expectIntact(dataDir: string, given: ReadonlyMap<number, ReportedVerdict>): void {
  const check = checkLog(dataDir, given);
  expect(check.integrity).toBe('ok');
  expect(check.chain).toMatchObject({ ok: true, count: check.entries });
  expect(check.lost).toEqual([]);
}

function databaseFiles(dataDir: string): string[] {
  return ['station.sqlite', 'station.sqlite-wal', 'station.sqlite-shm']
    .map((name) => join(dataDir, name))
    .filter((path) => existsSync(path));
}

describe('a full disk (a tmpfs filled to its last byte)', () => {
  it('gives no verdict, keeps the kiosk on the fault until space is freed, and loses nothing', (context) => {
    const disk = mountTinyDisk(4 * 1024 * 1024);
    if (disk === null) {
      context.skip('mounting a tmpfs needs root with CAP_SYS_ADMIN on Linux');
      return;
    }
    const dataDir = join(disk.dir, 'data');
    const station = new Station({ dataDir });
    try {
      const kiosk = kioskOf(station);
      const lexicon = station.lexicons.active()?.fingerprint ?? '';
      const given = judgeSome(station, 10);
      const free = disk.fill();

      // Space freed by SQLite's own bookkeeping may take a few more entries; then it must refuse.
      let answer = kiosk.judge({ words: ['CAT', 'DOG'], lexicon });
      for (let tries = 0; answer.ok && tries < 1000; tries += 1) {
        const head = station.log.head();
        if (head !== null) given.set(head.seq, { ...head, verdict: 'ACCEPTABLE', round: 0 });
        answer = kiosk.judge({ words: ['CAT', 'DOG'], lexicon });
      }
      expect(answer).toEqual({ ok: false, reason: 'cannot-record', message: CANNOT_RECORD });
      const head = station.log.head();
      expect(() => station.judge({ words: ['CAT'], source: 'cli' })).toThrow(StationCannotRecordError);
      expect(kiosk.kioskState().fault).toBe(CANNOT_RECORD);
      expect(kiosk.judge({ words: ['CAT'], lexicon })).toMatchObject({ ok: false, reason: 'cannot-record' });
      expect(station.log.head()).toEqual(head);
      expect(verifyChain(station.log.rows())).toMatchObject({ ok: true, head });

      free();
      expect(kiosk.kioskState().fault).toBeNull();
      expect(kiosk.judge({ words: ['CAT'], lexicon })).toMatchObject({ ok: true, verdict: 'ACCEPTABLE' });
      expect(station.log.head()?.seq).toBe((head?.seq ?? 0) + 1);
      expectIntact(dataDir, given);
    } finally {
      station.close();
      disk.unmount();
    }
  });
});

describe('a read-only data folder (immutable files: root ignores chmod)', () => {
  it('stops a running station from giving verdicts until its files are writable again', (context) => {
    if (!canMakeImmutable()) context.skip('chattr +i is not available on this system or filesystem');
    const dataDir = tempDir();
    const station = new Station({ dataDir });
    try {
      const kiosk = kioskOf(station);
      const lexicon = station.lexicons.active()?.fingerprint ?? '';
      const given = judgeSome(station, 5);
      const head = station.log.head();
      const locked = [dataDir, ...databaseFiles(dataDir)];
      setImmutable(locked, true);
      try {
        expect(() => station.judge({ words: ['CAT'], source: 'cli' })).toThrow(StationCannotRecordError);
        expect(kiosk.judge({ words: ['CAT'], lexicon })).toEqual({
          ok: false,
          reason: 'cannot-record',
          message: CANNOT_RECORD,
        });
        expect(kiosk.kioskState().fault).toBe(CANNOT_RECORD);
        expect(station.log.head()).toEqual(head);
      } finally {
        setImmutable(locked, false);
      }
      expect(kiosk.kioskState().fault).toBeNull();
      expect(kiosk.judge({ words: ['CAT'], lexicon })).toMatchObject({ ok: true });
      expect(station.log.head()?.seq).toBe((head?.seq ?? 0) + 1);
      expectIntact(dataDir, given);
    } finally {
      station.close();
    }
  });

  it('refuses to open a station on a read-only database, and opens with every entry once writable', (context) => {
    if (!canMakeImmutable()) context.skip('chattr +i is not available on this system or filesystem');
    const dataDir = tempDir();
    const first = new Station({ dataDir });
    const given = judgeSome(first, 5);
    first.close();
    const database = join(dataDir, 'station.sqlite');
    setImmutable([database], true);
    try {
      expect(() => new Station({ dataDir })).toThrow(StationCannotRecordError);
    } finally {
      setImmutable([database], false);
    }
    const reopened = new Station({ dataDir });
    try {
      expect(reopened.judge({ words: ['CAT'], source: 'cli' }).entry.seq).toBe(6);
    } finally {
      reopened.close();
    }
    expectIntact(dataDir, given);
  });
});

describe('a damaged database file', () => {
  it('gives no verdict while the newest entries are garbage, and has every entry back once repaired', () => {
    const dataDir = tempDir();
    const { station: first, db } = openStationWithConnection({ dataDir });
    kioskOf(first);
    const given = judgeSome(first, 300); // several pages of entries, so the damage is not the whole log
    const head = first.log.head();
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    first.close(); // the last connection checkpoints: every entry is now in the main file
    const database = join(dataDir, 'station.sqlite');
    const damaged = pagesHolding(database, head?.hash ?? '?', pageSize);
    expect(damaged.length).toBeGreaterThan(0);
    const originals = damaged.map(
      (page) => [page, overwriteBytes(database, page * pageSize, Buffer.alloc(pageSize, 0xa5))] as const,
    );

    // The station may notice at once or at the first append; either way it gives no verdict.
    let opened: Station | null = null;
    try {
      opened = new Station({ dataDir });
    } catch (error) {
      expect(error).toBeInstanceOf(StationCannotRecordError);
    }
    if (opened !== null) {
      try {
        expect(() => opened.judge({ words: ['CAT'], source: 'cli' })).toThrow(StationCannotRecordError);
        const lexicon = opened.lexicons.active()?.fingerprint ?? '';
        expect(kioskOf(opened).judge({ words: ['CAT'], lexicon })).toEqual({
          ok: false,
          reason: 'cannot-record',
          message: CANNOT_RECORD,
        });
      } finally {
        opened.close();
      }
    }

    // The director restores the damaged pages (say, from a copy): everything is there again.
    for (const [page, bytes] of originals) overwriteBytes(database, page * pageSize, bytes);
    const repaired = new Station({ dataDir });
    try {
      expect(repaired.judge({ words: ['CAT'], source: 'cli' }).entry.seq).toBe((head?.seq ?? 0) + 1);
    } finally {
      repaired.close();
    }
    expectIntact(dataDir, given);
  });

  it('passes SQLite’s own checks with a changed letter inside an entry, but the chain names the entry', () => {
    const dataDir = tempDir();
    const station = new Station({ dataDir });
    judgeSome(station, 6);
    station.judge({ words: ['GARDEN', 'WATER', 'HOUSE', 'TREE'], source: 'cli' }); // entry 7, unique words
    judgeSome(station, 5);
    station.close();
    const database = join(dataDir, 'station.sqlite');
    const bytes = readFileSync(database);
    const text = '"GARDEN","WATER","HOUSE","TREE"';
    // The row may also survive in a freed page; change every copy, so the live one is changed too.
    const places: number[] = [];
    for (let at = bytes.indexOf(text); at >= 0; at = bytes.indexOf(text, at + 1)) places.push(at);
    expect(places.length).toBeGreaterThan(0);
    for (const at of places) overwriteBytes(database, at + 'GARDEN'.length, Buffer.from('M')); // GARDEM
    const check = checkLog(dataDir, new Map());
    expect(check.integrity).toBe('ok');
    expect(check.chain).toMatchObject({
      ok: false,
      firstBadSeq: 7,
      reason: 'entry 7 does not match its hash: it was changed',
    });
  });

  it('loses the entries after a damaged WAL frame without any error: only the head noted on paper shows it', () => {
    // SQLite treats a WAL frame whose checksum fails as the end of the WAL. This is the limit
    // docs/CLI.md states ("The log"): a truncated log still verifies, so directors note the head at each
    // round.
    const dataDir = tempDir();
    const { station, db } = openStationWithConnection({ dataDir });
    db.pragma('wal_checkpoint(TRUNCATE)');
    judgeSome(station, 40);
    const noted = station.log.head();
    // A copy of the files as a crash would leave them: the WAL not yet checkpointed, no wal-index.
    const copy = tempDir();
    for (const name of ['station.sqlite', 'station.sqlite-wal'])
      copyFileSync(join(dataDir, name), join(copy, name));
    station.close();
    const wal = join(copy, 'station.sqlite-wal');
    const walBytes = readFileSync(wal);
    const middle = Math.floor(walBytes.length / 2);
    overwriteBytes(wal, middle, Buffer.from([(walBytes[middle] ?? 0) ^ 0xff]));

    const check = checkLog(copy, new Map());
    expect(check.integrity).toBe('ok');
    expect(check.chain.ok).toBe(true);
    expect(check.entries).toBeLessThan(40);
    expect(check.chain.ok ? check.chain.head : null).not.toEqual(noted);
  });
});

describe('a data folder deleted under a running station', () => {
  // In WAL mode SQLite goes on writing to a database file that has been unlinked, so without the
  // station's file-identity check it would give verdicts whose entries vanish when it closes.
  it('gives no verdict once its database file is gone', () => {
    const dataDir = tempDir();
    const station = new Station({ dataDir });
    try {
      judgeSome(station, 2);
      rmSync(dataDir, { recursive: true, force: true });
      expect(() => station.judge({ words: ['DOG'], source: 'cli' })).toThrow(StationCannotRecordError);
    } finally {
      station.close();
    }
  });
});

describe('the WAL or its index deleted under a running station (station.sqlite-wal, -shm)', () => {
  const removals = [
    ['the WAL', ['station.sqlite-wal']],
    ['the WAL index', ['station.sqlite-shm']],
    ['both', ['station.sqlite-wal', 'station.sqlite-shm']],
  ] as const;

  for (const [what, files] of removals) {
    it(`${what}: refuses the next verdict, and every verdict given before survives a kill -9`, async () => {
      const dataDir = tempDir();
      const child = await startStationChild(dataDir);
      try {
        const given = new Map<number, ReportedVerdict>();
        for (let play = 0; play < 3; play += 1) {
          const verdict = await child.judge();
          if (verdict === null) throw new Error('the station refused before anything was deleted');
          given.set(verdict.seq, verdict);
        }
        for (const file of files) rmSync(join(dataDir, file));
        expect(await child.judge()).toBeNull();
        expect(await child.judge()).toBeNull();
        await child.kill();
        expectIntact(dataDir, given);
        // The next station carries on from the saved head.
        const next = new Station({ dataDir });
        try {
          expect(next.judge({ words: ['CAT'], source: 'cli' }).entry.seq).toBe(4);
        } finally {
          next.close();
        }
      } finally {
        await child.kill();
      }
    });
  }

  // The guard's round every 50 ms, or an hour away so that only the folder's report can wake it.
  it.each([
    [50, "the kiosk's guard saves the verdicts given when nobody judges after the WAL is deleted"],
    [3_600_000, 'the guard runs as soon as the WAL is deleted, not at its next round (an hour away here)'],
  ])('%i ms: %s', async (guardMs) => {
    const dataDir = tempDir();
    const child = await startStationChild(dataDir, guardMs);
    try {
      const given = new Map<number, ReportedVerdict>();
      for (let play = 0; play < 3; play += 1) {
        const verdict = await child.judge();
        if (verdict !== null) given.set(verdict.seq, verdict);
      }
      expect(given.size).toBe(3);
      rmSync(join(dataDir, 'station.sqlite-wal'));
      expect(await child.line(/^guard /u)).toMatch(/station\.sqlite-wal was deleted or replaced/u);
      await child.kill();
      expectIntact(dataDir, given);
    } finally {
      await child.kill();
    }
  });

  it('a WAL replaced by another file: the kiosk refuses to judge and says so on its fault screen', () => {
    const dataDir = tempDir();
    const station = new Station({ dataDir });
    try {
      const kiosk = kioskOf(station);
      const lexicon = station.lexicons.active()?.fingerprint ?? '';
      expect(kiosk.judge({ words: ['CAT'], lexicon })).toMatchObject({ ok: true });
      const wal = join(dataDir, 'station.sqlite-wal');
      rmSync(wal);
      writeFileSync(wal, '');
      expect(kiosk.judge({ words: ['CAT'], lexicon })).toEqual({
        ok: false,
        reason: 'cannot-record',
        message: CANNOT_RECORD,
      });
      expect(kiosk.kioskState().fault).toBe(CANNOT_RECORD);
    } finally {
      station.close();
    }
  });
});
