import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileDurably } from '../store/durable-file.ts';
import { loadWordGraph, type WordGraph } from './word-graph.ts';

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
    mkdirSync(this.#dir, { recursive: true });
  }

  /** Stores the compiled word graph (skipped when the same fingerprint is already stored). */
  writeGraph(fingerprint: string, bytes: Uint8Array): void {
    if (!existsSync(this.#graphPath(fingerprint))) this.replaceGraph(fingerprint, bytes);
  }

  /** Stores the compiled word graph over whatever file is there: the repair for a damaged one. */
  replaceGraph(fingerprint: string, bytes: Uint8Array): void {
    writeFileDurably(this.#graphPath(fingerprint), bytes);
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

  /** Loads a compiled lexicon; throws when the file is missing or damaged. */
  loadGraph(fingerprint: string): WordGraph {
    return loadWordGraph(readFileSync(this.#graphPath(fingerprint)));
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
