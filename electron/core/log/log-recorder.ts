import type { Database } from 'better-sqlite3';
import type { EventAction } from '../../common/entry-values.ts';
import { APP_VERSION } from '../app-version.ts';
import { StationCannotRecordError } from '../errors.ts';
import type { SettingsTable } from '../store/settings-table.ts';
import type { ChallengeLog } from './challenge-log.ts';
import { emptyEntry, type EntryContent, type LogEntry } from './log-entry.ts';
import { ChainCheckpoint } from './chain-checkpoint.ts';
import { DatabaseFiles } from './database-files.ts';
import { fullProblemInSlices, openingProblem } from './log-checks.ts';
import type { Clock } from '../clock.ts';

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
  readonly now: Clock;
}

/**
 * Writes to the challenge log, failing closed: nothing is written to a log whose start-up check
 * found it broken, or to a database file that is no longer the one opened.
 */
export class LogRecorder {
  /** The database file the station opened; its WAL and index sit beside it. */
  readonly databasePath: string;
  readonly #db: Database;
  readonly #log: ChallengeLog;
  readonly #settings: SettingsTable;
  readonly #stationId: string;
  readonly #now: Clock;
  /** Found by the opening or the background check: '' when sound; a broken log is never written to. */
  #integrityProblem: string | null = null;
  /** Why the last write was refused (a full disk, a read-only folder…), until one succeeds again. */
  #refusedWrite: string | null = null;
  /** The files opened, so that one deleted or replaced underneath is noticed. */
  readonly #files: DatabaseFiles;
  readonly #checkpoint: ChainCheckpoint;

  constructor(options: LogRecorderOptions) {
    this.#db = options.db;
    this.#log = options.log;
    this.#settings = options.settings;
    this.#stationId = options.stationId;
    this.#now = options.now;
    this.databasePath = options.dbPath;
    this.#files = new DatabaseFiles(this.#db, options.dbPath);
    this.#checkpoint = new ChainCheckpoint(this.#settings);
  }

  /**
   * Appends an entry to the log, filling in the time, this station and the app version; a field
   * not given is null (or empty). Throws StationCannotRecordError when the log cannot be written.
   */
  record(fields: EntryFields): LogEntry {
    const problem = this.startupProblem();
    if (problem !== null) throw new StationCannotRecordError(new Error(problem));
    try {
      this.#checkDatabaseFiles();
      const entry = this.#log.append({
        ...emptyEntry(),
        time: this.#now().toISOString(),
        stationId: this.#stationId,
        appVersion: APP_VERSION,
        ...fields,
      });
      // Checked again after the commit: an entry written to a deleted file is not recorded.
      this.#checkDatabaseFiles();
      this.#refusedWrite = null;
      return entry;
    } catch (error) {
      this.#refusedWrite = errorText(error);
      throw new StationCannotRecordError(error);
    }
  }

  /** Records a console action (a PIN failure, a setting changed…) in the log. */
  recordEvent(action: EventAction, details: string, judge: string | null = null): LogEntry {
    return this.record({ kind: 'event', source: 'judge', action, details, judge });
  }

  /**
   * Records an event when the log can take it, else carries on: for what a director must be able
   * to do on a full or broken log (unlock, verify, export, quit). Returns the entry, or null.
   */
  recordEventIfPossible(action: EventAction, details: string, judge: string | null = null): LogEntry | null {
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
      this.#checkDatabaseFiles();
      // A heartbeat written and committed: proves the database accepts writes again after a fault.
      this.#settings.write('last_write_check', this.#now().toISOString());
      this.#refusedWrite = null;
    } catch (error) {
      this.#refusedWrite = errorText(error);
      throw new StationCannotRecordError(error);
    }
  }

  /**
   * Why the last write to the log was refused (what stops a running station: a full disk, a
   * read-only folder, a database file replaced), until a write succeeds again; null while writes
   * succeed. A log the opening or background check refused is {@link startupProblem}, not this.
   */
  refusedWrite(): string | null {
    return this.#refusedWrite;
  }

  /**
   * The opening check (log-checks.ts): the chain from a checkpoint a full check recorded, or the
   * whole chain and quick_check where there is none. Null when sound, else what is wrong, in words
   * for the director.
   */
  integrityProblem(): string | null {
    return readingProblem(() => openingProblem(this.#db, this.#log, this.#checkpoint));
  }

  /** The head the last full check verified, which `log verify` and the console's verify also hold to. */
  get checkpoint(): ChainCheckpoint {
    return this.#checkpoint;
  }

  /** The opening check's finding, run once before the first write and kept: a broken log stays refused. */
  startupProblem(): string | null {
    this.#integrityProblem ??= this.integrityProblem() ?? '';
    return this.#integrityProblem === '' ? null : this.#integrityProblem;
  }

  /**
   * The full check — quick_check and every link of the chain — a slice at a time, for a kiosk right
   * after it opens. A problem found is kept like the opening check's: nothing more is recorded.
   * Resolves to the problem, or null (and the checkpoint then moves up to the head).
   */
  async checkFullyInBackground(): Promise<string | null> {
    const problem = this.startupProblem();
    if (problem !== null) return problem;
    let found: string | null;
    try {
      found = await fullProblemInSlices(this.#db, this.#log, this.#checkpoint);
    } catch (error) {
      found = readingProblem(() => {
        throw error;
      });
    }
    if (found !== null) this.#integrityProblem = found;
    return found;
  }

  /**
   * Checks that the database files are still the ones opened, saving what the connection holds
   * when the WAL was deleted; for a kiosk to run every few seconds, so a deletion is noticed and
   * the verdicts given are saved even when nobody judges after it. Returns the problem, or null.
   */
  guardFiles(): string | null {
    // A closed station removes its own WAL and index: nothing is running that could lose a verdict.
    if (!this.#db.open) return null;
    try {
      this.#checkDatabaseFiles();
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  // SQLite in WAL mode goes on writing to files that were deleted or moved away, and those writes
  // are lost with them: fail closed unless the files at our paths are still the ones we opened,
  // first saving into the database file what the connection still holds.
  #checkDatabaseFiles(): void {
    const problem = this.#files.problem();
    if (problem === null) return;
    this.#files.saveCommits();
    throw new Error(problem);
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function readingProblem(check: () => string | null): string | null {
  try {
    return check();
  } catch (error) {
    return `The station database cannot be read (${error instanceof Error ? error.message : String(error)}).`;
  }
}
