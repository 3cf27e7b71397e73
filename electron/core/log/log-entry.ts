import { hash } from 'node:crypto';

import type { EntryContent } from '../../common/log-shapes.ts';

export type { EntryKind, EntrySource, Ruling, Verdict } from '../../common/entry-values.ts';
export type { EntryContent, LogEntry } from '../../common/log-shapes.ts';

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * SHA-256 over the previous hash and an unambiguous encoding of the entry: a JSON array of every
 * field in a fixed order, so no two different entries encode alike. The fields added for rulings,
 * checks and events (schema 2) are appended as one nested array only when one is set, so entries
 * written before they existed keep their hashes.
 */
export function entryHash(prevHash: string, seq: number, content: EntryContent): string {
  const encoded: unknown[] = [
    seq,
    content.time,
    content.stationId,
    content.appVersion,
    content.kind,
    content.lexiconName,
    content.lexiconFingerprint,
    content.words,
    content.wordResults,
    content.verdict,
    content.source,
    content.round,
    content.table,
    content.details,
  ];
  const extension = [content.challengeRule, content.refersTo, content.ruling, content.judge, content.action];
  if (extension.some((field) => field !== null)) encoded.push(extension);
  // The one-shot hash: the same digest as createHash, a quarter of the cost on a log's full check.
  return hash('sha256', `${prevHash}\n${JSON.stringify(encoded)}`, 'hex');
}

/** The fields every entry has but not every kind of entry uses. */
export type OptionalEntryFields = Omit<EntryContent, 'time' | 'stationId' | 'appVersion' | 'kind' | 'source'>;

/** An entry's optional fields left unset: empty text and lists, null elsewhere. */
export function emptyEntry(): OptionalEntryFields {
  return {
    lexiconName: '',
    lexiconFingerprint: '',
    words: [],
    wordResults: [],
    verdict: null,
    round: null,
    table: null,
    details: null,
    challengeRule: null,
    refersTo: null,
    ruling: null,
    judge: null,
    action: null,
  };
}
