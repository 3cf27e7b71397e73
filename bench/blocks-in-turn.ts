// Blocks of judging taken in turn between arms (the hall on, off, off again…), so that the
// machine's drift and what one block leaves behind fall on every arm alike, and block i of each
// arm is judged in the same round (a pair for percentileRatio).

/** What an arm does around its blocks: starts the hall (or not) before, stops it after. */
export interface Arm {
  readonly start?: () => Promise<void>;
  readonly stop?: () => Promise<void>;
}

/** A Williams square for four arms: each in each place once, and after each other once, within it. */
const WILLIAMS_4 = [
  [0, 1, 3, 2],
  [1, 2, 0, 3],
  [2, 3, 1, 0],
  [3, 0, 2, 1],
] as const;
const [W1, W2, W3, W4] = WILLIAMS_4;

/**
 * The orders of the rounds of one cycle, taken in turn, by the number of arms. A round's last block
 * comes right before the next round's first, so the balance counts those too, the cycle repeated.
 * Three arms: over six rounds each comes first, second and last twice, and right after each other
 * three times. Four: the square's rows in an order that balances what falls between rounds too;
 * over twelve rounds each comes in each place three times and right after each other four times.
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
  4: [W1, W1, W2, W2, W3, W3, W4, W4, W1, W4, W3, W2],
};

/**
 * `rounds` rounds of one block per arm, in the orders above. Each block: the arm's start, then
 * `warm` (unmeasured), then `judge` (measured), then the arm's stop. The warm-up is what makes the
 * arms comparable: an arm whose start waits seconds for the hall leaves the judging thread idle
 * that long, and a block judged after an idle pause is slower by itself (no hall at all: p99 1.17×
 * after 3 s idle, 1.02× once 300 verdicts went first; measured 2026-11-29).
 */
export async function blocksInTurn<K extends string>(
  rounds: number,
  arms: readonly (readonly [K, Arm])[],
  block: { readonly warm: () => Promise<unknown>; readonly judge: (arm: K) => Promise<number[]> },
): Promise<Map<K, number[][]>> {
  const orders = ORDERS[arms.length];
  if (orders === undefined) throw new Error(`no balanced orders for ${arms.length} arms`);
  if (rounds % orders.length !== 0)
    throw new Error(
      `${rounds} rounds of ${arms.length} arms do not come out even (a multiple of ${orders.length})`,
    );
  const result = new Map<K, number[][]>(arms.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const index of orders[round % orders.length] ?? []) {
      const [name, arm] = arms[index] ?? [];
      if (name === undefined || arm === undefined) throw new Error(`no arm ${index}`);
      await arm.start?.();
      // Stopped even when the block fails: an arm may have stopped a process for the block.
      try {
        await block.warm();
        result.get(name)?.push(await block.judge(name));
      } finally {
        await arm.stop?.();
      }
    }
  }
  return result;
}
