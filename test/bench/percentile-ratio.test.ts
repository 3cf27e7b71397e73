// The bench's p99 ratio and its interval: it must say "no difference" for two samples of one
// distribution, and see a real one.
import { describe, expect, it } from 'vitest';
import { percentileRatio } from '../../bench/percentile-ratio.ts';
import { seededRandom } from '../support/seeded-random.ts';

/** `count` blocks of 100 verdict times with a long tail, as fsyncs give: seeded, scaled by `factor`. */
function blocks(seed: number, count: number, factor = 1): number[][] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: 100 }, () => factor * (1 + (random() < 0.05 ? 5 * random() : random()))),
  );
}

describe('the p99 ratio with its interval', () => {
  it('holds 1 for two samples of the same distribution', () => {
    const result = percentileRatio(blocks(1, 20), blocks(2, 20), 99);
    expect(result.low).toBeLessThan(1);
    expect(result.high).toBeGreaterThan(1);
    expect(result.low).toBeLessThanOrEqual(result.ratio);
    expect(result.ratio).toBeLessThanOrEqual(result.high);
  });

  it('excludes 1 and holds the true ratio when one side is half as slow again', () => {
    const result = percentileRatio(blocks(3, 20, 1.5), blocks(4, 20), 99);
    expect(result.low).toBeGreaterThan(1.1);
    expect(result.low).toBeLessThan(1.5);
    expect(result.high).toBeGreaterThan(1.5);
  });

  it('resamples whole blocks: one slow block of twenty widens the interval down to no difference', () => {
    // A bootstrap of single verdicts would keep the slow ones in nearly every draw, and so a
    // narrow interval far above 1; whole blocks leave the slow block out of about a third of them.
    const top = [...blocks(7, 19), blocks(8, 1, 10)[0] ?? []];
    const result = percentileRatio(top, blocks(9, 20), 99);
    expect(result.ratio).toBeGreaterThan(2);
    expect(result.low).toBeLessThan(1.3);
  });

  it('pairs blocks judged side by side: drift they share stays out of the interval', () => {
    // Each pair shares the machine's mood of its moment (a factor from 1 to 3); within a pair the
    // two sides are alike. Paired, the interval holds 1 and is narrower than unpaired.
    const random = seededRandom(10);
    const moods = Array.from({ length: 12 }, () => 1 + 2 * random());
    const top = moods.map((mood, index) => blocks(100 + index, 1, mood)[0] ?? []);
    const bottom = moods.map((mood, index) => blocks(200 + index, 1, mood)[0] ?? []);
    const paired = percentileRatio(top, bottom, 99, { paired: true });
    const unpaired = percentileRatio(top, bottom, 99);
    expect(paired.low).toBeLessThan(1);
    expect(paired.high).toBeGreaterThan(1);
    expect(paired.high - paired.low).toBeLessThan(0.75 * (unpaired.high - unpaired.low));
    expect(() => percentileRatio(top, bottom.slice(1), 99, { paired: true })).toThrow(/as many blocks/u);
  });

  it('gives the same interval for the same measurements, and refuses a side with no blocks', () => {
    const top = blocks(5, 10);
    const bottom = blocks(6, 10);
    expect(percentileRatio(top, bottom, 99)).toEqual(percentileRatio(top, bottom, 99));
    expect(() => percentileRatio([], bottom, 99)).toThrow(/at least one block/u);
  });
});
