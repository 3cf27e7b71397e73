import type { Database } from 'better-sqlite3';
import { preparedOnce } from '../../store/prepared-once.ts';
import type { HallDesignation } from '../../../common/hall-view-shapes.ts';
import { isAlphabetId } from '../../../common/alphabets/index.ts';

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

/**
 * The hall's designated lexicon with its history (`designations`): who designated which list, and
 * when; the newest is the hall's list (see hub-designation.ts for what designating does).
 */
export class DesignationStore {
  readonly #prepare: Database['prepare'];

  constructor(db: Database) {
    this.#prepare = preparedOnce(db);
  }

  /** The hall's designated lexicon now, or null before the director designated one. */
  current(): HallDesignation | null {
    const row = this.#prepare<[], DesignationRow>(
      'SELECT * FROM designations ORDER BY id DESC LIMIT 1',
    ).get();
    return row === undefined ? null : toDesignation(row);
  }

  /** Every designation made, oldest first: who designated which list, and when. */
  all(): HallDesignation[] {
    return this.#prepare<[], DesignationRow>('SELECT * FROM designations ORDER BY id')
      .all()
      .map(toDesignation);
  }

  /** Records a designation (the newest is the hall's list). */
  record(designation: HallDesignation): void {
    const { name, alphabet, fingerprint, wordCount, by, at } = designation;
    this.#prepare(
      'INSERT INTO designations (name, alphabet, fingerprint, word_count, by, at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(name, alphabet, fingerprint, wordCount, by, at);
  }
}
