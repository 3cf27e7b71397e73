import { systemClock } from '../core/clock.ts';
import { hallSettingsStanding, type HallSettingStanding } from '../core/hall/wire/hall-settings-standing.ts';
import type { JoinFile } from '../core/hall/wire/join-file.ts';
import {
  joinedHall,
  joinHall,
  leaveHall,
  readJoinFileFromScreen,
  type HallMembershipParts,
} from '../core/hall/station/station-hall-membership.ts';
import type { ConsoleSessions } from '../core/console/console-sessions.ts';
import { HALL_SETTING_SCHEMAS } from '../core/station/hall-setting-schemas.ts';
import type { Station } from '../core/station/station.ts';
import { StationLinkStore } from '../core/hall/station/station-link-store.ts';
import type {
  ConsoleResult,
  HallLinkView,
  HallSettingValue,
  HallSettingView,
  RequestOf,
  ResponseByMethod,
} from '../ipc/contract.ts';
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
  /** Since when (ISO) the running link's hub has been out of reach; absent from a control that cannot say. */
  readonly unreachableSince?: () => string | null;
}

/**
 * The console's side of the tournament hall: join with a join file, leave, and
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
      const file = readJoinFileFromScreen(request.path);
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
    // Read only: the running link writes the cursor and the settings it applies.
    const link = new StationLinkStore(this.#station.dataDir, { readonly: true });
    let acknowledged;
    let applied;
    try {
      acknowledged = link.acknowledged();
      applied = link.appliedSettings();
    } finally {
      link.close();
    }
    const head = this.#station.log.head();
    return {
      hallName: file.hallName,
      stationName: file.stationName,
      servers: file.servers,
      connected: this.#control?.connected() ?? false,
      unreachableSince: this.#control?.unreachableSince?.() ?? null,
      pending: (head?.seq ?? 0) - (acknowledged?.seq ?? 0),
      settings: hallSettingsStanding(applied, this.#station.profile.config()).map(settingView),
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

/** One of the hall's settings as the console shows it: who set it, what, and whether it was changed here. */
function settingView(setting: HallSettingStanding): HallSettingView {
  return {
    name: setting.name,
    by: setting.by,
    hallValue: setting.value === undefined ? null : hallValue(setting.name, setting.value),
    changedHere: setting.changedHere,
  };
}

// A value the station kept itself, checked by its setting's schema; one it cannot read is said as
// unknown. The console words it in its own language.
function hallValue(name: HallSettingStanding['name'], value: unknown): HallSettingValue | null {
  const checked = HALL_SETTING_SCHEMAS[name].safeParse(value);
  return checked.success ? ({ [name]: checked.data } as HallSettingValue) : null;
}
