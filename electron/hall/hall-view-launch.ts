import { InvalidArgumentError } from 'commander';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningHub } from './hub-runner.ts';
import { startHallView, type HallView } from './hall-view-server.ts';

/** Where `npm run build:hall-view` puts the page. */
export const HALL_VIEW_DIR = fileURLToPath(new URL('../../dist/hall-view', import.meta.url));

/** The browsers tried for `--open-view`, in order (as `npm start` tries them for the kiosk). */
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Starts the hall view beside a running hub and says where it is; with `open`, opens it in an app
 * window of a throw-away browser profile (removed when the browser goes: its history holds the
 * spent launch secret). Null, with a line saying how to build it, when the page is not built.
 */
export async function launchHallView(
  hub: RunningHub,
  options: {
    readonly hubDir: string;
    readonly listen?: string;
    readonly silenceSeconds?: number;
    readonly open: boolean;
    readonly log: (line: string) => void;
  },
): Promise<HallView | null> {
  if (!existsSync(join(HALL_VIEW_DIR, 'index.html'))) {
    options.log('hall view: not built; run `npm run build:hall-view` and start the hub again');
    return null;
  }
  let view: HallView;
  try {
    view = await startHallView({
      hubDir: options.hubDir,
      store: hub.store,
      rendererDir: HALL_VIEW_DIR,
      ...(options.listen === undefined ? {} : { listen: options.listen }),
      ...(options.silenceSeconds === undefined ? {} : { silenceSeconds: options.silenceSeconds }),
      onError: (error) => options.log(`hall view: request failed (${(error as Error).message})`),
    });
  } catch (error) {
    // The hub runs on without its view: the stations' entries matter more than the screen.
    options.log(`hall view: cannot start (${(error as Error).message}); the hub runs on without it`);
    return null;
  }
  options.log(`hall view: open ${view.url}`);
  if (options.open) openInBrowser(view.url, options.log);
  return view;
}

function openInBrowser(url: string, log: (line: string) => void): void {
  const browser = BROWSERS.find((path) => existsSync(path));
  if (browser === undefined) {
    log('hall view: no Chromium found; open the address above in a browser');
    return;
  }
  const profile = mkdtempSync(join(tmpdir(), 'challenge-station-hall-view-'));
  const child = spawn(browser, [`--user-data-dir=${profile}`, '--no-first-run', `--app=${url}`], {
    stdio: 'ignore',
  });
  const remove = () => rmSync(profile, { recursive: true, force: true });
  child.on('exit', remove);
  child.on('error', remove);
  process.once('exit', remove);
}

/** Reads `--silence-after`: whole seconds from 1 to a day. */
export function parseSilenceSeconds(text: string): number {
  const seconds = Number(text);
  if (!/^\d{1,5}$/u.test(text) || seconds < 1 || seconds > 86_400)
    throw new InvalidArgumentError('expected whole seconds from 1 to 86400.');
  return seconds;
}
