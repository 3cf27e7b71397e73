// How a merged log interleaves its stations' chains: each station's in seq order always, across
// stations by the merge's own order — the same as a sort while each station's times run forward.
import { describe, expect, it } from 'vitest';
import { interleaveChains } from '../../../electron/core/export/merge-order.ts';

interface Item {
  readonly station: string;
  readonly seq: number;
  readonly time: number;
}

const byTime = (a: Item, b: Item): number =>
  a.time - b.time || a.station.localeCompare(b.station) || a.seq - b.seq;

function chain(station: string, times: readonly number[]): Item[] {
  return times.map((time, index) => ({ station, seq: index + 1, time }));
}

const label = (item: Item): string => `${item.station}${item.seq}`;

describe('interleaving stations’ chains', () => {
  it('is the sort itself while each station’s times run forward', () => {
    const chains = [chain('a', [1, 4, 4, 9]), chain('b', [2, 3, 4, 10, 11]), chain('c', []), chain('d', [0])];
    expect(interleaveChains(chains, byTime)).toEqual(chains.flat().sort(byTime));
  });

  it('keeps a station’s entries in seq order when its clock was set back mid-event', () => {
    // Station a's clock went back an hour after its second entry.
    const merged = interleaveChains([chain('a', [100, 200, 50, 60]), chain('b', [40, 70, 150])], byTime);
    expect(merged.map(label)).toEqual(['b1', 'b2', 'a1', 'b3', 'a2', 'a3', 'a4']);
  });

  it('merges no chains, and one chain, as they are', () => {
    expect(interleaveChains([], byTime)).toEqual([]);
    expect(interleaveChains([chain('a', [3, 1, 2])], byTime).map(label)).toEqual(['a1', 'a2', 'a3']);
  });
});
