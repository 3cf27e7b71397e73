import { LexiconFormatError, sortedDistinct, type ParsedLexicon } from '../lexicon-text.ts';
import { kwgFields, type KwgFields, type KwgLayout } from './kwg-node.ts';

/** A word graph file that cannot be imported: truncated, malformed, hostile, or not a KWG. */
export class KwgFormatError extends LexiconFormatError {
  override readonly name = 'KwgFormatError';
}

/** Tile labels by wolges tile number for English: tile 0 is the blank, 1–26 are A–Z. */
export const ENGLISH_KWG_TILES: readonly string[] = ['?', ...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ')];

/** How to read a word graph, and the bounds that keep a hostile file from exhausting the station. */
export interface KwgReadOptions {
  /** Bit layout: `kwg` (default) or the big `kbwg`. */
  readonly layout?: KwgLayout;
  /** Tile labels indexed by tile number (index 0, the blank, is never read); default English. */
  readonly tiles?: readonly string[];
  /** More words than this is refused (default 5,000,000: Polish OSPS is about 3 million). */
  readonly maxWords?: number;
  /**
   * A word of more tiles is refused (default 64). Not 15: ENABLE and other open lists hold words of up
   * to 28 letters, and the same list must import alike from text and from a graph.
   */
  readonly maxWordLength?: number;
  /**
   * A larger file is refused before it is decoded (default 64 MiB: 2^24 nodes, all a big KWG's arcs
   * can reach; CSW24 as a KWG is a few MiB). The check costs about four times the file in memory.
   */
  readonly maxBytes?: number;
}

const DEFAULT_MAX_WORDS = 5_000_000;
const DEFAULT_MAX_WORD_LENGTH = 64;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
// Tiles are 01–3f in every layout ("Tiles 40 to ff are not supported").
const HIGHEST_TILE = 0x3f;

/**
 * Reads the DAWG part of a KWG or big KWG (.kbwg) word graph: every word, mapped from tile numbers
 * to letters through `options.tiles`, sorted by code point and distinct. Throws {@link KwgFormatError}
 * for a file that is truncated, has an arc past its end, a cycle, a tile outside the alphabet, a word
 * longer than the bound, too many words, or no words; the work is linear in the file size plus the
 * words it holds, so no file can make it loop.
 */
export function readKwgLexicon(bytes: Uint8Array, options: KwgReadOptions = {}): ParsedLexicon {
  const tiles = options.tiles ?? ENGLISH_KWG_TILES;
  const words: string[] = [];
  const prefixes: string[] = [];
  walkKwg(
    bytes,
    options,
    (path, length) => {
      // Each prefix is built once per node visited, not once per word.
      const label = tiles[path[length - 1] ?? 0] ?? '';
      const word = length === 1 ? label : (prefixes[length - 2] ?? '') + label;
      prefixes[length - 1] = word;
      return word;
    },
    (word) => words.push(word),
  );
  return { words: sortedDistinct(words), definitions: new Map(), symbols: new Map() };
}

/** The DAWG's words as arrays of tile numbers, in tile order (for tests and diagnostics). */
export function readKwgTileWords(bytes: Uint8Array, options: KwgReadOptions = {}): Uint8Array[] {
  const words: Uint8Array[] = [];
  walkKwg(
    bytes,
    options,
    (path, length) => path.slice(0, length),
    (word) => words.push(word),
  );
  return words;
}

// Walks every word of the DAWG. `step` is called for each node entered with the tile path so far;
// `accept` receives step's result when that node completes a word.
function walkKwg<T>(
  bytes: Uint8Array,
  options: KwgReadOptions,
  step: (path: Uint8Array, length: number) => T,
  accept: (word: T) => void,
): void {
  const fields = kwgFields(options.layout ?? 'kwg');
  const tiles = options.tiles ?? ENGLISH_KWG_TILES;
  const maxWords = Math.min(options.maxWords ?? DEFAULT_MAX_WORDS, 0xffff_ffff);
  const maxLength = options.maxWordLength ?? DEFAULT_MAX_WORD_LENGTH;
  const nodes = decodeNodes(bytes, options.maxBytes ?? DEFAULT_MAX_BYTES);
  const root = arcOf(nodes[0] ?? 0, fields);
  if (root === 0) throw new KwgFormatError('The word graph holds no words.');
  const counts = countWords(nodes, fields, root, highestTile(tiles), maxWords);
  if ((counts[root] ?? 0) === 0) throw new KwgFormatError('The word graph holds no words.');

  // Iterative depth-first walk; depth is bounded by maxLength, so the stack is tiny and fixed.
  const position = new Int32Array(maxLength);
  const path = new Uint8Array(maxLength);
  let depth = 0;
  position[0] = root;
  for (;;) {
    const node = nodes[position[depth] ?? 0] ?? 0;
    path[depth] = node >>> fields.tileShift;
    const value = step(path, depth + 1);
    if ((node & fields.acceptsBit) !== 0) accept(value);
    const arc = node & fields.arcMask;
    if (arc !== 0 && (counts[arc] ?? 0) > 0) {
      if (depth + 1 >= maxLength) {
        throw new KwgFormatError(`The word graph holds a word longer than ${maxLength} tiles.`);
      }
      depth += 1;
      position[depth] = arc;
      continue;
    }
    // Move to the next sibling, climbing while the current node ends its run.
    for (;;) {
      const at = position[depth] ?? 0;
      if (((nodes[at] ?? 0) & fields.isEndBit) === 0) {
        position[depth] = at + 1;
        break;
      }
      if (depth === 0) return;
      depth -= 1;
    }
  }
}

function decodeNodes(bytes: Uint8Array, maxBytes: number): Uint32Array {
  if (bytes.length > maxBytes) {
    throw new KwgFormatError(
      `The word graph is larger than ${(maxBytes / 1048576).toLocaleString('en', { maximumFractionDigits: 2 })} MiB.`,
    );
  }
  if (bytes.length < 4 || bytes.length % 4 !== 0) {
    throw new KwgFormatError('The word graph is truncated: a KWG file is a whole number of 4-byte nodes.');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nodes = new Uint32Array(bytes.length / 4);
  for (let index = 0; index < nodes.length; index += 1) nodes[index] = view.getUint32(index * 4, true);
  return nodes;
}

function arcOf(node: number, fields: KwgFields): number {
  return node & fields.arcMask;
}

function highestTile(tiles: readonly string[]): number {
  let highest = 0;
  for (let tile = 1; tile < Math.min(tiles.length, HIGHEST_TILE + 1); tile += 1) {
    if ((tiles[tile] ?? '').length === 0) break;
    highest = tile;
  }
  return highest;
}

// Words reachable from each node (the node's own word, its arc's and its later siblings'), filled
// for every node the DAWG reaches by an iterative post-order walk. This is where the graph is
// checked: every arc and sibling inside the file, every tile in the alphabet, siblings in strictly
// increasing tile order, no cycle, and no more than maxWords words. Linear in the node count.
function countWords(
  nodes: Uint32Array,
  fields: KwgFields,
  root: number,
  highest: number,
  maxWords: number,
): Uint32Array {
  const size = nodes.length;
  // Counts fit: a count above maxWords is refused before it is stored.
  const counts = new Uint32Array(size);
  const state = new Uint8Array(size); // 0 unseen, 1 on the walk's stack, 2 counted
  const stack = new Int32Array(size);
  let top = 0;
  const enter = (index: number, from: string): boolean => {
    if (index >= size) {
      throw new KwgFormatError(`The word graph is malformed: ${from} points past its end.`);
    }
    if (state[index] === 2) return false;
    if (state[index] === 1) throw new KwgFormatError('The word graph is malformed: it has a cycle.');
    const tile = (nodes[index] ?? 0) >>> fields.tileShift;
    if (tile === 0 || tile > highest) {
      throw new KwgFormatError(
        `The word graph uses tile ${tile}, which is outside the alphabet (tiles 1 to ${highest}).`,
      );
    }
    state[index] = 1;
    stack[top++] = index;
    return true;
  };
  enter(root, 'the root');
  while (top > 0) {
    const index = stack[top - 1] ?? 0;
    const node = nodes[index] ?? 0;
    const arc = node & fields.arcMask;
    if (arc !== 0 && enter(arc, `node ${index}'s arc`)) continue;
    const isEnd = (node & fields.isEndBit) !== 0;
    if (!isEnd) {
      const next = index + 1;
      if (next < size && (nodes[next] ?? 0) >>> fields.tileShift <= node >>> fields.tileShift) {
        throw new KwgFormatError(
          `The word graph is malformed: the tiles after node ${index} are not in increasing order.`,
        );
      }
      if (enter(next, `node ${index}'s run`)) continue;
    }
    const count =
      ((node & fields.acceptsBit) !== 0 ? 1 : 0) +
      (arc !== 0 ? (counts[arc] ?? 0) : 0) +
      (isEnd ? 0 : (counts[index + 1] ?? 0));
    if (count > maxWords) {
      throw new KwgFormatError(`The word graph holds more than ${maxWords.toLocaleString('en')} words.`);
    }
    counts[index] = count;
    state[index] = 2;
    top -= 1;
  }
  return counts;
}
