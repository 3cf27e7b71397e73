// What the hub makes of each read of TSH's file as it follows it: a failed read keeps the last good
// pairings and is said once, with reads again sooner, then later; a good read clears the problem;
// a file rewritten the same is not carried again; a round that goes back is carried and said; and
// players added are said. Two stations at one table at once are seen once per game.
import { describe, expect, it } from 'vitest';
import { generatedTourneyJs } from '../../../bench/tsh-generated-event.ts';
import {
  PairingsFollowState,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  type PairingsRead,
} from '../../../electron/core/hall/hub/pairings-follow.ts';
import { SameTableWatch } from '../../../electron/core/hall/hub/same-table-watch.ts';
import { readTshPairings, TshTruncatedError } from '../../../electron/core/tsh/index.ts';

function good(players: number, rounds: number, readAt = '2026-12-07T10:00:00.000Z'): PairingsRead {
  const bytes = new TextEncoder().encode(generatedTourneyJs(players, rounds, 100));
  return { ok: true, event: readTshPairings({ file: 'tourney.js', bytes }), readAt };
}

const cut: PairingsRead = {
  ok: false,
  error: new TshTruncatedError('tourney.js', 'it ends inside the literal'),
};

describe('following TSH’s file', () => {
  it('carries a good read, and the same file read again not at all', () => {
    const state = new PairingsFollowState('/event/tourney.js', null);
    const first = state.read(good(8, 4), null);
    expect(first.hold?.pairings.divisions[0]?.currentRound).toBe(4);
    expect(first.lines).toEqual([]);
    expect(first.retryInMs).toBeNull();
    const again = state.read(good(8, 4, '2026-12-07T10:00:05.000Z'), null);
    expect(again.hold).toBeUndefined();
    expect(again.lines).toEqual([]);
  });

  it('keeps the last good pairings through a half-written file, says so once, and clears it on a good read', () => {
    const state = new PairingsFollowState('/event/tourney.js', null);
    state.read(good(8, 4), null);
    const failed = state.read(cut, null);
    expect(failed.hold).toBeUndefined();
    expect(failed.problem).toContain('cut off');
    expect(failed.lines).toHaveLength(1);
    expect(failed.lines[0]).toContain('A round 4');
    expect(failed.retryInMs).toBe(RETRY_FIRST_MS);
    const waits = [failed.retryInMs];
    for (let i = 0; i < 8; i += 1) {
      const step = state.read(cut, null);
      expect(step.lines).toEqual([]);
      expect(step.problem).toBeUndefined();
      waits.push(step.retryInMs);
    }
    expect(waits.slice(0, 4)).toEqual([200, 400, 800, 1_600]);
    expect(waits.at(-1)).toBe(RETRY_MAX_MS);
    expect(state.held()?.pairings.divisions[0]?.currentRound).toBe(4);
    const healed = state.read(good(8, 5), null);
    expect(healed.problem).toBeNull();
    expect(healed.hold?.pairings.divisions[0]?.currentRound).toBe(5);
    expect(state.read(cut, null).retryInMs).toBe(RETRY_FIRST_MS);
  });

  it('carries a round that went back, saying so, and says players added', () => {
    const state = new PairingsFollowState('/event/tourney.js', null);
    state.read(good(8, 5), null);
    const back = state.read(good(8, 4), null);
    expect(back.hold?.pairings.divisions[0]?.currentRound).toBe(4);
    expect(back.lines.join('\n')).toContain("division A's round went back from 5 to 4");
    const more = state.read(good(10, 4), null);
    expect(more.lines.join('\n')).toContain('division A has 2 player(s) added (numbers 9–10)');
  });

  it("carries the hall's set round's tables beside the current ones", () => {
    const state = new PairingsFollowState('/event/tourney.js', null);
    state.read(good(8, 6), null);
    const step = state.reround(2, '2026-12-07T10:01:00.000Z');
    expect(step.hold?.pairings.divisions[0]?.rounds.map((round) => round.round)).toEqual([2, 5, 6]);
    expect(state.reround(2, '2026-12-07T10:02:00.000Z').hold).toBeUndefined();
  });
});

describe('two stations at one table', () => {
  const game = { division: 'A', round: 5, table: '12' };
  const at = (minutes: number) => new Date(Date.UTC(2026, 11, 7, 10, minutes));

  it('is seen when another station records the game within ten minutes, not the same station again', () => {
    const watch = new SameTableWatch();
    expect(watch.see(game, { token: 't1', name: 'One', seq: 1 }, at(0))).toBeNull();
    expect(watch.see(game, { token: 't1', name: 'One', seq: 2 }, at(1))).toBeNull();
    expect(watch.see(game, { token: 't2', name: 'Two', seq: 7 }, at(9))).toMatchObject({ token: 't1' });
    expect(watch.see({ ...game, table: '13' }, { token: 't2', name: 'Two', seq: 8 }, at(9))).toBeNull();
  });

  it('is not seen past the window', () => {
    const watch = new SameTableWatch();
    watch.see(game, { token: 't1', name: 'One', seq: 1 }, at(0));
    expect(watch.see(game, { token: 't2', name: 'Two', seq: 1 }, at(11))).toBeNull();
  });
});
