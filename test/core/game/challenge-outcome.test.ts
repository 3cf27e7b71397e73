// The rule's outcome of a challenge: pure data, for the log and for screens to word later.
import { describe, expect, it } from 'vitest';
import { challengeOutcome, otherSeat } from '../../../electron/core/game/challenge-outcome.ts';

const DOUBLE = { kind: 'double' } as const;
const FIVE = { kind: 'points', points: 5 } as const;

describe('the outcome of a challenge under double challenge', () => {
  it('keeps an acceptable play and takes the turn from the challenger', () => {
    expect(challengeOutcome('ACCEPTABLE', DOUBLE, 2, 2)).toEqual({
      play: 'stays',
      turnLostBy: 'challenger',
      turnLostBySeat: 2,
      bonusPoints: null,
      bonusPointsTo: null,
    });
  });

  it('takes an unacceptable play off and the turn from the player who made it', () => {
    expect(challengeOutcome('UNACCEPTABLE', DOUBLE, 1, 2)).toEqual({
      play: 'comes-off',
      turnLostBy: 'player',
      turnLostBySeat: 1,
      bonusPoints: null,
      bonusPointsTo: null,
    });
  });

  it('names the roles but no seat when the challenger is not known', () => {
    expect(challengeOutcome('ACCEPTABLE', DOUBLE, 1, null)).toMatchObject({
      turnLostBy: 'challenger',
      turnLostBySeat: null,
    });
  });
});

describe('the outcome of a challenge under points per word', () => {
  it('gives the player who made an acceptable play the points for each word challenged', () => {
    expect(challengeOutcome('ACCEPTABLE', FIVE, 3, 1)).toEqual({
      play: 'stays',
      turnLostBy: null,
      turnLostBySeat: null,
      bonusPoints: 15,
      bonusPointsTo: 2,
    });
    expect(challengeOutcome('ACCEPTABLE', { kind: 'points', points: 10 }, 1, 2)).toMatchObject({
      bonusPoints: 10,
      bonusPointsTo: 1,
    });
  });

  it('takes an unacceptable play off, with no points', () => {
    expect(challengeOutcome('UNACCEPTABLE', FIVE, 3, 1)).toEqual({
      play: 'comes-off',
      turnLostBy: null,
      turnLostBySeat: null,
      bonusPoints: null,
      bonusPointsTo: null,
    });
  });

  it('counts the points when the challenger is not known, to no seat', () => {
    expect(challengeOutcome('ACCEPTABLE', FIVE, 3, null)).toMatchObject({
      bonusPoints: 15,
      bonusPointsTo: null,
    });
  });
});

describe('a challenge', () => {
  it('is of one word or more', () => {
    expect(() => challengeOutcome('ACCEPTABLE', FIVE, 0, 1)).toThrow(RangeError);
  });

  it('was made against the other seat', () => {
    expect([otherSeat(1), otherSeat(2)]).toEqual([2, 1]);
  });
});
