import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS, type KioskState, type StationApi } from '../../electron/ipc/contract.ts';
import { CONTENT_SECURITY_POLICY } from '../../electron/ipc/content-security-policy.ts';
import type * as ElectronMock from '../mocks/electron.ts';
import { app, fake, fakeEvent, PROJECT_DIR, type BrowserWindow } from '../mocks/electron.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dir.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

// main.ts wires the app when imported, as Electron runs it; this file starts it once and checks the
// result (the last test starts a second app: letting the window close cannot be undone). The data
// folder lives for the whole file, as the app's does.
let window: BrowserWindow;
let dataDir: string;
/** The page's side of the first app, and the console session its director set up. */
let station: StationApi;
let token: string;
/** Closes the station of the app started last. */
let stopApp = (): void => {
  app.emit('will-quit', fakeEvent());
};

beforeAll(async () => {
  dataDir = makeTempDir('main');
  vi.stubEnv('CHALLENGE_STATION_DATA_DIR', dataDir);
  await import('../../electron/main/main.ts');
  await vi.waitFor(() => {
    expect(fake.windows).toHaveLength(1);
  });
  const created = fake.windows[0];
  if (created === undefined) throw new Error('no window');
  window = created;
});

afterAll(() => {
  stopApp();
  vi.unstubAllEnvs();
  removeTempDir(dataDir);
});

describe('main process start-up', () => {
  it('removes the application menu', () => {
    expect(fake.applicationMenus).toEqual([null]);
  });

  it('keeps the display awake', () => {
    expect(fake.powerSaveBlocks).toEqual(['prevent-display-sleep']);
  });

  it('opens one kiosk window, sandboxed, on the built screen', () => {
    // A window built without the lockdown makes the fake throw, which start-up reports as a failure.
    expect(fake.errorBoxes).toEqual([]);
    expect(app.exitCodes).toEqual([]);
    expect(fake.windows).toHaveLength(1);
    expect(window.options).toMatchObject({
      kiosk: true,
      webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false },
    });
    expect(window.loadedFiles).toEqual([join(PROJECT_DIR, 'dist', 'renderer', 'index.html')]);
  });

  it('locks down every window it created: no pop-up, navigation, webview, download or browser key', () => {
    expect(fake.windows.length).toBeGreaterThan(0);
    for (const created of fake.windows) {
      const contents = created.webContents;
      expect(contents.windowOpenHandler?.({ url: 'https://example.com/' } as never)).toEqual({
        action: 'deny',
      });
      for (const name of ['will-navigate', 'will-frame-navigate', 'will-redirect', 'will-attach-webview']) {
        const event = fakeEvent({ url: 'https://example.com/' });
        contents.emit(name, event);
        expect(event.defaultPrevented, name).toBe(true);
      }
      const reload = fakeEvent();
      contents.emit('before-input-event', reload, {
        type: 'keyDown',
        key: 'F5',
        control: false,
        meta: false,
        alt: false,
        shift: false,
      });
      expect(reload.defaultPrevented).toBe(true);
      const download = fakeEvent();
      contents.session.emit('will-download', download);
      expect(download.defaultPrevented).toBe(true);
    }
  });

  it('denies every permission request and check', () => {
    const session = fake.session.defaultSession;
    const callback = vi.fn();
    (session.permissionRequestHandler as (...args: unknown[]) => void)({}, 'media', callback, {});
    expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    expect((session.permissionCheckHandler as (...args: unknown[]) => unknown)(null, 'media', '', {})).toBe(
      false,
    );
  });

  it('sets the Content-Security-Policy header on responses', () => {
    const callback = vi.fn();
    (fake.session.defaultSession.headersReceivedListener as (...args: unknown[]) => void)(
      { responseHeaders: {} },
      callback,
    );
    expect(callback).toHaveBeenCalledExactlyOnceWith({
      responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });

  it('serves the contract channels from the station in the data folder, to the kiosk page only', async () => {
    expect(readdirSync(dataDir)).toContain('station.sqlite');
    expect([...fake.ipcHandlers.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
    expect(window.webContents.mainFrame.url).toBe(
      pathToFileURL(join(PROJECT_DIR, 'dist', 'renderer', 'index.html')).href,
    );
    fake.renderer = { sender: window.webContents, senderFrame: window.webContents.mainFrame };
    // The page's side: the preload, talking to main through the fake ipcRenderer.
    await import('../../electron/preload/preload.ts');
    station = fake.exposed.get('station') as StationApi;
    const state: KioskState = await station.kioskState();
    const demo = state.offered[0];
    expect(demo).toMatchObject({ name: 'DEMO', demo: true });
    // A new data folder: nothing is judged until a director sets the station up through the console.
    expect(state.setUp).toBe(false);
    const request = { words: ['cat', 'dog'], lexicon: demo?.fingerprint ?? '' };
    expect(await station.judge(request)).toMatchObject({ ok: false, reason: 'not-set-up' });
    const setUp = await station.setUp({ pin: '271828', stationName: 'Station 1' });
    if (!setUp.ok) throw new Error(`set-up refused: ${setUp.message}`);
    token = setUp.token;
    const verdict = await station.judge({ words: ['cat', 'dog'], lexicon: demo?.fingerprint ?? '' });
    expect(verdict).toMatchObject({ ok: true, verdict: 'ACCEPTABLE', words: ['CAT', 'DOG'] });

    fake.renderer = {
      sender: window.webContents,
      senderFrame: window.webContents.subFrame(window.webContents.mainFrame.url),
    };
    await expect(station.kioskState()).rejects.toThrow('Request refused.');
  });

  it('focuses the kiosk when the app is started again', () => {
    window.minimized = true;
    app.emit('second-instance', fakeEvent(), [], '/');
    expect(window.minimized).toBe(false);
    expect(window.focusCount).toBeGreaterThan(0);
  });

  it('quits from the console only for a director’s session, and then lets the window close', async () => {
    fake.renderer = { sender: window.webContents, senderFrame: window.webContents.mainFrame };
    expect(window.close()).toBe(false);
    expect(await station.quit({ token: 'f'.repeat(64) })).toMatchObject({ ok: false, reason: 'session' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(app.quitCount).toBe(0);
    expect(window.close()).toBe(false);

    expect(await station.quit({ token })).toEqual({ ok: true });
    await vi.waitFor(() => {
      expect(app.quitCount).toBe(1);
    });
    expect(window.close()).toBe(true);
    expect(window.isDestroyed()).toBe(true);
  });

  it('refuses to close the kiosk window, until the system quits the app', async () => {
    // A second app over the same data folder, with its close guard still on. Its main.ts is evaluated
    // afresh; `electron` is whatever the mock gives it, so this holds however Vitest caches the mock.
    stopApp();
    vi.resetModules();
    const electron = (await import('electron')) as unknown as typeof ElectronMock;
    electron.resetFake();
    await import('../../electron/main/main.ts');
    stopApp = () => {
      electron.app.emit('will-quit', electron.fakeEvent());
    };
    await vi.waitFor(() => {
      expect(electron.fake.windows).toHaveLength(1);
    });
    const kiosk = electron.fake.windows[0];
    if (kiosk === undefined) throw new Error('no window');
    expect(kiosk.close()).toBe(false);
    electron.app.emit('before-quit', electron.fakeEvent());
    expect(kiosk.close()).toBe(true);
    expect(electron.app.quitCount).toBe(0);
    electron.app.emit('window-all-closed');
    expect(electron.app.quitCount).toBe(1);
  });
});
