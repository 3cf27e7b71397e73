import { createHash } from 'node:crypto';

/** The verdict for a whole play. */
export type Verdict = 'ACCEPTABLE' | 'UNACCEPTABLE';
/** Where an adjudication came from. */
export type EntrySource = 'kiosk' | 'cli' | 'judge';
/** What an entry records; later kinds (rulings, console actions) extend this. */
export type EntryKind = 'adjudication';

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
  readonly verdict: Verdict;
  readonly source: EntrySource;
  readonly round: number | null;
  readonly table: number | null;
  readonly details: string | null;
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
 * field in a fixed order, so no two different entries encode alike.
 */
export function entryHash(prevHash: string, seq: number, content: EntryContent): string {
  const encoded = JSON.stringify([
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
  ]);
  return createHash('sha256').update(`${prevHash}\n${encoded}`).digest('hex');
}
