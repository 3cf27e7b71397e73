import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HallError } from './hall-errors.ts';
import { makeOwnerOnlyFolder, prepareOwnerOnlyDatabase, tightenToOwnerOnly } from '../store/owner-only.ts';
import type { StationState } from './hall-messages.ts';
import { toStation, type HubFault, type HubStation, type QuarantinedEntry } from './hub-records.ts';
import { DatabaseTooNewError, migrate } from '../store/migration-runner.ts';
import { HUB_STORE } from './hub-migrations/index.ts';
import { HUB_LIMITS } from './hub-limits.ts';
import type { HallDesignation } from '../../common/hall-view-shapes.ts';
import { isAlphabetId } from '../../common/alphabets/index.ts';

interface DesignationRow {
  name: string;
  alphabet: string;
  fingerprint: string;
  word_count: number | null;
  by: string;
  at: string;
}

function toDesignation(row: DesignationRow): HallDesignation {
  return {
    name: row.name,
    alphabet: isAlphabetId(row.alphabet) ? row.alphabet : 'english',
    fingerprint: row.fingerprint,
    wordCount: row.word_count,
    by: row.by,
    at: row.at,
  };
}

export { newToken, type HubFault, type HubStation, type QuarantinedEntry } from './hub-records.ts';

/** The hub's own database, beside its NATS store in the hub's data folder. */
export const HUB_STORE_FILE = 'hub.sqlite';

/**
 * The hub's store: the hall's identity, its invitations, every station's verified chain, and what
 * was refused. Commits are synchronous=FULL: the hub acknowledges a message to NATS only after the
 * commit, so what it acknowledged survives a power cut.
 */
