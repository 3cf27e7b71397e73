// What a challenge rule makes of a judged play, as data for the log and for screens to word in
// each language: never sentences.
import type { PlayFate, TurnLoser, Verdict } from '../../common/entry-values.ts';
import type { ChallengeRule } from '../station/station-config.ts';

/** A seat at the board: 1 the player who goes first, 2 the one who goes second. */
export type Seat = 1 | 2;

/** The rule's outcome of one challenge. */
export interface ChallengeOutcome {
  /** Whether the play stays on the board or comes off. */
  readonly play: PlayFate;
  /** Who loses a turn, by role; null when nobody does. */
  readonly turnLostBy: TurnLoser | null;
  /** The seat that loses a turn; null when nobody does or the challenger is not known. */
  readonly turnLostBySeat: Seat | null;
  /** Points the player who made the play gains; null when the rule gives none. */
  readonly bonusPoints: number | null;
  /** The seat that gains them; null when there are none or the challenger is not known. */
  readonly bonusPointsTo: Seat | null;
}

/** The other seat: the player who made a play is the one who did not challenge it. */
export function otherSeat(seat: Seat): Seat {
  return seat === 1 ? 2 : 1;
}

/**
 * The outcome of a challenge under `rule`. Double challenge: an acceptable play stays and the
 * challenger loses a turn; an unacceptable one comes off and its player loses the turn. Points per
 * word: an acceptable play stays and its player gains the points for each word challenged (not once
 * per play); an unacceptable one comes off, and the rule takes nothing else.
 */
export function challengeOutcome(
  verdict: Verdict,
  rule: ChallengeRule,
  wordsChallenged: number,
  challenger: Seat | null,
): ChallengeOutcome {
  if (!Number.isSafeInteger(wordsChallenged) || wordsChallenged < 1) {
    throw new RangeError(`A challenge is of one word or more, not ${wordsChallenged}.`);
  }
  const player = challenger === null ? null : otherSeat(challenger);
  const acceptable = verdict === 'ACCEPTABLE';
  const play: PlayFate = acceptable ? 'stays' : 'comes-off';
  if (rule.kind === 'double') {
    return {
      play,
      turnLostBy: acceptable ? 'challenger' : 'player',
      turnLostBySeat: acceptable ? challenger : player,
      bonusPoints: null,
      bonusPointsTo: null,
    };
  }
  return {
    play,
    turnLostBy: null,
    turnLostBySeat: null,
    bonusPoints: acceptable ? rule.points * wordsChallenged : null,
    bonusPointsTo: acceptable ? player : null,
  };
}
