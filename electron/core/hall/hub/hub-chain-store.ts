import type { Database } from 'better-sqlite3';
import { preparedOnce } from '../../store/prepared-once.ts';
import type { StationCache } from './hub-station-store.ts';

/** The first adjudication of a station judged on one list other than the designated one. */
export interface OffListAdjudication {
  readonly token: string;
  readonly seq: number;
  readonly lexiconName: string;
  readonly lexiconFingerprint: string;
}

/** A verified entry as stored, with when the hub received it and its station's clock skew then. */
export interface StoredReceipt {
  readonly record: string;
  readonly receivedAt: string;
  readonly clockSkewMs: number | null;
}

/**
 * Every station's verified chain in the hub's store (`entries`): from entry 1 with no gap, each
 * entry's stored message body beside the fields the hub checks. The head of each chain is kept on
 * its station's row (`verified_seq`, `verified_hash`), moved with each entry appended.
 */
export class HubChainStore {
  readonly #db: Database;
  readonly #prepare: Database['prepare'];
  readonly #stations: StationCache;

  constructor(db: Database, stations: StationCache) {
    this.#db = db;
    this.#prepare = preparedOnce(db);
    this.#stations = stations;
  }

  /** Appends the next entry of a station's verified chain and moves its verified head. */
  append(
    token: string,
    entry: { seq: number; stationId: string; time: string; hash: string },
    record: string,
    at: Date,
  ): void {
    // Formatted once: a date's ISO form goes through the C library's printf, at every entry.
    const receivedAt = at.toISOString();
    // With the station's clock skew as the hub judges it now: the entry is placed on the hub's
    // clock by the skew its station had when it came, whatever the station's clock says later.
    this.#prepare(
      `INSERT INTO entries (token, seq, station_id, time, hash, record, received_at, clock_skew_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT clock_skew_ms FROM stations WHERE token = ?))`,
    ).run(token, entry.seq, entry.stationId, entry.time, entry.hash, record, receivedAt, token);
    this.#prepare(
      'UPDATE stations SET verified_seq = ?, verified_hash = ?, last_entry_at = ? WHERE token = ?',
    ).run(entry.seq, entry.hash, receivedAt, token);
    const cached = this.#stations.get(token);
    if (cached !== undefined) {
      this.#stations.set(token, {
        ...cached,
        verified: { seq: entry.seq, hash: entry.hash },
        lastEntryAt: receivedAt,
      });
    }
  }

  /** The hash of a verified entry, or null when the hub has none at that seq. */
  hash(token: string, seq: number): string | null {
    return (
      this.#prepare<[string, number], { hash: string }>(
        'SELECT hash FROM entries WHERE token = ? AND seq = ?',
      ).get(token, seq)?.hash ?? null
    );
  }

  /** The stored body of a verified entry, or null. */
  record(token: string, seq: number): string | null {
    return (
      this.#prepare<[string, number], { record: string }>(
        'SELECT record FROM entries WHERE token = ? AND seq = ?',
      ).get(token, seq)?.record ?? null
    );
  }

  /** How many verified entries the hub holds of a station. */
  count(token: string): number {
    return (
      this.#prepare<[string], { n: number }>('SELECT count(*) AS n FROM entries WHERE token = ?').get(token)
        ?.n ?? 0
    );
  }

  /** A station's verified entries as stored message bodies, in seq order. */
  *records(token: string): Generator<string> {
    const statement = this.#db.prepare<[string], { record: string }>(
      'SELECT record FROM entries WHERE token = ? ORDER BY seq',
    );
    for (const row of statement.iterate(token)) yield row.record;
  }

  /**
   * A station's verified entries in seq order: each stored body, when the hub received it (its own
   * clock), and its station's clock skew then (null: none judged yet).
   */
  *receipts(token: string): Generator<StoredReceipt> {
    const statement = this.#db.prepare<[string], StoredReceipt>(
      'SELECT record, received_at AS receivedAt, clock_skew_ms AS clockSkewMs FROM entries WHERE token = ? ORDER BY seq',
    );
    for (const row of statement.iterate(token)) yield row;
  }

  /**
   * For each station, each list other than `fingerprint` it judged adjudications on: the first
   * such entry (its seq, the list's name and fingerprint as the entry records them).
   */
  adjudicationsOffList(fingerprint: string): OffListAdjudication[] {
    return this.#prepare<[string], OffListAdjudication>(
      `SELECT token, min(seq) AS seq, json_extract(record, '$.lexicon') AS lexiconName,
           json_extract(record, '$.fingerprint') AS lexiconFingerprint
         FROM entries
         WHERE json_extract(record, '$.kind') = 'adjudication' AND json_extract(record, '$.fingerprint') <> ?
         GROUP BY token, json_extract(record, '$.fingerprint')
         ORDER BY token, seq`,
    ).all(fingerprint);
  }
}
