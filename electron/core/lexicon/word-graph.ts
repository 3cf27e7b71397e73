import { crc32 } from 'node:zlib';

// A minimal acyclic word graph (DAWG) stored as one flat edge list.
//
// Each node is a contiguous run of edges; the last edge of a run carries LAST. An edge holds its
// letter (index into the alphabet, Uint8Array) and a packed Uint32: bit 31 FINAL (a word ends after
// this letter), bit 30 LAST, bits 0-29 the first-edge index of the target node, or NO_NODE when the
// target has no edges. Children are always written before their parents, so every target points
// into an earlier node; that makes the graph acyclic by construction, which words() re-checks.
//
// Built with the incremental algorithm for sorted input (Daciuk, Mihov, Watson & Watson, 2000):
// only the path of the previous word is mutable; once a word diverges from it, the nodes below the
// divergence are frozen bottom-up and replaced by an existing equivalent node when the register
// has one. Equivalence (same letters, FINAL flags and targets) is checked structurally after a
// 32-bit hash probe, so no string key is built per node. Because finality sits on the edge into a
// node, the result is the minimal graph of this edge-final kind (it can be smaller than the minimal
// state-final automaton). Shared suffixes are stored once: CAT, CATS, DOG, DOGS need 7 edges (the
// 'S' node after T and after G is one node) where a trie needs 8.
//
// Byte layout (all integers little-endian):
//   0  'CSWG'               4  u32 version (1)       8  u32 CRC-32 of bytes 12..end
//   12 u32 word count       16 u32 edge count E      20 u32 root first-edge index (or NO_NODE)
//   24 u32 alphabet byte length A, then A bytes of UTF-8 alphabet, zero-padded to a multiple of 4 (P)
//   P  E x u32 packed edges, then P + 4E: E x u8 letter indexes; the file ends at P + 5E.

/** Lookup structure over a compiled lexicon. */
export interface WordGraph {
  /** True when `word` (already upper-case, letters of the alphabet) is in the lexicon. */
  has(word: string): boolean;
  /** Number of words in the lexicon. */
  readonly wordCount: number;
  /** The letters words may use, e.g. 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'. */
  readonly alphabet: string;
  /** Bytes held by the typed arrays (for the memory benchmark). */
  readonly byteLength: number;
  /** Every word, in sorted order (used by tests and by director tooling; may be slow). */
  words(): Generator<string>;
}

const MAGIC = 0x47575343; // 'CSWG' read as a little-endian u32
const VERSION = 1;
const HEADER_BYTES = 28;
const FINAL = 0x80000000;
const LAST = 0x40000000;
const TARGET = 0x3fffffff;
const NO_NODE = TARGET;
const MAX_EDGES = NO_NODE; // edge indexes 0..2^30-2; far above 2^24
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Maps each UTF-16 code unit of `alphabet` to its index (-1 elsewhere); throws on a bad alphabet. */
function letterTable(alphabet: string): Int16Array {
  if (alphabet.length === 0 || alphabet.length > 256) {
    throw new RangeError(`Alphabet must have 1 to 256 letters, got ${alphabet.length}`);
  }
  let max = 0;
  for (let i = 0; i < alphabet.length; i++) max = Math.max(max, alphabet.charCodeAt(i));
  const table = new Int16Array(max + 1).fill(-1);
  for (let i = 0; i < alphabet.length; i++) {
    const code = alphabet.charCodeAt(i);
    if ((code >= 0xd800 && code <= 0xdfff) || table[code] !== -1) {
      throw new RangeError(`Alphabet letter ${JSON.stringify(alphabet[i])} is repeated or not a BMP letter`);
    }
    table[code] = i;
  }
  return table;
}

