import type { ConsoleSessions } from '../core/console/console-sessions.ts';
import type { Station } from '../core/station/station.ts';
import { definedOnly } from '../core/util/defined-only.ts';
import type { RequestOf, ResponseByMethod } from '../ipc/contract.ts';
import { inSession } from './console-handlers.ts';
import type { GroupHandlers } from './dispatch.ts';
import { stationOverview } from './station-overview.ts';

/** The director's station page: the overview, and the station's name and settings. */
export class ConsoleStationHandlers implements GroupHandlers<'station'> {
  readonly #station: Station;
  readonly #sessions: ConsoleSessions;

  constructor(station: Station, sessions: ConsoleSessions) {
    this.#station = station;
    this.#sessions = sessions;
  }

  overview(request: RequestOf<'overview'>): ResponseByMethod['overview'] {
    return inSession(this.#sessions, request.token, () => stationOverview(this.#station));
  }

  updateStation(request: RequestOf<'updateStation'>): ResponseByMethod['updateStation'] {
    return inSession(this.#sessions, request.token, () => {
      // One transaction: a refused setting leaves the name as it was too.
      this.#station.transaction(() => {
        if (request.stationName !== undefined) this.#station.profile.rename(request.stationName);
        if (request.config !== undefined) this.#station.profile.updateConfig(definedOnly(request.config));
      });
      return stationOverview(this.#station);
    });
  }
}
