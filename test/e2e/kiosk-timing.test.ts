import { describe, expect, it } from 'vitest';
import {
  kolmogorovSmirnov,
  kolmogorovSurvival,
  mannWhitneyU,
  erfc,
  quantile,
} from '../support/two-sample.ts';
import { installProbe, RAPID_TIMINGS, timedChallenge } from '../support/kiosk-fixture.ts';
import { useKiosks } from '../support/kiosk-suite.ts';
import { seededRandom } from '../support/seeded-random.ts';

// Whoever watches the screen (or a stopwatch) must not learn which word failed from how long the
// verdict takes. Both orders of one valid and one invalid word are timed from Tab to the verdict in
// the page, interleaved at random so drift (JIT warm-up, disk, other load) falls on both alike.
const VALID = 'CAT';
const INVALID = 'XQZT';
const PER_ORDER = 150;
const WARM_UP = 10;
// Family-wise: two tests, each at half of it (Bonferroni), so chance alone rejects 1 sample in 1000.
// When this failed on one rejection, a delay injected into one order (through a handlers subclass,
// with the durable commit's fsync as noise) was found at 1.5 ms and above with p < 1e-6, so also on
// the confirming sample now needed; 1 ms and 0.5 ms were not found at this level.
const ALPHA = 0.001;

const openKiosk = useKiosks();

function shuffled<T>(items: T[], random: () => number): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

/** A word as the verdict lists it: shown, and named tile by tile for screen readers. */
function wordItem(word: string): string {
  return `<li aria-label="${Array.from(word).join(' ')}">${word}</li>`;
}

describe('the two-sample tests', () => {
  // Reference values from SciPy 1.17 (mannwhitneyu method='asymptotic', scipy.special.kolmogorov).
  const a = [1.2, 3.4, 2.2, 5.0, 3.4, 0.7, 4.4, 2.9];
  const b = [2.5, 3.4, 6.1, 4.8, 5.5, 3.9, 7.2];
  const big = Array.from({ length: 60 }, (_, i) => ((i * 37) % 101) / 10);
  const shifted = (by: number) => Array.from({ length: 50 }, (_, i) => ((i * 53) % 103) / 10 + by);

  it('Mann–Whitney U matches SciPy, with ties', () => {
    expect(mannWhitneyU(a, b).statistic).toBe(11);
    expect(mannWhitneyU(a, b).p).toBeCloseTo(0.0553192420704978, 6);
    expect(mannWhitneyU(big, shifted(1.5)).statistic).toBe(1188);
    expect(mannWhitneyU(big, shifted(1.5)).p).toBeCloseTo(0.06147876723643886, 6);
    expect(mannWhitneyU(big, shifted(3.5)).statistic).toBe(710.5);
    expect(mannWhitneyU(big, shifted(3.5)).p / 2.1736392479650683e-6).toBeCloseTo(1, 4);
    expect(mannWhitneyU(a, a).p).toBe(1);
  });

  it('Kolmogorov–Smirnov finds SciPy’s statistic, and the Kolmogorov tail and erfc match', () => {
    expect(kolmogorovSmirnov(a, b).statistic).toBeCloseTo(0.4642857142857143, 12);
    expect(kolmogorovSmirnov(big, shifted(1.5)).statistic).toBeCloseTo(0.16333333333333333, 12);
    expect(kolmogorovSmirnov(big, shifted(1.5)).p).toBeCloseTo(0.4266758854178522, 6);
    expect(kolmogorovSurvival(0.5)).toBeCloseTo(0.9639452436648751, 6);
    expect(kolmogorovSurvival(1)).toBeCloseTo(0.26999967167735456, 8);
    expect(kolmogorovSurvival(2)).toBeCloseTo(0.0006709252557796953, 8);
    expect(erfc(3) / 2.2090496998585445e-5).toBeCloseTo(1, 5);
    expect(erfc(0.5)).toBeCloseTo(0.4795001221869535, 6);
  });
});

/** Both orders' Tab-to-verdict times and the two tests' p-values, for one seeded interleaving. */
interface Sample {
  readonly seed: number;
  readonly times: { readonly validFirst: number[]; readonly invalidFirst: number[] };
  readonly mannWhitneyP: number;
  readonly ksStatistic: number;
  readonly ksP: number;
}