/** Builds the compiled bytes from words that are distinct, upper-case, sorted by code point, and use only `alphabet`'s letters. Throws RangeError on unsorted/duplicate input or a letter outside the alphabet. */
export function compileWordGraph(sortedWords: Iterable<string>, alphabet: string): Uint8Array {
  if (!LITTLE_ENDIAN) throw new Error('Word graphs need a little-endian host');
  const table = letterTable(alphabet);
  const width = alphabet.length; // most edges a node can have

  // Frozen edges, grown by doubling: edge e is the pair (letter, packed) at [2e, 2e+1], so that
  // comparing a candidate node touches one cache line; split into the two output arrays at the end.
  let frozen = new Uint32Array(2 << 12);
  let edgeCount = 0;

  // Register: open addressing from a node's hash to the node. Slot i is [3i, 3i+3): the node's first
  // edge index (-1 when empty), its hash's high 24 bits with its first letter, and its first packed
  // edge; so a probe touches one cache line and single-edge nodes (most of them) compare without
  // reading the frozen edges. Doubled when 3/4 full: at most 32 bytes per distinct node.
  let slotBits = 12;
  let slots = new Int32Array(3 * 2 ** slotBits).fill(-1);
  const home = (key: number): number => Math.imul(key, 0x9e3779b1) >>> (32 - slotBits);
  let registered = 0;
  // The commonest node, a single FINAL edge into the empty node, is looked up by letter instead.
  const finalLeafNode = new Int32Array(width).fill(-1);

  // The unfrozen path of the previous word: node d (reached after d letters) owns the pending
  // edges [d * width, d * width + pendCount[d]), again as (letter, packed) pairs.
  let depthCap = 32;
  let pending = new Uint32Array(2 * depthCap * width);
  let pendCount = new Int32Array(depthCap);

  const sameTail = (node: number, base: number, n: number): boolean => {
    for (let k = 2; k < 2 * n; k++) if (frozen[2 * node + k] !== pending[2 * base + k]) return false;
    return true;
  };

  const growRegister = (): void => {
    const old = slots;
    slots = new Int32Array(3 * 2 ** ++slotBits).fill(-1);
    const mask = 2 ** slotBits - 1;
    for (let i = 0; i < old.length; i += 3) {
      const node = old[i] ?? -1;
      if (node < 0) continue;
      const key = old[i + 1] ?? 0;
      let j = home(key);
      while (slots[3 * j] !== -1) j = (j + 1) & mask;
      slots[3 * j] = node;
      slots[3 * j + 1] = key;
      slots[3 * j + 2] = old[i + 2] ?? 0;
    }
  };

  const append = (base: number, n: number): number => {
    if (edgeCount + n > MAX_EDGES) throw new RangeError('Word graph exceeds 2^30 edges');
    if (2 * (edgeCount + n) > frozen.length) {
      const bigger = new Uint32Array(frozen.length * 2);
      bigger.set(frozen);
      frozen = bigger;
    }
    const node = edgeCount;
    for (let k = 0; k < 2 * n; k++) frozen[2 * node + k] = pending[2 * base + k] ?? 0;
    edgeCount += n;
    return node;
  };

  /** Appends pending node `d` to the frozen edges, or reuses an equivalent; returns its first edge. */
  const freeze = (d: number): number => {
    const n = pendCount[d] ?? 0;
    if (n === 0) return NO_NODE;
    const base = d * width;
    const lastPacked = 2 * (base + n) - 1;
    pending[lastPacked] = (pending[lastPacked] ?? 0) | LAST;
    if (n === 1 && pending[lastPacked] === (FINAL | LAST | NO_NODE) >>> 0) {
      // About one freeze in five on large lists; indexing by letter skips the register lookup.
      const letter = pending[2 * base] ?? 0;
      const known = finalLeafNode[letter] ?? -1;
      if (known >= 0) return known;
      return (finalLeafNode[letter] = append(base, 1));
    }
    let h = n;
    for (let k = 2 * base; k < 2 * (base + n); k += 2) {
      h = Math.imul(h ^ (pending[k] ?? 0), 0x9e3779b1) ^ (pending[k + 1] ?? 0);
      h = Math.imul((h << 13) | (h >>> 19), 0x85ebca6b);
    }
    h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
    const key = (h & ~0xff) | (pending[2 * base] ?? 0);
    const firstPacked = (pending[2 * base + 1] ?? 0) | 0;
    const mask = 2 ** slotBits - 1;
    let slot = home(key);
    for (let node = slots[3 * slot] ?? -1; node !== -1; node = slots[3 * slot] ?? -1) {
      if (
        slots[3 * slot + 1] === key &&
        slots[3 * slot + 2] === firstPacked &&
        (n === 1 || sameTail(node, base, n))
      ) {
        return node;
      }
      slot = (slot + 1) & mask;
    }
    const node = append(base, n);
    slots[3 * slot] = node;
    slots[3 * slot + 1] = key;
    slots[3 * slot + 2] = firstPacked;
    if (++registered * 4 > slots.length) growRegister();
    return node;
  };

  /** Freezes the previous word's nodes deeper than `depth`, linking each into its parent's last edge. */
  const freezeBelow = (prevLength: number, depth: number): void => {
    for (let d = prevLength; d > depth; d--) {
      const node = freeze(d);
      const parentPacked = 2 * ((d - 1) * width + (pendCount[d - 1] ?? 0)) - 1;
      pending[parentPacked] = (pending[parentPacked] ?? 0) | node;
    }
  };

  let prev = '';
  let wordCount = 0;
  for (const word of sortedWords) {
    if (word.length === 0) throw new RangeError('Empty word');
    let common = 0;
    const limit = Math.min(word.length, prev.length);
    while (common < limit && word.charCodeAt(common) === prev.charCodeAt(common)) common++;
    if (common === word.length) {
      throw new RangeError(
        word.length === prev.length ? `Duplicate word ${word}` : `Words not sorted: ${word} after ${prev}`,
      );
    }
    if (common < prev.length && word.charCodeAt(common) < prev.charCodeAt(common)) {
      throw new RangeError(`Words not sorted: ${word} after ${prev}`);
    }
    freezeBelow(prev.length, common);
    if (word.length >= depthCap) {
      while (word.length >= depthCap) depthCap *= 2;
      const grownPending = new Uint32Array(2 * depthCap * width);
      grownPending.set(pending);
      pending = grownPending;
      const grownCount = new Int32Array(depthCap);
      grownCount.set(pendCount);
      pendCount = grownCount;
    }
    for (let d = common + 1; d <= word.length; d++) {
      const code = word.charCodeAt(d - 1);
      const letter = code < table.length ? (table[code] ?? -1) : -1;
      if (letter < 0) throw new RangeError(`Word ${word} has a letter outside the alphabet: ${word[d - 1]}`);
      const parent = d - 1;
      const edge = parent * width + (pendCount[parent] ?? 0);
      pending[2 * edge] = letter;
      pending[2 * edge + 1] = d === word.length ? FINAL : 0;
      pendCount[parent] = (pendCount[parent] ?? 0) + 1;
      pendCount[d] = 0;
    }
    prev = word;
    wordCount++;
  }
  freezeBelow(prev.length, 0);
  const root = freeze(0);

  const alphabetBytes = new TextEncoder().encode(alphabet);
  const bodyStart = (HEADER_BYTES + alphabetBytes.length + 3) & ~3;
  const out = new Uint8Array(bodyStart + 5 * edgeCount);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, VERSION, true);
  view.setUint32(12, wordCount, true);
  view.setUint32(16, edgeCount, true);
  view.setUint32(20, root, true);
  view.setUint32(24, alphabetBytes.length, true);
  out.set(alphabetBytes, HEADER_BYTES);
  const packed = new Uint32Array(out.buffer, bodyStart, edgeCount);
  const letters = out.subarray(bodyStart + 4 * edgeCount);
  for (let e = 0; e < edgeCount; e++) {
    letters[e] = frozen[2 * e] ?? 0;
    packed[e] = frozen[2 * e + 1] ?? 0;
  }
  view.setUint32(8, crc32(out.subarray(12)), true);
  return out;
}

