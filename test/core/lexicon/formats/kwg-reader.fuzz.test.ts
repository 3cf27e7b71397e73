import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KwgFormatError,
  readKwgLexicon,
  type KwgReadOptions,
} from '../../../../electron/core/lexicon/formats/kwg-reader.ts';
import { writeKwgOfWords } from '../../../support/kwg-writer.ts';

// Bounds tighter than the defaults, so that even the worst graph fast-check finds stays quick; the
// property is the same at any bound: a clean, bounded result or a KwgFormatError, never a hang.
const OPTIONS: KwgReadOptions = { maxWords: 20_000, maxWordLength: 20 };
const SEED_WORDS = [
  'AA',
  'AAH',
  'AAHED',
  'AAHS',
  'AB',
  'ABA',
  'CAT',
  'CATS',
  'DOG',
  'DOGS',
  'QI',
  'ZA',
  'ZZZ',
];
const SEED = writeKwgOfWords(SEED_WORDS);

function readsCleanlyOrRefuses(bytes: Uint8Array, layout: 'kwg' | 'kbwg'): void {
  let words: string[];
  try {
    words = readKwgLexicon(bytes, { ...OPTIONS, layout }).words;
  } catch (error) {
    expect(error).toBeInstanceOf(KwgFormatError);
    return;
  }
  expect(words.length).toBeGreaterThan(0);
  expect(words.length).toBeLessThanOrEqual(OPTIONS.maxWords ?? 0);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    expect(word).toMatch(/^[A-Z]{1,20}$/u);
    if (index > 0) expect(word > (words[index - 1] ?? '')).toBe(true);
  }
}

describe('readKwgLexicon on hostile input', () => {
  it('reads random bytes cleanly or refuses them with KwgFormatError', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 2048 }),
        fc.constantFrom('kwg' as const, 'kbwg' as const),
        (bytes, layout) => readsCleanlyOrRefuses(bytes, layout),
      ),
      { numRuns: 400 },
    );
  });

  it('reads random node arrays (valid-looking tiles and in-range arcs) cleanly or refuses them', () => {
    const node = fc.record({
      tile: fc.integer({ min: 0, max: 30 }),
      accepts: fc.boolean(),
      isEnd: fc.boolean(),
      arc: fc.integer({ min: 0, max: 40 }),
    });
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 40 }), (nodes) => {
        const bytes = new Uint8Array(nodes.length * 4);
        const view = new DataView(bytes.buffer);
        nodes.forEach((n, index) =>
          view.setUint32(
            index * 4,
            (n.tile << 24) | (n.accepts ? 0x800000 : 0) | (n.isEnd ? 0x400000 : 0) | n.arc,
            true,
          ),
        );
        readsCleanlyOrRefuses(bytes, 'kwg');
      }),
      { numRuns: 1000 },
    );
  });

  it('reads a real graph with bytes flipped, cut or repeated cleanly or refuses it', () => {
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat(), bit: fc.constant(0) }),
      fc.record({ kind: fc.constant('repeat' as const), at: fc.nat(), bit: fc.constant(0) }),
    );
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 6 }), (mutations) => {
        let bytes = Uint8Array.from(SEED);
        for (const { kind, at, bit } of mutations) {
          const index = at % bytes.length;
          if (kind === 'flip') bytes[index] = (bytes[index] ?? 0) ^ (1 << bit);
          else if (kind === 'cut') bytes = bytes.slice(0, Math.max(index, 4));
          else
            bytes = Uint8Array.from([
              ...bytes,
              ...bytes.subarray(index - (index % 4), index - (index % 4) + 4),
            ]);
        }
        readsCleanlyOrRefuses(bytes, 'kwg');
      }),
      { numRuns: 2000 },
    );
  });
});
