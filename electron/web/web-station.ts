import { dispatch, RequestRejectedError } from '../handlers/dispatch.ts';
import type { StationHandlers } from '../handlers/station-handlers.ts';
import { startSessionSite, type SessionSite } from '../site/session-site.ts';

/**
 * A running web station: its address to open once (the fragment holds the launch secret, never sent
 * over HTTP by the browser, which the page exchanges for its session cookie), port and cookie name.
 */
export type WebStation = SessionSite;

/**
 * Serves the kiosk screen and its API on 127.0.0.1 only. The page exchanges the launch secret once
 * for a session cookie; every API call must carry that cookie, come from this origin, be JSON and
 * fit the IPC contract. Anything else is refused and nothing is written.
 */
export async function startWebStation(options: {
  readonly handlers: StationHandlers;
  readonly rendererDir: string;
  readonly port?: number;
}): Promise<WebStation> {
  return startSessionSite({
    host: '127.0.0.1',
    port: options.port ?? 0,
    rendererDir: options.rendererDir,
    // Every name reaches dispatch, which refuses one outside the contract as it refuses a bad payload.
    knowsChannel: () => true,
    api: async (channel, payload) => {
      try {
        return { status: 200, json: await dispatch(options.handlers, channel, payload) };
      } catch (error) {
        if (error instanceof RequestRejectedError) return { status: 400, text: 'Rejected' };
        throw error;
      }
    },
    // The page learns nothing of why; the operator's terminal does, as Electron's main logs it.
    onError: (error) => console.error('Challenge Station (web): request failed', error),
    // A fresh kiosk browser (its profile is made anew at each start) says "Starting…" in it.
    pageLanguage: () => options.handlers.kiosk.kioskState().language,
  });
}
