import { ConsoleSessions } from '../../electron/core/console/console-sessions.ts';
import { DirectorAccess } from '../../electron/core/console/director-access.ts';
import type { Station } from '../../electron/core/station/station.ts';

/** The director PIN the tests set up stations with. */
export const TEST_PIN = '271828';

/** Sets a station up as a director would on first run, so its kiosk judges. */
export function setUpStation(station: Station, name = 'Test Station'): void {
  new DirectorAccess(station, new ConsoleSessions()).setUp(TEST_PIN, name);
}
