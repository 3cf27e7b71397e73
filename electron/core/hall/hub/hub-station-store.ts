import type { Database } from 'better-sqlite3';
import { preparedOnce } from '../../store/prepared-once.ts';
import { HallError } from '../wire/hall-errors.ts';
import type { StationState } from '../wire/hall-messages.ts';
import { toStation, type HubStation } from './hub-records.ts';

/**
 * Stations read in the store's write transactions, kept from one to the next: the ingest reads a
 * station per message, and at live rates a transaction holds one message, so reading and checking
 * the row again each time was a fifth of the ingest's time (one station judging 100 a second); kept,
 * the hub took 12% less CPU an entry there and 9% less with ten (measured 2026-11-30 at commit 8a97425, bench/README.md). It
 * is used only inside a write transaction, where no other connection can change the rows
 * underneath, and it is only as good as the last one: each begins with the file's data version
 * (`PRAGMA data_version`, which moves when another connection commits, as `hall invite` and `hall
 * revoke` do from their own processes), and a different one clears it. What this connection writes
 * to a station's row forgets or updates its copy; a transaction that does not commit clears it,
 * and so does one undone inside another (HubStore.savepoint).
 */
export class StationCache {
  readonly #rows = new Map<string, HubStation>();
  #open = false;
  #version: number | null = null;

  /** A write transaction is open and the cache with it. */
  get active(): boolean {
    return this.#open;
  }

