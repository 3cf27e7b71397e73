import { randomBytes } from 'node:crypto';
import { SESSION_IDLE_MS } from '../../common/limits.ts';
import { systemClock, type Clock } from '../clock.ts';

/** A console session ends after this long without a request. */
export { SESSION_IDLE_MS };

/**
 * The open console sessions, by unguessable token. In memory only: a restart ends every session,
 * which is what a locked-down station should do.
 */
export class ConsoleSessions {
  readonly #lastSeen = new Map<string, number>();
  readonly #now: Clock;
  readonly #idleMs: number;

  constructor(now: Clock = systemClock, idleMs = SESSION_IDLE_MS) {
    this.#now = now;
    this.#idleMs = idleMs;
  }

  /** Opens a session and returns its token. Only one session is open at a time. */
  open(): string {
    this.#lastSeen.clear();
    const token = randomBytes(32).toString('hex');
    this.#lastSeen.set(token, this.#now().getTime());
    return token;
  }

  /** Whether `token` names a live session; a live one is kept alive by the touch. */
  touch(token: string): boolean {
    const lastSeen = this.#lastSeen.get(token);
    if (lastSeen === undefined) return false;
    if (this.#now().getTime() - lastSeen > this.#idleMs) {
      this.#lastSeen.delete(token);
      return false;
    }
    this.#lastSeen.set(token, this.#now().getTime());
    return true;
  }

  /**
   * Whether `token` names a live session, without extending it: for the console's background polls,
   * so a page left open does not keep a walked-away director's session alive.
   */
  live(token: string): boolean {
    const lastSeen = this.#lastSeen.get(token);
    return lastSeen !== undefined && this.#now().getTime() - lastSeen <= this.#idleMs;
  }

  /** Whether any session is live, without extending it. */
  anyLive(): boolean {
    const now = this.#now().getTime();
    return [...this.#lastSeen.values()].some((lastSeen) => now - lastSeen <= this.#idleMs);
  }

  /** Ends a session. */
  close(token: string): void {
    this.#lastSeen.delete(token);
  }
}
