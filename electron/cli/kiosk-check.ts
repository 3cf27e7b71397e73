// `challenge-station kiosk check`: whether the station's machine is locked down for the kiosk as the
// `challenge-station-kiosk` package leaves it — the Chromium policies the kiosk asks for, the
// session that runs only the kiosk, and the keyboard's ways out of X switched off. It reads files
// only, so a director (or a test) can ask before switching to the kiosk user; `kiosk start` gives
// the same policy warning itself.
import { existsSync, readFileSync } from 'node:fs';
import { BROWSERS, KIOSK_POLICIES, missingPolicies, policyDir } from '../../scripts/kiosk-browser.ts';

const KIOSK_POLICY_COUNT = Object.keys(KIOSK_POLICIES).length;

/** The X session the package installs, which runs only the kiosk. */
export const KIOSK_SESSION_FILE = '/usr/share/xsessions/challenge-station-kiosk.desktop';
/** The X settings that turn off console switching and Ctrl+Alt+Backspace. */
export const KIOSK_XORG_FILE = '/etc/X11/xorg.conf.d/50-challenge-station-kiosk.conf';

/** One line of the check: what, and whether it is in place. */
export interface KioskCheckLine {
  readonly ok: boolean;
  readonly text: string;
}

/** What `kiosk check` finds, line by line; `root` lets a test point it at a planted tree. */
export function kioskCheck(root = ''): KioskCheckLine[] {
  const browser = BROWSERS.find((path) => existsSync(`${root}${path}`));
  const lines: KioskCheckLine[] = [];
  if (browser === undefined) {
    lines.push({ ok: false, text: 'No Chromium: install it (sudo apt install chromium).' });
  } else {
    const dir = policyDir(browser);
    const missing = missingPolicies(`${root}${dir}`);
    lines.push(
      missing.length === 0
        ? { ok: true, text: `${browser} has every kiosk policy in ${dir}.` }
        : {
            ok: false,
            text: `${browser} lacks ${missing.length === KIOSK_POLICY_COUNT ? `every kiosk policy (${KIOSK_POLICY_COUNT})` : `the kiosk policies ${missing.join(', ')}`} in ${dir}: install challenge-station-kiosk, or see docs/SECURITY.md.`,
          },
    );
  }
  lines.push(
    existsSync(`${root}${KIOSK_SESSION_FILE}`)
      ? { ok: true, text: `The kiosk-only session is installed (${KIOSK_SESSION_FILE}).` }
      : {
          ok: false,
          text: 'No kiosk-only session: a user logging in gets a whole desktop around the kiosk.',
        },
  );
  const xorg = `${root}${KIOSK_XORG_FILE}`;
  const locked = existsSync(xorg) && /DontVTSwitch"\s+"true"/u.test(readFileSync(xorg, 'utf8'));
  lines.push(
    locked
      ? { ok: true, text: 'X refuses console switching and Ctrl+Alt+Backspace.' }
      : { ok: false, text: 'X allows switching to a text console (Ctrl+Alt+F2) and Ctrl+Alt+Backspace.' },
  );
  return lines;
}
