import type { Database } from 'better-sqlite3';
import { preparedOnce } from '../../store/prepared-once.ts';

/**
 * How far each station's messages in the hall's stream are settled in this store
 * (`stream_settled`, hub store schema 7): the highest stream sequence of the station's taken in a
 * committed batch, stored or dropped, and the bytes they came to. Written in the batch's own
 * transaction, so it never runs ahead of what the store holds.
 */
export class StreamSettledStore {
  readonly #prepare: Database['prepare'];

  constructor(db: Database) {
    this.#prepare = preparedOnce(db);
  }

  /** The highest stream sequence of station `token`'s settled here; 0 when none is. */
  get(token: string): number {
    return (
      this.#prepare<[string], { seq: number }>(
        'SELECT stream_seq AS seq FROM stream_settled WHERE token = ?',
      ).get(token)?.seq ?? 0
    );
  }

  /**
   * Station `token`'s messages up to `seq` were settled (never moves back), `bytes` more of them;
   * answers the bytes settled of the station's in all.
   */
  advance(token: string, seq: number, bytes: number): number {
    return (
      this.#prepare<[string, number, number], { bytes: number }>(
        `INSERT INTO stream_settled (token, stream_seq, bytes) VALUES (?, ?, ?)
         ON CONFLICT (token) DO UPDATE SET
           stream_seq = max(stream_seq, excluded.stream_seq), bytes = bytes + excluded.bytes
         RETURNING bytes`,
      ).get(token, seq, bytes)?.bytes ?? bytes
    );
  }

  /** Marks station `token` as past its bytes in the stream; true the first time. */
  markFull(token: string, at: Date): boolean {
    return (
      this.#prepare('UPDATE stream_settled SET full_at = ? WHERE token = ? AND full_at IS NULL').run(
        at.toISOString(),
        token,
      ).changes > 0
    );
  }

  /** The bytes settled of station `token`'s; 0 when none are. */
  bytes(token: string): number {
    return (
      this.#prepare<[string], { bytes: number }>('SELECT bytes FROM stream_settled WHERE token = ?').get(
        token,
      )?.bytes ?? 0
    );
  }

  /** Takes back the mark of every station whose bytes are within `limit` (a limit raised since). */
  unmarkWithin(limit: number): void {
    this.#prepare('UPDATE stream_settled SET full_at = NULL WHERE full_at IS NOT NULL AND bytes <= ?').run(
      limit,
    );
  }

  /** The stations past their bytes in the stream, whose entries the hub's nats-server refuses. */
  full(): Set<string> {
    return new Set(
      this.#prepare<[], { token: string }>('SELECT token FROM stream_settled WHERE full_at IS NOT NULL')
        .all()
        .map(({ token }) => token),
    );
  }
}
