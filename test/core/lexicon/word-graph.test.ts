import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileWordGraph,
  loadWordGraph,
  type WordGraph,
} from '../../../electron/core/lexicon/word-graph.ts';
import { bigWordList } from '../../support/big-word-list.ts';
import { describeWithEnable2k, ENABLE2K_PATH } from '../../support/enable2k.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// A big real list every checkout has (SCOWL, ~107k words): the graph's properties do not depend on ENABLE.
const BIG = bigWordList();
const BIG_SET = new Set(BIG);

function graphOf(words: readonly string[], alphabet = ALPHABET): WordGraph {
  return loadWordGraph(compileWordGraph(words, alphabet));
}

/** Edges in the compiled graph, derived from byteLength alone: one edge costs what ['A'] adds to []. */
function edgeCount(words: readonly string[]): number {
  const empty = graphOf([]).byteLength;
  return (graphOf(words).byteLength - empty) / (graphOf(['A']).byteLength - empty);
}

/** Edges of a plain trie over sorted words: each word adds the letters after its shared prefix. */
function trieEdgeCount(sorted: readonly string[]): number {
  let edges = 0;
  let prev = '';
  for (const word of sorted) {
    let common = 0;
    while (common < word.length && word[common] === prev[common]) common++;
    edges += word.length - common;
    prev = word;
  }
  return edges;
}

/** Edges of the minimal graph with word ends on edges, by naive trie + signature merging (slow, obvious). */
function referenceMinimalEdgeCount(words: readonly string[]): number {
  interface TrieNode {
    children: Map<string, TrieNode>;
    end: boolean;
  }
  const root: TrieNode = { children: new Map(), end: false };
  for (const word of words) {
    let node = root;
    for (const letter of word) {
      let child = node.children.get(letter);
      if (child === undefined) node.children.set(letter, (child = { children: new Map(), end: false }));
      node = child;
    }
    node.end = true;
  }
  const classes = new Map<string, number>();
  let edges = 0;
  const classOf = (node: TrieNode): number => {
    let signature = '';
    for (const [letter, child] of node.children) {
      signature += `${letter}${child.end ? '!' : ''}${classOf(child)},`;
    }
    let id = classes.get(signature);
    if (id === undefined) {
      classes.set(signature, (id = classes.size));
      edges += node.children.size;
    }
    return id;
  };
  classOf(root);
  return edges;
}

describe('word graph over a big real list (SCOWL English)', () => {
  const bytes = compileWordGraph(BIG, ALPHABET);
  const graph = loadWordGraph(bytes);

  it('finds every word and lists exactly the input back, in order', () => {
    expect(graph.wordCount).toBe(BIG.length);
    expect(graph.alphabet).toBe(ALPHABET);
    expect(BIG.filter((word) => !graph.has(word))).toEqual([]);
    expect([...graph.words()]).toEqual(BIG);
  });

  it('rejects words with a letter appended or changed, and prefixes that are not words', () => {
    const wronglyAccepted: string[] = [];
    for (let i = 0; i < BIG.length; i += 37) {
      const word = BIG[i] ?? '';
      const candidates: string[] = [];
      for (const letter of ALPHABET) {
        candidates.push(word + letter);
        for (let at = 0; at < word.length; at++)
          candidates.push(word.slice(0, at) + letter + word.slice(at + 1));
      }
      for (let length = 1; length < word.length; length++) candidates.push(word.slice(0, length));
      for (const candidate of candidates) {
        if (!BIG_SET.has(candidate) && graph.has(candidate)) wronglyAccepted.push(candidate);
      }
    }
    expect(wronglyAccepted).toEqual([]);
  });

  it('rejects the empty string, lower case and letters outside the alphabet', () => {
    expect(graph.has('')).toBe(false);
    expect(graph.has('cat')).toBe(false);
    expect(graph.has('CAt')).toBe(false);
    expect(graph.has('CAT ')).toBe(false);
    expect(graph.has('CAT-S')).toBe(false);
    expect(graph.has('CAFÉ')).toBe(false);
    expect(graph.has('QWXZ')).toBe(false);
  });

  it('is minimal: as few edges as the naive minimal graph, under half of a trie, under 1 MB', () => {
    const edges = edgeCount(BIG);
    expect(edges).toBe(referenceMinimalEdgeCount(BIG));
    expect(edges * 2).toBeLessThan(trieEdgeCount(BIG));
    expect(graph.byteLength).toBeLessThan(1_000_000);
  });

  it('loads from a Uint8Array at an odd or a non-zero aligned byteOffset', () => {
    for (const offset of [1, 3, 4]) {
      const shifted = new Uint8Array(bytes.length + offset);
      shifted.set(bytes, offset);
      const moved = loadWordGraph(shifted.subarray(offset));
      expect(moved.wordCount).toBe(BIG.length);
      expect(BIG.filter((word, i) => i % 101 === 0 && !moved.has(word))).toEqual([]);
      expect(moved.has('ZZZX')).toBe(false);
    }
    const oddBuffer = Buffer.from(new Uint8Array(bytes.length + 1).buffer, 1, bytes.length);
    oddBuffer.set(bytes);
    expect(loadWordGraph(oddBuffer).has('ZYMURGY')).toBe(true);
  });
});

