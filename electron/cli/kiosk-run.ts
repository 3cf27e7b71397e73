// `kiosk start`'s run: the web station, and the kiosk browser on the address it prints. A browser
// that crashes must not leave the desktop in front of the players while the station serves nobody:
// the web station is started again (its launch address is good once, so only a new one opens a
// session) and a new browser opened on it. A browser that keeps crashing is given up on, and said.
import type { Readable } from 'node:stream';
import type { KioskBrowser } from '../../scripts/kiosk-browser.ts';

/** What the run needs: each part a real process in use, each replaceable in its tests. */
export interface KioskRunParts {
  /** Starts the web station; it prints `Open: URL` once it serves. */
  readonly startServer: () => KioskServer;
  /** Opens the kiosk browser on `url`; null with --no-browser, or where there is no browser. */
  readonly openBrowser: ((url: string, onExit: (code: number | null) => void) => KioskBrowser) | null;
  /** Where the run's lines go: the terminal, or the session's log at login. */
  readonly write: (text: string) => void;
  readonly now?: () => number;
}

/** What the run uses of the web station's process. */
export interface KioskServer {
  readonly stdout: Readable;
  kill(signal?: NodeJS.Signals): boolean;
  once(event: 'exit', listener: (code: number | null) => void): unknown;
}

/** A browser gone within this long of its start did not crash: it could not start (no display). */
const STARTED_MS = 10_000;
/** This many crashes within {@link CRASH_WINDOW_MS} and the run gives up. */
const CRASHES_TO_GIVE_UP = 3;
const CRASH_WINDOW_MS = 60_000;

/** How one web station's run ended. */
type Ending = { readonly kind: 'stopped'; readonly code: number } | { readonly kind: 'browser-crashed' };

/**
 * Runs the kiosk until the browser is closed (0), the station stops (its exit code) or a signal
 * ends it; starts it again after a browser crash. Resolves with the exit code.
 */
export async function runKiosk(parts: KioskRunParts): Promise<number> {
  const now = parts.now ?? Date.now;
  const crashes: number[] = [];
  // Set from the signal handlers, read after each run.
  const stopping = { signalled: false, stop: (_signal: NodeJS.Signals): void => undefined };
  const forward = (signal: NodeJS.Signals) => () => {
    stopping.signalled = true;
    stopping.stop(signal);
  };
  const onInt = forward('SIGINT');
  const onTerm = forward('SIGTERM');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  try {
    for (;;) {
      const ending = await runOnce(parts, now, (stop) => (stopping.stop = stop));
      if (ending.kind === 'stopped' || stopping.signalled) return ending.kind === 'stopped' ? ending.code : 0;
      crashes.push(now());
      const recent = crashes.filter((at) => now() - at < CRASH_WINDOW_MS);
      if (recent.length >= CRASHES_TO_GIVE_UP) {
        parts.write(
          `The kiosk browser stopped ${recent.length} times within a minute; the kiosk is not started again. Call the director.\n`,
        );
        return 1;
      }
      parts.write('The kiosk browser stopped; the kiosk starts again.\n');
    }
  } finally {
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
  }
}

// One web station and its browser, until the station exits.
function runOnce(
  parts: KioskRunParts,
  now: () => number,
  setStop: (stop: (signal: NodeJS.Signals) => void) => void,
): Promise<Ending> {
  const server = parts.startServer();
  let kiosk: KioskBrowser | null = null;
  let opened = false;
  let crashed = false;
  setStop((signal) => {
    kiosk?.stop();
    server.kill(signal);
  });
  server.stdout.setEncoding('utf8');
  server.stdout.on('data', (text: string) => {
    parts.write(text);
    const url = /Open: (\S+)/u.exec(text)?.[1];
    if (url === undefined || parts.openBrowser === null || opened) return;
    opened = true;
    const startedAt = now();
    kiosk = parts.openBrowser(url, (code) => {
      kiosk = null;
      // Closed by its user: the station ends. Gone at once: it could not start here (no display).
      if (code === 0) server.kill('SIGTERM');
      else if (now() - startedAt < STARTED_MS)
        parts.write('Could not open a browser here; open the address above in Chromium.\n');
      else {
        crashed = true;
        server.kill('SIGTERM');
      }
    });
  });
  return new Promise((resolve) => {
    server.once('exit', (code: number | null) => {
      kiosk?.stop();
      resolve(crashed ? { kind: 'browser-crashed' } : { kind: 'stopped', code: code ?? 0 });
    });
  });
}
