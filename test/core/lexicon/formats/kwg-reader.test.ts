import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lexiconFingerprint } from '../../../../electron/core/lexicon/fingerprint.ts';
import {
  ENGLISH_KWG_TILES,
  KwgFormatError,
  readKwgLexicon,
  readKwgTileWords,
} from '../../../../electron/core/lexicon/formats/kwg-reader.ts';
import { LexiconFormatError, parseLexiconText } from '../../../../electron/core/lexicon/lexicon-text.ts';
import { ENGLISH_LETTERS } from '../../../../electron/core/words/letter-set.ts';
import { ENABLE2K_PATH, skipWithoutEnable2k } from '../../../support/enable2k.ts';
import {
  packKwg,
  unpackKwg,
  writeKwg,
  writeKwgOfWords,
  type TestKwgNode,
} from '../../../support/kwg-writer.ts';

const SMALL = ['AA', 'AAH', 'AAHED', 'AAHS', 'AB', 'CAT', 'CATS', 'DOG', 'DOGS', 'QI', 'ZA', 'ZZZ'];

const textFingerprint = (text: string) =>
  lexiconFingerprint(parseLexiconText(Buffer.from(text), ENGLISH_LETTERS).words);

describe('readKwgLexicon', () => {
  it.each(['kwg', 'kbwg'] as const)(
    'reads a %s graph to the words and fingerprint of the same text',
    (layout) => {
      const parsed = readKwgLexicon(writeKwgOfWords(SMALL, ENGLISH_KWG_TILES, layout), { layout });
      expect(parsed.words).toEqual(SMALL);
      expect(lexiconFingerprint(parsed.words)).toBe(textFingerprint(SMALL.join('\n')));
      expect(parsed.definitions.size).toBe(0);
    },
  );

  it('shares suffixes, so the graph is smaller than one node per letter', () => {
    const nodes = writeKwgOfWords(SMALL).length / 4;
    expect(nodes).toBeLessThan(SMALL.join('').length);
  });

  it('gives the words as tile numbers, A = 1', () => {
    expect(readKwgTileWords(writeKwgOfWords(['AB', 'ZA']))).toEqual([
      Uint8Array.from([1, 2]),
      Uint8Array.from([26, 1]),
    ]);
  });

  it('maps tiles through the alphabet given and sorts the words by code point, not tile order', () => {
    // A Spanish-like tile order puts Ñ between N and O; by code point it sorts after O.
    const tiles = ['?', 'A', 'N', 'Ñ', 'O', 'U'];
    const graph = writeKwg([
      [2, 5],
      [3, 5],
      [4, 5],
    ]);
    const parsed = readKwgLexicon(graph, { tiles });
    expect(parsed.words).toEqual(['NU', 'OU', 'ÑU']);
    const text = parseLexiconText(Buffer.from('ÑU\nNU\nOU\n'), { letters: 'ANÑOU', label: 'A, N, Ñ, O, U' });
    expect(lexiconFingerprint(parsed.words)).toBe(lexiconFingerprint(text.words));
  });

  it('reads ENABLE as KWG and big KWG to the text fingerprint', (context) => {
    skipWithoutEnable2k(context);
    const text = readFileSync(ENABLE2K_PATH);
    const expected = parseLexiconText(text, ENGLISH_LETTERS).words;
    for (const layout of ['kwg', 'kbwg'] as const) {
      const parsed = readKwgLexicon(writeKwgOfWords(expected, ENGLISH_KWG_TILES, layout), { layout });
      expect(parsed.words.length).toBe(expected.length);
      expect(lexiconFingerprint(parsed.words)).toBe(lexiconFingerprint(expected));
    }
  });
});

