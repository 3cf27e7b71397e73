import type { Database } from 'better-sqlite3';
import { preparedOnce } from '../../store/prepared-once.ts';

/** What the hub found judging an adjudication again with its own copy of the list. */
export type JudgedAgainOutcome = 'agrees' | 'differs' | 'not-judged';

/** One station's adjudications judged again, as `hall status` and the merged export count them. */
export interface JudgedAgainCounts {
  /** Judged again with the hub's copy of their list. */
  readonly judged: number;
  readonly agreeing: number;
  readonly differing: number;
  /** On a list the hub does not hold. */
  readonly notJudged: number;
}

/** The hub's second opinion on every adjudication it stored (`judged_again`). */
export class JudgedAgainStore {
  readonly #prepare: Database['prepare'];

  constructor(db: Database) {
    this.#prepare = preparedOnce(db);
  }

  /** Records the outcome for one entry (again for a replayed entry changes nothing). */
  record(
    token: string,
    seq: number,
    outcome: JudgedAgainOutcome,
    hubResults: readonly boolean[] | null,
  ): void {
    this.#prepare(
      'INSERT OR IGNORE INTO judged_again (token, seq, outcome, hub_results) VALUES (?, ?, ?, ?)',
    ).run(token, seq, outcome, hubResults === null ? null : JSON.stringify(hubResults));
  }

  /** The hub's own per-word results for one entry, or null when it did not judge it again. */
  hubResults(token: string, seq: number): boolean[] | null {
    const row = this.#prepare<[string, number], { hub_results: string | null }>(
      'SELECT hub_results FROM judged_again WHERE token = ? AND seq = ?',
    ).get(token, seq);
    return row === undefined || row.hub_results === null ? null : (JSON.parse(row.hub_results) as boolean[]);
  }

  /** What the hub found for each of one station's adjudications, by seq (for the merged export). */
  outcomes(token: string): Map<number, JudgedAgainOutcome> {
    const rows = this.#prepare<[string], { seq: number; outcome: JudgedAgainOutcome }>(
      'SELECT seq, outcome FROM judged_again WHERE token = ?',
    ).all(token);
    return new Map(rows.map((row) => [row.seq, row.outcome]));
  }

  /**
   * One station's counts, as the trigger on `judged_again` keeps them (0006-judged-again-counts.ts):
   * read every second for the hall view, so never counted from the rows themselves.
   */
  counts(token: string): JudgedAgainCounts {
    const rows = this.#prepare<[string], { outcome: JudgedAgainOutcome; n: number }>(
      'SELECT outcome, n FROM judged_again_counts WHERE token = ?',
    ).all(token);
    const of = (outcome: JudgedAgainOutcome) => rows.find((row) => row.outcome === outcome)?.n ?? 0;
    return {
      judged: of('agrees') + of('differs'),
      agreeing: of('agrees'),
      differing: of('differs'),
      notJudged: of('not-judged'),
    };
  }
}
