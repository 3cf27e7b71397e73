// A ratio of two p99s, with how far the bench machine's noise alone moves it. One p99 of 2,000 verdicts
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

/** As many block indices as there are blocks, drawn with replacement. */
function drawn(count: number, random: () => number): number[] {
  return Array.from({ length: count }, () => Math.floor(random() * count));
}

/** The blocks at `indices`, flattened. */
function picked(blocks: readonly (readonly number[])[], indices: readonly number[]): number[] {
  return indices.flatMap((index) => blocks[index] ?? []);
}

/**
 * The `p`th percentile of `top`'s values over that of `bottom`'s, with a 95% interval by the block
 * bootstrap: the blocks drawn again with replacement, `iterations` times. `paired`: block i of each
 * side was judged side by side in time (the same round of the arms: blocks-in-turn.ts), so both
 * sides draw the same indices and the drift they share stays out of the interval; otherwise each
 * side draws its own. Seeded, so the same measurements always give the same interval. With a dozen
 * blocks a side, such an interval covers a little less than it says: read it as about 90%.
 */
export function percentileRatio(
  top: readonly (readonly number[])[],
  bottom: readonly (readonly number[])[],
  p: number,
  options: { readonly paired?: boolean; readonly iterations?: number } = {},
): RatioInterval {
  if (top.length === 0 || bottom.length === 0) throw new Error('Each side needs at least one block.');
  if (options.paired === true && top.length !== bottom.length)
    throw new Error('Paired sides need as many blocks each.');
  const random = seededRandom(20_261_127);
  const ratios: number[] = [];
  for (let index = 0; index < (options.iterations ?? 1_000); index += 1) {
    const topIndices = drawn(top.length, random);
    const bottomIndices = options.paired === true ? topIndices : drawn(bottom.length, random);
    ratios.push(percentile(picked(top, topIndices), p) / percentile(picked(bottom, bottomIndices), p));
  }
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

/** p99 of `top` and `bottom`, and their ratio with its 95% interval (`paired`: see percentileRatio). */
export function p99Ratio(
  top: readonly (readonly number[])[],
  bottom: readonly (readonly number[])[],
  paired = false,
): string {
  return `${percentile(top.flat(), 99).toFixed(2)} / ${percentile(bottom.flat(), 99).toFixed(2)} ms, ${shownRatio(percentileRatio(top, bottom, 99, { paired }))}`;
}
