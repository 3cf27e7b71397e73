// Two-sample tests for timing measurements, where nothing can be assumed about the distributions'
// shape (latencies are skewed, with long tails from fsync and scheduling). No statistics package is
// installed, and both tests are a few lines each.

/** A test's statistic and its two-sided p-value. */
export interface TwoSampleResult {
  readonly statistic: number;
  readonly p: number;
}

/**
 * Mann–Whitney U (Wilcoxon rank-sum), two-sided, with the normal approximation, tie correction and
 * continuity correction — the same as SciPy's `mannwhitneyu(a, b, method='asymptotic')`. The
 * statistic is U of `a`. Sensitive to one sample tending to be larger than the other.
 */
export function mannWhitneyU(a: readonly number[], b: readonly number[]): TwoSampleResult {
  const n1 = a.length;
  const n2 = b.length;
  const n = n1 + n2;
  if (n1 === 0 || n2 === 0) throw new Error('Both samples need at least one value.');
  const pooled = [
    ...a.map((value) => ({ value, first: true })),
    ...b.map((value) => ({ value, first: false })),
  ];
  pooled.sort((x, y) => x.value - y.value);
  let rankSumA = 0;
  let tieTerm = 0;
  for (let start = 0; start < n;) {
    let end = start;
    while (end + 1 < n && pooled[end + 1]?.value === pooled[start]?.value) end += 1;
    const rank = (start + end) / 2 + 1;
    const tied = end - start + 1;
    tieTerm += tied ** 3 - tied;
    for (let index = start; index <= end; index += 1) if (pooled[index]?.first === true) rankSumA += rank;
    start = end + 1;
  }
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance === 0) return { statistic: u, p: 1 };
  const z = Math.max(0, Math.abs(u - mean) - 0.5) / Math.sqrt(variance);
  return { statistic: u, p: Math.min(1, erfc(z / Math.SQRT2)) };
}

/**
 * Two-sample Kolmogorov–Smirnov, two-sided, with the asymptotic Kolmogorov distribution (Stephens'
 * small-sample adjustment, as in Numerical Recipes). The statistic is the largest gap between the
 * two empirical distribution functions: sensitive to any difference in shape, not only a shift.
 */
export function kolmogorovSmirnov(a: readonly number[], b: readonly number[]): TwoSampleResult {
  if (a.length === 0 || b.length === 0) throw new Error('Both samples need at least one value.');
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  let i = 0;
  let j = 0;
  let d = 0;
  while (i < x.length && j < y.length) {
    const value = Math.min(x[i] ?? Infinity, y[j] ?? Infinity);
    while (i < x.length && x[i] === value) i += 1;
    while (j < y.length && y[j] === value) j += 1;
    d = Math.max(d, Math.abs(i / x.length - j / y.length));
  }
  const en = Math.sqrt((x.length * y.length) / (x.length + y.length));
  return { statistic: d, p: kolmogorovSurvival((en + 0.12 + 0.11 / en) * d) };
}

/** P(K > lambda) for the Kolmogorov distribution. */
export function kolmogorovSurvival(lambda: number): number {
  // The alternating series converges too slowly below ~0.3, where the answer is 1 to 6 digits anyway.
  if (lambda < 0.3) return 1;
  let sum = 0;
  for (let j = 1; j <= 100; j += 1) {
    const term = Math.exp(-2 * j * j * lambda * lambda);
    sum += (j % 2 === 1 ? 2 : -2) * term;
    if (term < 1e-16) break;
  }
  return Math.min(1, Math.max(0, sum));
}

/** The complementary error function, to a relative error below 1.2e-7 (Numerical Recipes' erfcc). */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** The value at quantile `q` (0–1) of `values`, by the nearest-rank method. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
