// How a merged log interleaves its stations' chains: each station's entries stay in seq order
// whatever their times say (a station's clock set back mid-event cannot put entry 9 before entry
// 8), and across stations the entry that comes first by the merge's own order goes first.

/**
 * Interleaves `chains` (each one station's entries, in seq order) into one list: at each step the
 * head that `before` puts first among the chains' heads. When each chain is already in `before`'s
 * order this is the same as sorting all the entries by it.
 */
export function interleaveChains<T>(chains: readonly (readonly T[])[], before: (a: T, b: T) => number): T[] {
  const out: T[] = [];
  const next = chains.map(() => 0);
  // A binary heap of chain indexes, ordered by each chain's head: a hall's export is many entries
  // from a few stations, so each step costs the log of the stations, not the stations.
  const heap: number[] = [];
  const head = (chain: number): T => (chains[chain] as readonly T[])[next[chain] as number] as T;
  const less = (a: number, b: number): boolean => before(head(a), head(b)) < 0;
  const swap = (i: number, j: number): void => {
    [heap[i], heap[j]] = [heap[j] as number, heap[i] as number];
  };
  const up = (start: number): void => {
    for (let i = start; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!less(heap[i] as number, heap[parent] as number)) return;
      swap(i, parent);
      i = parent;
    }
  };
  const down = (start: number): void => {
    for (let i = start; ;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < heap.length && less(heap[left] as number, heap[least] as number)) least = left;
      if (right < heap.length && less(heap[right] as number, heap[least] as number)) least = right;
      if (least === i) return;
      swap(i, least);
      i = least;
    }
  };
  chains.forEach((chain, index) => {
    if (chain.length === 0) return;
    heap.push(index);
    up(heap.length - 1);
  });
  while (heap.length > 0) {
    const chain = heap[0] as number;
    out.push(head(chain));
    next[chain] = (next[chain] as number) + 1;
    if (next[chain] < (chains[chain] as readonly T[]).length) {
      down(0);
    } else {
      const last = heap.pop() as number;
      if (heap.length > 0) {
        heap[0] = last;
        down(0);
      }
    }
  }
  return out;
}