describeWithEnable2k('word graph over ENABLE2K', () => {
  it("compiles to under a third of a trie's edges and under 1 MB", () => {
    const enable = readFileSync(ENABLE2K_PATH, 'utf8')
      .split('\n')
      .map((line) => line.trim().toUpperCase())
      .filter((word) => word.length > 0)
      .sort();
    const graph = graphOf(enable);
    expect(graph.wordCount).toBe(173_528);
    expect(edgeCount(enable) * 3).toBeLessThan(trieEdgeCount(enable));
    expect(graph.byteLength).toBeLessThan(1_000_000);
    expect(graph.has('ZYZZYVAS')).toBe(true);
  });
});

describe('word graph on tiny lexicons', () => {
  it('holds a single word and nothing else', () => {
    const graph = graphOf(['QI']);
    expect(graph.wordCount).toBe(1);
    expect(graph.has('QI')).toBe(true);
    expect(['Q', 'I', 'QIS', 'IQ', ''].map((word) => graph.has(word))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([...graph.words()]).toEqual(['QI']);
  });

  it('keeps words that are prefixes of other words', () => {
    const graph = graphOf(['A', 'AB', 'ABC']);
    expect(['A', 'AB', 'ABC', 'ABCD', 'B', 'AC'].map((word) => graph.has(word))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([...graph.words()]).toEqual(['A', 'AB', 'ABC']);
  });

  it('compiles an empty list into a graph that rejects everything', () => {
    const graph = graphOf([]);
    expect(graph.wordCount).toBe(0);
    expect(graph.has('A')).toBe(false);
    expect(graph.has('')).toBe(false);
    expect([...graph.words()]).toEqual([]);
  });

  it('handles a non-ASCII alphabet, with words sorted by code point', () => {
    const spanish = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÑ';
    const graph = graphOf(['ANO', 'AÑO', 'NIÑA'], spanish);
    expect(graph.alphabet).toBe(spanish);
    expect([...graph.words()]).toEqual(['ANO', 'AÑO', 'NIÑA']);
    expect(graph.has('AÑO')).toBe(true);
    expect(graph.has('NINA')).toBe(false);
  });

  it('shares suffixes: CAT CATS DOG DOGS use 7 edges (trie: 8), BATS CATS HATS MATS RATS use 8 (trie: 20)', () => {
    expect(edgeCount(['CAT', 'CATS', 'DOG', 'DOGS'])).toBe(7);
    expect(edgeCount(['BATS', 'CATS', 'HATS', 'MATS', 'RATS'])).toBe(8);
  });

  it('agrees with a Set on random lexicons over a small alphabet', () => {
    const word = fc.string({ unit: fc.constantFrom('A', 'B', 'C'), minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(fc.uniqueArray(word), (words) => {
        const sorted = [...words].sort();
        const graph = graphOf(sorted, 'ABC');
        expect([...graph.words()]).toEqual(sorted);
        const set = new Set(sorted);
        for (const probe of ['A', 'AB', 'ABC', 'CAB', 'BBBB', 'ACBCA', 'CCCCCC']) {
          expect(graph.has(probe)).toBe(set.has(probe));
        }
        expect(edgeCount(sorted)).toBeLessThanOrEqual(trieEdgeCount(sorted));
      }),
    );
  });
});

describe('compileWordGraph rejects bad input', () => {
  it.each([
    ['unsorted', ['B', 'A']],
    ['a word before its own prefix', ['AB', 'A']],
    ['a duplicate', ['CAT', 'CAT']],
    ['a lower-case letter', ['CAT', 'DOg']],
    ['a digit', ['A1']],
    ['an empty word', ['']],
  ])('throws RangeError on %s', (_label, words) => {
    expect(() => compileWordGraph(words, ALPHABET)).toThrow(RangeError);
  });

  it('throws RangeError on an alphabet with a repeated letter', () => {
    expect(() => compileWordGraph(['A'], 'AAB')).toThrow(RangeError);
  });
});

describe('loadWordGraph rejects damaged bytes', () => {
  const good = compileWordGraph(['CAT', 'CATS', 'DOG', 'DOGS'], ALPHABET);
  const damaged = (change: (bytes: Uint8Array) => void): Uint8Array => {
    const bytes = good.slice();
    change(bytes);
    return bytes;
  };

  it('loads the undamaged bytes', () => {
    expect(loadWordGraph(good).has('DOGS')).toBe(true);
  });

  it('reports a checksum mismatch for a flipped byte in the body', () => {
    const flip = (at: number) => (bytes: Uint8Array) => (bytes[at] = (bytes[at] ?? 0) ^ 0x01);
    expect(() => loadWordGraph(damaged(flip(good.length - 3)))).toThrow(/checksum/);
    expect(() => loadWordGraph(damaged(flip(12)))).toThrow(/checksum/);
  });

  it('reports bad magic and an unsupported version', () => {
    expect(() => loadWordGraph(damaged((bytes) => (bytes[0] = 0x58)))).toThrow(/magic/);
    expect(() => loadWordGraph(damaged((bytes) => (bytes[4] = 2)))).toThrow(/version 2/);
  });

  it('reports truncated data', () => {
    expect(() => loadWordGraph(good.subarray(0, good.length - 1))).toThrow(/truncated/);
    expect(() => loadWordGraph(good.subarray(0, 10))).toThrow(/truncated/);
    expect(() => loadWordGraph(new Uint8Array(0))).toThrow(/truncated/);
  });
});
