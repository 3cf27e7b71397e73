// A ratio of two p99s, with how far this machine's noise alone moves it. One p99 of 2,000 verdicts
// is the 20th slowest: on a noisy machine two runs of the same code differ by 20% and more, so a
// ratio alone cannot say whether the hall is felt. The interval comes from resampling whole blocks
// (verdicts close in time share the machine's mood), and an A/A ratio, off against off, shows what
// "no difference" looks like in the same run.
import { seededRandom } from '../test/support/seeded-random.ts';
import { percentile } from './timing.ts';

/** A percentile ratio, and the middle 95% of the ratios its blocks resampled give. */
export interface RatioInterval {
  readonly ratio: number;
  readonly low: number;
  readonly high: number;
}

/** `blocks` drawn with replacement, as many as there are, flattened. */
function resampled(blocks: readonly (readonly number[])[], random: () => number): number[] {
  const values: number[] = [];
  for (let index = 0; index < blocks.length; index += 1)
    values.push(...(blocks[Math.floor(random() * blocks.length)] ?? []));
  return values;
}

/**
 * The `p`th percentile of `top`'s values over that of `bottom`'s, with a 95% interval by the block
 * bootstrap: each group's blocks drawn again with replacement, `iterations` times. Seeded, so the
 * same measurements always give the same interval.
 */
export function percentileRatio(
  top: readonly (readonly number[])[],
  bottom: readonly (readonly number[])[],
  p: number,
  iterations = 1_000,
): RatioInterval {
  if (top.length === 0 || bottom.length === 0) throw new Error('Each side needs at least one block.');
  const random = seededRandom(20_261_127);
  const ratios: number[] = [];
  for (let index = 0; index < iterations; index += 1)
    ratios.push(percentile(resampled(top, random), p) / percentile(resampled(bottom, random), p));
  return {
    ratio: percentile(top.flat(), p) / percentile(bottom.flat(), p),
    low: percentile(ratios, 2.5),
    high: percentile(ratios, 97.5),
  };
}

/** "1.23 (1.05–1.41)": a ratio and its interval, as the bench prints them. */
export function shownRatio({ ratio, low, high }: RatioInterval): string {
  return `${ratio.toFixed(2)} (${low.toFixed(2)}–${high.toFixed(2)})`;
}
