import type { Database, Statement } from 'better-sqlite3';
import { z } from 'zod';
import { ALPHABET_IDS, type AlphabetId } from '../../common/alphabets/index.ts';

/** A lexicon the station knows: what is shown wherever a lexicon is named. */
export interface LexiconInfo {
  readonly name: string;
  readonly fingerprint: string;
  readonly wordCount: number;
  readonly importedAt: string;
  readonly hasDefinitions: boolean;
  /** The bundled demo list: always labelled "DEMO — not for tournament play". */
  readonly demo: boolean;
  /** The tile alphabet its words are read, judged and shown in; `english` unless chosen at import. */
  readonly alphabet: AlphabetId;
}

const rowSchema = z
  .object({
    name: z.string(),
    fingerprint: z.string(),
    word_count: z.number(),
    imported_at: z.string(),
    has_definitions: z.number(),
    demo: z.number(),
    alphabet: z.enum(ALPHABET_IDS),
  })
  .transform((row): LexiconInfo => ({
    name: row.name,
    fingerprint: row.fingerprint,
    wordCount: row.word_count,
    importedAt: row.imported_at,
    hasDefinitions: row.has_definitions === 1,
    demo: row.demo === 1,
    alphabet: row.alphabet,
  }));

/** The lexicons table of the station database. */
export class LexiconRegistry {
  readonly #all: Statement<[]>;
  readonly #insert: Statement<Record<string, unknown>>;
  readonly #delete: Statement<[string]>;
  readonly #fileDigest: Statement<[string]>;
  readonly #setFileDigest: Statement<{ fingerprint: string; fileDigest: string; onlyIfMissing: number }>;

  constructor(db: Database) {
    this.#all = db.prepare('SELECT * FROM lexicons ORDER BY demo, imported_at, name');
    this.#insert = db.prepare(`
      INSERT INTO lexicons (fingerprint, name, word_count, imported_at, has_definitions, demo, alphabet, file_digest)
      VALUES (@fingerprint, @name, @wordCount, @importedAt, @hasDefinitions, @demo, @alphabet, @fileDigest)`);
    this.#delete = db.prepare('DELETE FROM lexicons WHERE fingerprint = ?');
    this.#fileDigest = db.prepare('SELECT file_digest FROM lexicons WHERE fingerprint = ?').pluck();
    this.#setFileDigest = db.prepare(`
      UPDATE lexicons SET file_digest = @fileDigest
      WHERE fingerprint = @fingerprint AND (@onlyIfMissing = 0 OR file_digest IS NULL)`);
  }

  /** Unregisters a lexicon; its files are removed separately, after the commit. */
  remove(fingerprint: string): void {
    this.#delete.run(fingerprint);
  }

  /** Every registered lexicon, real ones first. */
  list(): LexiconInfo[] {
    return this.#all.all().map((row) => rowSchema.parse(row));
  }

  /** Registers a lexicon whose compiled file is already stored, with the SHA-256 of that file. */
  add(info: LexiconInfo, fileDigest: string): void {
    this.#insert.run({
      ...info,
      hasDefinitions: info.hasDefinitions ? 1 : 0,
      demo: info.demo ? 1 : 0,
      fileDigest,
    });
  }

  /** The SHA-256 of a lexicon's compiled file as stored, or null for one imported before it was kept. */
  fileDigest(fingerprint: string): string | null {
    const digest: unknown = this.#fileDigest.get(fingerprint);
    return typeof digest === 'string' ? digest : null;
  }

  /** Records the SHA-256 of a lexicon's compiled file, after a re-import rewrote the file. */
  setFileDigest(fingerprint: string, fileDigest: string): void {
    this.#setFileDigest.run({ fingerprint, fileDigest, onlyIfMissing: 0 });
  }

  /**
   * Records the digest of a lexicon that has none, once its words were checked: false when another
   * process recorded one first.
   */
  recordMissingFileDigest(fingerprint: string, fileDigest: string): boolean {
    return this.#setFileDigest.run({ fingerprint, fileDigest, onlyIfMissing: 1 }).changes === 1;
  }

  /**
   * Finds a lexicon by name (any case) or by fingerprint: the whole fingerprint or an unambiguous
   * prefix of at least 8 hex digits, as shown beside the name.
   */
  find(nameOrFingerprint: string): LexiconInfo | null {
    const wanted = nameOrFingerprint.trim().toLowerCase();
    const lexicons = this.list();
    const byName = lexicons.find((lexicon) => lexicon.name.toLowerCase() === wanted);
    if (byName !== undefined) return byName;
    if (!/^[0-9a-f]{8,64}$/u.test(wanted)) return null;
    const byPrefix = lexicons.filter((lexicon) => lexicon.fingerprint.startsWith(wanted));
    return byPrefix.length === 1 ? (byPrefix[0] ?? null) : null;
  }
}