/** Loads compiled bytes without copying the big arrays (views over the buffer). Throws a clear Error on bad magic, unsupported version, truncated data or checksum mismatch. */
export function loadWordGraph(bytes: Uint8Array): WordGraph {
  if (!LITTLE_ENDIAN) throw new Error('Word graphs need a little-endian host');
  if (bytes.length < HEADER_BYTES) throw new Error(`Word graph truncated: ${bytes.length} bytes`);
  // One copy so the Uint32Array view is aligned (not .slice(): on a Node Buffer that is a view).
  if (bytes.byteOffset % 4 !== 0) bytes = new Uint8Array(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('Not a word graph: bad magic (expected CSWG)');
  const version = view.getUint32(4, true);
  if (version !== VERSION) throw new Error(`Unsupported word graph version ${version} (expected ${VERSION})`);
  const wordCount = view.getUint32(12, true);
  const edgeCount = view.getUint32(16, true);
  const root = view.getUint32(20, true);
  const alphabetLength = view.getUint32(24, true);
  if (alphabetLength > 1024) throw new Error(`Word graph is malformed: alphabet of ${alphabetLength} bytes`);
  const bodyStart = (HEADER_BYTES + alphabetLength + 3) & ~3;
  const expected = bodyStart + 5 * edgeCount;
  if (bytes.length !== expected) {
    throw new Error(
      `Word graph ${bytes.length < expected ? 'truncated' : 'has trailing bytes'}: ${bytes.length} bytes, header says ${expected}`,
    );
  }
  if (crc32(bytes.subarray(12)) !== view.getUint32(8, true))
    throw new Error('Word graph checksum mismatch: file is corrupt');

  const alphabet = new TextDecoder('utf-8', { fatal: true }).decode(
    bytes.subarray(HEADER_BYTES, HEADER_BYTES + alphabetLength),
  );
  const table = letterTable(alphabet);
  const packed = new Uint32Array(bytes.buffer, bytes.byteOffset + bodyStart, edgeCount);
  const letters = bytes.subarray(bodyStart + 4 * edgeCount, expected);

  if (root !== NO_NODE && root >= edgeCount) throw new Error('Word graph is malformed: root out of range');
  // has() cannot loop: it reads at most to the end of the arrays per letter. words() follows edges
  // without a length bound, so on first use it checks that every target lies in an earlier node
  // (hence no cycles) and that each letter is in the alphabet. Doing it lazily keeps load() fast.
  let checked = false;
  const checkStructure = (): void => {
    let nodeStart = 0;
    for (let e = 0; e < edgeCount; e++) {
      const p = packed[e] ?? 0;
      const target = p & TARGET;
      if ((target !== NO_NODE && target >= nodeStart) || (letters[e] ?? 0) >= alphabet.length) {
        throw new Error(`Word graph is malformed at edge ${e}`);
      }
      if ((p & LAST) !== 0) nodeStart = e + 1;
    }
    if (nodeStart !== edgeCount) throw new Error('Word graph is malformed: last node unterminated');
    checked = true;
  };

  return {
    wordCount,
    alphabet,
    byteLength: packed.byteLength + letters.byteLength + table.byteLength,
    has(word: string): boolean {
      const n = word.length;
      if (n === 0) return false;
      let e = root;
      for (let i = 0; ;) {
        if (e === NO_NODE) return false;
        const code = word.charCodeAt(i);
        const letter = code < table.length ? (table[code] ?? -1) : -1;
        if (letter < 0) return false;
        let p = packed[e] ?? LAST;
        while (letters[e] !== letter) {
          if ((p & LAST) !== 0) return false;
          p = packed[++e] ?? LAST;
        }
        if (++i === n) return (p & FINAL) !== 0;
        e = p & TARGET;
      }
    },
    *words(): Generator<string> {
      if (!checked) checkStructure();
      // Depth-first in stored edge order, which is the input (code point) order.
      const stack: number[] = [root];
      const prefix: string[] = [];
      while (stack.length > 0) {
        const e = stack[stack.length - 1] ?? NO_NODE;
        if (e === NO_NODE) {
          stack.pop();
          prefix.pop();
          continue;
        }
        const p = packed[e] ?? LAST;
        stack[stack.length - 1] = (p & LAST) !== 0 ? NO_NODE : e + 1;
        prefix.push(alphabet[letters[e] ?? 0] ?? '');
        if ((p & FINAL) !== 0) yield prefix.join('');
        stack.push(p & TARGET);
      }
    },
  };
}
