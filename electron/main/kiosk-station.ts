import { defaultDataDir } from '../core/station/data-dir.ts';
import { Station } from '../core/station/station.ts';
import { resourcesDir } from './app-paths.ts';

/** Opens the station over the same per-user data folder as the CLI, with the demo list from the app's resources. */
export function openKioskStation(): Station {
  return new Station({ dataDir: defaultDataDir(), resourcesDir: resourcesDir() });
}
