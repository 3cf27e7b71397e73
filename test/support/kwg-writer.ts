// A small KWG writer for tests, written from the format description in andy-k/wolges details.txt
// (not from its code): node 0 points at the DAWG root, node 1 at the GADDAG root (left empty here),
// then each distinct sibling run once. Runs with the same tiles, accepts flags and targets are
// written once, so common suffixes are shared (it is not the minimal graph wolges builds, and it
// does not share tails of runs). Constants are written out here rather than imported from the
// reader, so a mistake in the reader's bit layout cannot hide behind the same mistake in the writer.

/** Bit layout: standard KWG or the big .kbwg. */
export type TestKwgLayout = 'kwg' | 'kbwg';

const LAYOUT = {
  kwg: { tileShift: 24, accepts: 0x0080_0000, isEnd: 0x0040_0000, maxArc: 0x003f_ffff },
  kbwg: { tileShift: 26, accepts: 0x0200_0000, isEnd: 0x0100_0000, maxArc: 0x00ff_ffff },
} as const;

/** One KWG node as its fields, for tests that hand-build or corrupt graphs. */
export interface TestKwgNode {
  readonly tile: number;
  readonly accepts: boolean;
  readonly isEnd: boolean;
  readonly arc: number;
}

/** Packs nodes into a little-endian KWG file. */
export function packKwg(nodes: readonly TestKwgNode[], layout: TestKwgLayout = 'kwg'): Uint8Array {
  const bits = LAYOUT[layout];
  const bytes = new Uint8Array(nodes.length * 4);
  const view = new DataView(bytes.buffer);
  nodes.forEach((node, index) => {
    if (node.arc > bits.maxArc) throw new RangeError(`arc ${node.arc} does not fit the ${layout} layout`);
    const value =
      node.tile * 2 ** bits.tileShift +
      (node.accepts ? bits.accepts : 0) +
      (node.isEnd ? bits.isEnd : 0) +
      node.arc;
    view.setUint32(index * 4, value, true);
  });
  return bytes;
}

/** Reads a KWG file back into node fields (to corrupt one field and pack again). */
export function unpackKwg(bytes: Uint8Array, layout: TestKwgLayout = 'kwg'): TestKwgNode[] {
  const bits = LAYOUT[layout];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: Math.floor(bytes.length / 4) }, (_, index) => {
    const value = view.getUint32(index * 4, true);
    return {
      tile: Math.floor(value / 2 ** bits.tileShift),
      accepts: (value & bits.accepts) !== 0,
      isEnd: (value & bits.isEnd) !== 0,
      arc: value & bits.maxArc,
    };
  });
}

interface TrieNode {
  terminal: boolean;
  readonly tiles: number[];
  readonly children: TrieNode[];
}

/** Writes a DAWG-only KWG (with an empty GADDAG slot) holding `words`, given as tile numbers 1–63. */
export function writeKwg(words: readonly (readonly number[])[], layout: TestKwgLayout = 'kwg'): Uint8Array {
  const root: TrieNode = { terminal: false, tiles: [], children: [] };
  for (const word of [...words].sort(compareTiles)) {
    let node = root;
    for (const tile of word) {
      if (tile < 1 || tile > 63) throw new RangeError(`tile ${tile} is not 1–63`);
      let child = node.tiles.at(-1) === tile ? node.children.at(-1) : undefined;
      if (child === undefined) {
        const at = node.tiles.indexOf(tile);
        child = at === -1 ? undefined : node.children[at];
      }
      if (child === undefined) {
        child = { terminal: false, tiles: [], children: [] };
        const at = node.tiles.findIndex((existing) => existing > tile);
        const index = at === -1 ? node.tiles.length : at;
        node.tiles.splice(index, 0, tile);
        node.children.splice(index, 0, child);
      }
      node = child;
    }
    node.terminal = true;
  }

  // Post-order: give every distinct run (a node's outgoing arcs) one id; 0 is "no run".
  const runs: { tile: number; accepts: boolean; target: number }[][] = [[]];
  const runIds = new Map<string, number>();
  const runOf = new Map<TrieNode, number>();
  const stack: { node: TrieNode; expanded: boolean }[] = [{ node: root, expanded: false }];
  while (stack.length > 0) {
    const top = stack.pop() as { node: TrieNode; expanded: boolean };
    if (!top.expanded) {
      stack.push({ node: top.node, expanded: true });
      for (const child of top.node.children) stack.push({ node: child, expanded: false });
      continue;
    }
    const { node } = top;
    if (node.children.length === 0) {
      runOf.set(node, 0);
      continue;
    }
    const run = node.children.map((child, index) => ({
      tile: node.tiles[index] ?? 0,
      accepts: child.terminal,
      target: runOf.get(child) ?? 0,
    }));
    const key = run.map((arc) => `${arc.tile}${arc.accepts ? '!' : '.'}${arc.target}`).join(',');
    let id = runIds.get(key);
    if (id === undefined) {
      id = runs.length;
      runs.push(run);
      runIds.set(key, id);
    }
    runOf.set(node, id);
  }

  // Lay runs out after the two special nodes, then resolve targets to node indexes.
  const start = new Array<number>(runs.length).fill(0);
  let next = 2;
  for (let id = 1; id < runs.length; id += 1) {
    start[id] = next;
    next += runs[id]?.length ?? 0;
  }
  const nodes: TestKwgNode[] = [
    { tile: 0, accepts: false, isEnd: true, arc: start[runOf.get(root) ?? 0] ?? 0 },
    { tile: 0, accepts: false, isEnd: true, arc: 0 },
  ];
  for (let id = 1; id < runs.length; id += 1) {
    const run = runs[id] ?? [];
    run.forEach((arc, index) =>
      nodes.push({
        tile: arc.tile,
        accepts: arc.accepts,
        isEnd: index === run.length - 1,
        arc: arc.target === 0 ? 0 : (start[arc.target] ?? 0),
      }),
    );
  }
  return packKwg(nodes, layout);
}

/** Writes a KWG of upper-case words, tile numbers taken from `tiles` (index = tile number). */
export function writeKwgOfWords(
  words: readonly string[],
  tiles: readonly string[] = ['?', ...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ')],
  layout: TestKwgLayout = 'kwg',
): Uint8Array {
  const numbers = new Map(tiles.map((label, tile) => [label, tile]));
  return writeKwg(
    words.map((word) =>
      Array.from(word, (letter) => {
        const tile = numbers.get(letter);
        if (tile === undefined || tile === 0) throw new RangeError(`${letter} has no tile`);
        return tile;
      }),
    ),
    layout,
  );
}

function compareTiles(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}
