import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS, type KioskState, type StationApi } from '../../electron/ipc/contract.ts';
import { CONTENT_SECURITY_POLICY } from '../../electron/ipc/content-security-policy.ts';
import { app, fake, fakeEvent, PROJECT_DIR, type BrowserWindow } from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

// main.ts wires the app when imported, as Electron runs it; this file starts it once and checks the
// result. The data folder lives for the whole file, as the app's does.
let window: BrowserWindow;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'challenge-station-main-'));
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
  app.emit('will-quit');
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('main process start-up', () => {
  it('removes the application menu', () => {
    expect(fake.applicationMenus).toEqual([null]);
  });

  it('keeps the display awake', () => {
    expect(fake.powerSaveBlocks).toEqual(['prevent-display-sleep']);
  });

  it('opens one kiosk window, sandboxed, on the built screen', () => {
    expect(fake.windows).toHaveLength(1);
    expect(window.options).toMatchObject({
      kiosk: true,
      webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false },
    });
    expect(window.loadedFiles).toEqual([join(PROJECT_DIR, 'dist', 'renderer', 'index.html')]);
  });

  it('locks down the kiosk window it created', () => {
    const event = fakeEvent({ url: 'https://example.com/' });
    window.webContents.emit('will-navigate', event);
    expect(event.defaultPrevented).toBe(true);
    expect(window.webContents.windowOpenHandler?.({} as never)).toEqual({ action: 'deny' });
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
    const station = fake.exposed.get('station') as StationApi;
    const state: KioskState = await station.kioskState();
    const demo = state.offered[0];
    expect(demo).toMatchObject({ name: 'DEMO', demo: true });
    // A new data folder: nothing is judged until a director sets the station up through the console.
    expect(state.setUp).toBe(false);
    const request = { words: ['cat', 'dog'], lexicon: demo?.fingerprint ?? '' };
    expect(await station.judge(request)).toMatchObject({ ok: false, reason: 'not-set-up' });
    expect(await station.setUp({ pin: '271828', stationName: 'Station 1' })).toMatchObject({ ok: true });
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

  it('refuses to close the kiosk window, until the system quits the app', () => {
    expect(window.close()).toBe(false);
    app.emit('before-quit', fakeEvent());
    expect(window.close()).toBe(true);
    app.emit('window-all-closed');
    expect(app.quitCount).toBe(1);
  });
});
