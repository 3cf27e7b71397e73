import { describe, expect, it } from 'vitest';
import {
  ENTRY_KINDS,
  ENTRY_SOURCES,
  PLAY_FATES,
  RULINGS,
  TURN_LOSERS,
} from '../../../electron/common/entry-values.ts';
import type { EntryContent } from '../../../electron/common/log-shapes.ts';
import { ABSENT_IS_NULL, ENTRY_FIELDS } from '../../../electron/core/log/entry-columns.ts';
import { entryHash } from '../../../electron/core/log/log-entry.ts';
import { HASH_VECTORS } from './entry-hash-vectors.ts';

/** The first of `options` that is not `current`. */
function other<T>(options: readonly T[], current: T | null): T {
  const found = options.find((option) => option !== current);
  if (found === undefined) throw new Error('no other option');
  return found;
}

const otherText = (text: string | null): string => (text === null ? '' : `${text}!`);
const otherNumber = (value: number | null): number => (value ?? 0) + 1;
// The game's fields may be absent (undefined): a different value is then any value at all.
const otherGameText = (text: string | null | undefined): string => otherText(text ?? null);
const otherGameNumber = (value: number | null | undefined): number => otherNumber(value ?? null);

/**
 * For each field of an entry's content, a different value: typed over every field, so a field
 * added to the entry cannot be left out of this test.
 */
type Changes = { readonly [F in keyof EntryContent]-?: (value: EntryContent[F]) => EntryContent[F] };

const CHANGED: Changes = {
  time: (time) => new Date(Date.parse(time) + 1).toISOString(),
  stationId: otherText,
  appVersion: otherText,
  kind: (kind) => other(ENTRY_KINDS, kind),
  lexiconName: otherText,
  lexiconFingerprint: otherText,
  words: (words) => [...words, 'QI'],
  wordResults: (results) => (results.length === 0 ? [true] : [!results[0], ...results.slice(1)]),
  verdict: (verdict) => (verdict === 'ACCEPTABLE' ? 'UNACCEPTABLE' : 'ACCEPTABLE'),
  source: (source) => other(ENTRY_SOURCES, source),
  round: otherNumber,
  table: otherNumber,
  details: otherText,
  challengeRule: otherText,
  refersTo: otherNumber,
  ruling: (ruling) => other(RULINGS, ruling),
  judge: otherText,
  action: otherText,
  gameDivision: otherGameText,
  gameRound: otherGameNumber,
  gameTable: otherGameText,
  firstPlayerDivision: otherGameText,
  firstPlayerNumber: otherGameNumber,
  firstPlayerName: otherGameText,
  secondPlayerDivision: otherGameText,
  secondPlayerNumber: otherGameNumber,
  secondPlayerName: otherGameText,
  challenger: (challenger) => (challenger === 1 ? 2 : 1),
  playFate: (fate) => other(PLAY_FATES, fate ?? null),
  turnLostBy: (loser) => other(TURN_LOSERS, loser ?? null),
  bonusPoints: otherGameNumber,
};

/** A different value for one field of `content`. */
function changedValue<F extends keyof EntryContent>(content: EntryContent, field: F): EntryContent[F] {
  const change = CHANGED[field] as unknown as (value: EntryContent[F]) => EntryContent[F];
  return change(content[field]);
}

/** `content` with one field changed. */
function withChanged(content: EntryContent, field: keyof EntryContent): EntryContent {
  const changed = { ...content, [field]: changedValue(content, field) };
  expect(changed[field]).not.toEqual(content[field]);
  return changed;
}

const vectors = Object.entries(HASH_VECTORS);
const GAME_FIELDS = [...ABSENT_IS_NULL];

describe('entryHash', () => {
  it.each(vectors)('gives the %s entry the hash it was written with', (_name, vector) => {
    expect(entryHash(vector.prevHash, vector.seq, vector.content)).toBe(vector.hash);
  });

  it('covers every field of the entry table but the hash itself', () => {
    expect([...Object.keys(CHANGED), 'seq', 'prevHash', 'hash'].sort()).toEqual([...ENTRY_FIELDS].sort());
  });

  describe.each(vectors)('of the %s entry', (_name, { seq, prevHash, content, hash }) => {
    it.each(Object.keys(CHANGED) as (keyof EntryContent)[])('changes when its %s changes', (field) => {
      expect(entryHash(prevHash, seq, withChanged(content, field))).not.toBe(hash);
    });

    it('changes when its seq or previous hash changes', () => {
      expect(entryHash(prevHash, seq + 1, content)).not.toBe(hash);
      expect(entryHash(`${prevHash.slice(1)}f`, seq, content)).not.toBe(hash);
    });
  });

  it('hashes an entry whose game fields are all null as one without them: as before they existed', () => {
    const { seq, prevHash, content, hash } = HASH_VECTORS.adjudication;
    const nulls = Object.fromEntries(GAME_FIELDS.map((field) => [field, null]));
    expect(entryHash(prevHash, seq, { ...content, ...nulls })).toBe(hash);
  });

  it('tells apart the same value in two different fields', () => {
    const { seq, prevHash, content } = HASH_VECTORS.check;
    const asJudge = entryHash(prevHash, seq, { ...content, judge: 'Ann', details: null });
    const asDetails = entryHash(prevHash, seq, { ...content, judge: null, details: 'Ann' });
    expect(asJudge).not.toBe(asDetails);
  });
});
