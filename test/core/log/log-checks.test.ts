// The checks a station runs on its log as it opens and in the background (docs/SECURITY.md, "What
// each check of the log guarantees"): what each one catches, and the one thing a checkpoint leaves
// to the next full check.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { StationCannotRecordError } from '../../../electron/core/errors.ts';
import { ChainCheckpoint } from '../../../electron/core/log/chain-checkpoint.ts';
import { entryHash } from '../../../electron/core/log/log-entry.ts';
import { rowToEntry } from '../../../electron/core/log/log-row.ts';
import { watchLog } from '../../../electron/core/log/log-watch.ts';
import { verifyAgainstNotedHead } from '../../../electron/core/log/noted-head.ts';
import { Station } from '../../../electron/core/station/station.ts';
import { SettingsTable } from '../../../electron/core/store/settings-table.ts';
import { StationHandlers } from '../../../electron/handlers/station-handlers.ts';
import { TEST_PIN } from '../../support/set-up-station.ts';
import { useTempDirs } from '../../support/temp-dir.ts';

const tempDir = useTempDirs();
const CANNOT_RECORD = 'This station cannot record challenges — please call the director.';

/**
 * A station folder whose log holds `count` adjudications after the two events of its set-up, opened
 * once more so that a full check set its checkpoint at the head, entry `count + 2`.
 */
function stationWithLog(count: number): string {
  const dataDir = tempDir();
  const station = new Station({ dataDir });
  const handlers = new StationHandlers(station);
  expect(handlers.console.setUp({ pin: TEST_PIN, stationName: 'Checks' })).toMatchObject({ ok: true });
  for (let play = 0; play < count; play += 1) station.judge({ words: ['CAT'], source: 'cli' });
  station.close();
  // The next open finds no checkpoint, checks the whole chain and records one at the head.
  withStation(dataDir, (opened) => expect(opened.recorder.startupProblem()).toBeNull());
  return dataDir;
}

function withStation<T>(dataDir: string, use: (station: Station) => T): T {
  const station = new Station({ dataDir });
  try {
    return use(station);
  } finally {
    station.close();
  }
}

/** A second connection with the append-only triggers dropped: what someone with the file can do. */
function tamper(dataDir: string, change: (raw: Database.Database) => void): void {
  const raw = new Database(join(dataDir, 'station.sqlite'));
  try {
    raw.exec('DROP TRIGGER IF EXISTS log_entries_no_update; DROP TRIGGER IF EXISTS log_entries_no_delete;');
    change(raw);
  } finally {
    raw.close();
  }
}

function checkpointOf(dataDir: string): { seq: number; hash: string } | null {
  const raw = new Database(join(dataDir, 'station.sqlite'));
  try {
    return new ChainCheckpoint(new SettingsTable(raw)).read();
  } finally {
    raw.close();
  }
}

/** Changes the words of entry `seq` without touching its hash: a naive edit. */
function editWords(seq: number) {
  return (raw: Database.Database) =>
    raw.prepare(`UPDATE log_entries SET words = '["ZAX"]' WHERE seq = ?`).run(seq);
}

describe('the checkpoint a full check records', () => {
  it('is the head the full check verified, and moves up with each background check', async () => {
    const dataDir = stationWithLog(12);
    const head = withStation(dataDir, (station) => station.log.head());
    expect(checkpointOf(dataDir)).toEqual(head);

    // The CLI's opening check reads from the checkpoint and leaves it where it is…
    withStation(dataDir, (station) => {
      for (let play = 0; play < 5; play += 1) station.judge({ words: ['DOG'], source: 'cli' });
    });
    expect(checkpointOf(dataDir)).toEqual(head);

    // …and a kiosk's full check in the background moves it to the head it verified.
    const newHead = await withStationAsync(dataDir, async (station) => {
      expect(await station.recorder.checkFullyInBackground()).toBeNull();
      return station.log.head();
    });
    expect(newHead?.seq).toBe(12 + 2 + 5);
    expect(checkpointOf(dataDir)).toEqual(newHead);
  });
});

