// The bench's blocks taken in turn: every arm must meet the machine's drift, and what the block
// before it leaves behind, as often as every other, and each block is warmed up the same way.
import { describe, expect, it } from 'vitest';
import { blocksInTurn, type Arm } from '../../bench/blocks-in-turn.ts';

/** Runs `rounds` rounds of `names` and says what happened, in order, and each block's number. */
async function run(names: readonly string[], rounds: number) {
  const steps: string[] = [];
  let block = 0;
  const arms = names.map(
    (name) =>
      [
        name,
        {
          start: () => Promise.resolve(void steps.push(`start ${name}`)),
          stop: () => Promise.resolve(void steps.push(`stop ${name}`)),
        } satisfies Arm,
      ] as const,
  );
  const result = await blocksInTurn(rounds, arms, {
    warm: () => Promise.resolve(void steps.push('warm')),
    judge: (name) => {
      steps.push(`judge ${name}`);
      block += 1;
      return Promise.resolve([block]);
    },
  });
  return { steps, result };
}

/** The arms judged, in order. */
function judged(steps: readonly string[]): string[] {
  return steps.filter((step) => step.startsWith('judge ')).map((step) => step.slice(6));
}

describe('blocks taken in turn', () => {
  for (const [names, cycle] of [
    [['on', 'off', 'offAgain'], 6],
    [['on', 'off', 'offAgain', 'hubPaused'], 12],
  ] as const) {
    it(`puts each of ${names.length} arms in each place, and right after each other arm, equally often`, async () => {
      const { steps } = await run(names, cycle);
      const order = judged(steps);
      expect(order).toHaveLength(cycle * names.length);
      for (const name of names)
        for (let place = 0; place < names.length; place += 1)
          expect(order.filter((arm, index) => arm === name && index % names.length === place)).toHaveLength(
            cycle / names.length,
          );
      // Across rounds too: a round's last block comes right before the next round's first, and the
      // cycle's last before its first again when the rounds go on.
      const follows = new Map<string, number>();
      order.forEach((arm, index) => {
        const pair = `${order[(index + order.length - 1) % order.length] ?? ''} → ${arm}`;
        follows.set(pair, (follows.get(pair) ?? 0) + 1);
      });
      expect(follows.size).toBe(names.length * (names.length - 1));
      expect(new Set(follows.values())).toEqual(new Set([order.length / follows.size]));
    });
  }

  it('starts an arm, warms up, judges, then stops it, and gives each arm its own blocks in rounds', async () => {
    const { steps, result } = await run(['on', 'off', 'offAgain'], 6);
    expect(steps.slice(0, 4)).toEqual(['start on', 'warm', 'judge on', 'stop on']);
    expect(steps.filter((step) => step === 'warm')).toHaveLength(18);
    expect([...result.keys()]).toEqual(['on', 'off', 'offAgain']);
    // Block i of each arm comes from round i: a pair for the paired ratio.
    for (const name of ['on', 'off', 'offAgain'])
      expect(result.get(name)?.map(([block]) => Math.ceil((block ?? 0) / 3))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses rounds that do not come out even, and arms it has no orders for', async () => {
    await expect(run(['on', 'off', 'offAgain'], 4)).rejects.toThrow('do not come out even (a multiple of 6)');
    await expect(run(['on', 'off', 'offAgain', 'hubPaused'], 4)).rejects.toThrow('(a multiple of 12)');
    await expect(run(['a', 'b'], 6)).rejects.toThrow('no balanced orders for 2 arms');
  });

  it('stops the arm when its block fails, so nothing it stopped for the block stays stopped', async () => {
    const steps: string[] = [];
    const arm = (name: string) =>
      [name, { stop: () => Promise.resolve(void steps.push(`stop ${name}`)) } satisfies Arm] as const;
    const failing = blocksInTurn(6, [arm('on'), arm('off'), arm('offAgain')], {
      warm: () => Promise.resolve(),
      judge: () => Promise.reject(new Error('the judging failed')),
    });
    await expect(failing).rejects.toThrow('the judging failed');
    expect(steps).toEqual(['stop on']);
  });
});
