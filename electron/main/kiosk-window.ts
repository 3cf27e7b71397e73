import { app, BrowserWindow, screen, type BrowserWindowConstructorOptions, type Rectangle } from 'electron';
import { preloadPath, rendererIndexPath } from './app-paths.ts';

/** Hides the pointer: the kiosk is driven by its keyboard alone. */
export const HIDE_CURSOR_CSS = '* { cursor: none !important; }';

let kioskWindow: BrowserWindow | null = null;
let closeAllowed = false;

/**
 * The kiosk window's options: full screen, no frame, and a sandboxed page that reaches main only
 * through the preload. Given the screen's bounds, the window is also placed and sized to cover them:
 * under X with no window manager, nothing applies `kiosk` or `fullscreen`, and the window would open
 * at Electron's default 800×600 (the web station's Chromium is placed the same way,
 * scripts/screen-size.ts).
 */
export function kioskWindowOptions(
  preload: string,
  packaged: boolean,
  bounds?: Rectangle,
): BrowserWindowConstructorOptions {
  return {
    ...(bounds === undefined ? {} : { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height }),
    kiosk: true,
    fullscreen: true,
    frame: false,
    autoHideMenuBar: true,
    backgroundColor: '#101418',
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      spellcheck: false,
      devTools: !packaged,
      preload,
      safeDialogs: true,
      navigateOnDragDrop: false,
    },
  };
}

/**
 * Opens the kiosk window over the whole primary display and keeps it there: crashes reload it,
 * closing is refused. Electron's `screen` answers only once the app is ready, as it is here: main.ts
 * calls this from its ready handler.
 */
export function createKioskWindow(): BrowserWindow {
  const bounds = screen.getPrimaryDisplay().bounds;
  const win = new BrowserWindow(kioskWindowOptions(preloadPath(), app.isPackaged, bounds));
  const contents = win.webContents;
  contents.on('did-finish-load', () => {
    contents.insertCSS(HIDE_CURSOR_CSS).catch((error: unknown) => {
      console.error('Challenge Station: could not hide the cursor', error);
    });
  });
  contents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit' || win.isDestroyed()) return;
    console.error(`Challenge Station: the kiosk screen stopped (${details.reason}); reloading it.`);
    contents.reload();
  });
  win.on('close', (event) => {
    if (!closeAllowed) event.preventDefault();
  });
  win.on('closed', () => {
    if (kioskWindow === win) kioskWindow = null;
  });
  kioskWindow = win;
  win.loadFile(rendererIndexPath()).catch((error: unknown) => {
    console.error('Challenge Station: the kiosk screen could not be loaded', error);
  });
  return win;
}

/** The kiosk window the app created, while it is open. */
export function getKioskWindow(): BrowserWindow | null {
  return kioskWindow;
}

/** Brings the kiosk window back to the front, e.g. when someone starts the app a second time. */
export function focusKioskWindow(): void {
  const win = kioskWindow;
  if (win === null || win.isDestroyed()) return;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

/** Lets the kiosk window close (for the director's unlock, or a quit the system asked for). */
export function allowClose(): void {
  closeAllowed = true;
}
