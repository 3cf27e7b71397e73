import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_ROOT } from '../../core/app-root.ts';
import type { HallViewPort } from './hall-view-port.ts';
import { parseViewListen, startHallView, type HallView } from './hall-view-server.ts';

/** Where `npm run build:hall-view` puts the page. */
export const HALL_VIEW_DIR = join(APP_ROOT, 'dist', 'hall-view');

const VITE = join(APP_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

// In a checkout (after `npm ci`) the page is built the first time it is needed, as `npm start` builds
// the kiosk's screen; a packaged app ships it built.
function buildHallView(log: (line: string) => void): boolean {
  if (!existsSync(VITE)) return false;
  log('hall view: building the page (once)…');
  const built = spawnSync(
    process.execPath,
    [VITE, 'build', '--config', 'vite.hall-view.config.ts', '--logLevel', 'warn'],
    { cwd: APP_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return built.status === 0 && existsSync(join(HALL_VIEW_DIR, 'index.html'));
}

/**
 * Why the hall view cannot be served at `listen` (`--view-listen`), in words, or null when it can:
 * the address is tried (listened on and closed at once). `hall start` asks before anything starts,
 * so an address that is not the hub machine's, or a port that is taken, stops it with a usage error
 * instead of leaving the director a hub without its screen.
 */
export async function viewListenProblem(listen: string): Promise<string | null> {
  const { host, port } = parseViewListen(listen);
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      resolve(
        error.code === 'EADDRNOTAVAIL'
          ? `${host} is not an IP address of this computer`
          : error.code === 'EADDRINUSE'
            ? `port ${port} on ${host} is in use`
            : error.code === 'EACCES'
              ? `port ${port} may not be used by this user (choose one above 1023)`
              : `it cannot be listened on (${error.code ?? error.message})`,
      );
    });
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** The browsers tried for `--open-view`, in order (as `npm start` tries them for the kiosk). */
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Starts the hall view beside a running hub and says where it is; with `open`, opens it in an app
 * window of a throw-away browser profile (removed when the browser goes: its history holds the
 * spent launch secret). Null, with a line saying how to build it, when the page is not built.
 */
export async function launchHallView(
  hub: HallViewPort,
  options: {
    readonly hubDir: string;
    readonly listen?: string;
    readonly silenceSeconds?: number;
    readonly open: boolean;
    readonly log: (line: string) => void;
  },
): Promise<HallView | null> {
  if (!existsSync(join(HALL_VIEW_DIR, 'index.html')) && !buildHallView(options.log)) {
    options.log('hall view: not built; run `npm run build:hall-view` and start the hub again');
    return null;
  }
  let view: HallView;
  try {
    view = await startHallView({
      hubDir: options.hubDir,
      hub,
      rendererDir: HALL_VIEW_DIR,
      ...(options.listen === undefined ? {} : { listen: options.listen }),
      ...(options.silenceSeconds === undefined ? {} : { silenceSeconds: options.silenceSeconds }),
      onError: (error) => options.log(`hall view: request failed (${(error as Error).message})`),
    });
  } catch (error) {
    // The address was tried before the hub started (viewListenProblem); what fails now (the port
    // taken since) leaves the hub running without its view: the stations' entries matter more.
    options.log(`hall view: cannot start (${(error as Error).message}); the hub runs on without it`);
    return null;
  }
  options.log(`hall view: open ${view.url}`);
  if (options.open) {
    const reason = cannotOpenBrowser();
    if (reason === null) openInBrowser(view.url, options.log);
    else options.log(`hall view: ${reason}; open the address above in a browser`);
  }
  return view;
}

// Chromium needs a screen, and as root it will not run with its sandbox on (never turned off here).
function cannotOpenBrowser(): string | null {
  if (process.platform !== 'linux') return null;
  if (process.env.DISPLAY === undefined && process.env.WAYLAND_DISPLAY === undefined) return 'no screen here';
  if (process.getuid?.() === 0) return 'Chromium will not run as root with its sandbox on';
  return null;
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