describe('the opening check (the CLI, and every station before its first write)', () => {
  it('refuses a changed checkpoint entry, whether or not its hash was recomputed', () => {
    const naive = stationWithLog(8);
    expect(checkpointOf(naive)?.seq).toBe(10);
    tamper(naive, editWords(10));
    withStation(naive, (station) => {
      expect(station.recorder.startupProblem()).toMatch(/broken at entry 10/u);
      expect(() => station.judge({ words: ['CAT'], source: 'cli' })).toThrow(StationCannotRecordError);
    });

    const forged = stationWithLog(8);
    tamper(forged, (raw) => {
      const entry = rowToEntry(raw.prepare('SELECT * FROM log_entries WHERE seq = 10').get());
      if (entry === null) throw new Error('entry 10 should be well formed');
      const changed = { ...entry, words: ['ZAX'] };
      raw
        .prepare(`UPDATE log_entries SET words = '["ZAX"]', hash = ? WHERE seq = 10`)
        .run(entryHash(entry.prevHash, 10, changed));
    });
    withStation(forged, (station) =>
      expect(station.recorder.startupProblem()).toMatch(/broken at entry 10/u),
    );
  });

  it('refuses an edit of an entry after the checkpoint, naming it', () => {
    const dataDir = stationWithLog(6);
    withStation(dataDir, (station) => {
      for (let play = 0; play < 4; play += 1) station.judge({ words: ['DOG'], source: 'cli' });
    });
    tamper(dataDir, editWords(9));
    withStation(dataDir, (station) => {
      expect(station.recorder.startupProblem()).toMatch(
        /broken at entry 9: entry 9 does not match its hash/u,
      );
    });
  });

  it('refuses a log cut back below the checkpoint, though what is left is a sound chain', () => {
    const dataDir = stationWithLog(10);
    tamper(dataDir, (raw) => raw.prepare('DELETE FROM log_entries WHERE seq > 7').run());
    withStation(dataDir, (station) => {
      expect(station.recorder.startupProblem()).toMatch(
        /ends at entry 7, before entry 12 .*entries were removed/u,
      );
    });
    expect(checkpointOf(dataDir)?.seq).toBe(12);
  });

  it('refuses a log with an entry before the checkpoint deleted', () => {
    const dataDir = stationWithLog(10);
    tamper(dataDir, (raw) => raw.prepare('DELETE FROM log_entries WHERE seq = 3').run());
    withStation(dataDir, (station) => {
      expect(station.recorder.startupProblem()).toMatch(/entries are missing/u);
    });
  });

  // The entries up to the checkpoint are counted one way when it is near the head, another when far.
  it('refuses an entry deleted before a checkpoint far behind the head', () => {
    const dataDir = stationWithLog(10);
    withStation(dataDir, (station) => {
      for (let play = 0; play < 20; play += 1) station.judge({ words: ['CAT'], source: 'cli' });
    });
    expect(checkpointOf(dataDir)?.seq).toBe(12);
    tamper(dataDir, (raw) => raw.prepare('DELETE FROM log_entries WHERE seq = 3').run());
    withStation(dataDir, (station) => {
      expect(station.recorder.startupProblem()).toMatch(/entries are missing/u);
    });
  });

  it('refuses an entry slipped in below the first, which no walk from entry 1 reads', () => {
    const dataDir = stationWithLog(10);
    tamper(dataDir, (raw) =>
      raw.exec(
        `INSERT INTO log_entries (seq, time, station_id, app_version, kind, lexicon_name, lexicon_fingerprint,
           words, word_results, verdict, source, round, table_number, details, prev_hash, hash)
         SELECT 0, time, station_id, app_version, kind, lexicon_name, lexicon_fingerprint, words,
           word_results, verdict, source, round, table_number, details, prev_hash, 'slipped in'
         FROM log_entries WHERE seq = 1`,
      ),
    );
    withStation(dataDir, (station) => {
      expect(station.recorder.startupProblem()).toMatch(/entries are missing or were added/u);
    });
  });
});

