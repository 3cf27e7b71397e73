// The console's screens as a pure state machine, like the kiosk's: which screen is up, and the
// session token once a director is in. The token lives here, in React state, and nowhere else.
import type { ConsoleStatus } from '../../../electron/ipc/contract.ts';

/** The director's pages, in the order of the menu. */
export const DIRECTOR_PAGES = ['station', 'lexicons', 'log', 'review', 'export', 'quit'] as const;
/** A director's page. */
export type DirectorPage = (typeof DIRECTOR_PAGES)[number];

/** What the console shows. */
export type ConsoleStage =
  | { readonly name: 'loading' }
  | { readonly name: 'set-up' }
  | { readonly name: 'unlock'; readonly waitMs: number }
  | { readonly name: 'recover' }
  /** A new recovery code, shown once: the director writes it down before going on. */
  | { readonly name: 'recovery-code'; readonly token: string; readonly code: string }
  | {
      readonly name: 'director';
      readonly token: string;
      readonly page: DirectorPage;
      /** The log entry the review page opens, when it was picked from the log. */
      readonly reviewSeq: number | null;
    };

/** Everything that can happen to the console. */
export type ConsoleAction =
  | { readonly type: 'status'; readonly status: ConsoleStatus }
  | { readonly type: 'forgot-pin' }
  | { readonly type: 'back-to-unlock' }
  | { readonly type: 'unlocked'; readonly token: string }
  /** Set-up and recovery both open a session and issue a recovery code to write down. */
  | { readonly type: 'code-issued'; readonly token: string; readonly code: string }
  | { readonly type: 'code-noted' }
  | { readonly type: 'page'; readonly page: DirectorPage }
  | { readonly type: 'review'; readonly seq: number };

/** The console before the station has said whether it is set up. */
export const INITIAL_CONSOLE: ConsoleStage = { name: 'loading' };

/** Whether a director is in (a session is open), as opposed to the locked screens. */
export function inSession(stage: ConsoleStage): stage is Extract<ConsoleStage, { token: string }> {
  return stage.name === 'director' || stage.name === 'recovery-code';
}

/** Applies one action; an action that does not fit the screen changes nothing. */
export function consoleReducer(stage: ConsoleStage, action: ConsoleAction): ConsoleStage {
  switch (action.type) {
    case 'status':
      if (stage.name !== 'loading') return stage;
      return action.status.setUp ? { name: 'unlock', waitMs: action.status.waitMs } : { name: 'set-up' };
    case 'forgot-pin':
      return stage.name === 'unlock' ? { name: 'recover' } : stage;
    case 'back-to-unlock':
      return stage.name === 'recover' ? { name: 'unlock', waitMs: 0 } : stage;
    case 'unlocked':
      return stage.name === 'unlock' ? director(action.token) : stage;
    case 'code-issued':
      return stage.name === 'set-up' || stage.name === 'recover'
        ? { name: 'recovery-code', token: action.token, code: action.code }
        : stage;
    case 'code-noted':
      return stage.name === 'recovery-code' ? director(stage.token) : stage;
    case 'page':
      return stage.name === 'director' ? { ...stage, page: action.page, reviewSeq: null } : stage;
    case 'review':
      return stage.name === 'director' ? { ...stage, page: 'review', reviewSeq: action.seq } : stage;
    default:
      return stage;
  }
}

function director(token: string): ConsoleStage {
  return { name: 'director', token, page: 'station', reviewSeq: null };
}
