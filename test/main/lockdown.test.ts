import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupLockdown } from '../../electron/main/lockdown.ts';
import { BrowserWindow, fake, fakeEvent, resetFake, type FakeWebContents } from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

beforeEach(() => {
  resetFake();
  setupLockdown();
});

function newPage(): FakeWebContents {
  return new BrowserWindow().webContents;
}

const APP_URL = pathToFileURL('/opt/challenge-station/dist/renderer/index.html').href;
const ELSEWHERE = [
  'https://example.com/',
  'file:///etc/passwd',
  APP_URL,
  `${APP_URL}#/other`,
  'javascript:alert(1)',
];

describe('lockdown of every web contents', () => {
  it('denies every new window', () => {
    const page = newPage();
    for (const url of ELSEWHERE) {
      expect(page.windowOpenHandler?.({ url } as never)).toEqual({ action: 'deny' });
    }
  });

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'])('blocks %s to anywhere', (eventName) => {
    const page = newPage();
    for (const url of ELSEWHERE) {
      const event = fakeEvent({ url });
      page.emit(eventName, event, url);
      expect(event.defaultPrevented, url).toBe(true);
    }
  });

  it('refuses to attach a <webview>', () => {
    const page = newPage();
    const event = fakeEvent();
    page.emit('will-attach-webview', event, { nodeIntegration: true }, { src: 'https://example.com/' });
    expect(event.defaultPrevented).toBe(true);
  });

  it('cancels downloads, with one listener however many pages share the session', () => {
    newPage();
    newPage();
    const session = fake.session.defaultSession;
    expect(session.listenerCount('will-download')).toBe(1);
    const event = fakeEvent();
    session.emit('will-download', event, {}, {});
    expect(event.defaultPrevented).toBe(true);
  });

  it('swallows blocked keys and passes kiosk keys', () => {
    const page = newPage();
    const input = { control: false, meta: false, alt: false, shift: false, type: 'keyDown' };
    const reload = fakeEvent();
    page.emit('before-input-event', reload, { ...input, key: 'r', control: true });
    expect(reload.defaultPrevented).toBe(true);
    const letter = fakeEvent();
    page.emit('before-input-event', letter, { ...input, key: 'Q' });
    expect(letter.defaultPrevented).toBe(false);
  });
});
