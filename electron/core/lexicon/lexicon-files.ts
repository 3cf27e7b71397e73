import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileDurably } from '../store/durable-file.ts';
import {
  makeOwnerOnlyFolder,
  OWNER_ONLY_FILE,
  prepareOwnerOnlyDatabase,
  tightenFolderToOwnerOnly,
} from '../store/owner-only.ts';

/**
 * The SHA-256 (lower-case hex) of a compiled lexicon file's bytes: recorded at import and checked
 * at every load, so a swapped or damaged file is refused without fingerprinting its words again.
 */
export function graphFileDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** What a lexicon says about a word beside whether it holds it: for word judges only. */
export interface WordNotes {
  readonly definition: string | null;
  /** Zyzzyva-style lexicon symbols, e.g. `#` (CSW only) or `+` (new in this edition). */
  readonly symbols: string | null;
}

/**
 * The compiled lexicons of a data folder. Files are named by fingerprint and written whole, under a
 * temporary name renamed into place, so none is ever modified in place; one is rewritten only by
 * replaceGraph, when a re-import of the same list repairs it.
 */
export class LexiconFiles {
  readonly #dir: string;

  constructor(dataDir: string) {
    this.#dir = join(dataDir, 'lexicons');
    makeOwnerOnlyFolder(this.#dir);
    // Lexicon files written before the owner-only rule kept the umask's 644.
    tightenFolderToOwnerOnly(this.#dir);
  }

  /**
   * Stores the compiled word graph, unless a file with exactly these bytes is already there (one
   * left by an earlier import); returns the digest of the bytes, to be recorded with the lexicon.
   */
  writeGraph(fingerprint: string, bytes: Uint8Array): string {
    const path = this.#graphPath(fingerprint);
    if (existsSync(path) && Buffer.from(bytes).equals(readFileSync(path))) return graphFileDigest(bytes);
    return this.replaceGraph(fingerprint, bytes);
  }

  /** Stores the compiled word graph over whatever file is there: the repair for a damaged one. */
  replaceGraph(fingerprint: string, bytes: Uint8Array): string {
    writeFileDurably(this.#graphPath(fingerprint), bytes, OWNER_ONLY_FILE);
    return graphFileDigest(bytes);
  }

  /**
   * Stores definitions and lexicon symbols in a small SQLite file of their own (tables `definitions`
   * and `symbols`), built aside and renamed into place. Files written before symbols existed have
   * no `symbols` table; they are read as having none.
   */
  writeDefinitions(
    fingerprint: string,
    definitions: ReadonlyMap<string, string>,
    symbols: ReadonlyMap<string, string> = new Map(),
  ): void {
    const path = this.#definitionsPath(fingerprint);
    if ((definitions.size === 0 && symbols.size === 0) || existsSync(path)) return;
    const temporary = `${path}.${process.pid}.partial`;
    rmSync(temporary, { force: true });
    try {
      prepareOwnerOnlyDatabase(temporary);
      const db = new Database(temporary);
      try {
        db.exec(
          `CREATE TABLE definitions (word TEXT PRIMARY KEY, definition TEXT NOT NULL) STRICT, WITHOUT ROWID;
           CREATE TABLE symbols (word TEXT PRIMARY KEY, symbols TEXT NOT NULL) STRICT, WITHOUT ROWID;`,
        );
        const insert = db.prepare('INSERT INTO definitions (word, definition) VALUES (?, ?)');
        const insertSymbols = db.prepare('INSERT INTO symbols (word, symbols) VALUES (?, ?)');
        db.transaction(() => {
          for (const [word, definition] of definitions) insert.run(word, definition);
          for (const [word, marks] of symbols) insertSymbols.run(word, marks);
        })();
      } finally {
        db.close();
      }
      renameSync(temporary, path);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }

  /** The bytes of a compiled lexicon, to check and load; throws when the file cannot be read. */
  readGraph(fingerprint: string): Buffer {
    return readFileSync(this.#graphPath(fingerprint));
  }

  /** The definition of a word, or null when the lexicon has none for it. */
  definition(fingerprint: string, word: string): string | null {
    return this.notes(fingerprint, [word])[0]?.definition ?? null;
  }

  /** Each word's definition and lexicon symbols (null where the lexicon has none), in one read. */
  notes(fingerprint: string, words: readonly string[]): WordNotes[] {
    const path = this.#definitionsPath(fingerprint);
    if (!existsSync(path)) return words.map(() => ({ definition: null, symbols: null }));
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const definition = db.prepare<[string], { definition: string }>(
        'SELECT definition FROM definitions WHERE word = ?',
      );
      const hasSymbols =
        db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'symbols'").get() !==
        undefined;
      const symbols = hasSymbols
        ? db.prepare<[string], { symbols: string }>('SELECT symbols FROM symbols WHERE word = ?')
        : null;
      return words.map((word) => ({
        definition: definition.get(word)?.definition ?? null,
        symbols: symbols?.get(word)?.symbols ?? null,
      }));
    } finally {
      db.close();
    }
  }

  /** Every definition and lexicon symbol a lexicon holds, for carrying it whole (lexicon-package.ts). */
  allNotes(fingerprint: string): { definitions: Map<string, string>; symbols: Map<string, string> } {
    const path = this.#definitionsPath(fingerprint);
    const definitions = new Map<string, string>();
    const symbols = new Map<string, string>();
    if (!existsSync(path)) return { definitions, symbols };
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      for (const row of db
        .prepare<[], { word: string; definition: string }>('SELECT word, definition FROM definitions')
        .iterate())
        definitions.set(row.word, row.definition);
      const hasSymbols =
        db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'symbols'").get() !==
        undefined;
      if (hasSymbols)
        for (const row of db
          .prepare<[], { word: string; symbols: string }>('SELECT word, symbols FROM symbols')
          .iterate())
          symbols.set(row.word, row.symbols);
    } finally {
      db.close();
    }
    return { definitions, symbols };
  }

  /** Deletes a lexicon's files (only ever for one that is not in use). */
  remove(fingerprint: string): void {
    rmSync(this.#graphPath(fingerprint), { force: true });
    rmSync(this.#definitionsPath(fingerprint), { force: true });
  }

  #graphPath(fingerprint: string): string {
    return join(this.#dir, `${fingerprint}.cswg`);
  }

  #definitionsPath(fingerprint: string): string {
    return join(this.#dir, `${fingerprint}.definitions.sqlite`);
  }
}
