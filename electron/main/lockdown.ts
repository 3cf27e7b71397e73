import { app, type Session, type WebContents } from 'electron';
import { isBlockedInput } from './blocked-keys.ts';

const sessionsWithoutDownloads = new WeakSet<Session>();

/** Applies {@link lockDownContents} to every web contents the app ever creates, before it loads anything. */
export function setupLockdown(): void {
  app.on('web-contents-created', (_event, contents) => {
    lockDownContents(contents);
  });
}

/**
 * Keeps a page where it is: no pop-ups, no navigation or redirect anywhere (the app's page is loaded
 * from main, which these events do not see, so nothing the page starts may move it), no <webview>,
 * no downloads, and none of the browser's keyboard shortcuts.
 */
export function lockDownContents(contents: WebContents): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event) => {
    event.preventDefault();
  });
  contents.on('will-frame-navigate', (event) => {
    event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
  contents.on('before-input-event', (event, input) => {
    if (isBlockedInput(input)) event.preventDefault();
  });
  denyDownloads(contents.session);
}

/** Cancels every download in a session (once per session, however many pages share it). */
export function denyDownloads(session: Session): void {
  if (sessionsWithoutDownloads.has(session)) return;
  sessionsWithoutDownloads.add(session);
  session.on('will-download', (event) => {
    event.preventDefault();
  });
}
