// What the hub makes of each read of TSH's file as it follows it, apart from the reading and the
// clock (pairings-follower.ts does those): the pairings to carry when they changed, the lines to
// say, the problem to show as a hall alert, and when to read again. TSH rewrites whole files, so a
// read that fails is most often a file caught mid-write: the last good pairings stay carried, the
// problem is said once, and the file is read again soon, then less often. Nothing here ever blanks
// the pairings: only a good read replaces them.
import { basename } from 'node:path';
import { carriedPairingsFrom, type CarriedPairings } from '../../game/carried-pairings.ts';
import type { TshEvent } from '../../tsh/index.ts';
import type { HubHeldPairings } from './hub-pairings-store.ts';
import { visibleText } from '../wire/visible-text.ts';

/** The first wait before a failed read is tried again; doubled each time up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 200;
export const RETRY_MAX_MS = 5_000;

/** One read of the file: the event, or why it could not be read. */
export type PairingsRead =
  | { readonly ok: true; readonly event: TshEvent; readonly readAt: string }
  | { readonly ok: false; readonly error: Error };

/** What to do after a read. */
export interface FollowStep {
  /** The new pairings to keep and carry; absent when they did not change. */
  readonly hold?: HubHeldPairings;
  /** Lines for the hub's terminal. */
  readonly lines: readonly string[];
  /** The problem to show (a text), none any more (null), or unchanged (undefined). */
  readonly problem?: string | null;
  /** Read again after this long (a failed read), or null: wait for the file to change. */
  readonly retryInMs: number | null;
}

/** The players of each division, by its name. */
function playersOf(event: TshEvent): Record<string, number> {
  return Object.fromEntries(event.divisions.map((division) => [division.name, division.players.length]));
}

/** The carried value without its read time: a file rewritten the same is not carried again. */
function sameness(pairings: CarriedPairings): string {
  return JSON.stringify({ ...pairings, readAt: '' });
}

/** A division's rounds as said: "A round 5, B round 3". */
export function roundsSaid(pairings: CarriedPairings): string {
  return pairings.divisions
    .map((division) => `${division.name} round ${division.currentRound ?? division.latestPairedRound ?? '–'}`)
    .join(', ');
}

/** A change a director should hear of. */
export interface PairingsChange {
  readonly kind: 'round-back' | 'players-added';
  readonly text: string;
}

/**
 * What changed between the pairings held and a new read that a director should hear of: a round
 * that went back (carried anyway: TSH is the truth) and players added (TSH appends them; numbers
 * never shift).
 */
export function pairingsChanges(before: HubHeldPairings | null, after: HubHeldPairings): PairingsChange[] {
  if (before === null) return [];
  const lines: PairingsChange[] = [];
  for (const division of after.pairings.divisions) {
    const was = before.pairings.divisions.find((each) => each.name === division.name);
    const wasRound = was?.currentRound ?? was?.latestPairedRound ?? null;
    const isRound = division.currentRound ?? division.latestPairedRound ?? null;
    if (wasRound !== null && isRound !== null && isRound < wasRound)
      lines.push({
        kind: 'round-back',
        text: `division ${division.name}'s round went back from ${wasRound} to ${isRound} in ${after.pairings.file}: carried anyway (TSH is the truth)`,
      });
    const wasPlayers = before.players[division.name];
    const isPlayers = after.players[division.name] ?? 0;
    if (wasPlayers !== undefined && isPlayers > wasPlayers)
      lines.push({
        kind: 'players-added',
        text: `division ${division.name} has ${isPlayers - wasPlayers} player(s) added (numbers ${wasPlayers + 1}–${isPlayers})`,
      });
  }
  return lines;
}

/** The pairings a station needs from `event`, with the players of each division. */
export function heldFrom(
  event: TshEvent,
  path: string,
  readAt: string,
  setRound: number | null,
): HubHeldPairings {
  return {
    pairings: carriedPairingsFrom(event, { file: basename(path), readAt }, setRound),
    players: playersOf(event),
  };
}

/** The follower's state: the last good event, the pairings held, and the problem standing. */
export class PairingsFollowState {
  readonly #path: string;
  #event: TshEvent | null = null;
  #held: HubHeldPairings | null;
  #problem: string | null;
  #wait = RETRY_FIRST_MS;

  /** Starts from what the hub held (a hub started again) and the problem it showed. */
  constructor(path: string, held: HubHeldPairings | null, problem: string | null = null) {
    this.#path = path;
    this.#held = held;
    this.#problem = problem;
  }

  /** The pairings held now. */
  held(): HubHeldPairings | null {
    return this.#held;
  }

  /** Takes one read of the file, with the round the hall set (null: each division's TSH round). */
  read(read: PairingsRead, setRound: number | null): FollowStep {
    if (!read.ok) {
      const wait = this.#wait;
      this.#wait = Math.min(this.#wait * 2, RETRY_MAX_MS);
      const text = visibleText(read.error.message);
      if (this.#problem !== null) return { lines: [], retryInMs: wait };
      this.#problem = text;
      const kept =
        this.#held === null
          ? 'no pairings are carried yet'
          : `the stations keep the pairings read at ${this.#held.pairings.readAt} (${roundsSaid(this.#held.pairings)})`;
      return {
        lines: [`hub: the pairings cannot be read (${text}); ${kept}; reading it again`],
        problem: text,
        retryInMs: wait,
      };
    }
    this.#wait = RETRY_FIRST_MS;
    this.#event = read.event;
    const lines: string[] = [];
    const cleared = this.#problem !== null;
    if (cleared) lines.push(`hub: the pairings read again from ${this.#path}`);
    this.#problem = null;
    const step = this.#take(heldFrom(read.event, this.#path, read.readAt, setRound), lines);
    return cleared ? { ...step, problem: null } : step;
  }

  /** The hall's round changed: the same event, carried with that round's tables too. */
  reround(setRound: number | null, readAt: string): FollowStep {
    if (this.#event === null) return { lines: [], retryInMs: null };
    return this.#take(heldFrom(this.#event, this.#path, readAt, setRound), []);
  }

  #take(next: HubHeldPairings, lines: string[]): FollowStep {
    if (this.#held !== null && sameness(this.#held.pairings) === sameness(next.pairings)) {
      // Players added without a new pairing are still news, and kept for the next comparison.
      const changes = pairingsChanges(this.#held, next);
      if (changes.length === 0) return { lines, retryInMs: null };
      const hold = { pairings: this.#held.pairings, players: next.players };
      this.#held = hold;
      return { hold, lines: [...lines, ...changes.map((change) => `hub: ${change.text}`)], retryInMs: null };
    }
    const changes = pairingsChanges(this.#held, next).map((change) => `hub: ${change.text}`);
    this.#held = next;
    // The carrier says "carrying" once the bucket holds them (hub-list-carrier.ts).
    return { hold: next, lines: [...lines, ...changes], retryInMs: null };
  }
}
