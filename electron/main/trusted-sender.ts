import type { BrowserWindow, IpcMainInvokeEvent } from 'electron';

/** The parts of an IPC event that say who sent it. */
export type SenderEvent = Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>;

/**
 * Whether a message comes from the kiosk screen itself: the main frame of the window the app created,
 * showing the app's own page. A subframe, another window or a page that navigated elsewhere is not.
 */
export function isTrustedSender(
  event: SenderEvent,
  kioskWindow: BrowserWindow | null,
  appUrl: string,
): boolean {
  if (kioskWindow === null || kioskWindow.isDestroyed()) return false;
  const contents = kioskWindow.webContents;
  if (event.sender.id !== contents.id) return false;
  const frame = event.senderFrame;
  if (frame === null || frame.parent !== null) return false;
  const main = contents.mainFrame;
  if (frame.processId !== main.processId || frame.routingId !== main.routingId) return false;
  return samePage(frame.url, appUrl);
}

// The fragment is the page's own state and never leaves it; everything else must match exactly.
function samePage(url: string, appUrl: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href === appUrl;
}
