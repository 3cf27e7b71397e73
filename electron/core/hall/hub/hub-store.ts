import { JudgedAgainStore } from './hub-judged-again-store.ts';
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HallError } from '../wire/hall-errors.ts';
import { makeOwnerOnlyFolder, prepareOwnerOnlyDatabase, tightenToOwnerOnly } from '../../store/owner-only.ts';
import { DatabaseTooNewError, migrate } from '../../store/migration-runner.ts';
import { HUB_STORE } from './hub-migrations/index.ts';
import { HubChainStore } from './hub-chain-store.ts';
import { DesignationStore } from './hub-designation-store.ts';
import { FaultStore } from './hub-fault-store.ts';
import { HeldEntryStore } from './hub-held-store.ts';
import { QuarantineStore } from './hub-quarantine-store.ts';
import { HubSettingsStore } from './hub-settings-store.ts';
import { HubStationStore, StationCache } from './hub-station-store.ts';
import { StreamSettledStore } from './hub-stream-settled-store.ts';

export { newToken, type HubFault, type HubStation, type QuarantinedEntry } from './hub-records.ts';

/** The hub's own database, beside its NATS store in the hub's data folder. */
export const HUB_STORE_FILE = 'hub.sqlite';

/**
 * The hub's store, one file: it opens it (owner-only, migrated, WAL, synchronous=FULL), runs its
 * transactions, and holds one store per job over it — the hall's settings, the invited stations
 * and their state, every station's verified chain, the entries held ahead of a gap, the
 * quarantine, the faults and the designations. Commits are synchronous=FULL: the hub acknowledges
 * a message to NATS only after the commit, so what it acknowledged survives a power cut.
 */
export class HubStore {
  readonly #db: Database.Database;
  // Stations read in write transactions, kept while no other connection writes (see StationCache).
  readonly #cache = new StationCache();
  /**
   * Runs its argument in a transaction (in a savepoint inside one): one wrapper made once.
   * better-sqlite3 builds four wrapper functions at every `transaction()` call, and the ingest
   * calls it once per entry: that was an eighth of the hub's time during a catch-up.
   */
  #wrapped: Database.Transaction<(work: () => unknown) => unknown> | null = null;
  #version: Database.Statement<[], number> | null = null;
  /** The hall's id, name and the settings `hall start` was given. */
  readonly settings: HubSettingsStore;
  /** The invitations, and the state each station last reported. */
  readonly stations: HubStationStore;
  /** Every station's verified chain from entry 1. */
  readonly chains: HubChainStore;
  /** Entries that arrived ahead of a gap, waiting for it to fill. */
  readonly held: HeldEntryStore;
  /** Every message refused, kept as evidence. */
  readonly quarantine: QuarantineStore;
  /** What the director must be told. */
  readonly faults: FaultStore;
  /** The hall's designated lexicon and its history. */
  readonly designations: DesignationStore;
  /** Every adjudication judged again with the hub's own copy of its list. */
  readonly judgedAgain: JudgedAgainStore;
  /** How far each station's messages in the hall's stream are settled here. */
  readonly streamSettled: StreamSettledStore;

  /** Opens (creating if `create`) the store in the hub's data folder. */
  constructor(hubDir: string, options: { readonly create?: boolean } = {}) {
    const file = join(hubDir, HUB_STORE_FILE);
    try {
      // The hub's folder holds every station's per-word results and the stations' credentials'
      // public halves: its owner's alone, as a station's data folder is (docs/SECURITY.md).
      if (options.create === true) {
        makeOwnerOnlyFolder(hubDir);
        prepareOwnerOnlyDatabase(file);
      } else {
        tightenToOwnerOnly(hubDir);
        if (existsSync(file)) prepareOwnerOnlyDatabase(file);
      }
      this.#db = new Database(file, { fileMustExist: options.create !== true });
    } catch (error) {
      throw new HallError(
        'hub-store',
        options.create === true
          ? `The hub's data folder ${hubDir} cannot be written (${(error as Error).message}).`
          : `There is no hub in ${hubDir}: run \`hall start --data-dir ${hubDir}\` or \`hall invite\` there first.`,
        { cause: error },
      );
    }
    try {
      this.#db.pragma('busy_timeout = 5000');
      this.#db.pragma('journal_mode = WAL');
      this.#db.pragma('synchronous = FULL');
      // Each entry is taken in a savepoint (savepoint below), whose undo copies SQLite keeps in a
      // sub-journal. An entry that changes 16 pages or more that were there before it (a split
      // running up the `entries` tree, whose rows are large; a gap filled) made it outgrow 64 KiB
      // and move to a temporary file on disk, which every later entry of that transaction then
      // wrote, a system call a page: about half the hub's CPU in a 100,000-entry catch-up
      // (bench/README.md). In memory, so are SQLite's temporary tables and sorts, none of which the
      // hub's queries make large; the largest sub-journal, a gap filled, is bounded by the held
      // entries' budget (hub-limits.ts).
      this.#db.pragma('temp_store = MEMORY');
      migrate(this.#db, HUB_STORE);
    } catch (error) {
      this.#db.close();
      if (error instanceof HallError) throw error;
      // The same refusal as the station's database, and the hall's exit code for a hub's folder.
      if (error instanceof DatabaseTooNewError)
        throw new HallError('hub-store', error.message, { cause: error });
      throw new HallError(
        'hub-store',
        `The hub's store in ${hubDir} cannot be opened (${(error as Error).message}).`,
        {
          cause: error,
        },
      );
    }
    const db = this.#db;
    this.settings = new HubSettingsStore(db);
    this.stations = new HubStationStore(db, this.#cache, (work) => this.transaction(work));
    this.chains = new HubChainStore(db, this.#cache);
    this.held = new HeldEntryStore(db);
    this.quarantine = new QuarantineStore(db);
    this.faults = new FaultStore(db, (token) => this.stations.byToken(token)?.name ?? null);
    this.designations = new DesignationStore(db);
    this.judgedAgain = new JudgedAgainStore(db);
    this.streamSettled = new StreamSettledStore(db);
  }

  /** Runs `work` in one write transaction. */
  transaction<T>(work: () => T): T {
    // Inside one, a savepoint: undone alone if it throws, and the stations read again.
    if (this.#cache.active) return this.savepoint(work);
    let committed = false;
    try {
      const result = this.#inTransaction().immediate(() => {
        // Read inside the transaction: no other connection can commit until it ends.
        this.#cache.begin(this.#dataVersion());
        return work();
      }) as T;
      committed = true;
      return result;
    } finally {
      this.#cache.end(committed);
    }
  }

  // Moves when another connection commits to the file (never for this one's own commits).
  #dataVersion(): number {
    this.#version ??= this.#db.prepare<[], number>('PRAGMA data_version').pluck();
    return this.#version.get() ?? 0;
  }

  #inTransaction(): Database.Transaction<(work: () => unknown) => unknown> {
    this.#wrapped ??= this.#db.transaction((work: () => unknown) => work());
    return this.#wrapped;
  }

  /**
   * Runs `work` in a savepoint of the caller's transaction: what it wrote is undone if it throws,
   * and the stations read so far are read again (they may hold what it wrote).
   */
  savepoint<T>(work: () => T): T {
    try {
      return this.#inTransaction()(work) as T;
    } catch (error) {
      this.#cache.clear();
      throw error;
    }
  }

  /** Runs `read` on one consistent snapshot of the store. */
  snapshot<T>(read: () => T): T {
    return this.#inTransaction().deferred(read) as T;
  }

  /** Closes the store. */
  close(): void {
    this.#db.close();
  }
}
