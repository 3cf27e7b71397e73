import { systemClock } from '../core/clock.ts';
import { ConsoleSessions } from '../core/console/console-sessions.ts';
import { DirectorAccess } from '../core/console/director-access.ts';
import { HallError } from '../core/hall/wire/hall-errors.ts';
import {
  AlreadyJoinedError,
  invitationNameProblem,
  joinedHall,
  joinHall,
  readJoinFileFromScreen,
} from '../core/hall/station/station-hall-membership.ts';
import type { Station } from '../core/station/station.ts';
import { stationNameProblem } from '../core/station/station-name.ts';
import type { ConsoleStatus, RequestOf, ResponseByMethod } from '../ipc/contract.ts';
import type { HallLinkControl } from './console-hall-handlers.ts';
import { attempt, refusal, type ConsoleOptions } from './console-handlers.ts';
import type { GroupHandlers } from './dispatch.ts';

/**
 * The console's door: status, set-up, unlock, recover and lock, the only methods that need no live
 * session. Its sessions and the director's access gate every other console group.
 */
// The hall a station joined, as its set-up screen names it; a link file that cannot be read is none.
function joinedHallOrNull(dataDir: string): ConsoleStatus['hall'] {
  try {
    const joined = joinedHall(dataDir);
    return joined === null ? null : { hallName: joined.hallName, stationName: joined.stationName };
  } catch {
    return null;
  }
}

export class ConsoleAccessHandlers implements GroupHandlers<'access'> {
  readonly sessions: ConsoleSessions;
  readonly access: DirectorAccess;
  readonly #station: Station;
  readonly #hallLink: HallLinkControl | undefined;

  constructor(station: Station, options: ConsoleOptions = {}, hallLink?: HallLinkControl) {
    this.#station = station;
    this.#hallLink = hallLink;
    this.sessions = new ConsoleSessions(options.now, options.sessionIdleMs);
    this.access = new DirectorAccess(station, this.sessions, options.now);
  }

  consoleStatus(): ResponseByMethod['consoleStatus'] {
    return {
      setUp: this.access.isSetUp(),
      stationName: this.#station.profile.name(),
      named: this.#station.profile.named(),
      hall: joinedHallOrNull(this.#station.dataDir),
      waitMs: this.access.waitMs(),
    };
  }

  setUp(request: RequestOf<'setUp'>): ResponseByMethod['setUp'] {
    // Checked here as well as by the rename inside, to tell the console which field to go back to.
    const nameProblem = stationNameProblem(request.stationName);
    if (nameProblem !== null)
      return { ok: false, reason: 'request', field: 'stationName', message: nameProblem };
    const answer = attempt(() => ({ ok: true, ...this.access.setUp(request.pin, request.stationName) }));
    if (answer.ok) this.#checkFully();
    return answer;
  }

  /**
   * The background full check of the chain, as a station's start runs it, for a station just set
   * up: at its start its log was empty, so that check had nothing to verify, and the station would
   * say "no full check yet" until it was started again. The set-up's own entries are verified now
   * and the checkpoint set, which the station's health reports; a break found stops judging.
   */
  #checkFully(): void {
    void this.#station.recorder.checkFullyInBackground().then(
      (problem) => {
        if (problem !== null) console.error(problem);
      },
      // The check keeps what it found in the recorder; a throw here must not end the station.
      (error: unknown) => {
        console.error('Challenge Station: the full check after set-up failed', error);
      },
    );
  }

  /**
   * First run by joining a hall: the station is set up with the PIN and named from the
   * invitation, and joins the hall of the join file, in one transaction: a file that cannot be read,
   * is not a join file, names the station in a way it cannot be named, or finds the station joined
   * already leaves it not set up and not joined, to be tried again. Then its hall link starts, so the
   * hall's list and settings arrive while the director writes down the recovery code.
   */
  async joinAtSetUp(request: RequestOf<'joinAtSetUp'>): Promise<ResponseByMethod['joinAtSetUp']> {
    let joined: { readonly token: string; readonly recoveryCode: string; readonly hallName: string };
    // A station set up already reads no file for anyone: no session is needed to ask this.
    if (this.access.isSetUp())
      return {
        ok: false,
        reason: 'request',
        message: 'This station is already set up; unlock it with the PIN.',
      };
    try {
      // Everything that can be checked is checked before anything is written.
      const file = readJoinFileFromScreen(request.path);
      const nameProblem = invitationNameProblem(file);
      if (nameProblem !== null)
        return {
          ok: false,
          reason: 'request',
          field: 'path',
          message: `${nameProblem} Ask the director for an invitation named otherwise, or set up alone.`,
        };
      const { dataDir, recorder, transaction } = this.#station;
      const issued = transaction(() => {
        const setUp = this.access.setUp(request.pin, file.stationName);
        try {
          // The link is written last, in the same transaction: if it fails, the set-up is undone.
          joinHall({ dataDir, recorder, transaction, now: systemClock }, file, {
            how: 'Leave that hall from the command line (`hall leave`) first, or set up alone.',
          });
        } catch (error) {
          this.sessions.close(setUp.token);
          throw error;
        }
        return setUp;
      });
      joined = { ...issued, hallName: file.hallName };
      this.#checkFully();
    } catch (error) {
      const refused = refusal(error);
      // A join file at fault sends the director back to its field; a PIN at fault, to the PIN.
      return refused.reason === 'request' && isJoinProblem(error)
        ? { ok: false, reason: 'request', field: 'path', message: refused.message }
        : refused;
    }
    // Set up and joined: a link that does not start now starts with the station's next start.
    await this.#hallLink?.restart().catch((error: unknown) => {
      console.error('Challenge Station: the hall link did not start', error);
    });
    return { ok: true, ...joined, stationName: this.#station.profile.name() };
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

// A join file that cannot be used (HallError) or a station joined already (AlreadyJoinedError).
function isJoinProblem(error: unknown): boolean {
  return error instanceof HallError || error instanceof AlreadyJoinedError;
}