  /** Opens it in a write transaction, given the data version read inside that transaction. */
  begin(version: number): void {
    if (version !== this.#version) this.#rows.clear();
    this.#version = version;
    this.#open = true;
  }

  /** Closes it as its transaction ends; what a transaction rolled back may have cached goes. */
  end(committed: boolean): void {
    this.#open = false;
    if (!committed) this.#rows.clear();
  }

  get(token: string): HubStation | undefined {
    return this.#open ? this.#rows.get(token) : undefined;
  }

  set(token: string, station: HubStation): void {
    if (this.#open) this.#rows.set(token, station);
  }

  forget(token: string): void {
    this.#rows.delete(token);
  }

  /** Forgets every station read: a savepoint rolled back may have written any of them. */
  clear(): void {
    this.#rows.clear();
  }
}

/**
 * The invited stations in the hub's store (`stations`, one row per invitation): the invitation
 * (name, token, public key, revocation), the station id its entries carry, and the last state the
 * station reported of itself, with when and from where it was heard.
 */
export class HubStationStore {
  readonly #prepare: Database['prepare'];
  readonly #cache: StationCache;
  readonly #transaction: <T>(work: () => T) => T;

  constructor(db: Database, cache: StationCache, transaction: <T>(work: () => T) => T) {
    this.#prepare = preparedOnce(db);
    this.#cache = cache;
    this.#transaction = transaction;
  }

  /** Records an invitation; a name already invited (and not revoked) is refused. */
  invite(name: string, token: string, publicKey: string | null, now: Date): void {
    const existing = this.byName(name);
    if (existing !== null && existing.revokedAt === null) {
      throw new HallError(
        'hub-store',
        `A station named "${name}" is already invited; revoke it first, or choose another name.`,
      );
    }
    this.#transaction(() => {
      if (existing !== null)
        this.#prepare('UPDATE stations SET name = ? WHERE token = ?').run(
          `${existing.name} (revoked ${existing.token})`,
          existing.token,
        );
      this.#prepare('INSERT INTO stations (token, name, public_key, invited_at) VALUES (?, ?, ?, ?)').run(
        token,
        name,
        publicKey,
        now.toISOString(),
      );
      // The revoked station of the same name was renamed.
      if (existing !== null) this.#cache.forget(existing.token);
    });
  }

  /**
   * Gives stations invited and not revoked new public keys (`hall invite --again`), in one
   * transaction: each keeps its token, its station id and what it reported; the old keys stop
   * admitting anyone once nats-server reloads its users.
   */
  rekey(keys: readonly { readonly token: string; readonly publicKey: string }[]): void {
    this.#transaction(() => {
      for (const { token, publicKey } of keys)
        this.#prepare('UPDATE stations SET public_key = ? WHERE token = ? AND revoked_at IS NULL').run(
          publicKey,
          token,
        );
    });
    for (const { token } of keys) this.#cache.forget(token);
  }

  /** Revokes a station by its invitation name; false when there is none not yet revoked. */
  revoke(name: string, now: Date): boolean {
    const revoked =
      this.#prepare(
        'UPDATE stations SET revoked_at = ? WHERE name = ? COLLATE NOCASE AND revoked_at IS NULL',
      ).run(now.toISOString(), name).changes > 0;
    // By name, so whichever token it was: the next transaction reads every station again.
    if (revoked) this.#cache.clear();
    return revoked;
  }

  /** Every invitation, in the order they were made. */
  all(): HubStation[] {
    return this.#prepare('SELECT * FROM stations ORDER BY invited_at, token').all().map(toStation);
  }

  /** One invitation by token, or null. */
  byToken(token: string): HubStation | null {
    const cached = this.#cache.get(token);
    if (cached !== undefined) return cached;
    const row = this.#prepare('SELECT * FROM stations WHERE token = ?').get(token);
    const station = row === undefined ? null : toStation(row);
    if (station !== null) this.#cache.set(token, station);
    return station;
  }

  /** One invitation by name (any case), or null. */
  byName(name: string): HubStation | null {
    const row = this.#prepare('SELECT * FROM stations WHERE name = ? COLLATE NOCASE').get(name);
    return row === undefined ? null : toStation(row);
  }

  /** The invitation whose entries carry `stationId`, or null. */
  byStationId(stationId: string): HubStation | null {
    const row = this.#prepare('SELECT * FROM stations WHERE station_id = ?').get(stationId);
    return row === undefined ? null : toStation(row);
  }

  /** The invitation not revoked whose entries carry `stationId`, or null. */
  activeByStationId(stationId: string): HubStation | null {
    const row = this.#prepare('SELECT * FROM stations WHERE station_id = ? AND revoked_at IS NULL').get(
      stationId,
    );
    return row === undefined ? null : toStation(row);
  }

  /** Binds an invitation to the station id its first message carried. */
  bindStationId(token: string, stationId: string): void {
    this.#prepare('UPDATE stations SET station_id = ? WHERE token = ? AND station_id IS NULL').run(
      stationId,
      token,
    );
    this.#cache.forget(token);
  }

  /**
   * Records what a station reported of itself, and when (the hub's own time, never the station's)
   * and from where it was heard, with its clock's skew as the hub judged it (null: not judged).
   */
  recordState(
    token: string,
    state: StationState,
    heard: { instance: string; machine: string; at: Date; clockSkewMs?: number | null },
  ): void {
    const quietSince = steadyQuietSince(this.byToken(token)?.quietSince ?? null, state, heard.at);
    this.#cache.forget(token);
    this.#prepare(
      `UPDATE stations SET station_name = ?, app_version = ?, lexicons = ?, problem = ?, health = ?,
           hall_report = ?, reported_seq = ?, reported_hash = ?, acknowledged = ?, last_seen = ?, instance = ?, machine = ?,
           presence = ?, clock_skew_ms = ?, quiet_since = ?
         WHERE token = ?`,
    ).run(
      state.stationName,
      state.appVersion,
      JSON.stringify(state.lexicons),
      state.problem,
      state.health === null ? null : JSON.stringify(state.health),
      state.hall === null ? null : JSON.stringify(state.hall),
      state.head?.seq ?? null,
      state.head?.hash ?? null,
      state.acknowledged,
      heard.at.toISOString(),
      heard.instance,
      heard.machine,
      state.presence,
      heard.clockSkewMs ?? null,
      quietSince,
      token,
    );
  }
}

/**
 * How far apart two state messages' "quiet since", moved onto the hub's clock, may be and still be
 * one quiet spell: each moves by its message's time on the network. A station that answered between
 * two state messages and went quiet again is further apart than this.
 */
const SAME_QUIET_MS = 10_000;

// The quiet spell's start as the hub first placed it, while the station stays quiet: its alert's key
// names it, so it must not move by each message's time on the network.
function steadyQuietSince(recorded: string | null, state: StationState, heardAt: Date): string | null {
  const now = quietSinceOnHubClock(state, heardAt);
  if (now === null || recorded === null) return now;
  return Math.abs(Date.parse(now) - Date.parse(recorded)) <= SAME_QUIET_MS ? recorded : now;
}

/**
 * A quiet station's "quiet since" moved onto the hub's clock: as long before the message's receipt
 * as the station said before its sending, so a station clock hours off still reads right. A time
 * that does not read, or one after the sending, is taken as the receipt. Null while it answers.
 */
export function quietSinceOnHubClock(state: StationState, heardAt: Date): string | null {
  if (state.quietSince === undefined) return null;
  const quietFor = Date.parse(state.sentAt) - Date.parse(state.quietSince);
  return new Date(heardAt.getTime() - (Number.isFinite(quietFor) ? Math.max(0, quietFor) : 0)).toISOString();
}
