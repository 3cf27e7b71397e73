import { ConsoleSessions } from '../core/console/console-sessions.ts';
import { DirectorAccess } from '../core/console/director-access.ts';
import type { Station } from '../core/station/station.ts';
import { stationNameProblem } from '../core/station/station-name.ts';
import type { RequestOf, ResponseByMethod } from '../ipc/contract.ts';
import { attempt, refusal, type ConsoleOptions } from './console-handlers.ts';
import type { GroupHandlers } from './dispatch.ts';

/**
 * The console's door: status, set-up, unlock, recover and lock, the only methods that need no live
 * session. Its sessions and the director's access gate every other console group.
 */
export class ConsoleAccessHandlers implements GroupHandlers<'access'> {
  readonly sessions: ConsoleSessions;
  readonly access: DirectorAccess;
  readonly #station: Station;

  constructor(station: Station, options: ConsoleOptions = {}) {
    this.#station = station;
    this.sessions = new ConsoleSessions(options.now, options.sessionIdleMs);
    this.access = new DirectorAccess(station, this.sessions, options.now);
  }

  consoleStatus(): ResponseByMethod['consoleStatus'] {
    return {
      setUp: this.access.isSetUp(),
      stationName: this.#station.profile.name(),
      waitMs: this.access.waitMs(),
    };
  }

  setUp(request: RequestOf<'setUp'>): ResponseByMethod['setUp'] {
    // Checked here as well as by the rename inside, to tell the console which field to go back to.
    const nameProblem = stationNameProblem(request.stationName);
    if (nameProblem !== null)
      return { ok: false, reason: 'request', field: 'stationName', message: nameProblem };
    return attempt(() => ({ ok: true, ...this.access.setUp(request.pin, request.stationName) }));
  }

  unlock(request: RequestOf<'unlock'>): ResponseByMethod['unlock'] {
    try {
      return this.access.unlock(request.pin);
    } catch (error) {
      return { ok: false, waitMs: 0, message: refusal(error).message };
    }
  }

  recover(request: RequestOf<'recover'>): ResponseByMethod['recover'] {
    try {
      return this.access.recover(request.code, request.newPin);
    } catch (error) {
      return { ok: false, waitMs: 0, message: refusal(error).message };
    }
  }

  lock(request: RequestOf<'lock'>): ResponseByMethod['lock'] {
    this.sessions.close(request.token);
    return { ok: true };
  }
}
