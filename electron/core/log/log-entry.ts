import { hash } from 'node:crypto';

import type { EntryContent } from '../../common/log-shapes.ts';
import { ENTRY_COLUMNS, ENTRY_FIELDS, type EntryField } from './entry-columns.ts';

export type { EntryKind, EntrySource, Ruling, Verdict } from '../../common/entry-values.ts';
export type { EntryContent, LogEntry } from '../../common/log-shapes.ts';

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The chain's own fields: the previous hash prefixes the encoding, and the hash is what it makes. */
type LinkField = 'prevHash' | 'hash';
/** Every field the hash covers: seq and the whole content, so a field added to the table is hashed. */
type HashedField = Exclude<EntryField, LinkField>;

const HASHED_FIELDS = ENTRY_FIELDS.filter(
  (field): field is HashedField => field !== 'prevHash' && field !== 'hash',
);
const SCHEMAS = [...new Set(HASHED_FIELDS.map((field) => ENTRY_COLUMNS[field].since))].sort((a, b) => a - b);
/** The hashed fields by the schema that added them, oldest first, each in column order. */
const [BASE_FIELDS = [], ...EXTENSION_FIELDS] = SCHEMAS.map((schema) =>
  HASHED_FIELDS.filter((field) => ENTRY_COLUMNS[field].since === schema),
);

/**
 * SHA-256 over the previous hash and an unambiguous encoding of the entry: a JSON array of every
 * field in column order (the field table, entry-columns.ts), so no two different entries encode
 * alike. The fields added by a later schema (rulings, checks and events: schema 2) are appended as
 * one nested array only when one of them, or of a later schema's, is set, so entries written before
 * they existed keep their hashes.
 */
export function entryHash(prevHash: string, seq: number, content: EntryContent): string {
  // Plain loops over the precomputed field lists: this runs once per entry of a full check.
  const record = content as unknown as Readonly<Record<HashedField, unknown>>;
  const encoded: unknown[] = [];
  for (const field of BASE_FIELDS) encoded.push(field === 'seq' ? seq : record[field]);
  let kept = 0;
  const extensions: unknown[][] = [];
  for (const fields of EXTENSION_FIELDS) {
    const values: unknown[] = [];
    for (const field of fields) values.push(record[field]);
    extensions.push(values);
    if (values.some((value) => value !== null)) kept = extensions.length;
  }
  for (let index = 0; index < kept; index += 1) encoded.push(extensions[index]);
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
