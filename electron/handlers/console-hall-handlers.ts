import { systemClock } from '../core/clock.ts';
import { readJoinFile, type JoinFile } from '../core/hall/join-file.ts';
import {
  joinedHall,
  joinHall,
  leaveHall,
  withLink,
  type HallMembershipParts,
} from '../core/hall/station-hall-membership.ts';
import type { ConsoleSessions } from '../core/console/console-sessions.ts';
import type { Station } from '../core/station/station.ts';
import type { ConsoleResult, HallLinkView, RequestOf, ResponseByMethod } from '../ipc/contract.ts';
import { attempt, refusal, SESSION_REFUSAL } from './console-handlers.ts';

/**
 * The running station's hall link, as the shell started it: the console's join and leave restart
 * it, so the station publishes to a hall joined from the console without being restarted.
 */
export interface HallLinkControl {
  /** Stops the running link, if any, and starts one for the hall the station has joined now (none after leaving). */
  readonly restart: () => Promise<void>;
  /** Whether the running link is connected to its hub now. */
  readonly connected: () => boolean;
}

/**
 * The console's side of the tournament hall (issues 20 and 21): join with a join file, leave, and
 * the link's state. Each needs a live session; join and leave are recorded in the log, as events
 * written before the link changes, so a log that refuses writes leaves the link as it was.
 */
export class ConsoleHallHandlers {
  readonly #station: Station;
  readonly #sessions: ConsoleSessions;
  readonly #control: HallLinkControl | undefined;

  constructor(station: Station, sessions: ConsoleSessions, control?: HallLinkControl) {
    this.#station = station;
    this.#sessions = sessions;
    this.#control = control;
  }

  /**
   * Joins the hall of a join file, then restarts the publisher. Only a station that has not joined:
   * the section offers joining only then, and a join that finds a hall joined meanwhile (the CLI) is
   * refused and changes nothing; the director leaves first.
   */
  async hallJoin(request: RequestOf<'hallJoin'>): Promise<ResponseByMethod['hallJoin']> {
    return this.#inSession(request.token, async () => {
      const file = readJoinFile(request.path);
      joinHall(this.#membership(), file, {
        replace: false,
        how: 'Leave that hall first to join another.',
      });
      await this.#control?.restart();
      return { link: this.#view(file) };
    });
  }

  /** Leaves the hall: forgets its join file and credentials (the log is untouched); stops the publisher. */
  async hallLeave(request: RequestOf<'hallLeave'>): Promise<ResponseByMethod['hallLeave']> {
    return this.#inSession(request.token, async () => {
      if (!leaveHall(this.#membership())) return { left: false };
      await this.#control?.restart();
      return { left: true };
    });
  }

  /**
   * Which hall the station joined, whether it is connected now, and how many entries wait; null when
   * none. The page polls it, so it does not extend the session.
   */
  hallStatus(request: RequestOf<'hallStatus'>): ResponseByMethod['hallStatus'] {
    if (!this.#sessions.live(request.token)) return SESSION_REFUSAL;
    return attempt(() => {
      const joined = joinedHall(this.#station.dataDir);
      return { ok: true as const, link: joined === null ? null : this.#view(joined) };
    });
  }

  #view(file: JoinFile): HallLinkView {
    const acknowledged = withLink(this.#station.dataDir, (link) => link.acknowledged());
    const head = this.#station.log.head();
    return {
      hallName: file.hallName,
      stationName: file.stationName,
      servers: file.servers,
      connected: this.#control?.connected() ?? false,
      pending: (head?.seq ?? 0) - (acknowledged?.seq ?? 0),
    };
  }

  #membership(): HallMembershipParts {
    const { dataDir, recorder, transaction } = this.#station;
    return { dataDir, recorder, transaction, now: systemClock };
  }

  async #inSession<T extends object>(token: string, action: () => Promise<T>): Promise<ConsoleResult<T>> {
    if (!this.#sessions.touch(token)) return SESSION_REFUSAL;
    try {
      return { ok: true as const, ...(await action()) };
    } catch (error) {
      return refusal(error);
    }
  }
}
