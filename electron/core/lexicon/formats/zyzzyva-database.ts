import Database from 'better-sqlite3';
import { ENGLISH_LETTERS, plainWordPattern, type LetterSet } from '../../words/letter-set.ts';
import { describeCharacter, showWord } from '../../words/character-description.ts';
import { normaliseLetters } from '../../words/play-input.ts';
import { LexiconFormatError, sortedDistinct, type ParsedLexicon } from '../lexicon-text.ts';
import { refusedCharacterReason, type UnplayableLines } from '../unplayable-lines.ts';
import { nothingPlayableMessage } from '../unplayable-report.ts';
import { isLexiconSymbols } from './lexicon-symbols.ts';

/** A file that is not a Zyzzyva lexicon database, or one whose contents cannot be imported. */
export class ZyzzyvaFormatError extends LexiconFormatError {
  override readonly name = 'ZyzzyvaFormatError';
}

/** How much a database may hold before it is refused (a hostile file cannot exhaust memory). */
export interface ZyzzyvaReadOptions {
  /** Default 2,000,000 (CSW24 has about 280,000 words). */
  readonly maxWords?: number;
  /** Longest definition kept, in characters (default 4,000). */
  readonly maxDefinitionLength?: number;
  /** Where a word outside the alphabet or of too few or too many tiles is recorded and left out; without it, such a letter throws. */
  readonly unplayable?: UnplayableLines;
}

// Zyzzyva's CreateDatabaseThread (scrabblewords/ZyzzyvaV, src/libzyzzyva) creates these tables; a
// file is taken as a Zyzzyva lexicon only when all of them are there with these columns.
// lexicon_symbols is read when present: databases from before symbols existed lack it.
const REQUIRED_TABLES = ['words', 'db_version', 'lexicon_date', 'lexicon_file'] as const;
const REQUIRED_WORD_COLUMNS = ['word', 'length', 'definition'] as const;
const SQLITE_MAGIC = 'SQLite format 3\u0000';
const DEFAULT_MAX_WORDS = 2_000_000;
const DEFAULT_MAX_DEFINITION = 4_000;

/** True when `head` (the first 16 or more bytes of a file) is an SQLite database header. */
export function isSqliteHeader(head: Uint8Array): boolean {
  if (head.length < SQLITE_MAGIC.length) return false;
  for (let index = 0; index < SQLITE_MAGIC.length; index += 1) {
    if (head[index] !== SQLITE_MAGIC.charCodeAt(index)) return false;
  }
  return true;
}

/**
 * Reads every word of a Zyzzyva lexicon database (CSW24.db…) with its definition and lexicon
 * symbols, opened read-only so the file is never changed. Throws {@link ZyzzyvaFormatError} when the
 * file is not an SQLite database, is an SQLite database that is not a Zyzzyva lexicon, is damaged,
 * holds a word outside `alphabet`, or holds no words.
 */
export function readZyzzyvaDatabase(
  path: string,
  alphabet: LetterSet = ENGLISH_LETTERS,
  options: ZyzzyvaReadOptions = {},
): ParsedLexicon {
  let db: Database.Database;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new ZyzzyvaFormatError(
      `The file cannot be opened as a Zyzzyva lexicon database: ${reason(error)}.`,
    );
  }
  try {
    const hasSymbols = checkSchema(db);
    return readWords(db, hasSymbols, alphabet, options);
  } catch (error) {
    if (error instanceof ZyzzyvaFormatError) throw error;
    // SQLite reports a damaged or non-database file only when it is first read.
    throw new ZyzzyvaFormatError(`The file is not a readable Zyzzyva lexicon database: ${reason(error)}.`);
  } finally {
    db.close();
  }
}

function checkSchema(db: Database.Database): boolean {
  const tables = new Set(
    db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table'")
      .all()
      .map((row) => row.name),
  );
  const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
  if (missing.length > 0) {
    throw new ZyzzyvaFormatError(
      `The database is not a Zyzzyva lexicon: it has no ${missing.join(', ')} table${missing.length > 1 ? 's' : ''}.`,
    );
  }
  const columns = new Set(
    db
      .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('words')")
      .all()
      .map((row) => row.name),
  );
  const missingColumns = REQUIRED_WORD_COLUMNS.filter((column) => !columns.has(column));
  if (missingColumns.length > 0) {
    throw new ZyzzyvaFormatError(
      `The database is not a Zyzzyva lexicon: its words table has no ${missingColumns.join(', ')} column.`,
    );
  }
  return columns.has('lexicon_symbols');
}

