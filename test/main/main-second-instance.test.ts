import { describe, expect, it, vi } from 'vitest';
import { app, fake } from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

describe('a second Challenge Station', () => {
  it('quits at once, without a window, menu change or station', async () => {
    app.singleInstanceLockFree = false;
    await import('../../electron/main/main.ts');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.quitCount).toBe(1);
    expect(fake.windows).toEqual([]);
    expect(fake.applicationMenus).toEqual([]);
    expect(fake.ipcHandlers.size).toBe(0);
    expect(app.listenerCount('second-instance')).toBe(0);
  });
});
