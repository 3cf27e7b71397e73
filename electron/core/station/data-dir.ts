import { homedir } from 'node:os';
import { join } from 'node:path';

/** The product name, which is also the folder name Electron gives `app.getPath('userData')`. */
export const PRODUCT_NAME = 'Challenge Station';

/**
 * The per-user data folder, the same one the Electron app uses (Electron's userData): a station's
 * CLI and kiosk share one log and one set of lexicons. CHALLENGE_STATION_DATA_DIR overrides it.
 */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  const override = env['CHALLENGE_STATION_DATA_DIR'];
  if (override !== undefined && override !== '') return override;
  if (platform === 'win32')
    return join(env['APPDATA'] ?? join(homedir(), 'AppData', 'Roaming'), PRODUCT_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', PRODUCT_NAME);
  return join(env['XDG_CONFIG_HOME'] ?? join(homedir(), '.config'), PRODUCT_NAME);
}