function readWords(
  db: Database.Database,
  hasSymbols: boolean,
  alphabet: LetterSet,
  options: ZyzzyvaReadOptions,
): ParsedLexicon {
  const maxWords = options.maxWords ?? DEFAULT_MAX_WORDS;
  const maxDefinition = options.maxDefinitionLength ?? DEFAULT_MAX_DEFINITION;
  // Read one character more than allowed, so a huge definition is detected without loading it.
  const rows = db
    .prepare(
      `SELECT word, length, substr(definition, 1, ${maxDefinition + 1}), ${hasSymbols ? 'lexicon_symbols' : 'NULL'}
       FROM words LIMIT ${maxWords + 1}`,
    )
    .raw()
    // all() rather than iterate(): twice as fast, and LIMIT already bounds what it holds.
    .all() as unknown[][];
  const plainWord = plainWordPattern(alphabet);
  const words: string[] = [];
  const definitions = new Map<string, string>();
  const symbols = new Map<string, string>();
  for (const [rawWord, length, definition, marks] of rows) {
    if (words.length === maxWords) {
      throw new ZyzzyvaFormatError(`The database holds more than ${maxWords.toLocaleString('en')} words.`);
    }
    const word = checkedWord(rawWord, plainWord, alphabet, options.unplayable);
    if (word === null) continue;
    // The length column is Zyzzyva's own count; a mismatch means the row is not what it claims.
    if (length !== word.length) {
      throw new ZyzzyvaFormatError(
        `The database is damaged: the word ${showWord(word)} has the wrong length.`,
      );
    }
    // A database has no lines to name: the word itself is what the report shows.
    if (options.unplayable !== undefined && !options.unplayable.keepTileCount(null, word, word.length))
      continue;
    words.push(word);
    if (typeof definition === 'string' && definition.length > 0) {
      if (definition.length > maxDefinition) {
        throw new ZyzzyvaFormatError(
          `The definition of ${showWord(word)} is longer than ${maxDefinition.toLocaleString('en')} characters.`,
        );
      }
      if (!definitions.has(word)) definitions.set(word, definition.trim());
    }
    if (typeof marks === 'string' && marks.length > 0) {
      if (!isLexiconSymbols(marks)) {
        throw new ZyzzyvaFormatError(
          `The lexicon symbols of ${showWord(word)} are not symbols: ${showWord(marks)}.`,
        );
      }
      if (!symbols.has(word)) symbols.set(word, marks);
    }
  }
  if (words.length === 0) {
    const unplayable = options.unplayable;
    throw new ZyzzyvaFormatError(
      unplayable !== undefined && unplayable.count > 0
        ? nothingPlayableMessage(unplayable)
        : 'The Zyzzyva database holds no words.',
    );
  }
  return { words: sortedDistinct(words), definitions, symbols };
}

function checkedWord(
  rawWord: unknown,
  plainWord: RegExp,
  alphabet: LetterSet,
  unplayable: UnplayableLines | undefined,
): string | null {
  if (typeof rawWord !== 'string' || rawWord.length === 0) {
    throw new ZyzzyvaFormatError('The database is damaged: a row of its words table has no word.');
  }
  if (plainWord.test(rawWord)) return rawWord.toUpperCase();
  const result = normaliseLetters(rawWord, alphabet);
  if ('badChar' in result && unplayable !== undefined) {
    unplayable.add(
      null,
      rawWord,
      refusedCharacterReason(result.badChar),
      `contains ${describeCharacter(result.badChar)}`,
    );
    return null;
  }
  if ('badChar' in result) {
    throw new ZyzzyvaFormatError(
      `The word ${showWord(rawWord)} contains ${describeCharacter(result.badChar)}; only letters ${alphabet.label} are allowed.`,
    );
  }
  return result.word;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
