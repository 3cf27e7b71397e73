import { createHash } from 'node:crypto';

/**
 * The identity of a word list: SHA-256 (lower-case hex) of its distinct upper-case words sorted by
 * code point, each followed by "\n". The same list in any file format gets the same fingerprint.
 */
export function lexiconFingerprint(sortedDistinctWords: readonly string[]): string {
  const hash = createHash('sha256');
  const batch = 4096;
  for (let start = 0; start < sortedDistinctWords.length; start += batch) {
    hash.update(sortedDistinctWords.slice(start, start + batch).join('\n') + '\n');
  }
  return hash.digest('hex');
}

/** The first 8 hex digits, shown wherever a lexicon is named. */
export function shortFingerprint(fingerprint: string): string {
  return fingerprint.slice(0, 8);
}
