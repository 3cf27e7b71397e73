// Builds a real SQLite file shaped like a Zyzzyva lexicon database. The tables and columns are those
// Zyzzyva's CreateDatabaseThread.cpp creates (scrabblewords/ZyzzyvaV, src/libzyzzyva); the values
// Zyzzyva computes for study (probability orders, hooks…) are left empty, as the station never reads
// them.
import Database from 'better-sqlite3';

/** One row of the words table. */
export interface ZyzzyvaEntry {
  readonly word: string;
  readonly definition?: string;
  readonly symbols?: string;
}

/** Ways to make the file differ from Zyzzyva's, for the refusal tests. */
export interface ZyzzyvaShape {
  /** Leave this table out. */
  readonly withoutTable?: 'words' | 'db_version' | 'lexicon_date' | 'lexicon_file';
  /** Leave this column of the words table out. */
  readonly withoutColumn?: 'word' | 'length' | 'definition' | 'lexicon_symbols';
}

const WORD_COLUMNS = [
  'word text',
  'length integer',
  'playability float',
  'playability_order integer',
  'min_playability_order integer',
  'max_playability_order integer',
  'combinations0 integer',
  'probability_order0 integer',
  'min_probability_order0 integer',
  'max_probability_order0 integer',
  'combinations1 integer',
  'probability_order1 integer',
  'min_probability_order1 integer',
  'max_probability_order1 integer',
  'combinations2 integer',
  'probability_order2 integer',
  'min_probability_order2 integer',
  'max_probability_order2 integer',
  'alphagram text',
  'num_anagrams integer',
  'num_unique_letters integer',
  'num_vowels integer',
  'point_value integer',
  'front_hooks text',
  'back_hooks text',
  'is_front_hook integer',
  'is_back_hook integer',
  'lexicon_symbols text',
  'definition text',
];

/** Writes a Zyzzyva-shaped lexicon database at `path` holding `entries`. */
export function writeZyzzyvaDatabase(
  path: string,
  entries: Iterable<ZyzzyvaEntry>,
  shape: ZyzzyvaShape = {},
): void {
  const db = new Database(path);
  try {
    const columns = WORD_COLUMNS.filter((column) => column.split(' ')[0] !== shape.withoutColumn);
    const tables: Record<string, string> = {
      words: `CREATE TABLE words (${columns.join(', ')})`,
      db_version: 'CREATE TABLE db_version (version integer)',
      lexicon_date: 'CREATE TABLE lexicon_date (date date)',
      lexicon_file: 'CREATE TABLE lexicon_file (file text)',
    };
    for (const [name, sql] of Object.entries(tables)) if (name !== shape.withoutTable) db.exec(sql);
    if (shape.withoutTable !== 'db_version') db.exec('INSERT INTO db_version (version) VALUES (15)');
    if (shape.withoutTable !== 'lexicon_date')
      db.exec("INSERT INTO lexicon_date (date) VALUES ('2024-01-01')");
    if (shape.withoutTable !== 'lexicon_file') db.exec("INSERT INTO lexicon_file (file) VALUES ('test.txt')");
    if (shape.withoutTable === 'words') return;
    const names = columns.map((column) => column.split(' ')[0]);
    const wanted = ['word', 'length', 'alphagram', 'lexicon_symbols', 'definition'].filter((name) =>
      names.includes(name),
    );
    const insert = db.prepare(
      `INSERT INTO words (${wanted.join(', ')}) VALUES (${wanted.map((name) => `@${name}`).join(', ')})`,
    );
    db.transaction(() => {
      for (const entry of entries) {
        const row: Record<string, string | number | null> = {
          word: entry.word,
          length: entry.word.length,
          alphagram: Array.from(entry.word).sort().join(''),
          lexicon_symbols: entry.symbols ?? '',
          definition: entry.definition ?? null,
        };
        insert.run(Object.fromEntries(wanted.map((name) => [name, row[name] ?? null])));
      }
    })();
    if (names.includes('word')) db.exec('CREATE UNIQUE INDEX word_index on words (word)');
  } finally {
    db.close();
  }
}
