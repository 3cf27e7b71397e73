import { hash } from 'node:crypto';

import type { EntryContent } from '../../common/log-shapes.ts';
import { ABSENT_IS_NULL, ENTRY_COLUMNS, ENTRY_FIELDS, type EntryField } from './entry-columns.ts';

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

/** Where each hashed field sits in a row of values in column order (what {@link valuesHash} reads). */
const BASE_INDEXES = BASE_FIELDS.map((field) => ENTRY_FIELDS.indexOf(field));
const EXTENSION_INDEXES = EXTENSION_FIELDS.map((fields) =>
  fields.map((field) => ENTRY_FIELDS.indexOf(field)),
);

/**
 * SHA-256 over the previous hash and an unambiguous encoding of the entry: a JSON array of every
 * field in column order (the field table, entry-columns.ts), so no two different entries encode
 * alike. The fields added by a later schema (rulings, checks and events: schema 2) are appended as
 * one nested array only when one of them, or of a later schema's, is set, so entries written before
 * they existed keep their hashes. The game's fields (schema 5) are the last such array: an entry
 * with a game hashes them all, its players' names too, so changing one breaks the chain.
 */
export function entryHash(prevHash: string, seq: number, content: EntryContent): string {
  const record = content as unknown as Readonly<Record<EntryField, unknown>>;
  const values: unknown[] = [];
  for (const field of ENTRY_FIELDS) {
    const value = field === 'seq' ? seq : record[field];
    // A game field left out is null, as its row and export hold it, so an entry without a game
    // hashes as it did before those fields existed, whether they are absent or null.
    values.push(value === undefined && ABSENT_IS_NULL.has(field) ? null : value);
  }
  return valuesHash(prevHash, values);
}

/**
 * {@link entryHash} of an entry given as its values in column order (the word lists as lists, not
 * JSON text; the link fields are not read): the one encoding both use, read by index, so that a
 * full check of the log hashes each row without first building an entry object from it.
 */
export function valuesHash(prevHash: string, values: readonly unknown[]): string {
  // Plain loops over the precomputed index lists: this runs once per entry of a full check.
  const encoded: unknown[] = [];
  for (let index = 0; index < BASE_INDEXES.length; index += 1) {
    encoded.push(values[BASE_INDEXES[index] as number]);
  }
  // The extensions up to the last one with a value set (undefined counts as set, as it always
  // has); those before it even when all null.
  let kept = 0;
  for (let schema = 0; schema < EXTENSION_INDEXES.length; schema += 1) {
    for (const index of EXTENSION_INDEXES[schema] as number[]) {
      if (values[index] !== null) {
        kept = schema + 1;
        break;
      }
    }
  }
  for (let schema = 0; schema < kept; schema += 1) {
    encoded.push((EXTENSION_INDEXES[schema] as number[]).map((index) => values[index]));
  }
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
    gameDivision: null,
    gameRound: null,
    gameTable: null,
    firstPlayerDivision: null,
    firstPlayerNumber: null,
    firstPlayerName: null,
    secondPlayerDivision: null,
    secondPlayerNumber: null,
    secondPlayerName: null,
    challenger: null,
    playFate: null,
    turnLostBy: null,
    bonusPoints: null,
  };
}
