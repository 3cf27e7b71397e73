import type { Database } from 'better-sqlite3';
import { statSync } from 'node:fs';
import { APP_VERSION } from '../app-version.ts';
import { StationCannotRecordError } from '../errors.ts';
import type { SettingsTable } from '../store/settings-table.ts';
import type { ChallengeLog } from './challenge-log.ts';
import { emptyEntry, type EntryContent, type LogEntry } from './log-entry.ts';
import { verifyChain } from './log-verify.ts';

/** The fields of a new entry the recorder does not fill in itself. */
export type EntryFields = Partial<Omit<EntryContent, 'time' | 'stationId' | 'appVersion'>> &
  Pick<EntryContent, 'kind' | 'source'>;

/** What the parts of a station that log their changes need of the recorder. */
export type EventRecorder = Pick<LogRecorder, 'recordEvent' | 'recordEventIfPossible'>;

/** How to make a recorder over an open station database. */
export interface LogRecorderOptions {
  readonly db: Database;
  /** The database file `db` opened, watched for being deleted or replaced underneath. */
  readonly dbPath: string;
  readonly log: ChallengeLog;
  readonly settings: SettingsTable;
  readonly stationId: string;
  readonly now: () => Date;
}

/**
 * Writes to the challenge log, failing closed: nothing is written to a log whose start-up check
 * found it broken, or to a database file that is no longer the one opened.
 */
export class LogRecorder {
  readonly #db: Database;
  readonly #dbPath: string;
  readonly #log: ChallengeLog;
  readonly #settings: SettingsTable;
  readonly #stationId: string;
  readonly #now: () => Date;
  /** Found by the check before the first write: '' when sound; a broken log is never written to. */
  #integrityProblem: string | null = null;
  /** The database file opened, so that a file deleted or replaced underneath is noticed. */
  readonly #dbFile: string;

  constructor(options: LogRecorderOptions) {
    this.#db = options.db;
    this.#dbPath = options.dbPath;
    this.#log = options.log;
    this.#settings = options.settings;
    this.#stationId = options.stationId;
    this.#now = options.now;
    this.#dbFile = fileIdentity(this.#dbPath);
  }

  /**
   * Appends an entry to the log, filling in the time, this station and the app version; a field
   * not given is null (or empty). Throws StationCannotRecordError when the log cannot be written.
   */
  record(fields: EntryFields): LogEntry {
    const problem = this.startupProblem();
    if (problem !== null) throw new StationCannotRecordError(new Error(problem));
    try {
      this.#checkDatabaseFile();
      const entry = this.#log.append({
        ...emptyEntry(),
        time: this.#now().toISOString(),
        stationId: this.#stationId,
        appVersion: APP_VERSION,
        ...fields,
      });
      // Checked again after the commit: an entry written to a deleted file is not recorded.
      this.#checkDatabaseFile();
      return entry;
    } catch (error) {
      throw new StationCannotRecordError(error);
    }
  }

  /** Records a console action (a PIN failure, a setting changed…) in the log. */
  recordEvent(action: string, details: string, judge: string | null = null): LogEntry {
    return this.record({ kind: 'event', source: 'judge', action, details, judge });
  }

  /**
   * Records an event when the log can take it, else carries on: for what a director must be able
   * to do on a full or broken log (unlock, verify, export, quit). Returns the entry, or null.
   */
  recordEventIfPossible(action: string, details: string, judge: string | null = null): LogEntry | null {
    try {
      return this.recordEvent(action, details, judge);
    } catch (error) {
      if (error instanceof StationCannotRecordError) return null;
      throw error;
    }
  }

  /** Throws StationCannotRecordError unless a write can be committed now. */
  checkCanRecord(): void {
    const problem = this.startupProblem();
    if (problem !== null) throw new StationCannotRecordError(new Error(problem));
    try {
      this.#checkDatabaseFile();
      // A heartbeat written and committed: proves the database accepts writes again after a fault.
      this.#settings.write('last_write_check', this.#now().toISOString());
    } catch (error) {
      throw new StationCannotRecordError(error);
    }
  }

  /**
   * The start-up check: SQLite's quick_check over the database, then every link of the chain.
   * Null when both are sound, else what is wrong, in words for the director.
   */
  integrityProblem(): string | null {
    try {
      const [first] = this.#db.pragma('quick_check') as { quick_check: string }[];
      if (first?.quick_check !== 'ok')
        return `The station database is damaged (${first?.quick_check ?? 'no answer'}).`;
      const chain = verifyChain(this.#log.rows());
      if (!chain.ok) return `The challenge log is broken at entry ${chain.firstBadSeq}: ${chain.reason}.`;
      return null;
    } catch (error) {
      return `The station database cannot be read (${error instanceof Error ? error.message : String(error)}).`;
    }
  }

  /** The start-up check's finding, run once before the first write and kept: a broken log stays refused. */
  startupProblem(): string | null {
    this.#integrityProblem ??= this.integrityProblem() ?? '';
    return this.#integrityProblem === '' ? null : this.#integrityProblem;
  }

  // SQLite in WAL mode goes on writing to a database file that was deleted or moved away, and those
  // writes are lost with it: fail closed unless the file at our path is still the one we opened.
  #checkDatabaseFile(): void {
    if (fileIdentity(this.#dbPath) !== this.#dbFile) {
      throw new Error(
        `The station database ${this.#dbPath} was deleted or replaced while the station was running.`,
      );
    }
  }
}

// Device and inode: the same for a file however it is reached, different for a new file at the path.
function fileIdentity(path: string): string {
  const stats = statSync(path, { throwIfNoEntry: false, bigint: true });
  return stats === undefined ? 'missing' : `${stats.dev}:${stats.ino}`;
}
