import { ipcMain, type BrowserWindow } from 'electron';
import { dispatch, RequestRejectedError } from '../handlers/dispatch.ts';
import type { StationHandlers } from '../handlers/station-handlers.ts';
import { CHANNELS } from '../ipc/channels.ts';
import { isTrustedSender } from './trusted-sender.ts';

/** What the kiosk screen sees when a request is refused: no reason, no stack. */
export const REFUSED_MESSAGE = 'Request refused.';

/**
 * Answers the kiosk screen's requests: one handler per channel in the contract, each passing the
 * payload to `dispatch()` as `unknown`.
 */
export function setupIpc(
  handlers: StationHandlers,
  kioskWindow: () => BrowserWindow | null,
  appUrl: string,
): void {
  for (const channel of Object.values(CHANNELS)) {
    ipcMain.handle(channel, async (event, ...args: unknown[]): Promise<unknown> => {
      // Any frame in any renderer can call ipcRenderer.invoke if it ever gets hold of it (a subframe, a
      // compromised page, a page the window was navigated to), so the channel alone proves nothing:
      // only the main frame of the kiosk window, still showing the app's own page, may ask.
      if (!isTrustedSender(event, kioskWindow(), appUrl)) throw new Error(REFUSED_MESSAGE);
      // The contract has one payload per call; anything more is not from our preload.
      if (args.length > 1) throw new Error(REFUSED_MESSAGE);
      try {
        return await dispatch(handlers, channel, args[0]);
      } catch (error) {
        if (!(error instanceof RequestRejectedError))
          console.error(`Challenge Station: ${channel} failed`, error);
        // eslint-disable-next-line preserve-caught-error -- the page must learn nothing of why
        throw new Error(REFUSED_MESSAGE);
      }
    });
  }
}
