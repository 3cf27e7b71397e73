// A station's state message written by hand, for the tests in which someone holding a station's
// credentials sends one: the hub must answer it, or refuse what comes with it, as it would the
// station's own.
import type { StationState } from '../../../electron/core/hall/wire/hall-messages.ts';

/**
 * The state message (JSON) a running station `stationName` with id `stationId` sends before it has
 * logged, listed or reported anything: no head, no lists, no problem, no health. Sent now.
 */
export function bareStationState(stationId: string, stationName: string): string {
  const state = {
    stationId,
    stationName,
    appVersion: '0.1.0',
    head: null,
    acknowledged: 0,
    lexicons: [],
    problem: null,
    health: null,
    presence: 'running',
    sentAt: new Date().toISOString(),
  } satisfies Omit<StationState, 'hall'>;
  return JSON.stringify(state);
}
