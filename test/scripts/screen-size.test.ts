import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openKioskBrowser, type KioskBrowser } from '../../scripts/kiosk-browser.ts';
import { fullScreenFlags, parseXdpyinfo, parseXrandr, xScreenSize } from '../../scripts/screen-size.ts';

const CHROMIUM = '/usr/bin/chromium';
const XVFB = '/usr/bin/Xvfb';

describe('the screen size the kiosk window takes', () => {
  it('is read from xrandr, or from xdpyinfo', () => {
    expect(parseXrandr('Screen 0: minimum 8 x 8, current 1280 x 800, maximum 32767 x 32767\n')).toEqual({
      width: 1280,
      height: 800,
    });
    expect(parseXdpyinfo('  dimensions:    3840x2160 pixels (1016x571 millimeters)\n')).toEqual({
      width: 3840,
      height: 2160,
    });
    expect(parseXrandr('xrandr: Failed to get size of gamma for output default')).toBeNull();
    expect(xScreenSize({})).toBeNull();
  });

  it('makes the browser full screen at the top left, covering the screen when its size is known', () => {
    expect(fullScreenFlags({ width: 1280, height: 800 })).toEqual([
      '--kiosk',
      '--start-fullscreen',
      '--window-position=0,0',
      '--window-size=1281,801',
    ]);
    expect(fullScreenFlags(null)).toEqual(['--kiosk', '--start-fullscreen', '--window-position=0,0']);
  });
});

// The issue this answers: under X with no window manager, Chromium opened at 1050×780 on 1280×800.
// Skipped, its title names which is missing, Chromium or Xvfb; the summary reporter prints it.
const MISSING = (
  [
    ['Chromium', CHROMIUM],
    ['Xvfb', XVFB],
  ] as const
).flatMap(([name, path]) => (existsSync(path) ? [] : [`no ${name} at ${path}`]));
describe.skipIf(MISSING.length > 0)(
  `the kiosk window under X with no window manager${MISSING.length > 0 ? ` (skipped: ${MISSING.join(', ')})` : ''}`,
  () => {
    let xvfb: ChildProcess | undefined;
    let kiosk: KioskBrowser | undefined;
    const display = process.env['DISPLAY'];
    afterEach(() => {
      kiosk?.stop();
      xvfb?.kill('SIGTERM');
      if (display === undefined) delete process.env['DISPLAY'];
      else process.env['DISPLAY'] = display;
    });

    it('covers the whole 1280×800 screen from its top left corner', async () => {
      // Xvfb picks a free display itself and writes its number: no clash with another X server.
      xvfb = spawn(XVFB, ['-displayfd', '1', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const server = xvfb;
      const screen = await new Promise<string>((resolve, reject) => {
        let said = '';
        server.stdout?.on('data', (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes('\n')) resolve(`:${said.trim()}`);
        });
        server.once('exit', (code) =>
          reject(new Error(`Xvfb exited (${String(code)}) before it had a display`)),
        );
      });
      process.env['DISPLAY'] = screen;
      await expect.poll(() => xScreenSize(), { timeout: 10_000 }).toEqual({ width: 1280, height: 800 });
      // Chromium on a loaded machine has been seen to end before it mapped a window (CI, about one
      // run in four): such a start is tried again, twice at most, and said; a window that is there
      // but not full screen still fails.
      let starts = 0;
      let ended = false;
      const launch = () => {
        starts += 1;
        ended = false;
        kiosk = openKioskBrowser(CHROMIUM, 'about:blank', () => (ended = true), [
          '--no-sandbox',
          '--disable-gpu',
        ]);
      };
      launch();
      // The browser's top-level window, as X reports it: "…Chromium…  1280x800+0+0  +0+0".
      const window = () =>
        spawnSync('xwininfo', ['-root', '-tree'], { encoding: 'utf8' })
          .stdout.split('\n')
          .filter((line) => /chromium/iu.test(line))
          .map((line) => /(\d+)x(\d+)\+(-?\d+)\+(-?\d+)/u.exec(line)?.slice(1).map(Number))
          .find((size) => size !== undefined && (size[0] ?? 0) > 200);
      await expect
        .poll(
          () => {
            const shown = window();
            if (shown === undefined && ended && starts < 3) {
              console.info(`Chromium ended before it showed a window (start ${starts}); starting it again.`);
              launch();
            }
            const [width = 0, height = 0, x = 1, y = 1] = shown ?? [];
            return { atTopLeft: x <= 0 && y <= 0, covers: x + width >= 1280 && y + height >= 800 };
          },
          // A loaded 2-core machine may take a while to map Chromium's first window.
          { timeout: 40_000 },
        )
        .toEqual({ atTopLeft: true, covers: true });
    }, 60_000);
  },
);
if (!existsSync(XVFB)) console.log(`Skipping the kiosk window size test: no ${XVFB} (Debian package xvfb).`);
