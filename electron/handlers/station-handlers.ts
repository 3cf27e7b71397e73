import type { KioskTimings } from '../core/station/station-config.ts';
import type { Station } from '../core/station/station.ts';
import { ConsoleHallHandlers, type HallLinkControl } from './console-hall-handlers.ts';
import { ConsoleHandlers, type ConsoleOptions } from './console-handlers.ts';
import { KioskHandlers } from './kiosk-handlers.ts';

/** How to build the handlers: the shell's actions and, for tests only, fixed kiosk timings. */
export interface StationHandlerOptions extends ConsoleOptions {
  /** Fixed timings instead of the director's settings: tests use short ones. */
  readonly timings?: KioskTimings;
  /** The running station's hall link, which the console's join and leave restart. */
  readonly hallLink?: HallLinkControl;
}

/**
 * Everything the station's screen can ask, shared by the Electron IPC handlers and the web station:
 * the players' kiosk and the judges' and directors' console, side by side. The kiosk reads from the
 * console's access only whether the station is set up.
 */
export class StationHandlers {
  readonly kiosk: KioskHandlers;
  readonly console: ConsoleHandlers;
  /** The console's tournament-hall section, gated by the console's sessions. */
  readonly hall: ConsoleHallHandlers;

  constructor(station: Station, options: StationHandlerOptions = {}) {
    const { timings, hallLink, ...consoleOptions } = options;
    this.console = new ConsoleHandlers(station, consoleOptions);
    this.hall = new ConsoleHallHandlers(station, this.console.sessions, hallLink);
    this.kiosk = new KioskHandlers(station, {
      access: this.console.access,
      ...(timings === undefined ? {} : { timings }),
    });
  }
}