describe('a naive edit of an entry before the checkpoint', () => {
  it("passes the opening check, and is caught by the kiosk's background check and by `log verify`", async () => {
    const dataDir = stationWithLog(20);
    tamper(dataDir, editWords(3));
    await withStationAsync(dataDir, async (station) => {
      const { kiosk } = new StationHandlers(station);
      const lexicon = station.lexicons.active()?.fingerprint ?? '';
      // What a checkpoint cannot see (docs/SECURITY.md says so): the kiosk opens and is ready…
      station.prepare();
      expect(kiosk.kioskState().fault).toBeNull();

      // …until its full check in the background, started right after, finds the edit.
      const onProblem = vi.fn();
      const watch = watchLog(station.recorder, { onProblem });
      try {
        expect(await watch.fullCheck).toMatch(/broken at entry 3: entry 3 does not match its hash/u);
      } finally {
        watch.stop();
      }
      expect(onProblem).toHaveBeenCalledOnce();
      expect(kiosk.judge({ words: ['CAT'], lexicon })).toEqual({
        ok: false,
        reason: 'cannot-record',
        message: CANNOT_RECORD,
      });
      expect(kiosk.kioskState().fault).toBe(CANNOT_RECORD);
      expect(station.log.head()?.seq).toBe(22);

      // `log verify` always walks the whole chain.
      expect(verifyAgainstNotedHead(station.log, undefined).result).toMatchObject({
        ok: false,
        firstBadSeq: 3,
      });
    });
    // The break found is not forgotten at the next start: the checkpoint that vouched for entry 3
    // is gone, so the opening check walks the whole chain and refuses it (the CLI's `judge` too).
    expect(checkpointOf(dataDir)).toBeNull();
    withStation(dataDir, (station) => {
      expect(station.recorder.startupProblem()).toMatch(/broken at entry 3/u);
      expect(() => station.judge({ words: ['CAT'], source: 'cli' })).toThrow(StationCannotRecordError);
    });
  });

  it('found by `log verify` is refused at every later open too', () => {
    const dataDir = stationWithLog(20);
    tamper(dataDir, editWords(3));
    withStation(dataDir, (station) => {
      const { result } = verifyAgainstNotedHead(station.log, undefined, station.recorder.checkpoint);
      expect(result).toMatchObject({ ok: false, firstBadSeq: 3 });
    });
    withStation(dataDir, (station) =>
      expect(station.recorder.startupProblem()).toMatch(/broken at entry 3/u),
    );
  });
});

describe("`log verify` and the console's verify, with the checkpoint", () => {
  it('refuse a log cut back below the checkpoint, though what is left is a sound chain', () => {
    const dataDir = stationWithLog(10);
    tamper(dataDir, (raw) => raw.prepare('DELETE FROM log_entries').run());
    withStation(dataDir, (station) => {
      // The chain alone is sound: no entries at all.
      expect(verifyAgainstNotedHead(station.log, undefined).result).toMatchObject({ ok: true, count: 0 });
      const { result } = verifyAgainstNotedHead(station.log, undefined, station.recorder.checkpoint);
      expect(result).toMatchObject({ ok: false, count: 0, firstBadSeq: 1 });
      expect(result.ok ? '' : result.reason).toMatch(
        /ends at entry 0, before entry 12 .*entries were removed$/u,
      );
    });
  });

  it('move the checkpoint up to the head of a sound chain', () => {
    const dataDir = stationWithLog(5);
    withStation(dataDir, (station) => {
      station.judge({ words: ['CAT'], source: 'cli' });
      const { result } = verifyAgainstNotedHead(station.log, undefined, station.recorder.checkpoint);
      expect(result).toMatchObject({ ok: true, count: 8 });
    });
    expect(checkpointOf(dataDir)?.seq).toBe(8);
  });
});

async function withStationAsync<T>(dataDir: string, use: (station: Station) => Promise<T>): Promise<T> {
  const station = new Station({ dataDir });
  try {
    return await use(station);
  } finally {
    station.close();
  }
}
