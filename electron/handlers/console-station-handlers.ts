import type { ConsoleSessions } from '../core/console/console-sessions.ts';
import { pairingsSummary } from '../core/game/pairings-summary.ts';
import { clearStationPairings, readStationPairings } from '../core/game/station-pairings.ts';
import { joinedHall } from '../core/hall/station/station-hall-membership.ts';
import type { Station } from '../core/station/station.ts';
import { definedOnly } from '../core/util/defined-only.ts';
import type { PairingsView, RequestOf, ResponseByMethod } from '../ipc/contract.ts';
import { inSession } from './console-handlers.ts';
import type { GroupHandlers } from './dispatch.ts';
import { stationOverview } from './station-overview.ts';

/** The director's station page: the overview, the station's name and settings, and its pairings. */
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

  stationPairings(request: RequestOf<'stationPairings'>): ResponseByMethod['stationPairings'] {
    return inSession(this.#sessions, request.token, () => this.#pairingsView());
  }

  /** Reads TSH's file at the path; a file that cannot be read is refused and what was held stays. */
  readPairings(request: RequestOf<'readPairings'>): ResponseByMethod['readPairings'] {
    return inSession(this.#sessions, request.token, () => {
      readStationPairings(this.#station, request.path);
      return this.#pairingsView();
    });
  }

  clearPairings(request: RequestOf<'clearPairings'>): ResponseByMethod['clearPairings'] {
    return inSession(this.#sessions, request.token, () => {
      clearStationPairings(this.#station);
      return this.#pairingsView();
    });
  }

  #pairingsView(): PairingsView {
    const held = this.#station.pairings.read();
    return {
      summary: held === null ? null : pairingsSummary(held, this.#station.profile.config().round),
      fromHall: joinedHall(this.#station.dataDir) !== null,
    };
  }
}