describe('readKwgLexicon refuses a graph it cannot trust', () => {
  const good = writeKwgOfWords(SMALL);
  const nodes = unpackKwg(good);
  const withNode = (index: number, change: Partial<TestKwgNode>): Uint8Array =>
    packKwg(nodes.map((node, at) => (at === index ? { ...node, ...change } : node)));
  const firstRealNode = 2;
  const runOfTwo = nodes.findIndex((node, index) => index >= firstRealNode && !node.isEnd);

  const refusals: [string, Uint8Array, RegExp][] = [
    ['an empty file', new Uint8Array(0), /truncated/u],
    ['a file cut mid-node', good.subarray(0, good.length - 1), /truncated/u],
    ['a file cut at a node boundary', good.subarray(0, good.length - 8), /past its end|malformed/u],
    ['an arc past the end', withNode(firstRealNode, { arc: nodes.length + 5 }), /points past its end/u],
    ['a root past the end', withNode(0, { arc: nodes.length }), /root points past its end/u],
    ['a cycle', withNode(firstRealNode, { arc: firstRealNode }), /cycle/u],
    [
      'a tile outside English',
      withNode(firstRealNode, { tile: 27 }),
      /tile 27, which is outside the alphabet/u,
    ],
    ['tile 0 inside the DAWG', withNode(firstRealNode, { tile: 0 }), /tile 0/u],
    [
      'siblings out of order',
      withNode(runOfTwo + 1, { tile: nodes[runOfTwo]?.tile ?? 0 }),
      /increasing order/u,
    ],
    ['a graph with no words', packKwg([{ tile: 0, accepts: false, isEnd: true, arc: 0 }]), /no words/u],
    ['a text file', Buffer.from('AA\nAB\nQI\nZA\n'), /truncated|malformed|outside|no words|cycle/u],
  ];
  it.each(refusals)('%s', (_case, bytes, message) => {
    expect(() => readKwgLexicon(bytes)).toThrow(KwgFormatError);
    expect(() => readKwgLexicon(bytes)).toThrow(message);
  });

  it('is a LexiconFormatError, so every caller that refuses a bad word list refuses it too', () => {
    expect(() => readKwgLexicon(new Uint8Array(3))).toThrow(LexiconFormatError);
  });

  it('refuses a word longer than the bound, and more words than the bound', () => {
    const long = writeKwgOfWords(['A'.repeat(65), 'AB']);
    expect(() => readKwgLexicon(long)).toThrow(/longer than 64 tiles/u);
    expect(readKwgLexicon(long, { maxWordLength: 65 }).words).toHaveLength(2);
    expect(() => readKwgLexicon(good, { maxWordLength: 4 })).toThrow(/longer than 4 tiles/u);
    expect(() => readKwgLexicon(good, { maxBytes: 8 })).toThrow(/larger than/u);
    expect(() => readKwgLexicon(good, { maxWords: SMALL.length - 1 })).toThrow(/more than 11 words/u);
  });

  it('refuses a small graph that spells 26^15 words at once, without enumerating them', () => {
    // Fifteen levels of A–Z, each letter of a level pointing at the next level: every path is a word.
    const graph: TestKwgNode[] = [
      { tile: 0, accepts: false, isEnd: true, arc: 2 },
      { tile: 0, accepts: false, isEnd: true, arc: 0 },
    ];
    for (let level = 0; level < 15; level += 1) {
      const next = level === 14 ? 0 : 2 + 26 * (level + 1);
      for (let tile = 1; tile <= 26; tile += 1)
        graph.push({ tile, accepts: true, isEnd: tile === 26, arc: next });
    }
    expect(() => readKwgLexicon(packKwg(graph))).toThrow(/more than 5,000,000 words/u);
  });

  it('walks a million-node dead chain once and reports no words', () => {
    const size = 1_000_000;
    const chain: TestKwgNode[] = Array.from({ length: size }, (_, index) => ({
      tile: index < 2 ? 0 : 1,
      accepts: false,
      isEnd: true,
      arc: index === 0 ? 2 : index === 1 || index === size - 1 ? 0 : index + 1,
    }));
    expect(() => readKwgLexicon(packKwg(chain))).toThrow(/no words/u);
  });
});
