// What every bench section times with: the median of a few runs, so one slow run does not decide.

/** The median (the upper one of an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The median wall time of `repeats` runs of `run`, in ms, after `warm` runs not measured. */
export function timed(run: () => unknown, repeats = 5, warm = 0): number {
  for (let index = 0; index < warm; index += 1) run();
  const times: number[] = [];
  for (let index = 0; index < repeats; index += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** The value below which `p` percent of `values` lie (nearest rank); NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}
