// Blocks of judging taken in turn between arms (the hall on, off, off again…), so that the machine's
// drift and what one block leaves behind fall on every arm alike, and block i of each arm is judged
// in the same round (a pair for percentileRatio).

/** What an arm does around its blocks: starts the hall (or not) before, stops it after. */
export interface Arm {
  readonly start?: () => Promise<void>;
  readonly stop?: () => Promise<void>;
}

/**
 * The orders of one round, taken in turn, by the number of arms. Three: over six rounds each comes
 * first, second and last twice, and follows each other three times. Four: a Williams square, over
 * four rounds each comes in each place once and follows each other once.
 */
const ORDERS: Readonly<Record<number, readonly (readonly number[])[]>> = {
  3: [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [0, 2, 1],
    [2, 1, 0],
    [1, 0, 2],
  ],
  4: [
    [0, 1, 3, 2],
    [1, 2, 0, 3],
    [2, 3, 1, 0],
    [3, 0, 2, 1],
  ],
};

/**
 * `rounds` rounds of one block per arm, in the orders above. Each block: the arm's start, then
 * `warm` (unmeasured), then `judge` (measured), then the arm's stop. The warm-up is what makes the
 * arms comparable: an arm whose start waits seconds for the hall leaves the judging thread idle
 * that long, and a block judged after an idle pause is slower by itself (no hall at all: p99 1.17×
 * after 3 s idle, 1.02× once 300 verdicts went first; bench/README.md, session 22).
 */
export async function blocksInTurn<K extends string>(
  rounds: number,
  arms: readonly (readonly [K, Arm])[],
  block: { readonly warm: () => Promise<unknown>; readonly judge: (arm: K) => Promise<number[]> },
): Promise<Map<K, number[][]>> {
  const orders = ORDERS[arms.length];
  if (orders === undefined || rounds % orders.length !== 0)
    throw new Error(`${rounds} rounds of ${arms.length} arms do not come out even`);
  const result = new Map<K, number[][]>(arms.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const index of orders[round % orders.length] ?? []) {
      const [name, arm] = arms[index] ?? [];
      if (name === undefined || arm === undefined) throw new Error(`no arm ${index}`);
      await arm.start?.();
      await block.warm();
      result.get(name)?.push(await block.judge(name));
      await arm.stop?.();
    }
  }
  return result;
}
