// The browser `npm start` opens the web station in: which one, the policies a kiosk box should give
// it, and a throw-away profile that is removed when the browser goes.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { writeKioskProfile } from './kiosk-profile.ts';
import { fullScreenFlags, xScreenSize } from './screen-size.ts';

/** The browsers tried, in order. */
export const BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * The Chromium enterprise policies a kiosk box should install (docs/SECURITY.md explains each): no
 * developer tools, no history kept, no other profiles, windows, downloads, printing or extensions,
 * and no address but the station's own.
 */
export const KIOSK_POLICIES: Readonly<Record<string, unknown>> = {
  DeveloperToolsAvailability: 2,
  SavingBrowserHistoryDisabled: true,
  IncognitoModeAvailability: 1,
  BrowserGuestModeEnabled: false,
  BrowserAddPersonEnabled: false,
  BrowserSignin: 0,
  PasswordManagerEnabled: false,
  AutofillAddressEnabled: false,
  AutofillCreditCardEnabled: false,
  DownloadRestrictions: 3,
  PrintingEnabled: false,
  AllowFileSelectionDialogs: false,
  TaskManagerEndProcessEnabled: false,
  ExtensionInstallBlocklist: ['*'],
  URLBlocklist: ['*'],
  URLAllowlist: ['http://127.0.0.1'],
};

/** Where a browser reads its mandatory policies on Linux. */
export function policyDir(browser: string): string {
  const name = basename(browser);
  if (name.startsWith('google-chrome')) return '/etc/opt/chrome/policies/managed';
  if (name === 'chromium-browser') return '/etc/chromium-browser/policies/managed';
  return '/etc/chromium/policies/managed';
}

/** The kiosk policies a policy folder does not set as recommended (all of them when it is absent). */
export function missingPolicies(dir: string): string[] {
  const set: Record<string, unknown> = {};
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : [];
  for (const file of files.sort()) {
    try {
      Object.assign(set, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>);
    } catch {
      // Chromium ignores a file it cannot parse, so its policies count as absent here too.
    }
  }
  return Object.entries(KIOSK_POLICIES)
    .filter(([name, value]) => JSON.stringify(set[name]) !== JSON.stringify(value))
    .map(([name]) => name);
}

/**
 * Why `npm start` stops when run as root: Chromium (and Electron) will not start as root with their
 * sandbox on, and the station never turns the sandbox off.
 */
export const ROOT_REFUSAL = [
  'npm start is running as root. Chromium (and Electron) refuse to run as root with their sandbox on,',
  'and the station never turns the sandbox off: it is what keeps a compromised page inside the browser.',
  'Run the station as an ordinary user: docs/SECURITY.md, "Locking the operating system around the',
  'kiosk", shows how to make a kiosk user that logs in automatically and starts the station.',
].join('\n');

/** A kiosk browser window on its own throw-away profile. */
export interface KioskBrowser {
  /** The profile folder, removed when the browser exits. */
  readonly profile: string;
  /** Closes the browser; the profile goes with it. */
  stop(): void;
}

/**
 * Opens `url` in `browser` in kiosk mode on a new profile (with the preferences of
 * scripts/kiosk-profile.ts: no password manager, autofill or translation), and removes the profile when the browser
 * exits, whoever ends it: it holds the address opened (the spent launch secret) in its history.
 */
export function openKioskBrowser(
  browser: string,
  url: string,
  onExit: (code: number | null) => void,
  extraArgs: readonly string[] = [],
): KioskBrowser {
  const profile = mkdtempSync(join(tmpdir(), 'challenge-station-browser-'));
  writeKioskProfile(profile);
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  // Should `npm start` itself end first, the profile still goes.
  process.once('exit', removeProfile);
  const child = spawn(
    browser,
    [
      `--user-data-dir=${profile}`,
      ...fullScreenFlags(xScreenSize()),
      '--no-first-run',
      '--disable-sync',
      '--disable-background-networking',
      ...extraArgs,
      `--app=${url}`,
    ],
    { stdio: 'ignore' },
  );
  let ended = false;
  const end = (code: number | null) => {
    if (ended) return;
    ended = true;
    removeProfile();
    process.off('exit', removeProfile);
    onExit(code);
  };
  child.on('exit', end);
  // A browser that cannot be started at all reports an error and may never report an exit.
  child.on('error', () => {
    end(null);
  });
  return {
    profile,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      else removeProfile();
    },
  };
}
