// A station whose log holds many valid, chained entries, written fast: the bench's long-lived station.
import type { Statement } from 'better-sqlite3';
import { join } from 'node:path';
import { APP_VERSION } from '../electron/core/app-version.ts';
import { ChallengeLog } from '../electron/core/log/challenge-log.ts';
import { emptyEntry, entryHash, GENESIS_HASH, type LogEntry } from '../electron/core/log/log-entry.ts';
import { entryParameters, INSERT_ENTRY_SQL } from '../electron/core/log/log-row.ts';
import { Station } from '../electron/core/station/station.ts';
import { openStationDatabase } from '../electron/core/store/station-database.ts';

const PLAYS = [['QI'], ['ZAX', 'OXEN'], ['QAT', 'ZAX', 'JOKE'], ['CAT', 'XQZT']] as const;

/**
 * Makes a station in `dataDir` and appends `count` adjudications to its log through the log's own
 * insert path and hash, all in one transaction (a week of club play a second, not one fsync each).
 */
export function generateLog(dataDir: string, count: number): void {
  new Station({ dataDir }).close();
  const db = openStationDatabase(join(dataDir, 'station.sqlite'));
  try {
    const log = new ChallengeLog(db);
    const insert: Statement<Record<string, unknown>> = db.prepare(INSERT_ENTRY_SQL);
    const stationId = (db.prepare("SELECT value FROM settings WHERE key = 'station_id'").pluck().get() ??
      'bench') as string;
    db.transaction(() => {
      const head = log.head();
      let prevHash = head?.hash ?? GENESIS_HASH;
      const start = Date.UTC(2022, 0, 1);
      for (let seq = (head?.seq ?? 0) + 1, made = 0; made < count; seq += 1, made += 1) {
        const words = PLAYS[seq % PLAYS.length] ?? ['QI'];
        const wordResults = words.map((word) => word !== 'XQZT');
        const content = {
          ...emptyEntry(),
          time: new Date(start + seq * 60_000).toISOString(),
          stationId,
          appVersion: APP_VERSION,
          kind: 'adjudication' as const,
          source: 'kiosk' as const,
          lexiconName: 'ENABLE',
          lexiconFingerprint: 'f'.repeat(64),
          words: [...words],
          wordResults,
          verdict: wordResults.every(Boolean) ? ('ACCEPTABLE' as const) : ('UNACCEPTABLE' as const),
          round: 1 + Math.floor(seq / 40),
          table: 1 + (seq % 20),
          challengeRule: 'double',
        };
        const entry: LogEntry = { ...content, seq, prevHash, hash: entryHash(prevHash, seq, content) };
        insert.run(entryParameters(entry));
        prevHash = entry.hash;
      }
    })();
  } finally {
    db.close();
  }
}
