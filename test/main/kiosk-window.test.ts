import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as KioskWindowModule from '../../electron/main/kiosk-window.ts';
import type * as ElectronMock from '../mocks/electron.ts';
import { PROJECT_DIR, type BrowserWindow } from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

// kiosk-window.ts keeps the window and whether it may close in module state, as the app does; each
// test gets the module afresh, so no test depends on another's allowClose() or window.
let kioskWindow: typeof KioskWindowModule;
let app: typeof ElectronMock.app;
let fake: typeof ElectronMock.fake;
let fakeEvent: typeof ElectronMock.fakeEvent;

beforeEach(async () => {
  vi.resetModules();
  // The electron the module under test imports, whether or not Vitest evaluates the mock afresh.
  const electron = (await import('electron')) as unknown as typeof ElectronMock;
  electron.resetFake();
  ({ app, fake, fakeEvent } = electron);
  // main.ts builds the window once the app is ready; the fake `screen`, like Electron's, throws before.
  await app.whenReady();
  kioskWindow = await import('../../electron/main/kiosk-window.ts');
});

/** Creates the kiosk window and returns the fake that the code constructed. */
function openKiosk(): BrowserWindow {
  kioskWindow.createKioskWindow();
  const created = fake.windows.at(-1);
  if (created === undefined) throw new Error('createKioskWindow constructed no window');
  return created;
}

function webPreferences(window: BrowserWindow): Record<string, unknown> {
  return window.options['webPreferences'] as Record<string, unknown>;
}

describe('kiosk window options', () => {
  it('fills the screen as a kiosk with no frame or menu bar', () => {
    expect(kioskWindow.kioskWindowOptions('/app/preload.cjs', true)).toMatchObject({
      kiosk: true,
      fullscreen: true,
      frame: false,
      autoHideMenuBar: true,
    });
  });

  it('isolates and sandboxes the page, with no Node, webviews or spellcheck', () => {
    expect(kioskWindow.kioskWindowOptions('/app/preload.cjs', true).webPreferences).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      spellcheck: false,
      devTools: false,
      preload: '/app/preload.cjs',
      safeDialogs: true,
      navigateOnDragDrop: false,
    });
  });

  it('places the window over the bounds it is given, and nowhere without them', () => {
    const bounds = { x: 1920, y: 0, width: 1366, height: 768 };
    expect(kioskWindow.kioskWindowOptions('/p', true, bounds)).toMatchObject(bounds);
    const unplaced = kioskWindow.kioskWindowOptions('/p', true);
    for (const key of ['x', 'y', 'width', 'height']) expect(unplaced).not.toHaveProperty(key);
  });

  it('allows devtools only in development', () => {
    expect(kioskWindow.kioskWindowOptions('/p', true).webPreferences?.devTools).toBe(false);
    expect(kioskWindow.kioskWindowOptions('/p', false).webPreferences?.devTools).toBe(true);
  });
});

describe('createKioskWindow', () => {
  // Guard: whatever else changes, the window actually built must keep the page away from Node.
  it.each([true, false])('never builds a window without isolation and sandbox (packaged: %s)', (packaged) => {
    app.isPackaged = packaged;
    const window = openKiosk();
    expect(fake.windows).toHaveLength(1);
    const preferences = webPreferences(window);
    expect(preferences['contextIsolation']).toBe(true);
    expect(preferences['sandbox']).toBe(true);
    expect(preferences['nodeIntegration']).toBe(false);
    expect(preferences['nodeIntegrationInWorker']).toBe(false);
    expect(preferences['nodeIntegrationInSubFrames']).toBe(false);
    expect(preferences['webviewTag']).toBe(false);
    expect(preferences['devTools']).toBe(!packaged);
    expect(window.options['kiosk']).toBe(true);
  });

  // Under X with no window manager nothing applies kiosk or fullscreen: the window must itself cover
  // the display, or it opens at Electron's default 800×600.
  it("is created at the primary display's bounds", () => {
    expect(openKiosk().options).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
    fake.primaryDisplayBounds = { x: 1920, y: 120, width: 1024, height: 600 };
    kioskWindow.allowClose();
    expect(openKiosk().options).toMatchObject({ x: 1920, y: 120, width: 1024, height: 600, kiosk: true });
  });

  it('loads the built kiosk screen with the bundled preload', () => {
    const window = openKiosk();
    expect(window.loadedFiles).toEqual([join(PROJECT_DIR, 'dist', 'renderer', 'index.html')]);
    expect(webPreferences(window)['preload']).toBe(join(PROJECT_DIR, 'dist', 'electron', 'preload.cjs'));
    expect(kioskWindow.getKioskWindow()).toBe(window);
  });

  it('hides the cursor once the page has loaded', () => {
    const window = openKiosk();
    expect(window.webContents.insertedCss).toEqual([]);
    window.webContents.emit('did-finish-load');
    expect(window.webContents.insertedCss).toEqual([kioskWindow.HIDE_CURSOR_CSS]);
    expect(kioskWindow.HIDE_CURSOR_CSS).toBe('* { cursor: none !important; }');
  });

  it.each(['crashed', 'oom', 'killed', 'abnormal-exit'])(
    'reloads the page when the renderer is gone (%s)',
    (reason) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const window = openKiosk();
      window.webContents.emit('render-process-gone', fakeEvent(), { reason, exitCode: 1 });
      expect(window.webContents.reloads).toBe(1);
      expect(logged).toHaveBeenCalledOnce();
      logged.mockRestore();
    },
  );

  it('does not reload after a clean exit or once the window is gone', () => {
    const window = openKiosk();
    window.webContents.emit('render-process-gone', fakeEvent(), { reason: 'clean-exit', exitCode: 0 });
    window.destroyed = true;
    window.webContents.emit('render-process-gone', fakeEvent(), { reason: 'crashed', exitCode: 1 });
    expect(window.webContents.reloads).toBe(0);
  });

  it('brings a minimized kiosk back to the front', () => {
    const window = openKiosk();
    window.minimized = true;
    kioskWindow.focusKioskWindow();
    expect(window.minimized).toBe(false);
    expect(window.focusCount).toBe(1);
  });

  it('refuses to close until closing is allowed', () => {
    const window = openKiosk();
    expect(window.close()).toBe(false);
    expect(window.close()).toBe(false);
    expect(kioskWindow.getKioskWindow()).toBe(window);
    kioskWindow.allowClose();
    expect(window.close()).toBe(true);
    expect(kioskWindow.getKioskWindow()).toBeNull();
  });
});
