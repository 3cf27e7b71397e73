import type { KioskTimings } from '../core/station/station-config.ts';
import type { Station } from '../core/station/station.ts';
import type { Flattened } from '../ipc/channels.ts';
import { ConsoleAccessHandlers } from './console-access-handlers.ts';
import { ConsoleHallHandlers, type HallLinkControl } from './console-hall-handlers.ts';
import type { ConsoleOptions } from './console-handlers.ts';
import { ConsoleLexiconHandlers } from './console-lexicon-handlers.ts';
import { ConsoleLogHandlers } from './console-log-handlers.ts';
import { ConsoleReviewHandlers } from './console-review-handlers.ts';
import { ConsoleShellHandlers } from './console-shell-handlers.ts';
import { ConsoleStationHandlers } from './console-station-handlers.ts';
import { handlerTable, type HandlerTable } from './dispatch.ts';
import { KioskHandlers } from './kiosk-handlers.ts';

/** How to build the handlers: the shell's actions and, for tests only, fixed kiosk timings. */
export interface StationHandlerOptions extends ConsoleOptions {
  /** Fixed timings instead of the director's settings: tests use short ones. */
  readonly timings?: KioskTimings;
  /** The running station's hall link, which the console's join and leave restart. */
  readonly hallLink?: HallLinkControl;
}

/** The console's handler objects, one per group of the contract; all share the access group's sessions. */
function consoleGroups(station: Station, options: ConsoleOptions, hallLink: HallLinkControl | undefined) {
  const access = new ConsoleAccessHandlers(station, options, hallLink);
  const { sessions } = access;
  return {
    access,
    station: new ConsoleStationHandlers(station, sessions),
    lexicons: new ConsoleLexiconHandlers(station, sessions),
    log: new ConsoleLogHandlers(station, sessions),
    review: new ConsoleReviewHandlers(station, sessions),
    hall: new ConsoleHallHandlers(station, sessions, hallLink),
    shell: new ConsoleShellHandlers(station, sessions, options),
  };
}

/** The console as one object: every console group's methods, and the sessions and access they share. */
export type ConsoleHandlers = Flattened<ReturnType<typeof consoleGroups>> &
  Pick<ConsoleAccessHandlers, 'sessions' | 'access'>;

/**
 * Everything the station's screen can ask, shared by the Electron IPC handlers and the web station:
 * the players' kiosk and the judges' and directors' console, one handler object per group of the
 * contract (channels.ts). The kiosk reads from the director's access only whether the station is
 * set up.
 */
export class StationHandlers {
  readonly kiosk: KioskHandlers;
  readonly console: ConsoleHandlers;
  /** Every method's handler, from its group's object: what dispatch calls. */
  readonly table: HandlerTable;

  constructor(station: Station, options: StationHandlerOptions = {}) {
    const { timings, hallLink, ...consoleOptions } = options;
    const groups = consoleGroups(station, consoleOptions, hallLink);
    const { sessions, access } = groups.access;
    this.console = { sessions, access, ...handlerTable(groups) };
    this.kiosk = new KioskHandlers(station, { access, ...(timings === undefined ? {} : { timings }) });
    this.table = handlerTable({ kiosk: this.kiosk, ...groups });
  }
}
