import { kwgLayoutForFileName } from './kwg-node.ts';
import { isSqliteHeader } from './zyzzyva-database.ts';

/** The kinds of lexicon file the station reads. */
export type LexiconFileFormat = 'zyzzyva' | 'kwg' | 'kbwg' | 'text';

/**
 * Decides how to read a lexicon file. An SQLite database is recognised by its content whatever its
 * name (the Zyzzyva reader then refuses one that is not a Zyzzyva lexicon); a KWG has no magic
 * number, so `.kwg` and `.kbwg` are told by their names; anything else is read as text.
 * `head` is the file's first bytes (16 are enough).
 */
export function lexiconFileFormat(fileName: string, head: Uint8Array): LexiconFileFormat {
  if (isSqliteHeader(head)) return 'zyzzyva';
  return kwgLayoutForFileName(fileName) ?? 'text';
}
