// The size of the screen the kiosk browser opens on, read from the X server where one answers, so
// the window can be placed and sized to fill it even with no window manager to do so.
import { spawnSync } from 'node:child_process';

/** A screen's size in pixels. */
export interface ScreenSize {
  readonly width: number;
  readonly height: number;
}

/** The current size in `xrandr --current` output ("Screen 0: minimum 8 x 8, current 1280 x 800, …"). */
export function parseXrandr(output: string): ScreenSize | null {
  const match = /current (\d+) x (\d+)/u.exec(output);
  return match === null ? null : { width: Number(match[1]), height: Number(match[2]) };
}

/** The size in `xdpyinfo` output ("dimensions:    1280x800 pixels (338x211 millimeters)"). */
export function parseXdpyinfo(output: string): ScreenSize | null {
  const match = /dimensions:\s+(\d+)x(\d+) pixels/u.exec(output);
  return match === null ? null : { width: Number(match[1]), height: Number(match[2]) };
}

/** The X screen's size, or null when there is no X display or neither tool is installed. */
export function xScreenSize(env: NodeJS.ProcessEnv = process.env): ScreenSize | null {
  if (env['DISPLAY'] === undefined || env['DISPLAY'] === '') return null;
  for (const [command, parse] of [
    ['xrandr', parseXrandr],
    ['xdpyinfo', parseXdpyinfo],
  ] as const) {
    const result = spawnSync(command, command === 'xrandr' ? ['--current'] : [], {
      encoding: 'utf8',
      env,
      timeout: 2_000,
    });
    const size = result.status === 0 ? parse(result.stdout) : null;
    if (size !== null) return size;
  }
  return null;
}

/**
 * The flags that make the kiosk window fill the screen however the browser is started: full screen
 * and kiosk mode, and where no window manager applies them, the window placed at the top left and
 * sized to cover the screen (Chromium otherwise opens at a default size, 1050×780 on 1280×800).
 */
export function fullScreenFlags(screen: ScreenSize | null): string[] {
  // One pixel over: Chromium on X shrinks a window of exactly the screen's size by a pixel (so a
  // window manager does not take it for full screen), which left a 1-pixel strip uncovered. The
  // extra pixel falls off the screen's edge, inside the kiosk's margin. Verified under Xvfb.
  const size = screen === null ? [] : [`--window-size=${screen.width + 1},${screen.height + 1}`];
  return ['--kiosk', '--start-fullscreen', '--window-position=0,0', ...size];
}
