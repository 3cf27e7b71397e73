import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileDurably } from '../store/durable-file.ts';

/**
 * The SHA-256 (lower-case hex) of a compiled lexicon file's bytes: recorded at import and checked
 * at every load, so a swapped or damaged file is refused without fingerprinting its words again.
 */
export function graphFileDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
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
    writeFileDurably(this.#graphPath(fingerprint), bytes);
    return graphFileDigest(bytes);
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

  /** The bytes of a compiled lexicon, to check and load; throws when the file cannot be read. */
  readGraph(fingerprint: string): Buffer {
    return readFileSync(this.#graphPath(fingerprint));
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
