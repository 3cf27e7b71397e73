import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileDurably } from '../store/durable-file.ts';
import { loadWordGraph, type WordGraph } from './word-graph.ts';

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

  /** Stores definitions in a small SQLite file of their own, built aside and renamed into place. */
  writeDefinitions(fingerprint: string, definitions: ReadonlyMap<string, string>): void {
    const path = this.#definitionsPath(fingerprint);
    if (definitions.size === 0 || existsSync(path)) return;
    const temporary = `${path}.${process.pid}.partial`;
    rmSync(temporary, { force: true });
    try {
      const db = new Database(temporary);
      try {
        db.exec(
          'CREATE TABLE definitions (word TEXT PRIMARY KEY, definition TEXT NOT NULL) STRICT, WITHOUT ROWID',
        );
        const insert = db.prepare('INSERT INTO definitions (word, definition) VALUES (?, ?)');
        db.transaction(() => {
          for (const [word, definition] of definitions) insert.run(word, definition);
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
    const path = this.#definitionsPath(fingerprint);
    if (!existsSync(path)) return null;
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT definition FROM definitions WHERE word = ?').get(word) as
        { definition: string } | undefined;
      return row?.definition ?? null;
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
