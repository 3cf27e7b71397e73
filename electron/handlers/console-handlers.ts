// What every console handler group shares: the shell's actions and options, the session gate, and
// turning what an action throws into a refusal the director can act on.
import type { ConsoleSessions } from '../core/console/console-sessions.ts';
import { StationCannotRecordError } from '../core/errors.ts';
import { refusalFor } from '../core/refusal.ts';
import type { ConsoleRefusal, ConsoleResult } from '../ipc/contract.ts';
import type { Clock } from '../core/clock.ts';

/** What only the shell can do: pick a path with the system's dialog, and quit. */
export interface ShellActions {
  /** Shows a folder or file picker; null when the director cancels. Absent in the web station. */
  readonly pickPath?: (kind: 'folder' | 'file') => Promise<string | null>;
  /** Ends the station (closes the kiosk window, or stops the web station). */
  readonly quit?: () => void;
}

/** Options of the console's handlers; the clock is injectable for tests of back-off and expiry. */
export interface ConsoleOptions extends ShellActions {
  readonly now?: Clock;
  readonly sessionIdleMs?: number;
}

/** The answer to a session-gated request without a live session. */
export const SESSION_REFUSAL: ConsoleRefusal = {
  ok: false,
  reason: 'session',
  message: 'The console session has ended; unlock it again.',
};

/**
 * Runs a console action for a live session (which the call keeps alive); without one the answer is
 * a 'session' refusal and nothing is done.
 */
export function inSession<T extends object>(
  sessions: ConsoleSessions,
  token: string,
  action: () => T,
): ConsoleResult<T> {
  if (!sessions.touch(token)) return SESSION_REFUSAL;
  return attempt(() => ({ ok: true as const, ...action() }));
}

/** Runs a console action, turning what it throws into a refusal. */
export function attempt<T extends { ok: true }>(action: () => T): T | ConsoleRefusal {
  try {
    return action();
  } catch (error) {
    return refusal(error);
  }
}

/** A refusal the director can act on; an unexpected error is a station fault, never a stack trace. */
export function refusal(error: unknown): ConsoleRefusal {
  const { kind, message } = refusalFor(error);
  switch (kind) {
    case 'unsupported':
      return { ok: false, reason: 'unsupported', message };
    case 'request':
    case 'input':
    case 'cannot-judge':
      return { ok: false, reason: 'request', message };
    case 'cannot-record':
      return { ok: false, reason: 'cannot-record', message };
    case 'database-too-new':
    case 'unexpected':
      console.error('Challenge Station: console action failed', error);
      return { ok: false, reason: 'cannot-record', message: new StationCannotRecordError(error).message };
  }
}
