import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readJoinFile, type JoinFile } from '../core/hall/join-file.ts';
import { STATION_LINK_FILE, StationLinkStore } from '../core/hall/station-link-store.ts';
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

  /** Joins the hall of a join file (a hall joined before is replaced), then restarts the publisher. */
  async hallJoin(request: RequestOf<'hallJoin'>): Promise<ResponseByMethod['hallJoin']> {
    return this.#inSession(request.token, async () => {
      const file = readJoinFile(request.path);
      this.#station.transaction(() => {
        this.#station.recorder.recordEvent(
          'hall-joined',
          `"${file.hallName}" as "${file.stationName}" (hub: ${file.servers.join(', ')})`,
        );
        this.#withLink((link) => link.join(file, new Date()));
      });
      await this.#control?.restart();
      return { link: this.#view(file) };
    });
  }

  /** Leaves the hall: forgets its join file and credentials (the log is untouched); stops the publisher. */
  async hallLeave(request: RequestOf<'hallLeave'>): Promise<ResponseByMethod['hallLeave']> {
    return this.#inSession(request.token, async () => {
      const joined = this.#joined();
      if (joined === null) return { left: false };
      this.#station.transaction(() => {
        this.#station.recorder.recordEvent('hall-left', `"${joined.hallName}"`);
        this.#withLink((link) => link.leave());
      });
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
      const joined = this.#joined();
      return { ok: true as const, link: joined === null ? null : this.#view(joined) };
    });
  }

  #view(file: JoinFile): HallLinkView {
    const acknowledged = this.#withLink((link) => link.acknowledged());
    const head = this.#station.log.head();
    return {
      hallName: file.hallName,
      stationName: file.stationName,
      servers: file.servers,
      connected: this.#control?.connected() ?? false,
      pending: (head?.seq ?? 0) - (acknowledged?.seq ?? 0),
    };
  }

  // A station that never joined has no link file, and a status poll does not make one.
  #joined(): JoinFile | null {
    if (!existsSync(join(this.#station.dataDir, STATION_LINK_FILE))) return null;
    return this.#withLink((link) => link.link());
  }

  #withLink<T>(use: (link: StationLinkStore) => T): T {
    const link = new StationLinkStore(this.#station.dataDir);
    try {
      return use(link);
    } finally {
      link.close();
    }
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