/** Whether chance alone would rarely give p-values this small (below the family-wise level). */
function rejects(sample: Sample): boolean {
  return sample.mannWhitneyP <= ALPHA / 2 || sample.ksP <= ALPHA / 2;
}

function report(sample: Sample): string {
  const summary = (values: number[]) =>
    `median ${quantile(values, 0.5).toFixed(2)} ms, p95 ${quantile(values, 0.95).toFixed(2)} ms`;
  return [
    `Tab to verdict, ${PER_ORDER} of each order (seed ${sample.seed}):`,
    `  ${VALID} ${INVALID}: ${summary(sample.times.validFirst)}`,
    `  ${INVALID} ${VALID}: ${summary(sample.times.invalidFirst)}`,
    `  Mann–Whitney U p = ${sample.mannWhitneyP.toPrecision(3)}, Kolmogorov–Smirnov D = ${sample.ksStatistic.toFixed(3)} p = ${sample.ksP.toPrecision(3)}`,
  ].join('\n');
}

describe('verdict timing in a real browser', () => {
  it('does not depend on which word failed, and the verdict screens differ only in the words', async () => {
    const { page, station } = await openKiosk(undefined, { timings: RAPID_TIMINGS, setUp: true });
    await page.waitForSelector('[data-screen=ready]');
    await installProbe(page);
    const validFirst = [VALID, INVALID];
    const invalidFirst = [INVALID, VALID];
    for (let index = 0; index < WARM_UP; index += 1)
      await timedChallenge(page, index % 2 === 0 ? validFirst : invalidFirst);

    const screens = new Set<string>();
    const orders: boolean[] = [];
    /** Times both orders, interleaved at random from `seed`, checking each verdict screen. */
    const measure = async (seed: number): Promise<Sample> => {
      const order = shuffled(
        Array.from({ length: 2 * PER_ORDER }, (_, index) => index % 2 === 0),
        seededRandom(seed),
      );
      const times = { validFirst: [] as number[], invalidFirst: [] as number[] };
      for (const isValidFirst of order) {
        const words = isValidFirst ? validFirst : invalidFirst;
        // Each challenge is cleared by a single Space: timedChallenge fails on a dropped key.
        const { ms, html } = await timedChallenge(page, words);
        (isValidFirst ? times.validFirst : times.invalidFirst).push(ms);
        // The words are shown in the order typed; apart from them, every verdict screen is the same.
        expect(html).toContain(words.map(wordItem).join(''));
        screens.add(
          html.replaceAll(wordItem(VALID), '<li>W</li>').replaceAll(wordItem(INVALID), '<li>W</li>'),
        );
      }
      orders.push(...order);
      const u = mannWhitneyU(times.validFirst, times.invalidFirst);
      const ks = kolmogorovSmirnov(times.validFirst, times.invalidFirst);
      return { seed, times, mannWhitneyP: u.p, ksStatistic: ks.statistic, ksP: ks.p };
    };

    const seed = Number(process.env['KIOSK_TIMING_SEED'] ?? Date.now() % 2 ** 31);
    let sample = await measure(seed);
    console.log(report(sample));
    // Chance alone rejects 1 run in 1000 at this level. A rejection is confirmed on a fresh sample
    // before it fails the test: a real difference rejects both (a 1.5 ms one gave p < 1e-6), while
    // chance rejecting twice is about 1 run in a million.
    if (rejects(sample)) {
      sample = await measure(seed + 1);
      console.log(`Measured again to confirm the rejection:\n${report(sample)}`);
    }

    const entries = [...station.log.entries()].filter((entry) => entry.kind === 'adjudication');
    expect(entries).toHaveLength(WARM_UP + orders.length);
    expect(new Set(entries.map((entry) => entry.verdict))).toEqual(new Set(['UNACCEPTABLE']));
    expect(entries.slice(WARM_UP).map((entry) => entry.words[0] === VALID)).toEqual(orders);
    expect(screens.size).toBe(1);
    expect([...screens][0]).toContain('UNACCEPTABLE');
    expect(sample.mannWhitneyP).toBeGreaterThan(ALPHA / 2);
    expect(sample.ksP).toBeGreaterThan(ALPHA / 2);
  }, 300_000);
});
