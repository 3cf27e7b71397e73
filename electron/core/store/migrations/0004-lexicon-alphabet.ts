import type { Database } from 'better-sqlite3';
import { ALPHABET_IDS } from '../../../common/alphabets/index.ts';

/**
 * Each lexicon remembers its tile alphabet: the words of a Spanish list are read, judged
 * and shown as Spanish tiles. Every lexicon imported before this was English, the default. The
 * CHECK keeps an id no build of the app knows out of the table, so a lexicon is never judged in an
 * alphabet guessed at. It touches only the lexicons table, so it stands whatever 0003 changed.
 */
export function up(db: Database): void {
  const ids = ALPHABET_IDS.map((id) => `'${id}'`).join(', ');
  db.exec(
    `ALTER TABLE lexicons ADD COLUMN alphabet TEXT NOT NULL DEFAULT 'english' CHECK (alphabet IN (${ids}))`,
  );
}
