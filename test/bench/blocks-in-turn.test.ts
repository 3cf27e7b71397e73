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

/** The arms judged, in order, within each round. */
function orders(steps: readonly string[], arms: number): string[][] {
  const judged = steps.filter((step) => step.startsWith('judge ')).map((step) => step.slice(6));
  return Array.from({ length: judged.length / arms }, (_, round) =>
    judged.slice(round * arms, (round + 1) * arms),
  );
}

describe('blocks taken in turn', () => {
  for (const names of [
    ['on', 'off', 'offAgain'],
    ['on', 'off', 'offAgain', 'hubPaused'],
  ]) {
    const cycle = names.length === 3 ? 6 : 4;
    it(`puts each of ${names.length} arms in each place, and after each other arm, equally often`, async () => {
      const { steps } = await run(names, cycle * 2);
      const rounds = orders(steps, names.length);
      expect(rounds).toHaveLength(cycle * 2);
      for (const name of names) {
        for (let place = 0; place < names.length; place += 1)
          expect(rounds.filter((order) => order[place] === name)).toHaveLength((cycle * 2) / names.length);
        for (const before of names.filter((other) => other !== name)) {
          const follows = rounds.filter((order) => order.indexOf(name) === order.indexOf(before) + 1);
          expect(follows).toHaveLength((cycle * 2) / names.length);
        }
      }
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
    await expect(run(['on', 'off', 'offAgain'], 4)).rejects.toThrow('do not come out even');
    await expect(run(['a', 'b'], 4)).rejects.toThrow('do not come out even');
  });
});
