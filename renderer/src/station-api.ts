import type { StationApi } from '../../electron/ipc/contract.ts';
import { webStationClient } from './web-station-client.ts';

declare global {
  interface Window {
    /** Exposed by the Electron preload; absent in the web station. */
    readonly station?: StationApi;
  }
}

/** The station API: the Electron preload's when present, else the web station's HTTP client. */
export function stationApi(): StationApi {
  return window.station ?? webStationClient(window.location, window.history);
}

/**
 * Whether this screen can open the system's file and folder dialogs: only in Electron. The web
 * station's browser has none it could hand a path from, so its forms take a typed path alone.
 */
export function hasSystemDialogs(): boolean {
  return window.station !== undefined;
}