export class HubStore {
  readonly #db: Database.Database;
  // Stations read within one write transaction, kept until it ends: the ingest reads a station per
  // message. Only inside a transaction, where no other process can change the rows underneath.
  #cache: Map<string, HubStation> | null = null;

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
  }

  /** Runs `work` in one write transaction. */
  transaction<T>(work: () => T): T {
    if (this.#cache !== null) return this.#db.transaction(work).immediate();
    this.#cache = new Map();
    try {
      return this.#db.transaction(work).immediate();
    } finally {
      this.#cache = null;
    }
  }

  /**
   * Runs `work` in a savepoint of the caller's transaction: what it wrote is undone if it throws,
   * and the stations read so far are read again (they may hold what it wrote).
   */
  savepoint<T>(work: () => T): T {
    try {
      return this.#db.transaction(work)();
    } catch (error) {
      this.#cache?.clear();
      throw error;
    }
  }

  /** A value of the hall's settings, or null. */
  meta(key: string): string | null {
    return (
      this.#db.prepare<[string], { value: string }>('SELECT value FROM hub_meta WHERE key = ?').get(key)
        ?.value ?? null
    );
  }

  /** Sets one of the hall's settings. */
  setMeta(key: string, value: string): void {
    this.#db
      .prepare(
        'INSERT INTO hub_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value);
  }

  /** The hall's id, made once with the store. */
  hallId(): string {
    const id = this.meta('hall_id');
    if (id === null) throw new HallError('hub-store', 'The hub store has no hall id: it is damaged.');
    return id;
  }

  /** Records an invitation; a name already invited (and not revoked) is refused. */
  invite(name: string, token: string, publicKey: string | null, now: Date): void {
    const existing = this.stationByName(name);
    if (existing !== null && existing.revokedAt === null) {
      throw new HallError(
        'hub-store',
        `A station named "${name}" is already invited; revoke it first, or choose another name.`,
      );
    }
    this.transaction(() => {
      if (existing !== null)
        this.#db
          .prepare('UPDATE stations SET name = ? WHERE token = ?')
          .run(`${existing.name} (revoked ${existing.token})`, existing.token);
      this.#db
        .prepare('INSERT INTO stations (token, name, public_key, invited_at) VALUES (?, ?, ?, ?)')
        .run(token, name, publicKey, now.toISOString());
    });
  }

  /** Revokes a station by its invitation name; false when there is none not yet revoked. */
  revoke(name: string, now: Date): boolean {
    return (
      this.#db
        .prepare('UPDATE stations SET revoked_at = ? WHERE name = ? COLLATE NOCASE AND revoked_at IS NULL')
        .run(now.toISOString(), name).changes > 0
    );
  }

  /** Every invitation, in the order they were made. */
  stations(): HubStation[] {
    return this.#db.prepare('SELECT * FROM stations ORDER BY invited_at, token').all().map(toStation);
  }

  /** One invitation by token, or null. */
  station(token: string): HubStation | null {
    const cached = this.#cache?.get(token);
    if (cached !== undefined) return cached;
    const row = this.#db.prepare('SELECT * FROM stations WHERE token = ?').get(token);
    const station = row === undefined ? null : toStation(row);
    if (station !== null) this.#cache?.set(token, station);
    return station;
  }

  /** One invitation by name (any case), or null. */
  stationByName(name: string): HubStation | null {
    const row = this.#db.prepare('SELECT * FROM stations WHERE name = ? COLLATE NOCASE').get(name);
    return row === undefined ? null : toStation(row);
  }

  /** The invitation whose entries carry `stationId`, or null. */
  stationById(stationId: string): HubStation | null {
    const row = this.#db.prepare('SELECT * FROM stations WHERE station_id = ?').get(stationId);
    return row === undefined ? null : toStation(row);
  }

  /** The invitation not revoked whose entries carry `stationId`, or null. */
  activeStationById(stationId: string): HubStation | null {
    const row = this.#db
      .prepare('SELECT * FROM stations WHERE station_id = ? AND revoked_at IS NULL')
      .get(stationId);
    return row === undefined ? null : toStation(row);
  }

  /** Binds an invitation to the station id its first message carried. */
  bindStationId(token: string, stationId: string): void {
    this.#db
      .prepare('UPDATE stations SET station_id = ? WHERE token = ? AND station_id IS NULL')
      .run(stationId, token);
    this.#cache?.delete(token);
  }

  /** Records what a station reported of itself, and when and from where it was heard. */
  recordState(
    token: string,
    state: StationState,
    heard: { instance: string; machine: string; at: Date },
  ): void {
    this.#cache?.delete(token);
    this.#db
      .prepare(
        `UPDATE stations SET station_name = ?, app_version = ?, lexicons = ?, problem = ?, health = ?,
           reported_seq = ?, reported_hash = ?, acknowledged = ?, last_seen = ?, instance = ?, machine = ?,
           presence = ?
         WHERE token = ?`,
      )
      .run(
        state.stationName,
        state.appVersion,
        JSON.stringify(state.lexicons),
        state.problem,
        state.health === null ? null : JSON.stringify(state.health),
        state.head?.seq ?? null,
        state.head?.hash ?? null,
        state.acknowledged,
        heard.at.toISOString(),
        heard.instance,
        heard.machine,
        state.presence,
        token,
      );
  }

  /** The hash of a verified entry, or null when the hub has none at that seq. */
  verifiedHash(token: string, seq: number): string | null {
    return (
      this.#db
        .prepare<[string, number], { hash: string }>('SELECT hash FROM entries WHERE token = ? AND seq = ?')
        .get(token, seq)?.hash ?? null
    );
  }

  /** Appends the next entry of a station's verified chain and moves its verified head. */
  appendVerified(
    token: string,
    entry: { seq: number; stationId: string; time: string; hash: string },
    record: string,
    at: Date,
  ): void {
    this.#db
      .prepare(
        'INSERT INTO entries (token, seq, station_id, time, hash, record, received_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(token, entry.seq, entry.stationId, entry.time, entry.hash, record, at.toISOString());
    this.#db
      .prepare('UPDATE stations SET verified_seq = ?, verified_hash = ?, last_entry_at = ? WHERE token = ?')
      .run(entry.seq, entry.hash, at.toISOString(), token);
    const cached = this.#cache?.get(token);
    if (cached !== undefined) {
      this.#cache?.set(token, {
        ...cached,
        verified: { seq: entry.seq, hash: entry.hash },
        lastEntryAt: at.toISOString(),
      });
    }
  }

  /** The stored body of a verified entry, or null. */
  verifiedRecord(token: string, seq: number): string | null {
    return (
      this.#db
        .prepare<[string, number], { record: string }>(
          'SELECT record FROM entries WHERE token = ? AND seq = ?',
        )
        .get(token, seq)?.record ?? null
    );
  }

  /** An entry held ahead of a gap, or null. */
  heldEntry(token: string, seq: number): { hash: string; record: string } | null {
    return (
      this.#db
        .prepare<[string, number], { hash: string; record: string }>(
          'SELECT hash, record FROM held WHERE token = ? AND seq = ?',
        )
        .get(token, seq) ?? null
    );
  }

  /** Holds an entry that arrived ahead of a gap. */
  hold(token: string, seq: number, hash: string, record: string, at: Date): void {
    this.#db
      .prepare('INSERT INTO held (token, seq, hash, record, received_at) VALUES (?, ?, ?, ?, ?)')
      .run(token, seq, hash, record, at.toISOString());
  }

  /** Removes a held entry once it joined the chain or was quarantined. */
  release(token: string, seq: number): void {
    this.#db.prepare('DELETE FROM held WHERE token = ? AND seq = ?').run(token, seq);
  }

  /** How many bytes of a station's entries wait ahead of a gap. */
  heldBytes(token: string): number {
    return (
      this.#db
        .prepare<[string], { n: number | null }>(
          `SELECT sum(length(CAST(record AS BLOB)) + ${HUB_LIMITS.rowOverheadBytes}) AS n FROM held WHERE token = ?`,
        )
        .get(token)?.n ?? 0
    );
  }

  /** How many bytes of refused messages are kept as evidence for a station (or with no station: null). */
  quarantinedBytes(token: string | null): number {
    return (
      this.#db
        .prepare<[string | null], { n: number | null }>(
          `SELECT sum(length(CAST(body AS BLOB)) + ${HUB_LIMITS.rowOverheadBytes}) AS n FROM quarantine WHERE token IS ?`,
        )
        .get(token)?.n ?? 0
    );
  }

  /** How many entries of a station wait ahead of a gap. */
  heldCount(token: string): number {
    return (
      this.#db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM held WHERE token = ?').get(token)
        ?.n ?? 0
    );
  }

  /** Keeps a refused message as evidence; the same refusal twice is kept once. */
  quarantine(item: Omit<QuarantinedEntry, 'receivedAt'> & { body: string }, at: Date): void {
    this.#db
      .prepare(
        'INSERT OR IGNORE INTO quarantine (token, seq, hash, kind, reason, body, received_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(item.token, item.seq, item.hash, item.kind, item.reason, item.body, at.toISOString());
  }

  /** Every quarantined message, oldest first. */
  quarantined(): QuarantinedEntry[] {
    return this.#db
      .prepare<[], QuarantinedEntry>(
        'SELECT token, seq, hash, kind, reason, received_at AS receivedAt FROM quarantine ORDER BY id',
      )
      .all();
  }

  /** Raises a fault; true when it is new (the same fault is raised once). */
  raiseFault(token: string | null, kind: string, detailKey: string, message: string, at: Date): boolean {
    // A station cannot fill the hub with faults: past its budget, one fault says so.
    const count =
      this.#db
        .prepare<[string | null], { n: number }>('SELECT count(*) AS n FROM faults WHERE token IS ?')
        .get(token)?.n ?? 0;
    if (count < HUB_LIMITS.faultsPerStation) return this.#insertFault(token, kind, detailKey, message, at);
    return this.#insertFault(
      token,
      'limit',
      'faults',
      `${token === null ? 'Messages of no station' : `The station ${token}`} raised more than ${HUB_LIMITS.faultsPerStation} faults: the rest are not recorded`,
      at,
    );
  }

  #insertFault(token: string | null, kind: string, detailKey: string, message: string, at: Date): boolean {
    return (
      this.#db
        .prepare(
          'INSERT OR IGNORE INTO faults (token, kind, detail_key, message, raised_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(token, kind, detailKey, message, at.toISOString()).changes > 0
    );
  }

  /** Every fault, oldest first. */
  faults(): HubFault[] {
    return this.#db
      .prepare<[], HubFault>(
        'SELECT id, token, kind, message, raised_at AS raisedAt, acknowledged_at AS acknowledgedAt FROM faults ORDER BY id',
      )
      .all();
  }

  /** How many verified entries the hub holds of a station. */
  entryCount(token: string): number {
    return (
      this.#db
        .prepare<[string], { n: number }>('SELECT count(*) AS n FROM entries WHERE token = ?')
        .get(token)?.n ?? 0
    );
  }

  /** A station's verified entries as stored message bodies, in seq order. */
  *records(token: string): Generator<string> {
    const statement = this.#db.prepare<[string], { record: string }>(
      'SELECT record FROM entries WHERE token = ? ORDER BY seq',
    );
    for (const row of statement.iterate(token)) yield row.record;
  }

  /** The hall's designated lexicon now, or null before the director designated one. */
  designation(): HallDesignation | null {
    const row = this.#db
      .prepare<[], DesignationRow>('SELECT * FROM designations ORDER BY id DESC LIMIT 1')
      .get();
    return row === undefined ? null : toDesignation(row);
  }

  /** Every designation made, oldest first: who designated which list, and when. */
  designations(): HallDesignation[] {
    return this.#db
      .prepare<[], DesignationRow>('SELECT * FROM designations ORDER BY id')
      .all()
      .map(toDesignation);
  }

  /** Records a designation (the newest is the hall's list). */
  designate(designation: HallDesignation): void {
    const { name, alphabet, fingerprint, wordCount, by, at } = designation;
    this.#db
      .prepare(
        'INSERT INTO designations (name, alphabet, fingerprint, word_count, by, at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(name, alphabet, fingerprint, wordCount, by, at);
  }

  /**
   * For each station, each list other than `fingerprint` it judged adjudications on: the first
   * such entry (its seq, the list's name and fingerprint as the entry records them).
   */
  adjudicationsOffList(
    fingerprint: string,
  ): { token: string; seq: number; lexiconName: string; lexiconFingerprint: string }[] {
    return this.#db
      .prepare<[string], { token: string; seq: number; lexiconName: string; lexiconFingerprint: string }>(
        `SELECT token, min(seq) AS seq, json_extract(record, '$.lexicon') AS lexiconName,
           json_extract(record, '$.fingerprint') AS lexiconFingerprint
         FROM entries
         WHERE json_extract(record, '$.kind') = 'adjudication' AND json_extract(record, '$.fingerprint') <> ?
         GROUP BY token, json_extract(record, '$.fingerprint')
         ORDER BY token, seq`,
      )
      .all(fingerprint);
  }

  /** Runs `read` on one consistent snapshot of the store. */
  snapshot<T>(read: () => T): T {
    return this.#db.transaction(read).deferred();
  }

  /** Closes the store. */
  close(): void {
    this.#db.close();
  }
}
