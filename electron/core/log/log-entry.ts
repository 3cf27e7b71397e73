import { createHash } from 'node:crypto';

import type { EntryKind, EntrySource, Ruling, Verdict } from '../../shared/entry-values.ts';

export type { EntryKind, EntrySource, Ruling, Verdict } from '../../shared/entry-values.ts';

/** The fields of a log entry that the station fills in, before the chain gives it seq and hashes. */
export interface EntryContent {
  readonly time: string;
  readonly stationId: string;
  readonly appVersion: string;
  readonly kind: EntryKind;
  readonly lexiconName: string;
  readonly lexiconFingerprint: string;
  readonly words: readonly string[];
  /** Per word, whether it is in the lexicon: for word judges and directors, never for the player. */
  readonly wordResults: readonly boolean[];
  /** Null only for events, which judge nothing. */
  readonly verdict: Verdict | null;
  readonly source: EntrySource;
  readonly round: number | null;
  readonly table: number | null;
  /** A judge's note, or what an event did, in plain words. */
  readonly details: string | null;
  /** The challenge rule in force for an adjudication, e.g. "double challenge". */
  readonly challengeRule: string | null;
  /** The seq of the entry a ruling or check reviews. */
  readonly refersTo: number | null;
  readonly ruling: Ruling | null;
  /** The word judge or director who acted, as they gave their name. */
  readonly judge: string | null;
  /** What an event was, e.g. "pin-failed" or "lexicon-imported". */
  readonly action: string | null;
}

/** One entry of the challenge log as stored. */
export interface LogEntry extends EntryContent {
  readonly seq: number;
  readonly prevHash: string;
  readonly hash: string;
}

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
  return createHash('sha256')
    .update(`${prevHash}\n${JSON.stringify(encoded)}`)
    .digest('hex');
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
